import Foundation

/// A running `folio-demo shelves --events`, its window found and its first frame shown, driven
/// through xdotool as a person would and read through its events. Ended by its PID when
/// released, if the test has not quit it.
final class ShelvesSession: DemoWindowSession {
    /// A shelf's height, the band above its row and where the cards sit in it (the demo's
    /// geometry, logical pixels): cards 180 square, 12 apart, the first 16 from the left.
    static let shelfHeight = 240, titleBand = 40, cardTop = 46, cardSide = 180, cardStride = 192, rowInset = 16

    /// Starts the shelves at `size` with `arguments` added, and waits for its first frame.
    init(_ arguments: [String] = [], size: String = "1024x700", readyTimeout: Double = 8) throws {
        try super.init(demo: "shelves", ["--size", size] + arguments, what: "shelves'", readyTimeout: readyTimeout)
    }

    /// The middle of card `item` of the shelf whose top is `shelfTop` on screen, the row
    /// scrolled to `rowOffset`.
    static func card(_ item: Int, shelfTop: Int, rowOffset: Int = 0) -> (x: Int, y: Int) {
        (rowInset + item * cardStride + cardSide / 2 - rowOffset, shelfTop + cardTop + cardSide / 2)
    }

    /// The cards that have had a `content` event so far, as (shelf, item).
    var cardsWithContent: Set<[Int]> {
        Set(events.filter { $0.name == "content" }.compactMap { event in
            event["shelf"].flatMap { shelf in event["item"].map { [shelf, $0] } }
        })
    }

    // MARK: - Input

    /// A click of the left button at (`x`, `y`); two, 80 ms apart, for a double-click.
    func click(x: Int, y: Int, count: Int = 1) {
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)", "click", "--repeat", "\(count)", "--delay", "80", "1"])
    }

    /// `notches` turns of the wheel at (`x`, `y`): down (or right with `sideways`, buttons 6/7)
    /// when positive.
    func wheel(notches: Int, x: Int = 500, y: Int = 350, sideways: Bool = false) {
        let button = sideways ? (notches > 0 ? "7" : "6") : (notches > 0 ? "5" : "4")
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)", "click", "--repeat", "\(abs(notches))", "--delay", "10", button])
    }

    /// A drag from (`x`, `y`) by (`dx`, `dy`) in 12 steps 20 ms apart, held still `hold`
    /// seconds before the release (a hold lets the motion stop, so nothing flings).
    func drag(x: Int, y: Int, dx: Int, dy: Int, hold: Double = 0.15) {
        var arguments = ["mousemove", "--window", window.window, "\(x)", "\(y)", "mousedown", "1"]
        let steps = 12
        for step in 1...steps {
            arguments += ["mousemove", "--window", window.window, "\(x + dx * step / steps)", "\(y + dy * step / steps)", "sleep", "0.020"]
        }
        if hold > 0 { arguments += ["sleep", String(format: "%.3f", hold)] }
        arguments += ["mouseup", "1"]
        XDoTool.run(arguments)
    }
}
