import Logging

/// Folio's loggers, one per subsystem, through the ecosystem's logging API (swift-log): an app
/// chooses where they go with `LoggingSystem.bootstrap`, once, at start (Folio's own
/// `FolioLogHandler` writes the one-line messages the demo prints). Each is made when asked for,
/// so that it follows the handler bootstrapped by then. Any thread.
///
/// Levels: `.error` for a programmer's mistake Folio recovers from (an inconsistent batch
/// update, a data source missing a method), `.warning` for bad input or a missing platform
/// feature it works around (a broken image, a file it cannot read), `.notice` for a degraded
/// but working mode.
public enum FolioLogger {
    /// Collections and pagers: data sources, batch updates. Any thread.
    public static var collection: Logger { Logger(label: "folio.collection") }
    /// Images and other content loaded for nodes. Any thread.
    public static var content: Logger { Logger(label: "folio.content") }
    /// The host: the window, its loop, textures and threads. Any thread.
    public static var host: Logger { Logger(label: "folio.host") }
}

extension Logger {
    /// Logs `message` at `level` as one line: its control characters are escaped, since
    /// messages often quote names from disk, and a hostile name must neither break the line nor
    /// reach a terminal raw, whatever handler the app bootstrapped. Any thread.
    public func line(_ level: Logger.Level, _ message: String,
                     file: String = #fileID, function: String = #function, line: UInt = #line) {
        log(level: level, "\(message.escapingControlCharacters)", file: file, function: function, line: line)
    }
}
