/// The grid sessions' table and targets.
extension BenchReport {
    /// The fling sessions, as the table names them: a script, its speed and its figures' prefix.
    private static let gridFlings = [("5k px/s", "fling"), ("2k px/s", "fling2000")]

    var gridTable: [String] {
        var lines: [String] = []
        lines.append("Grid, flinging \(BenchSuite.gridFlingItems) items in sections of 100 (20 flicks down and back): main-thread work per frame (ms), frames over budget, placeholder frames, node block requested → content ready (ms); the floor has every item made and uploaded before its first frame")
        lines.append(frameHeadings)
        for layout in BenchSuite.GridLayout.allCases {
            let session = "\(layout.rawValue) 5k px/s"
            let base = "grid.fling.\(layout.rawValue)"
            lines.append(frameRow(session, "async", "\(base).async", latency: true))
            lines.append(frameRow(session, "sync", "\(base).sync", latency: true))
            lines.append(frameRow(session, "floor", "\(base).floor", latency: false))
        }
        for layout in BenchSuite.GridLayout.allCases {
            lines.append(frameRow("\(layout.rawValue) 2k px/s", "async", "grid.fling2000.\(layout.rawValue).async", latency: true))
        }
        lines.append("")
        lines.append("Grid start-up (process start to first frame with content) and memory at rest, flow, async")
        lines.append(row(["items", "pipeline", "start-up ms", "RSS MiB", "peak RSS MiB"]))
        for items in BenchSuite.gridStartUpItems {
            let base = "grid.startup.\(items)"
            lines.append(row(["\(items)", "async", format(median("\(base).ms")), mib(median("\(base).rssKiB")), mib(median("\(base).peakRSSKiB"))]))
        }
        lines.append("")
        return lines
    }

    var gridTargets: [Target] {
        var targets: [Target] = []
        for layout in BenchSuite.GridLayout.allCases {
            let base = "grid.fling.\(layout.rawValue)"
            let asyncP99 = median("\(base).async.p99")
            targets.append(Target(name: "grid \(layout.rawValue) fling 5,000 px/s: async p99 / floor p99",
                                  value: asyncP99 / median("\(base).floor.p99"), limit: 1.1, unit: "×"))
            targets.append(Target(name: "grid \(layout.rawValue) fling 5,000 px/s: sync p99 / async p99",
                                  value: median("\(base).sync.p99") / asyncP99, limit: nil, unit: "×"))
        }
        for layout in BenchSuite.GridLayout.allCases {
            targets.append(Target(name: "grid \(layout.rawValue) fling 2,000 px/s: async placeholder frames",
                                  value: median("grid.fling2000.\(layout.rawValue).async.placeholderFrames"), limit: 0, unit: " frames", digits: 0))
        }
        guard let fewest = BenchSuite.gridStartUpItems.first, let most = BenchSuite.gridStartUpItems.last else { return targets }
        let (small, large) = ("grid.startup.\(fewest)", "grid.startup.\(most)")
        let counts = "\(most) / \(fewest) items (flow, async)"
        targets.append(Target(name: "grid start-up, \(counts)",
                              value: median("\(large).ms") / median("\(small).ms"), limit: 1.1, unit: "×"))
        targets.append(Target(name: "grid RSS at rest, \(counts)",
                              value: median("\(large).rssKiB") / median("\(small).rssKiB"), limit: 1.1, unit: "×"))
        targets.append(Target(name: "grid peak RSS, \(counts)",
                              value: median("\(large).peakRSSKiB") / median("\(small).peakRSSKiB"), limit: 1.1, unit: "×"))
        return targets
    }
}
