import FolioCore
import Testing

struct OverlayLayoutSpecTests {
    @Test("the overlay is laid out at exactly the child's size, drawn after it")
    func overlaySizedToChild() {
        let spec = OverlayLayoutSpec(child: FakeLeaf("child", 50, 40), overlay: FakeLeaf("overlay", 10, 10))
        let layout = layOut(spec, in: SizeRange(max: Size(width: 200, height: 200)))
        #expect(layout.size == Size(width: 50, height: 40))
        #expect(childFrames(of: layout) == [
            Rect(x: 0, y: 0, width: 50, height: 40),
            Rect(x: 0, y: 0, width: 50, height: 40),
        ])
        #expect((layout.sublayouts.last?.layout.element as? FakeLeaf)?.name == "overlay")
    }

    @Test("the child decides the size within the range; the overlay's style cannot change it")
    func childDecides() {
        let overlay = FakeLeaf("overlay", 10, 10, style: LayoutStyle(width: .points(500)))
        let spec = OverlayLayoutSpec(child: FakeLeaf("child", 500, 40), overlay: overlay)
        let layout = layOut(spec, in: SizeRange(max: Size(width: 200, height: 200)))
        #expect(layout.size == Size(width: 200, height: 40))
        #expect(layout.sublayouts.map(\.layout.size) == [Size(width: 200, height: 40), Size(width: 200, height: 40)])
    }
}
