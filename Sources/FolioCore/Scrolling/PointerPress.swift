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
}
