import FolioCore

/// The scripted sessions the grid demo's `--script` plays, for the benchmark. Each ends by
/// quitting. Times are seconds from the first frame.
enum GridScript: String, CaseIterable {
    /// Flings down the grid at about 5,000 px/s, a flick every 0.6 s for 12 s, then back up.
    case fling
    /// The same at about 2,000 px/s: the speed at which no placeholder may show.
    case fling2000
    /// Waits a second with no input, then quits: start-up and resting memory.
    case idle

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
        case .idle:
            script.quit(at: 1)
        }
        return script
    }

    /// Adds 20 vertical flicks released at about `speed` px/s, 0.6 s apart, the first half up the
    /// screen (scrolling down the grid) and the rest back; returns the time after the last one.
    private static func flicks(into script: inout InputScript, speed: Double, size: Size) -> Double {
        let count = 20, interval = 0.6
        for index in 0..<count {
            let forward = index < count / 2
            let origin = Point(x: size.width / 2, y: size.height * (forward ? 0.7 : 0.3))
            let duration = 0.048
            let end = Point(x: origin.x, y: origin.y + (forward ? -1 : 1) * speed * duration)
            script.flick(at: lead + Double(index) * interval, from: origin, to: end, duration: duration)
        }
        return lead + Double(count) * interval
    }
}
