import FolioCore
import Testing

struct RectTests {
    @Test("Edges and centre follow from origin and size")
    func edges() {
        let r = Rect(x: 10, y: 20, width: 300, height: 40)
        #expect(r.minX == 10 && r.maxX == 310 && r.midX == 160)
        #expect(r.minY == 20 && r.maxY == 60 && r.midY == 40)
        #expect(r.width == 300 && r.height == 40)
    }

    @Test("Rectangles that only touch do not intersect", arguments: [
        (Rect(x: 800, y: 0, width: 800, height: 600), false),
        (Rect(x: -800, y: 0, width: 800, height: 600), false),
        (Rect(x: 799.5, y: 0, width: 800, height: 600), true),
        (Rect(x: -799.5, y: 0, width: 800, height: 600), true),
        (Rect(x: 0, y: 600, width: 800, height: 600), false),
        (Rect(x: 100, y: 100, width: 10, height: 10), true),
    ])
    func intersects(other: Rect, expected: Bool) {
        let viewport = Rect(x: 0, y: 0, width: 800, height: 600)
        #expect(viewport.intersects(other) == expected)
        #expect(other.intersects(viewport) == expected)
    }

    @Test("Insetting shrinks from both sides and never below zero")
    func inset() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.insetBy(dx: 60, dy: 30).size == .zero)
    }

    @Test("Offsetting moves without resizing")
    func offset() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: -1, dy: 8) == Rect(x: 0, y: 10, width: 3, height: 4))
    }
}
