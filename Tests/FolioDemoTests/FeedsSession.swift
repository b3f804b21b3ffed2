import Foundation

/// A running `folio-demo feeds --events`, its window found and its first frame shown, driven
/// through xdotool as a person would and read through its events. Ended by its PID when
/// released, if the test has not quit it.
final class FeedsSession: DemoWindowSession {
    /// The window the sessions open, logical pixels.
    static let width = 1024, height = 700
    /// The feeds' height: the window less the band below them that holds the page indicator.
    static let feedHeight = height - 56
    /// The width left of the feeds' scroll indicator (4 px wide, 3 px from the right edge).
    static let contentWidth = width - 10
    /// Where the pointer rests for the wheel: over the middle of the current feed.
    static let middle = (x: 500, y: 320)

    /// Starts the feeds demo with `arguments` added, and waits for its first frame. The posts are
    /// the English ones (`--text latin`, unless `arguments` say otherwise): the tests' places
    /// (a hashtag at the start of post 0's first line, its first sentence beside it) are where
    /// English text puts them.
    init(_ arguments: [String] = [], readyTimeout: Double = 8, environment: [String: String]? = nil) throws {
        try super.init(demo: "feeds", ["--size", "\(Self.width)x\(Self.height)", "--text", "latin"] + arguments, what: "feeds'",
                       readyTimeout: readyTimeout, environment: environment)
    }

    // MARK: - Events

    /// The next `feed-settled` of feed `page` after the first `index` events.
    func nextFeedSettle(after index: Int, page: Int, timeout: Double = 8) -> GridEvent? {
        waitForEvent(after: index, timeout: timeout) { $0.name == "feed-settled" && $0["page"] == page }
    }

    /// The page of the pager's next `settled` after the first `index` events.
    func nextSettledPage(after index: Int, timeout: Double = 8) -> Int? {
        waitForEvent(after: index, timeout: timeout) { $0.name == "settled" }?["page"]
    }

    /// Whether no event after the first `index` matches within `seconds`: for what must not
    /// happen, given the time it would take if it did.
    func noEvent(after index: Int, within seconds: Double, where matches: (GridEvent) -> Bool) -> Bool {
        waitForEvent(after: index, timeout: seconds, where: matches) == nil
    }

    /// The events named `name` after the first `index`.
    func events(named name: String, after index: Int = 0) -> [GridEvent] {
        events.dropFirst(index).filter { $0.name == name }
    }

    // MARK: - Input

    /// `notches` turns of the vertical wheel over the current feed (down the feed when
    /// positive), `delay` ms apart, with Shift held when `shift` is.
    func wheel(notches: Int, shift: Bool = false, delay milliseconds: Int = 30) {
        turn(button: notches > 0 ? 5 : 4, times: abs(notches), shift: shift, delay: milliseconds)
    }

    /// `notches` turns of the horizontal wheel (buttons 7 and 6), `delay` ms apart: positive
    /// towards the next page.
    func horizontalWheel(notches: Int, delay milliseconds: Int = 30) {
        turn(button: notches > 0 ? 7 : 6, times: abs(notches), shift: false, delay: milliseconds)
    }

    private func turn(button: Int, times: Int, shift: Bool, delay milliseconds: Int) {
        var arguments = ["mousemove", "--window", window.window, "\(Self.middle.x)", "\(Self.middle.y)"]
        if shift { arguments += ["keydown", "--window", window.window, "shift"] }
        arguments += ["click", "--repeat", "\(times)", "--delay", "\(milliseconds)", "\(button)"]
        if shift { arguments += ["keyup", "--window", window.window, "shift"] }
        XDoTool.run(arguments)
    }

    /// A straight drag from (`x`, `y`) by (`dx`, `dy`): see `drag(from:through:)`.
    func drag(x: Int, y: Int, dx: Int, dy: Int, step: Double = 20, interval: Double = 0.02, hold: Double = 0) {
        drag(from: (x, y), through: [(x + dx, y + dy)], step: step, interval: interval, hold: hold)
    }

    /// A press at `start`, moves along the straight segments through `points` in steps of at
    /// most `step` pixels every `interval` seconds, a pause of `hold` seconds (a hold lets the
    /// motion stop, so nothing flings), then the release; `first` is xdotool input played just
    /// before the press. All in one xdotool run, so that the timing is steady.
    func drag(from start: (x: Int, y: Int), through points: [(x: Int, y: Int)], step: Double = 20,
              interval: Double = 0.02, hold: Double = 0, first: [String] = []) {
        let id = window.window
        var arguments = ["mousemove", "--window", id, "\(start.x)", "\(start.y)"] + first + ["mousedown", "1"]
        var from = start
        for point in points {
            let length = hypot(Double(point.x - from.x), Double(point.y - from.y))
            let steps = max(1, Int((length / step).rounded(.up)))
            for index in 1...steps {
                let fraction = Double(index) / Double(steps)
                let x = from.x + Int((Double(point.x - from.x) * fraction).rounded())
                let y = from.y + Int((Double(point.y - from.y) * fraction).rounded())
                arguments += ["mousemove", "--window", id, "\(x)", "\(y)", "sleep", String(format: "%.3f", interval)]
            }
            from = point
        }
        if hold > 0 { arguments += ["sleep", String(format: "%.3f", hold)] }
        arguments += ["mouseup", "1"]
        XDoTool.run(arguments)
    }

    // MARK: - Screenshots

    /// The fingerprint of the window's content, left of the scroll indicator, once two
    /// screenshots in a row agree (the rows are drawn, the motion over), waiting up to `timeout`
    /// seconds. The indicator is left out: its fade is not what these screenshots compare.
    func stillScreen(timeout: Double = 4) -> String? {
        still(timeout: timeout) { self.screen() }
    }

    /// Whether the window's content, left of the scroll indicator, is exactly what `signature`
    /// fingerprints, waiting up to `timeout` seconds for it.
    func shows(_ signature: String, timeout: Double = 3) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if screen() == signature { return true }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return false
    }

    /// The fingerprint of the window's content now, left of the scroll indicator.
    func screen() -> String? {
        strip(y: 0, height: Self.height, width: Self.contentWidth)?.signature
    }

    /// The fingerprint and the number of colours of a strip of the window now, `height` pixels
    /// from `y`, `width` pixels from the left.
    func strip(y: Int, height: Int, width: Int) -> (signature: String, colors: Int)? {
        guard let shot = Screenshot(window: window.window) else { return nil }
        defer { shot.remove() }
        let fields = Self.convert([shot.path, "-crop", "\(width)x\(height)+0+\(y)", "+repage", "-format", "%# %k", "info:"])
            .split(separator: " ")
        guard fields.count == 2, let colors = Int(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return (String(fields[0]), colors)
    }

    /// The value `take` gives once it gives the same twice in a row, 0.1 s apart, waiting up to
    /// `timeout` seconds.
    func still<Value: Equatable>(timeout: Double, _ take: () -> Value?) -> Value? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last = take()
        repeat {
            Thread.sleep(forTimeInterval: 0.1)
            let now = take()
            if let now, now == last { return now }
            last = now
        } while Date() < deadline
        return nil
    }

    private static func convert(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
