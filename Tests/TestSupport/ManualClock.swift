/// A clock that moves only when told to, so that tests of time-driven code are exact and
/// repeatable. A plain value: usable on any thread.
public struct ManualClock: Hashable, Sendable {
    /// The current time, in seconds.
    public private(set) var now: Double

    /// Creates a clock showing `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// Moves the clock forward by `seconds` (negative values are ignored: time never runs back).
    public mutating func advance(by seconds: Double) {
        now += max(0, seconds)
    }

    /// Moves the clock to `time`, if that is later than now.
    public mutating func advance(to time: Double) {
        now = max(now, time)
    }
}
