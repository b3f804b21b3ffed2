/// A finger held on a collection that may become a long press, the touch screen's right click:
/// held `duration` within the tap slop, it opens the item's context menu; moved past the slop
/// (a scroll), lifted or joined by another finger first, it is nothing. A plain value: usable on
/// any thread.
struct ContextMenuLongPress: Hashable, Sendable {
    /// How long a finger must rest to open a menu, seconds: UIKit's and GTK's half second.
    static let duration = 0.5

    /// The finger.
    let pointer: PointerID
    /// Where it went down, in the collection's coordinates.
    let point: Point
    /// When it went down, seconds on the host's clock.
    let time: Double

    /// When the menu opens if the finger stays.
    var deadline: Double { time + Self.duration }

    /// Whether the finger has rested long enough at `now`.
    func isDue(at now: Double) -> Bool { now >= deadline }

    /// Whether `pointer` moving to `point` leaves it a long press: another pointer does not
    /// matter, this one must stay within the tap slop of where it went down.
    func survives(_ pointer: PointerID, movingTo point: Point) -> Bool {
        pointer != self.pointer || CollectionInteraction.distance(self.point, point) <= CollectionInteraction.tapSlop
    }
}
