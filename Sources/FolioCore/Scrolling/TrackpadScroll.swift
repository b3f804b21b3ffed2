/// A trackpad gesture scrolling the content: fractional deltas, locked to one axis.
/// A plain value: usable on any thread.
struct TrackpadScroll: Sendable {
    /// Whether the gesture follows the vertical deltas (either axis pages a horizontal pager).
    var isVertical: Bool
    /// When the last delta came, in seconds; the gesture ends after a silence.
    var lastDeltaTime: Double
    /// Position, origin and velocity of the gesture.
    var gesture: PagingGesture
}
