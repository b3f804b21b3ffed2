import FolioCore
import FolioSDL

/// What the batch updates of a run cost the main thread, as `--stats` prints it beside the frame
/// statistics (times in milliseconds): every update's call and the frame that applied it, and the
/// frames while update animations ran against the others. A plain value: usable on any thread.
struct UpdateStatistics: Encodable, Sendable {
    /// One update: its kind (`delete`, `insert`, `shuffle`), the item or page count after it,
    /// how long its `performBatchUpdates` call took, the work of the frame that applied it (nil
    /// when the run ended first) and how many frames its animation ran through (nil when it was
    /// still running at the end).
    struct Update: Encodable, Sendable {
        let kind: String
        let items: Int
        let applyMs: Double
        let frameMs: Double?
        let frames: Int?
    }

    /// Percentiles of samples in milliseconds, shaped as the frame statistics' summaries.
    struct Summary: Encodable, Sendable {
        let count: Int
        let p50: Double
        let p95: Double
        let p99: Double
        let max: Double

        /// The summary of `seconds`.
        init(_ seconds: [Double]) {
            let summary = SampleSummary(seconds)
            count = summary.count
            p50 = UpdateStatistics.milliseconds(summary.p50)
            p95 = UpdateStatistics.milliseconds(summary.p95)
            p99 = UpdateStatistics.milliseconds(summary.p99)
            max = UpdateStatistics.milliseconds(summary.max)
        }
    }

    /// A set of frames: how many, their work, and how many went over the budgets.
    struct Frames: Encodable, Sendable {
        let frames: Int
        let framesOver8ms: Int
        let framesOver16ms: Int
        let workMs: Summary

        /// The frames whose work took `seconds`.
        init(_ seconds: [Double]) {
            frames = seconds.count
            framesOver8ms = seconds.count { $0 > FrameStatistics.halfFrameBudget }
            framesOver16ms = seconds.count { $0 > FrameStatistics.frameBudget }
            workMs = Summary(seconds)
        }
    }

    let updates: [Update]
    let applyMs: Summary
    let applyFrameMs: Summary
    /// Frames from each update's applying frame to the frame its animation ended in.
    let animatedFrames: Frames
    /// Every other counted frame of the run.
    let otherFrames: Frames
    /// Whether the host still held every frame's work (it keeps the last 8,192).
    let complete: Bool

    /// `seconds` in milliseconds, rounded to the microsecond.
    static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1000
    }
}
