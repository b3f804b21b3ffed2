/// One pointer dragging a zoomed page, from press to release: where it went down, whether it
/// has passed the slop, how much of its travel along the paging axis the pan could not take (which turns
/// the page instead) and how fast the pan went. A plain value: usable on any thread.
struct PageZoomDrag: Sendable {
    /// The pointer that pressed; others are ignored until it is released.
    let pointer: PointerID
    /// Where it went down, in the page's logical pixels.
    let origin: Point
    /// Where it was at its last event.
    var last: Point
    /// Whether it pans: the page was zoomed when it pressed. A press at the fit is followed only
    /// to see a pinch or a double tap begin; paging has its motion unchanged.
    let pans: Bool
    /// Whether it is the second press of a double-click or double tap: released without a drag,
    /// it toggles the zoom.
    let isSecondTap: Bool
    /// Whether it has moved the slop from its origin: from then on it pans.
    var isPastSlop = false
    /// The travel along the paging axis, in logical pixels, that went past the photo's edge and
    /// so turns the page: positive when the pointer went right or down (towards the previous
    /// page). The pan
    /// takes a move back first out of this, so the page returns before the photo moves again.
    var excess: Double = 0
    /// The pan's travel along each axis, sampled for the release velocity.
    private(set) var travel = Point.zero
    private var samplesX: VelocityTracker
    private var samplesY: VelocityTracker

    /// A pointer pressed at `point` (page coordinates) at `time`.
    init(pointer: PointerID, at point: Point, time: Double, pans: Bool, isSecondTap: Bool, window: Double, stillnessCutoff: Double) {
        self.pointer = pointer
        origin = point
        last = point
        self.pans = pans
        self.isSecondTap = isSecondTap
        samplesX = VelocityTracker(window: window, stillnessCutoff: stillnessCutoff)
        samplesY = samplesX
        samplesX.add(time: time, position: 0)
        samplesY.add(time: time, position: 0)
    }

    /// Records the pan's move by `applied` at `time`.
    mutating func sample(_ applied: Point, time: Double) {
        travel = Point(x: travel.x + applied.x, y: travel.y + applied.y)
        samplesX.add(time: time, position: travel.x)
        samplesY.add(time: time, position: travel.y)
    }

    /// The pan's velocity at `time`, logical pixels per second.
    func velocity(at time: Double) -> Point {
        Point(x: samplesX.velocity(at: time), y: samplesY.velocity(at: time))
    }
}
