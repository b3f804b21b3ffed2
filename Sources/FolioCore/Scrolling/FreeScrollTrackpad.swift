/// A trackpad gesture scrolling free-scrolling content. A plain value: usable on any thread.
struct FreeScrollTrackpad: Sendable {
    /// When the last delta came, in seconds; the gesture ends after a silence.
    var lastDeltaTime: Double
    /// Offset and velocity of the gesture.
    var gesture: FreeScrollGesture
}
