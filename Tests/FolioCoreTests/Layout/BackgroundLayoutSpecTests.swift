import FolioCore
import Testing

struct BackgroundLayoutSpecTests {
    @Test("the background is laid out at exactly the child's size, drawn before it")
    func backgroundSizedToChild() {
        let spec = BackgroundLayoutSpec(child: FakeLeaf("child", 50, 40), background: FakeLeaf("background", 300, 5))
        let layout = layOut(spec, in: SizeRange(max: Size(width: 200, height: 200)))
        #expect(layout.size == Size(width: 50, height: 40))
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 0, width: 50, height: 40),
            Rect(x: 0, y: 0, width: 50, height: 40),
        ])
        #expect((layout.sublayouts.first?.layout.element as? FakeLeaf)?.name == "background")
        #expect((layout.sublayouts.last?.layout.element as? FakeLeaf)?.name == "child")
    }

    @Test("behind padded content, the background covers the padding too")
    func backgroundBehindInset() {
        let content = InsetLayoutSpec(insets: EdgeInsets(all: 8), child: FakeTextLeaf("label", characters: 5))
        let spec = BackgroundLayoutSpec(child: content, background: FakeLeaf("fill", 0, 0))
        let frames = leafFrames(in: layOut(spec, in: .unconstrained))
        #expect(frames["fill"] == Rect(x: 0, y: 0, width: 66, height: 36))
        #expect(frames["label"] == Rect(x: 8, y: 8, width: 50, height: 20))
    }
}
