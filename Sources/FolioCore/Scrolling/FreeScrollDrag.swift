/// A pointer dragging free-scrolling content. A plain value: usable on any thread.
struct FreeScrollDrag: Sendable {
    /// The one pointer that drives the drag.
    var pointer: PointerID
    /// The pointer's position along the scroll axis at its last event, in logical pixels.
    var lastCoordinate: Double
    /// Offset and velocity of the drag.
    var gesture: FreeScrollGesture
}
