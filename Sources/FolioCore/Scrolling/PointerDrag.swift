/// A pointer dragging the content. A plain value: usable on any thread.
struct PointerDrag: Sendable {
    /// The one pointer that drives the drag.
    var pointer: PointerID
    /// The horizontal pointer position of the last event, in logical pixels.
    var lastX: Double
    /// Position, origin and velocity of the drag.
    var gesture: PagingGesture
}
