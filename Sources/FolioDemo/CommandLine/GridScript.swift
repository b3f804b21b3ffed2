import FolioCommandLine
import FolioCore

/// The scripted sessions the grid demo's `--script` plays, for the benchmark. Each ends by
/// quitting. Times are seconds from the first frame.
enum GridScript: String, CaseIterable {
    /// Flings down the grid at about 5,000 px/s, a flick every 0.6 s for 12 s, then back up.
    case fling
    /// The same at about 2,000 px/s: the speed at which no placeholder may show.
    case fling2000
    /// An editing session: selects an item, deletes five (a press every 0.3 s, so that each
    /// cuts the last one's animation short), flings down, selects again, inserts five, shuffles
    /// the section three times and flings back up during the last shuffle: 13 batch updates.
    case edits
    /// Waits a second with no input, then quits: start-up and resting memory.
    case idle
    /// A short session to record (the README's animation): a fling down at about 4,000 px/s,
    /// and one back up at about 3,000 px/s while it slows, in about 3.5 s.
    case showcase
    /// A search session, the search bar open from the start: "march" typed a key every 0.15 s,
    /// rubbed out, "forest" typed and rubbed out, then "leica 2025": each keystroke applies a
    /// new filtered snapshot while the last one still animates. Its `--stats` carry the
    /// keystrokes' latency to the screen.
    case search

    /// When the script starts its input: the window has just shown its first frame.
    private static let lead = 0.3

    /// The script for a window of `size` logical pixels.
    func inputScript(size: Size) -> InputScript {
        var script = InputScript()
        switch self {
        case .fling:
            script.quit(at: Self.flicks(into: &script, speed: 5_000, size: size) + 1)
        case .fling2000:
            script.quit(at: Self.flicks(into: &script, speed: 2_000, size: size) + 1)
        case .edits:
            script.quit(at: Self.edits(into: &script, size: size) + 1)
        case .idle:
            script.quit(at: 1)
        case .search:
            var time = Self.lead
            for word in ["march", "forest", "leica 2025"] {
                time = script.type(word, at: time, interval: 0.15) + 0.6
                for _ in word {
                    script.pressBackspace(at: time)
                    time += 0.15
                }
                time += 0.6
            }
            script.quit(at: time)
        case .showcase:
            let down = Point(x: size.width / 2, y: size.height * 0.7), up = Point(x: size.width / 2, y: size.height * 0.3)
            script.flick(at: Self.lead, from: down, to: Point(x: down.x, y: down.y - 4_000 * 0.048))
            script.flick(at: 2, from: up, to: Point(x: up.x, y: up.y + 3_000 * 0.048))
            script.quit(at: 3.5)
        }
        return script
    }

    /// Adds the editing session; returns the time after it. Items are selected by a click in the
    /// first column near the top (the first row, at the start), where every layout and section
    /// size has an item; a click that finds none leaves the selection where it was, which the
    /// keys then edit.
    private static func edits(into script: inout InputScript, size: Size) -> Double {
        let item = Point(x: size.width * 0.08, y: 130)
        var time = lead
        script.click(at: time, on: item)
        time += 0.3
        for _ in 0..<5 {
            script.pressDelete(at: time)
            time += 0.3
        }
        let down = Point(x: size.width / 2, y: size.height * 0.7)
        script.flick(at: time, from: down, to: Point(x: down.x, y: down.y - 5_000 * 0.048))
        time += 2
        script.click(at: time, on: item)
        time += 0.3
        for _ in 0..<5 {
            script.press(character: "i", at: time)
            time += 0.3
        }
        for _ in 0..<3 {
            script.press(character: "s", at: time)
            time += 0.4
        }
        // Back up while the last shuffle still slides: the drag cuts it short.
        time -= 0.2
        let up = Point(x: size.width / 2, y: size.height * 0.3)
        script.flick(at: time, from: up, to: Point(x: up.x, y: up.y + 5_000 * 0.048))
        return time + 1.5
    }

    /// Adds 20 vertical flicks released at about `speed` px/s, 0.6 s apart, the first half up the
    /// screen (scrolling down the grid) and the rest back; returns the time after the last one.
    private static func flicks(into script: inout InputScript, speed: Double, size: Size) -> Double {
        script.addFlicks(count: 20, forward: 10, interval: 0.6, speed: speed, size: size, start: lead)
    }
}
