import Foundation

/// A running `SidebarExample --events`, its window found and its first frame shown, driven
/// through xdotool as a person would and read through its events. Ended by its PID when
/// released, if the test has not quit it.
final class SidebarExampleSession {
    /// The sidebar's width and its rows, in window pixels, as the example lays them out.
    static let sidebarWidth = 220
    static let firstRowTop = 64
    static let rowHeight = 44
    /// The albums with photos; the clock's row comes after them.
    static let albumCount = 8

    let example: DemoProcess
    let window: XDoTool
    /// The `ready` event.
    let ready: GridEvent

    /// Starts the example with the assets' photos, at `size`, with `arguments` added, and waits
    /// for its first frame.
    init(_ arguments: [String] = [], size: String = "900x600", readyTimeout: Double = 10) throws {
        example = try DemoProcess(arguments: ["--events", "--assets", DemoPaths.assets, "--size", size] + arguments,
                                  executable: DemoPaths.exampleBinary)
        let started = example
        let deadline = Date(timeIntervalSinceNow: readyTimeout)
        var ready: GridEvent?
        while ready == nil, Date() < deadline {
            ready = Self.events(of: started).first { $0.name == "ready" }
            if ready == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard let ready else {
            _ = started.terminate()
            throw DemoWindowSessionError(message: "no ready event; stderr: \(started.standardError)")
        }
        guard let window = XDoTool(pid: started.pid, name: "Albums") else {
            _ = started.terminate()
            throw DemoWindowSessionError(message: "the example's window was not found")
        }
        self.ready = ready
        self.window = window
    }

    deinit {
        _ = example.terminate()
    }

    // MARK: - Events

    var events: [GridEvent] { Self.events(of: example) }

    /// How many events there are so far: a mark to wait for what comes after.
    var mark: Int { events.count }

    /// The first event after the first `index` that matches, waiting up to `timeout` seconds.
    @discardableResult
    func waitForEvent(after index: Int, timeout: Double = 8, where matches: (GridEvent) -> Bool) -> GridEvent? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if let event = events.dropFirst(index).first(where: matches) { return event }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    /// The events after the first `index`, once nothing new has come for `quiet` seconds.
    func eventsWhenQuiet(after index: Int, quiet: Double = 0.6) -> [GridEvent] {
        example.waitForQuiet(quiet)
        return Array(events.dropFirst(index))
    }

    private static func events(of example: DemoProcess) -> [GridEvent] {
        // The last piece may be a line still being written; it does not parse and is skipped.
        example.outputLines(timeout: 0).compactMap(GridEvent.init(line:))
    }

    // MARK: - Input

    /// The middle of sidebar row `row`, window pixels.
    static func rowCentre(_ row: Int) -> (x: Int, y: Int) {
        (sidebarWidth / 2, firstRowTop + row * rowHeight + rowHeight / 2)
    }

    /// A click of the left button at (`x`, `y`) in the window.
    func click(x: Int, y: Int) {
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)", "click", "1"])
    }

    /// A quick horizontal swipe across the pager at `y` by `dx` (negative: to the next page).
    func swipe(fromX: Int, y: Int = 300, dx: Int) {
        window.drag(fromX: fromX, y: y, dx: dx, step: 25, interval: 0.01)
    }

    func key(_ names: String...) {
        XDoTool.run(["key", "--window", window.window] + names)
    }

    // MARK: - Screenshots

    /// The part of the window right of the sidebar, as it is now.
    func pagerShot() -> Screenshot? {
        guard let shot = Screenshot(window: window.window) else { return nil }
        defer { shot.remove() }
        let width = (ready["width"] ?? 900) - Self.sidebarWidth
        return shot.cropped(x: Self.sidebarWidth, y: 0, width: width, height: ready["height"] ?? 600)
    }

    /// The sidebar, as it is now.
    func sidebarShot() -> Screenshot? {
        guard let shot = Screenshot(window: window.window) else { return nil }
        defer { shot.remove() }
        return shot.cropped(x: 0, y: 0, width: Self.sidebarWidth, height: ready["height"] ?? 600)
    }
}
