@testable import FolioCore
import Testing

/// A finger's long press alone: when it is due, and what movement ends it.
@Suite("ContextMenuLongPress")
struct ContextMenuLongPressTests {
    private let finger = PointerID.finger(device: 1, finger: 7)
    private let other = PointerID.finger(device: 1, finger: 8)

    @Test("It is due half a second after the finger went down, not before")
    func timing() {
        let press = ContextMenuLongPress(pointer: finger, point: Point(x: 100, y: 100), time: 2)
        #expect(press.deadline == 2.5)
        #expect(!press.isDue(at: 2.49))
        #expect(press.isDue(at: 2.5))
        #expect(CollectionNode.longPressDuration == 0.5)
    }

    @Test("Moving within the tap slop keeps it; past the slop (a drag) ends it; another finger's motion does not count")
    func slop() {
        let press = ContextMenuLongPress(pointer: finger, point: Point(x: 100, y: 100), time: 0)
        let slop = CollectionInteraction.tapSlop
        #expect(press.survives(finger, movingTo: Point(x: 100 + slop, y: 100)))
        #expect(press.survives(finger, movingTo: Point(x: 100 + slop * 0.7, y: 100 - slop * 0.7)))
        #expect(!press.survives(finger, movingTo: Point(x: 100, y: 100 + slop + 0.5)))
        #expect(press.survives(other, movingTo: Point(x: 400, y: 400)))
    }
}
