import FolioCore
import Foundation

/// A tool's `--events` output: one JSON object per line on standard output, keys sorted, for
/// scripts and tests. Lines go through `OutputChannel.standardOutput` in the order written: a
/// reader that is slow or stops reading never holds up a frame (past the channel's capacity
/// lines are dropped, counted, and reported at quit by a `{"event":"dropped","count":N}` line
/// before `quit`), and one that goes away stops the lines with one line on standard error
/// while the tool goes on. Main thread.
@MainActor
public struct EventLines {
    /// Whether lines are written at all (`--events`).
    public let isEnabled: Bool
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Writes lines when `isEnabled`. Main thread.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// How long the last lines may wait for the reader at exit, in seconds: a tool quits within
    /// a second of being asked whether or not anyone reads its events.
    public static let finishTimeout = 0.5

    /// Writes `line` as one JSON object, if lines are on. Main thread.
    public func write(_ line: some Encodable) {
        guard isEnabled, let text = encoded(line) else { return }
        OutputChannel.standardOutput.send(text)
    }

    /// The last lines of a run, once its threads have been joined: how many lines were dropped
    /// (if any were), then `{"event":"quit"}`; waits at most `finishTimeout` for the reader to
    /// take them and anything still queued. Main thread.
    public func recordQuit() {
        let channel = OutputChannel.standardOutput
        var lines: [String] = []
        if isEnabled {
            let dropped = channel.droppedCount
            if dropped > 0 {
                FolioLogger.host.line(.warning, "\(dropped) events were dropped: the reader of standard output did not keep up")
                // Spelt out rather than encoded: the contract puts "event" first.
                lines.append(#"{"event":"dropped","count":\#(dropped)}"#)
            }
            lines.append(#"{"event":"quit"}"#)
        }
        channel.finish(with: lines, timeout: Self.finishTimeout)
    }

    private func encoded(_ line: some Encodable) -> String? {
        (try? encoder.encode(line)).map { String(decoding: $0, as: UTF8.self) }
    }
}
