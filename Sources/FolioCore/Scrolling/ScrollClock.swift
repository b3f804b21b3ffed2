/// A scroll model's clock: the latest time it has seen, in seconds on the host's clock, so that
/// an event stamped earlier than a frame already shown does not wind a motion back: motion it
/// starts begins at the clock's time instead. Non-finite times are refused, so that one bad
/// stamp cannot carry the clock to infinity and end every motion. A plain value: usable on any
/// thread.
struct ScrollClock: Hashable, Sendable {
    /// The latest time seen; −∞ before the first.
    private(set) var now = -Double.infinity

    /// Takes `time` in: the clock moves on to it when it is later. Returns the time to act at
    /// (the clock's time, never earlier than before), or nil for a non-finite `time`, which
    /// leaves the clock as it was.
    @discardableResult
    mutating func admit(_ time: Double) -> Double? {
        guard time.isFinite else { return nil }
        now = max(now, time)
        return now
    }
}
