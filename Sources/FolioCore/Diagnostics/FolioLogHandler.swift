import Foundation
import Logging

/// A swift-log handler that writes each message as one line, `folio: message`, to standard error
/// (or to a sink of the app's): what Folio's demos bootstrap, so that their diagnostics stay the
/// one-line messages a person or a script reads, and standard output stays free for `--events`.
/// Metadata is appended as `key=value` pairs. A plain value: usable on any thread.
public struct FolioLogHandler: LogHandler {
    /// The least severe level written; `.info` unless set.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every message of this handler's logger.
    public var metadata: Logger.Metadata = [:]
    private let sink: @Sendable (String) -> Void

    /// A handler for the logger labelled `label` writing to `sink` (standard error, each line
    /// prefixed `folio: `, by default). Any thread.
    public init(label: String, sink: @escaping @Sendable (String) -> Void = FolioLogHandler.standardError) {
        self.sink = sink
    }

    /// Writes `line` and a newline to standard error, prefixed `folio: `, through
    /// `OutputChannel.standardError`: queued, never waiting for the reader, never trapping when
    /// standard error is closed or full. Any thread.
    public static let standardError: @Sendable (String) -> Void = { line in
        OutputChannel.standardError.send("folio: \(line)")
    }

    /// Metadata by key. Any thread.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the message (its control characters escaped) with any metadata, as one line.
    /// Any thread.
    public func log(event: LogEvent) {
        var text = "\(event.message)".escapingControlCharacters
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        if !all.isEmpty {
            text += " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)".escapingControlCharacters }.joined(separator: " ")
        }
        sink(text)
    }
}
