/// A spring carrying free-scrolling content to an offset: a wheel notch, a page key, a
/// programmatic scroll, or the bounce back from past an end. A plain value: usable on any thread.
struct FreeScrollAnimation: Sendable {
    /// Where it goes, in logical pixels, inside 0...maximumOffset.
    var target: Double
    /// The motion, in logical pixels.
    var spring: SpringSimulation
    /// When the viewport became empty, if it is: the spring is frozen at this time until the
    /// viewport has a size again, then resumes where it was.
    var pausedAt: Double?

    /// The time at which to read the spring: `time`, or the moment it was paused.
    func springTime(at time: Double) -> Double { pausedAt ?? time }
}
