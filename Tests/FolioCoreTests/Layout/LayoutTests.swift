import FolioCore
import Testing

struct LayoutTests {
    /// A photo card: a 4:3 photo above a caption padded by 10, in a column exactly 300 wide.
    static func photoCard() -> StackLayoutSpec {
        StackLayoutSpec(direction: .vertical, children: [
            RatioLayoutSpec(ratio: 0.75, child: FakeLeaf("photo", 1024, 768)),
            InsetLayoutSpec(insets: EdgeInsets(all: 10), child: FakeTextLeaf("caption", characters: 30)),
        ])
    }

    static let cardRange = sizeRange(300, 0, 300, .infinity)

    @Test("flattened lists every element, parents first, with absolute frames")
    func flattenedPhotoCard() {
        let layout = layOut(Self.photoCard(), in: Self.cardRange)
        let flat = layout.flattened()
        #expect(flat.count == 5)
        #expect(flat.map { String(describing: type(of: $0.element)) } == [
            "StackLayoutSpec", "RatioLayoutSpec", "FakeLeaf", "InsetLayoutSpec", "FakeTextLeaf",
        ])
        // The caption wraps at 280 (28 characters a line), so 30 characters take two 20-high lines.
        #expect(flat.map(\.frame) == [
            Rect(x: 0, y: 0, width: 300, height: 285),
            Rect(x: 0, y: 0, width: 300, height: 225),
            Rect(x: 0, y: 0, width: 300, height: 225),
            Rect(x: 0, y: 225, width: 300, height: 60),
            Rect(x: 10, y: 235, width: 280, height: 40),
        ])
    }

    @Test("flattened(origin:) moves every frame by the origin")
    func flattenedWithOrigin() {
        let layout = layOut(Self.photoCard(), in: Self.cardRange)
        let frames = leafFrames(in: layout, origin: Point(x: 5, y: 1000))
        #expect(frames["photo"] == Rect(x: 5, y: 1000, width: 300, height: 225))
        #expect(frames["caption"] == Rect(x: 15, y: 1235, width: 280, height: 40))
    }

    @Test("a leaf flattens to itself alone")
    func flattenedLeaf() {
        let layout = Layout(element: FakeLeaf("leaf", 4, 5), size: Size(width: 4, height: 5))
        let flat = layout.flattened(origin: Point(x: 1, y: 2))
        #expect(flat.count == 1)
        #expect(flat.first?.frame == Rect(x: 1, y: 2, width: 4, height: 5))
        #expect(layout.sublayouts.isEmpty)
    }
}
