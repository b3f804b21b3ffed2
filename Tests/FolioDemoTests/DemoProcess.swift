import Foundation

/// A running `folio-demo` (or another of the package's windowed programs), its events read from
/// stdout as they come. Ended by its PID.
///
/// One demo runs at a time, whichever suite starts it: suites run in parallel, their windows
/// would overlap on the one display, and a drag or key press would reach whichever is on top.
/// Starting a demo waits (up to `displayPatience`) until the one before has exited.
final class DemoProcess: @unchecked Sendable {
    /// Held from a demo's start until its process has exited.
    private static let display = DispatchSemaphore(value: 1)
    /// How long a demo waits for the one before it to exit, in seconds, before starting anyway.
    static let displayPatience = 180.0

    // @unchecked: `process` is set up in init and only read afterwards; the texts are locked.
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let text = SharedText()
    private let errorText = SharedText()
    /// This demo's turn on the display, from its start until it has exited.
    private let turn: DisplayTurn
    /// Opened when stdout reaches its end (the process and its children closed it).
    private let outputEnded = DispatchSemaphore(value: 0)

    /// Starts `executable` (the demo unless given: the embedding example, say) with `arguments`.
    init(arguments: [String], environment: [String: String]? = nil, executable: String = DemoPaths.binary) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = errors
        let text = self.text, errorText = self.errorText, outputEnded = self.outputEnded
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                outputEnded.signal()
                return
            }
            text.append(String(decoding: data, as: UTF8.self))
        }
        errors.fileHandleForReading.readabilityHandler = { handle in
            let chunk = String(decoding: handle.availableData, as: UTF8.self)
            errorText.append(chunk)
        }
        let turn = DisplayTurn(from: Self.display, patience: Self.displayPatience)
        self.turn = turn
        process.terminationHandler = { _ in turn.giveBack() }
        XDoTool.releaseModifiers()
        do {
            try process.run()
        } catch {
            turn.giveBack()
            throw error
        }
    }

    /// Runs `body`, which starts windowed programs of its own and waits for them to end, while
    /// no demo of another suite is on the display.
    static func withDisplay<T>(_ body: () throws -> T) rethrows -> T {
        let acquired = display.wait(timeout: .now() + displayPatience) == .success
        defer { if acquired { display.signal() } }
        return try body()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // The exit's handler gives the turn back too, but is not promised to run once the
        // process object is gone.
        turn.giveBack()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }

    var pid: Int32 { process.processIdentifier }

    /// Every complete event line so far.
    var events: [DemoEvent] {
        let lines = text.value.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return lines.compactMap { DemoEvent(line: String($0)) }
    }

    var standardError: String { errorText.value }

    /// The `--stats` summary printed at exit, if any.
    var statistics: [String: Int]? {
        for line in text.value.split(separator: "\n").reversed() {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let stats = object?["stats"] as? [String: Any] { return stats.compactMapValues { $0 as? Int } }
        }
        return nil
    }

    /// Waits until an event after the first `after` events matches, returning it (nil on timeout).
    @discardableResult
    func waitForEvent(after index: Int = 0, timeout: Double = 8, where matches: (DemoEvent) -> Bool) -> DemoEvent? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let event = events.dropFirst(index).first(where: matches) { return event }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// Waits for the next `settled` event after the first `index` events and returns its page.
    func nextSettledPage(after index: Int, timeout: Double = 8) -> Int? {
        waitForEvent(after: index, timeout: timeout) { $0.name == "settled" }?["page"]
    }

    /// Waits for motion to stop: no new event for `quiet` seconds.
    func waitForQuiet(_ quiet: Double = 0.4, timeout: Double = 8) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var count = events.count
        var since = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = events.count
            if now != count { count = now; since = Date() } else if Date().timeIntervalSince(since) >= quiet { return }
        }
    }

    /// Sends SIGTERM and waits for the process to end; returns its exit status.
    func terminate(timeout: Double = 8) -> Int32? {
        if process.isRunning { kill(pid, SIGTERM) }
        return waitForExit(timeout: timeout)
    }

    /// Sends `signal` and times the exit, polling every 2 ms: the exit status (nil if still running
    /// after `timeout`) and the seconds from the signal to the process being gone.
    func signalAndTimeExit(_ signal: Int32, timeout: Double = 8) -> (status: Int32?, seconds: Double) {
        let sent = Date()
        kill(pid, signal)
        return timeExit(since: sent, timeout: timeout)
    }

    /// Waits for the exit, polling every 2 ms: the status (nil on timeout) and the seconds from
    /// `start` to the process being gone.
    func timeExit(since start: Date, timeout: Double = 8) -> (status: Int32?, seconds: Double) {
        let deadline = start.addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
        let seconds = Date().timeIntervalSince(start)
        return (process.isRunning ? nil : process.terminationStatus, seconds)
    }

    /// Every line written to stdout, once it has ended (waiting at most `timeout` seconds for
    /// the end; what has come so far otherwise).
    func outputLines(timeout: Double = 5) -> [String] {
        _ = outputEnded.wait(timeout: .now() + timeout)
        return text.value.split(separator: "\n").map(String.init)
    }

    func waitForExit(timeout: Double = 8) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }
}

/// Text that a pipe's reader thread appends to while the test thread reads it.
final class SharedText: @unchecked Sendable {
    // @unchecked: `text` is only touched with `lock` held.
    private let lock = NSLock()
    private var text = ""

    func append(_ chunk: String) { lock.withLock { text += chunk } }
    var value: String { lock.withLock { text } }
}
