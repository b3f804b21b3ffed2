/// A spring on its way to a page. A plain value: usable on any thread.
struct PagingAnimation: Sendable {
    /// The page it goes to, unwrapped (in circular mode it may lie outside 0..<pageCount).
    var target: Int
    /// The motion, in pages.
    var spring: SpringSimulation
    /// When the viewport became empty, if it is: the spring is frozen at this time until the
    /// viewport has a size again, then resumes where it was.
    var pausedAt: Double?

    /// The time at which to read the spring: `time`, or the moment it was paused.
    func springTime(at time: Double) -> Double { pausedAt ?? time }
}
