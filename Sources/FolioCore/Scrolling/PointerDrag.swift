/// A pointer dragging the content. A plain value: usable on any thread.
struct PointerDrag: Sendable {
    /// The one pointer that drives the drag.
    var pointer: PointerID
    /// The pointer's position along the paging axis at its last event, in logical pixels.
    var lastCoordinate: Double
    /// Position, origin and velocity of the drag.
    var gesture: PagingGesture
}
