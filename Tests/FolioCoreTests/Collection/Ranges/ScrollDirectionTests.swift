import FolioCore
import Testing

struct ScrollDirectionTests {
    @Test("The direction of a move", arguments: [
        (1.0, 1.5, ScrollDirection.forward),
        (1.5, 1.0, .backward),
        (2.0, 2.0, .none),
        (-0.5, -1.5, .backward),
        (9.75, 10.25, .forward),
        (.nan, 1.0, .none),
        (1.0, .infinity, .none),
    ])
    func move(from old: Double, to new: Double, expected: ScrollDirection) {
        #expect(ScrollDirection(from: old, to: new) == expected)
    }
}
