import Foundation

/// The feeds' clock for the posts' ages: how long a minute lasts (60 seconds, shorter for tests:
/// the hidden `--clock-minute` flag) and when the demo started, against the system's uptime, so
/// that a post's "5 min ago" grows as the demo runs. A plain value: usable on any thread.
struct FeedClock: Sendable {
    /// The seconds a minute lasts.
    let minute: Double
    /// The uptime, seconds, the demo started at.
    let start: Double

    /// A clock started now whose minutes last `minute` seconds (a minute, if that is not a
    /// number above 0).
    init(minute: Double = 60, start: Double = ProcessInfo.processInfo.systemUptime) {
        self.minute = minute.isFinite && minute > 0 ? minute : 60
        self.start = start
    }

    /// The uptime now, seconds.
    var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Whole minutes since the demo started, at uptime `time`.
    func minutesElapsed(at time: Double) -> Int {
        let minutes = ((time - start) / minute).rounded(.down)
        return minutes.isNaN ? 0 : Int(max(0, min(minutes, 1e9)))
    }

    /// The seconds from uptime `time` to the next whole minute since the start: when an age
    /// shown at `time` next changes.
    func secondsToNextMinute(at time: Double) -> Double {
        let next = start + Double(minutesElapsed(at: time) + 1) * minute
        return max(0.001, next - time)
    }
}
