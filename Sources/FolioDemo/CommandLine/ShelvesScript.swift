import FolioCore

/// The scripted sessions the shelves demo's `--script` plays, for the benchmark. Each ends by
/// quitting. Times are seconds from the first frame.
enum ShelvesScript: String, CaseIterable {
    /// Browsing: three rounds of two flicks down the list, a tap that stops it and a flick
    /// sideways at each of five heights (the rows on screen scroll on to their later cards);
    /// then two rounds of three flicks back up, the rows on screen there flicked alike, and a
    /// last flick to the top. About 14 s.
    case browse
    /// Waits a second with no input, then quits: start-up and resting memory.
    case idle

    /// When the script starts its input: the window has just shown its first frame.
    private static let lead = 0.3
    /// The speed the flicks are released at, logical pixels per second, and how long a flick's
    /// drag lasts: about 1,200 px of list (five shelves) between one flick and the next, about
    /// 1,500 px of row (eight cards) for a row flicked alone.
    private static let flickSpeed = 3_000.0
    private static let flickDuration = 0.048
    /// Seconds from one vertical flick to the next: each catches the last one's fling.
    private static let flickInterval = 0.6
    /// Seconds from one sideways flick to the next.
    private static let sidewaysInterval = 0.12
    /// The heights of the sideways flicks, as fractions of the window's height: 17.5% apart, 140
    /// px at 800 px high. A shelf's row is 192 px tall and the gap between two rows (a title
    /// band and the space under a row) 48 px, so that wherever the list rests every row on
    /// screen lies under at least one of them, and at most one falls between two rows (that
    /// drag goes to the list, which it does not move).
    static let sidewaysHeights = [0.15, 0.325, 0.5, 0.675, 0.85]

    /// The script for a window of `size` logical pixels.
    func inputScript(size: Size) -> InputScript {
        var script = InputScript()
        switch self {
        case .browse:
            var time = Self.lead
            for _ in 0..<3 {
                time = Self.flicks(into: &script, count: 2, down: true, at: time, size: size)
                time = Self.stop(into: &script, at: time, size: size)
                time = Self.sideways(into: &script, at: time, size: size)
            }
            for _ in 0..<2 {
                time = Self.flicks(into: &script, count: 3, down: false, at: time, size: size)
                time = Self.stop(into: &script, at: time, size: size)
                time = Self.sideways(into: &script, at: time, size: size)
            }
            // One flick more than went down: the list comes back to its top, whatever each
            // flick's reach, and has a second to bounce and rest there.
            time = Self.flicks(into: &script, count: 1, down: false, at: time, size: size)
            script.quit(at: time + 1.2)
        case .idle:
            script.quit(at: 1)
        }
        return script
    }

    /// Adds `count` vertical flicks across the middle of the window, `flickInterval` apart;
    /// returns the time after the last one.
    private static func flicks(into script: inout InputScript, count: Int, down: Bool, at start: Double, size: Size) -> Double {
        for index in 0..<count {
            let origin = Point(x: size.width / 2, y: size.height * (down ? 0.7 : 0.3))
            let end = Point(x: origin.x, y: origin.y + (down ? -1 : 1) * flickSpeed * flickDuration)
            script.flick(at: start + Double(index) * flickInterval, from: origin, to: end, duration: flickDuration)
        }
        return start + Double(count) * flickInterval
    }

    /// Adds a tap that catches the list's fling, so that it rests: a press while the list moves
    /// is the list's, and a drag sideways goes to a row only when the list is still. Returns the
    /// time a few frames after the release.
    private static func stop(into script: inout InputScript, at start: Double, size: Size) -> Double {
        script.click(at: start, on: Point(x: size.width / 2, y: size.height / 2))
        return start + 0.15
    }

    /// Adds a flick sideways at each of `sidewaysHeights`, from the right of the window to the
    /// left: the rows scroll on to cards not yet made (a row rests where it was left, and on the
    /// way up the list rests on other shelves than on the way down, so a flick back would mostly
    /// meet a row at its start). Returns the time after the last one, with the rows still moving.
    private static func sideways(into script: inout InputScript, at start: Double, size: Size) -> Double {
        for (index, height) in sidewaysHeights.enumerated() {
            let origin = Point(x: size.width * 0.7, y: size.height * height)
            script.flick(at: start + Double(index) * sidewaysInterval, from: origin, by: -flickSpeed * flickDuration, duration: flickDuration)
        }
        return start + Double(sidewaysHeights.count) * sidewaysInterval + 0.2
    }
}
