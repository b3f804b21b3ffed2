import FolioCore
import Foundation

/// One run of `folio-demo` as a child process: its arguments, what it printed and when.
/// Used from the benchmark's one thread.
struct DemoRun {
    /// A line the demo printed, with the seconds from the spawn to its arrival.
    struct Line {
        let seconds: Double
        let text: String
    }

    let arguments: [String]
    let lines: [Line]
    let status: Int32
    let errorOutput: String
    /// Whether the run overran its time and was ended (the demo then quits as for a signal,
    /// printing its statistics and exiting 0, so only this says the session was cut short).
    let timedOut: Bool

    /// Runs `binary` with `arguments` in `environment`, collecting its output lines as they
    /// arrive, and ends it if it is still running after `timeout` seconds.
    static func run(binary: String, arguments: [String], environment: [String: String], timeout: Double) throws -> DemoRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw BenchError("cannot create \(errorFile.path) for the demo's error output")
        }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardError = errorHandle
        defer { try? FileManager.default.removeItem(at: errorFile) }

        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let watchdog = Watchdog(process: process)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.fire() }

        var lines: [Line] = []
        var pending = Data()
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            let arrived = clock.now - start
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                lines.append(Line(seconds: arrived.seconds, text: text))
            }
        }
        process.waitUntilExit()
        watchdog.disarm()
        try? errorHandle.close()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return DemoRun(arguments: arguments, lines: lines, status: process.terminationStatus, errorOutput: errors,
                       timedOut: watchdog.hasFired)
    }

    /// Seconds from the spawn to the first `content` event: the first frame with content.
    var secondsToFirstContent: Double? {
        lines.first { $0.text.hasPrefix(#"{"event":"content""#) }?.seconds
    }

    /// The `--stats` line, decoded.
    func statistics() throws -> DemoStatistics {
        // The one line that is not an event: `{…"stats":{…}…}`, its keys in any order.
        let decoder = JSONDecoder()
        guard let statistics = lines.reversed().lazy
            .filter({ !$0.text.hasPrefix(#"{"event""#) })
            .compactMap({ try? decoder.decode(DemoStatistics.self, from: Data($0.text.utf8)) }).first
        else {
            throw BenchError("folio-demo \(arguments.joined(separator: " ")) printed no statistics (status \(status)): \(errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return statistics
    }
}

/// Ends a child process that overran its time. Any thread.
private final class Watchdog: Sendable {
    private let state = Locked((isArmed: true, fired: false))
    // Only asked to terminate, under the lock, so that a disarmed watchdog never fires.
    private let process: Process

    init(process: Process) {
        self.process = process
    }

    func fire() {
        state.withLock { state in
            guard state.isArmed, process.isRunning else { return }
            state.fired = true
            process.terminate()
        }
    }

    /// Whether it ended the process.
    var hasFired: Bool { state.current.fired }

    func disarm() {
        state.withLock { $0.isArmed = false }
    }
}
