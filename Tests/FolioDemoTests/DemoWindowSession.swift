import Foundation

/// A running demo started with `--events`, its window found and its first frame shown, driven
/// through xdotool as a person would and read through its events. Ended by its PID when
/// released, if the test has not quit it. Each demo's session adds its own gestures.
class DemoWindowSession {
    let demo: DemoProcess
    let window: XDoTool
    /// The `ready` event.
    let ready: GridEvent
    /// Seconds from the process starting to its `ready` event (not counting the wait for an
    /// earlier demo to leave the display).
    let secondsToReady: Double

    /// Starts `folio-demo demoName --events --assets …` with `arguments` after them (so that they
    /// can override those), in `environment` (the test's own when nil), and waits for its first
    /// frame; `what` names the window in errors.
    init(demo demoName: String, _ arguments: [String], what: String, readyTimeout: Double, environment: [String: String]? = nil) throws {
        (demo, ready, window, secondsToReady) = try Self.start(
            executable: DemoPaths.binary, arguments: [demoName, "--events", "--assets", DemoPaths.assets] + arguments,
            what: what, readyTimeout: readyTimeout, environment: environment)
    }

    /// Starts `executable` with `arguments` (which must ask for `--events`), in `environment`,
    /// and waits for its first frame: another program than folio-demo (folio-photos).
    init(executable: String, arguments: [String], what: String, readyTimeout: Double, environment: [String: String]? = nil) throws {
        (demo, ready, window, secondsToReady) = try Self.start(
            executable: executable, arguments: arguments, what: what, readyTimeout: readyTimeout, environment: environment)
    }

    private static func start(executable: String, arguments: [String], what: String, readyTimeout: Double,
                              environment: [String: String]?) throws -> (DemoProcess, GridEvent, XDoTool, Double) {
        let started = try DemoProcess(arguments: arguments, environment: environment, executable: executable)
        let launched = Date()
        guard let ready = firstEvent(in: started, after: 0, timeout: readyTimeout, where: { $0.name == "ready" }) else {
            _ = started.terminate()
            throw DemoWindowSessionError(message: "no ready event; stderr: \(started.standardError)")
        }
        guard let window = XDoTool(pid: started.pid) else {
            _ = started.terminate()
            throw DemoWindowSessionError(message: "the \(what) window was not found")
        }
        return (started, ready, window, Date().timeIntervalSince(launched))
    }

    deinit {
        _ = demo.terminate()
    }

    // MARK: - Events

    /// Every complete event line so far.
    var events: [GridEvent] { Self.events(of: demo) }

    /// How many events there are so far: a mark to wait for what comes after.
    var mark: Int { events.count }

    /// The first event after the first `index` that matches, waiting up to `timeout` seconds.
    @discardableResult
    func waitForEvent(after index: Int, timeout: Double = 8, where matches: (GridEvent) -> Bool) -> GridEvent? {
        Self.firstEvent(in: demo, after: index, timeout: timeout, where: matches)
    }

    // MARK: - Input

    func key(_ names: String...) {
        XDoTool.run(["key", "--window", window.window] + names)
    }

    // MARK: - Screenshots

    /// Whether the window shows content (posts, photos) rather than placeholders and background
    /// alone, waiting up to `timeout` seconds for it: a screen with photos has many thousands of
    /// colours, a screen of grey placeholders a few hundred at most.
    func showsContent(timeout: Double = 3) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if let shot = Screenshot(window: window.window) {
                defer { shot.remove() }
                if shot.uniqueColors > 5_000 { return true }
            }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return false
    }

    // MARK: - Reading the events

    private static func events(of demo: DemoProcess) -> [GridEvent] {
        // The last piece may be a line still being written; it does not parse and is skipped.
        demo.outputLines(timeout: 0).compactMap(GridEvent.init(line:))
    }

    private static func firstEvent(in demo: DemoProcess, after index: Int, timeout: Double,
                                   where matches: (GridEvent) -> Bool) -> GridEvent? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if let event = events(of: demo).dropFirst(index).first(where: matches) { return event }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }
}
