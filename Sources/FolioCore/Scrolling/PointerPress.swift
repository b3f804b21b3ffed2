/// A pointer that is down but does not drag the content (yet): it has not passed the slop, or
/// it was refused because it moved mostly across the scroll axis. Shared by the paging and the
/// free scroll models. A plain value: usable on any thread.
struct PointerPress: Sendable {
    /// The pointer that pressed; others are ignored until it is released.
    var pointer: PointerID
    /// Where it went down, in logical pixels.
    var origin: Point
    /// Whether it moved across the scroll axis first, or its drag was taken away; then it
    /// does nothing until released.
    var isRefused = false
    /// The pointer's position along the scroll axis at its last event, in logical pixels.
    var lastCoordinate: Double
    /// How far the pointer has moved the content's would-be position, in the model's unit
    /// (pages for the pager, pixels for free scrolling; forward is the pointer moving left or up).
    var travel: Double = 0
    /// The pointer's recent travel, so that a flick's first few milliseconds, spent inside the
    /// slop, still count towards its velocity.
    var tracker: VelocityTracker

    /// What a press's move decided.
    enum Move {
        /// Still within the slop: nothing moves yet.
        case withinSlop
        /// It went across the scroll axis first: refused until released.
        case refused
        /// It passed the slop along the axis: it becomes a drag.
        case passedSlop
    }

    /// Records the pointer moving to `along` (its coordinate on the scroll axis) and `across`
    /// (the other), both in logical pixels, at `time`: the travel grows by the move over
    /// `pixelsPerUnit` (the pitch of a page for the pager, 1 for free scrolling), and the press
    /// either waits, is refused, or passes `slop` and drags. `originAlong`/`originAcross` are its
    /// origin on the same axes.
    mutating func move(along: Double, across: Double, originAlong: Double, originAcross: Double,
                       time: Double, pixelsPerUnit: Double, slop: Double) -> Move {
        travel -= (along - lastCoordinate) / pixelsPerUnit
        lastCoordinate = along
        tracker.add(time: time, position: travel)
        let dAlong = along - originAlong, dAcross = across - originAcross
        guard (dAlong * dAlong + dAcross * dAcross).squareRoot() >= slop else { return .withinSlop }
        guard abs(dAlong) >= abs(dAcross) else {
            isRefused = true
            return .refused
        }
        return .passedSlop
    }
}
