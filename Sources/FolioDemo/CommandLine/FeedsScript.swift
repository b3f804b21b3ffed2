import FolioCore

/// The scripted sessions the feeds demo's `--script` plays, for the benchmark. Each ends by
/// quitting. Times are seconds from the first frame.
enum FeedsScript: String, CaseIterable {
    /// Waits a second with no input, then quits: start-up and resting memory.
    case idle
    /// A reading session: flicks down the first feed (past a batch, so that a fetch runs), then
    /// pages right through three feeds, flicking down each, and back left.
    case session

    /// When the script starts its input: the window has just shown its first frame.
    private static let lead = 0.3

    /// The script for a window of `size` logical pixels.
    func inputScript(size: Size) -> InputScript {
        var script = InputScript()
        switch self {
        case .idle:
            script.quit(at: 1)
        case .session:
            var time = Self.flicks(into: &script, count: 8, from: Self.lead, size: size)
            for key in [Key.right, .right, .right] {
                script.press(key, at: time)
                time = Self.flicks(into: &script, count: 3, from: time + 0.8, size: size)
            }
            for _ in 0..<3 {
                script.press(.left, at: time)
                time += 0.8
            }
            script.quit(at: time + 1)
        }
        return script
    }

    /// Adds `count` flicks up the screen (scrolling down the feed) released at about 3,000 px/s,
    /// 0.6 s apart from `start`; returns the time after the last one.
    private static func flicks(into script: inout InputScript, count: Int, from start: Double, size: Size) -> Double {
        let interval = 0.6, duration = 0.048, speed = 3_000.0
        for index in 0..<count {
            let origin = Point(x: size.width / 2, y: size.height * 0.7)
            script.flick(at: start + Double(index) * interval, from: origin,
                         to: Point(x: origin.x, y: origin.y - speed * duration), duration: duration)
        }
        return start + Double(count) * interval
    }
}
