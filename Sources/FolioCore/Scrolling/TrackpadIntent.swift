/// Trackpad deltas that have not yet shown which axis they follow: they are summed until one
/// axis clearly dominates, and move nothing until then. A plain value: usable on any thread.
struct TrackpadIntent: Sendable {
    /// The summed horizontal deltas, in trackpad units.
    var dx: Double = 0
    /// The summed vertical deltas, in trackpad units.
    var dy: Double = 0
    /// When the last delta came, in seconds; after a silence the deltas are forgotten.
    var lastDeltaTime: Double
    /// Whether the deltas locked to the axis a vertical pager does not follow: the rest of the
    /// gesture is ignored, until a silence ends it.
    var isRefused = false

    /// Whether the deltas follow the vertical axis, or nil while neither axis is `factor` times
    /// the other.
    func lockedAxisIsVertical(factor: Double) -> Bool? {
        if dx != 0, abs(dx) >= factor * abs(dy) { return false }
        if dy != 0, abs(dy) >= factor * abs(dx) { return true }
        return nil
    }
}
