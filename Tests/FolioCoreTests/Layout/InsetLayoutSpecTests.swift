import FolioCore
import Testing

struct InsetLayoutSpecTests {
    static let insets = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)

    @Test("hugs the child plus the insets when the range allows")
    func hugsChild() {
        let spec = InsetLayoutSpec(insets: Self.insets, child: FakeLeaf("child", 50, 40))
        let layout = layOut(spec, in: .unconstrained)
        #expect(layout.size == Size(width: 80, height: 60))
        #expect(childFrames(of: layout) == [Rect(x: 10, y: 5, width: 50, height: 40)])
    }

    @Test("gives the child the range less the insets")
    func exactRange() {
        let spec = InsetLayoutSpec(insets: Self.insets, child: FakeLeaf("child", 50, 40))
        let layout = layOut(spec, in: .exactly(Size(width: 200, height: 100)))
        #expect(layout.size == Size(width: 200, height: 100))
        #expect(childFrames(of: layout) == [Rect(x: 10, y: 5, width: 170, height: 80)])
    }

    @Test("a wrapping child wraps at the inner width")
    func wrapsInside() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: FakeTextLeaf("text", characters: 25))
        let layout = layOut(spec, in: SizeRange(max: Size(width: 120, height: .infinity)))
        // 100 inside: 10 characters a line, 3 lines.
        #expect(childFrames(of: layout) == [Rect(x: 10, y: 10, width: 100, height: 60)])
        #expect(layout.size == Size(width: 120, height: 80))
    }

    @Test("insets wider than the range leave the child empty, not negative")
    func insetsLargerThanRange() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(all: 60), child: FakeLeaf("child", 50, 40))
        let layout = layOut(spec, in: .exactly(Size(width: 100, height: 100)))
        #expect(layout.size == Size(width: 100, height: 100))
        #expect(childFrames(of: layout) == [Rect(x: 60, y: 60, width: 0, height: 0)])
    }

    @Test("insets that are not finite count as zero")
    func nonFiniteInsets() {
        let insets = EdgeInsets(top: .nan, left: .infinity, bottom: 4, right: -.infinity)
        let layout = layOut(InsetLayoutSpec(insets: insets, child: FakeLeaf("child", 50, 40)), in: .unconstrained)
        #expect(layout.size == Size(width: 50, height: 44))
        #expect(childFrames(of: layout) == [Rect(x: 0, y: 0, width: 50, height: 40)])
    }
}
