import FolioCore
import Foundation
import Logging

/// Captures what Folio logs while a body runs, for tests that run in parallel: the logging
/// system is bootstrapped once, with a `FolioLogHandler` that hands every line to each capture
/// open at the time, so that captures never take lines from under each other. A capture sees
/// other tests' lines too: filter for what is the test's own (a unique path, a message only it
/// causes).
public enum LogCapture {
    private static let open = Locked<[UUID: Locked<[String]>]>([:])
    private static let installed = Locked(false)

    /// The lines logged while `body` ran. Any thread.
    public static func lines(during body: () throws -> Void) rethrows -> [String] {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            LoggingSystem.bootstrap { label in
                FolioLogHandler(label: label) { line in
                    for capture in open.current.values { capture.withLock { $0.append(line) } }
                }
            }
        }
        let id = UUID(), lines = Locked<[String]>([])
        open.withLock { $0[id] = lines }
        defer { open.withLock { _ = $0.removeValue(forKey: id) } }
        try body()
        return lines.current
    }
}
