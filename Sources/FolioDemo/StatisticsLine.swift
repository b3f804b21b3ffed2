import FolioCore
import FolioSDL
import Foundation

/// The line `--stats` prints at exit: `{"memoryBudgetBytes":…,"prewarm":…,"render":"async",
/// "stats":{…},"updates":{…},"workers":2}` (the benchmark decodes it; `updates` only after
/// edits, `images` only when remote images were fetched). Main thread.
struct StatisticsLine: Encodable {
    /// What a `--prewarm` did before the first frame.
    struct Prewarm: Encodable {
        let pages: Int
        let seconds: Double
        let complete: Bool
    }

    let stats: FrameStatistics.Report
    let render: String
    let workers: Int
    let prewarm: Prewarm?
    let memoryBudgetBytes: Int
    /// What the run's batch updates cost, when it had any.
    let updates: UpdateStatistics?
    /// What fetching remote images did, when the run fetched any.
    let images: ImageFetchStatistics?

    /// Queues the line for standard output, after the events and even when the queue is full:
    /// it is the run's result.
    func print() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return }
        OutputChannel.standardOutput.finish(with: [String(decoding: data, as: UTF8.self)], timeout: 0)
    }
}
