import FolioCore

/// The scripted sessions the feeds demo's `--script` plays, for the benchmark. Each ends by
/// quitting. Times are seconds from the first frame.
enum FeedsScript: String, CaseIterable {
    /// Waits a second with no input, then quits: start-up and resting memory.
    case idle
    /// A reading session: ten flicks down the first feed, a swipe to the next feed, ten flicks down
    /// it, a swipe back, and five flicks back up the first feed.
    case session
    /// A short session to record (the README's animation): a flick down the first feed, a
    /// swipe to the next, a flick down that one, in about 3.5 s.
    case showcase

    /// When the script starts its input: the window has just shown its first frame.
    private static let lead = 0.3

    /// The script for a window of `size` logical pixels. The flicks are released at about
    /// 3,000 px/s; the swipes are horizontal drags of 55% of the window.
    func inputScript(size: Size) -> InputScript {
        var script = InputScript()
        switch self {
        case .idle:
            script.quit(at: 1)
        case .session:
            var time = Self.lead
            time = Self.flicks(into: &script, count: 10, down: true, at: time, size: size)
            time = Self.swipe(into: &script, forward: true, at: time, size: size)
            time = Self.flicks(into: &script, count: 10, down: true, at: time, size: size)
            time = Self.swipe(into: &script, forward: false, at: time, size: size)
            time = Self.flicks(into: &script, count: 5, down: false, at: time, size: size)
            script.quit(at: time + 1)
        case .showcase:
            var time = Self.flicks(into: &script, count: 1, down: true, at: Self.lead, size: size) + 0.4
            time = Self.swipe(into: &script, forward: true, at: time, size: size)
            time = Self.flicks(into: &script, count: 1, down: true, at: time, size: size)
            script.quit(at: time + 0.6)
        }
        return script
    }

    /// Adds `count` vertical flicks released at about 3,000 px/s, 0.6 s apart; returns the time
    /// after the last one.
    private static func flicks(into script: inout InputScript, count: Int, down: Bool, at start: Double, size: Size) -> Double {
        let interval = 0.6, duration = 0.048, speed = 3_000.0
        for index in 0..<count {
            let origin = Point(x: size.width / 2, y: size.height * (down ? 0.7 : 0.3))
            let end = Point(x: origin.x, y: origin.y + (down ? -1 : 1) * speed * duration)
            script.flick(at: start + Double(index) * interval, from: origin, to: end, duration: duration)
        }
        return start + Double(count) * interval
    }

    /// Adds a horizontal swipe to the next (or previous) page; returns the time after it settles.
    /// It goes past half the page, so that it pages by its distance alone: the script's events
    /// reach the window a frame at a time, and when a slow frame bunches a swipe's moves and
    /// release together its speed can be lost (a swipe of a third of the page sprang back in one
    /// session of eight).
    private static func swipe(into script: inout InputScript, forward: Bool, at start: Double, size: Size) -> Double {
        let origin = Point(x: size.width * (forward ? 0.8 : 0.2), y: size.height / 2)
        script.flick(at: start, from: origin, by: (forward ? -1 : 1) * size.width * 0.55, duration: 0.08, moves: 8)
        return start + 1
    }
}
