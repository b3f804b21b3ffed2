import Foundation

/// Where Folio's one-line diagnostics go (a broken image, a page that could not be drawn).
/// By default they are written to standard error; tests and apps may redirect them. Messages
/// often quote file names from disk, so control characters in them are escaped before any sink
/// sees them: a hostile name can neither break the line nor reach the terminal raw. Any thread.
public enum FolioLog {
    private static let sink = Locked<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data("folio: \(message)\n".utf8))
    })

    /// Sends `message` (one line, no trailing newline) to the current sink. Any thread.
    public static func write(_ message: String) {
        let current = sink.withLock { $0 }
        current(message.escapingControlCharacters)
    }

    /// Replaces the sink, returning the previous one. Any thread.
    @discardableResult
    public static func setSink(_ newSink: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        sink.withLock { current in
            let previous = current
            current = newSink
            return previous
        }
    }
}
