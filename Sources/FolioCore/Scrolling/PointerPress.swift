/// A pointer that is down but does not drag the content (yet): it has not passed the slop, or
/// it was refused because it moved mostly vertically. A plain value: usable on any thread.
struct PointerPress: Sendable {
    /// The pointer that pressed; others are ignored until it is released.
    var pointer: PointerID
    /// Where it went down, in logical pixels.
    var origin: Point
    /// Whether it moved across the paging axis first, or its drag was taken away; then it
    /// does nothing until released.
    var isRefused = false
    /// The horizontal pointer position of the last event, in logical pixels.
    var lastX: Double
    /// How far the pointer has moved the content's would-be position, in pages (forward is
    /// the pointer moving left).
    var travel: Double = 0
    /// The pointer's recent travel, so that a flick's first few milliseconds, spent inside the
    /// slop, still count towards its velocity.
    var tracker: VelocityTracker
}
