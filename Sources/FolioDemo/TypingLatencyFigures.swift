import FolioCore

/// How long keystrokes in the window's text fields took to reach the screen, as `--stats`
/// prints them: `{"count":…,"p50Ms":…,"p99Ms":…,"maxMs":…}`, from each key's event to the
/// present of the first frame showing what it did. A plain value: usable on any thread.
struct TypingLatencyFigures: Encodable {
    /// How many keystrokes were timed.
    let count: Int
    /// The median, in milliseconds.
    let p50Ms: Double
    /// The 99th percentile, in milliseconds.
    let p99Ms: Double
    /// The slowest, in milliseconds.
    let maxMs: Double

    /// The figures of `summary` (seconds), or nil when nothing was typed. Any thread.
    init?(_ summary: SampleSummary) {
        guard summary.count > 0 else { return nil }
        count = summary.count
        p50Ms = (summary.p50 * 1000 * 100).rounded() / 100
        p99Ms = (summary.p99 * 1000 * 100).rounded() / 100
        maxMs = (summary.max * 1000 * 100).rounded() / 100
    }
}
