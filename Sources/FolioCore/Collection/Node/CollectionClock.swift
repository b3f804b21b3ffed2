/// A collection's clock: the latest time it was driven at, seconds on the host's clock. Time
/// enters once per entry point (`setBounds`, `tick`, `handle`) through `advance(to:)`; the node
/// and its data controller share this one object and read it from there, so that neither can
/// see a time the other has not. It never goes back: an event stamped earlier than a frame
/// already shown does not wind the collection's animations back. Main thread.
@MainActor
final class CollectionClock {
    /// The latest time the collection was driven at; 0 before the first. Main thread.
    private(set) var now: Double = 0

    /// Moves the clock on to `time` when it is later; an earlier time, or NaN, leaves it as it
    /// was. Main thread.
    func advance(to time: Double) {
        // `>` is false for NaN, so one bad stamp cannot poison the clock.
        if time > now { now = time }
    }
}
