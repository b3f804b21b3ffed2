import FolioCore
import Foundation

/// How a tool's `--stats` line leaves: one JSON object, keys sorted, queued after the events on
/// standard output. Main thread.
public enum StatisticsOutput {
    /// The line `statistics` encodes to, or nil when it cannot be encoded.
    public static func line(_ statistics: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(statistics) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Queues `statistics`' line for standard output, after the events and even when the queue
    /// is full: it is the run's result. Main thread.
    public static func print(_ statistics: some Encodable) {
        guard let line = line(statistics) else { return }
        OutputChannel.standardOutput.finish(with: [line], timeout: 0)
    }
}
