import Foundation

/// A running `folio-demo grid --events`, its window found and its first frame shown, driven
/// through xdotool as a person would and read through its events. Ended by its PID when
/// released, if the test has not quit it.
final class GridSession: DemoWindowSession {
    /// Starts the grid at `size` with `arguments` added, and waits for its first frame.
    init(_ arguments: [String] = [], size: String = "1024x700", readyTimeout: Double = 8) throws {
        try super.init(demo: "grid", ["--size", size] + arguments, what: "grid's", readyTimeout: readyTimeout)
    }

    /// The next `scroll-settled` after the first `index` events.
    func nextSettle(after index: Int, timeout: Double = 8) -> GridEvent? {
        waitForEvent(after: index, timeout: timeout) { $0.name == "scroll-settled" }
    }

    /// The items that have had a `content` event so far.
    var itemsWithContent: Set<Int> {
        Set(events.filter { $0.name == "content" }.compactMap { $0["item"] })
    }

    // MARK: - Input

    /// A click of the left button at (`x`, `y`) in the window; two, `delay` ms apart, for a
    /// double-click.
    func click(x: Int, y: Int, count: Int = 1, delay milliseconds: Int = 80) {
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)",
                     "click", "--repeat", "\(count)", "--delay", "\(milliseconds)", "1"])
    }

    /// `notches` turns of the wheel over the middle of the window: down the grid when positive.
    func wheel(notches: Int) {
        XDoTool.run(["mousemove", "--window", window.window, "500", "350",
                     "click", "--repeat", "\(abs(notches))", "--delay", "10", notches > 0 ? "5" : "4"])
    }

    /// A vertical drag at `x` from `fromY` by `dy` (negative: up the screen, down the grid), in
    /// steps of `step` pixels every `interval` seconds, held still for `hold` seconds before the
    /// release (a hold lets the motion stop, so nothing flings).
    func drag(x: Int = 500, fromY: Int, dy: Int, step: Int = 20, interval: Double = 0.02, hold: Double = 0) {
        var arguments = ["mousemove", "--window", window.window, "\(x)", "\(fromY)", "mousedown", "1"]
        var moved = 0
        while moved < abs(dy) {
            moved += min(step, abs(dy) - moved)
            let y = fromY + (dy < 0 ? -moved : moved)
            arguments += ["mousemove", "--window", window.window, "\(x)", "\(y)", "sleep", String(format: "%.3f", interval)]
        }
        if hold > 0 { arguments += ["sleep", String(format: "%.3f", hold)] }
        arguments += ["mouseup", "1"]
        XDoTool.run(arguments)
    }
}
