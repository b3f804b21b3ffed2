import FolioCore

/// The scripted sessions `--script` plays, for the benchmark and for reproducing a session by
/// hand. Each ends by quitting. Times are seconds from the first frame.
enum DemoScript: String, CaseIterable {
    /// Swipes with the mouse: one flick every 333 ms for 10 s (3 pages a second), then one every
    /// 125 ms for 5 s (8 pages a second), each phase half forward and half back.
    case swipe
    /// The first phase of `swipe` alone: 3 pages a second for 10 s.
    case swipe3
    /// The second phase of `swipe` alone: 8 pages a second for 5 s.
    case swipe8
    /// Presses Right 1,000 times, 240 a second: swipes through a thousand pages.
    case traverse
    /// Presses Right 100,000 times, 1,000 a second: visits a hundred thousand pages, for the
    /// memory they leave behind.
    case visit
    /// Editing the photos: twelve flicks at 3 pages a second (4 s, half forward and half
    /// back), then Delete eight times 0.6 s apart (each page cross-fades into the next) and I
    /// four times: 12 batch updates.
    case edits
    /// Waits a second with no input, then quits: start-up and resting memory.
    case idle
    /// A short session to record (the README's animation): two flicks forward and one back, a
    /// page each, in about 3 s.
    case showcase

    /// When the script starts its input: the window has just shown its first frame.
    private static let lead = 0.3

    /// The script for a window of `size` logical pixels.
    func inputScript(size: Size) -> InputScript {
        var script = InputScript()
        switch self {
        case .swipe:
            var time = Self.lead
            time = Self.flicks(into: &script, count: 30, every: 1.0 / 3, from: time, size: size)
            time = Self.flicks(into: &script, count: 40, every: 1.0 / 8, from: time, size: size)
            script.quit(at: time + 0.7)
        case .swipe3:
            script.quit(at: Self.flicks(into: &script, count: 30, every: 1.0 / 3, from: Self.lead, size: size) + 0.7)
        case .swipe8:
            script.quit(at: Self.flicks(into: &script, count: 40, every: 1.0 / 8, from: Self.lead, size: size) + 0.7)
        case .traverse:
            let presses = 1_000
            for press in 0..<presses { script.press(.right, at: Self.lead + Double(press) / 240) }
            script.quit(at: Self.lead + Double(presses) / 240 + 1)
        case .visit:
            let presses = 100_000
            for press in 0..<presses { script.press(.right, at: Self.lead + Double(press) / 1_000) }
            script.quit(at: Self.lead + Double(presses) / 1_000 + 1)
        case .edits:
            var time = Self.flicks(into: &script, count: 12, every: 1.0 / 3, from: Self.lead, size: size) + 0.5
            for _ in 0..<8 {
                script.pressDelete(at: time)
                time += 0.6
            }
            for _ in 0..<4 {
                script.press(character: "i", at: time)
                time += 0.3
            }
            script.quit(at: time + 0.7)
        case .idle:
            script.quit(at: 1)
        case .showcase:
            let distance = size.width * 0.15
            for (time, forward) in [(Self.lead, true), (1.1, true), (2.0, false)] {
                let origin = Point(x: size.width * (forward ? 0.72 : 0.28), y: size.height / 2)
                script.flick(at: time, from: origin, by: forward ? -distance : distance)
            }
            script.quit(at: 3)
        }
        return script
    }

    /// Adds `count` flicks `every` seconds from `start`, the first half forward and the rest
    /// back, each a fast 15 % of the width across the middle of the window; returns the time
    /// after the last one.
    private static func flicks(into script: inout InputScript, count: Int, every interval: Double, from start: Double, size: Size) -> Double {
        let distance = size.width * 0.15
        for index in 0..<count {
            let forward = index < count / 2
            let origin = Point(x: size.width * (forward ? 0.72 : 0.28), y: size.height / 2)
            script.flick(at: start + Double(index) * interval, from: origin, by: forward ? -distance : distance)
        }
        return start + Double(count) * interval
    }
}
