import FolioCommandLine
import FolioCore
import FolioSDL
import Foundation

/// The line `--stats` prints at exit: `{"memoryBudgetBytes":…,"prewarm":…,"render":"async",
/// "stats":{…},"updates":{…},"workers":2}` (the benchmark decodes it; `updates` only after
/// edits, `images` only when remote images were fetched, `typing` only when text was typed).
/// Main thread.
struct StatisticsLine: Encodable {
    let stats: FrameStatistics.Report
    let render: String
    let workers: Int
    let prewarm: PrewarmFigures?
    let memoryBudgetBytes: Int
    /// What the run's batch updates cost, when it had any.
    let updates: UpdateStatistics?
    /// What fetching remote images did, when the run fetched any.
    let images: ImageFetchStatistics?
    /// How long keystrokes in a text field took to show, when the run typed any.
    var typing: TypingLatencyFigures?

    /// Queues the line for standard output, after the events and even when the queue is full:
    /// it is the run's result.
    func print() {
        StatisticsOutput.print(self)
    }
}
