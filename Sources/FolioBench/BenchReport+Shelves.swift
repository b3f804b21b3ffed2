/// The shelves sessions' table and targets.
extension BenchReport {
    var shelvesTable: [String] {
        var lines: [String] = []
        let (shelves, items) = (BenchSuite.shelvesSessionShelves, BenchSuite.shelvesSessionItems)
        lines.append("Shelves: a vertical list of \(shelves) shelves, each a row of \(items) cards scrolling sideways; the browse session flicks down the list, stops it and flicks the rows on screen sideways, three times, then twice back up (the rows there flicked alike), and returns to the top: main-thread work per frame (ms), frames over budget, placeholder frames, node block requested → content ready (ms); the floor has every card of every shelf made and uploaded before its first frame")
        lines.append(frameHeadings)
        lines.append(frameRow("browse", "async", "shelves.browse.async", latency: true))
        lines.append(frameRow("browse", "sync", "shelves.browse.sync", latency: true))
        lines.append(frameRow("browse", "floor", "shelves.browse.floor", latency: false))
        lines.append("Where the session went: the list's deepest and last rest (px; the flicks' reach varies a little from run to run), rows that showed a card past their first \(BenchSuite.shelvesFirstScreenCards), and textures uploaded during the session (the floor made and uploaded everything before)")
        lines.append(row(["session", "pipeline", "deepest", "last", "rows", "uploads"]))
        for mode in ["async", "sync", "floor"] {
            let base = "shelves.browse.\(mode)"
            lines.append(row(["browse", mode, format(median("\(base).deepestOffset"), digits: 0), format(median("\(base).lastOffset"), digits: 0),
                              format(median("\(base).rowsScrolled"), digits: 0), format(median("\(base).textureUploads"), digits: 0)]))
        }
        lines.append("")
        lines.append("Shelves memory after the browse session, async")
        lines.append(row(["shelves x cards", "RSS MiB", "peak RSS MiB", "p99 ms", "placeholder"]))
        for size in BenchSuite.shelvesMemorySizes {
            let base = "shelves.memory.\(size.shelves)x\(size.items)"
            lines.append(row(["\(size.shelves) x \(size.items)", mib(median("\(base).rssKiB")), mib(median("\(base).peakRSSKiB")),
                              format(median("\(base).p99")), format(median("\(base).placeholderFrames"), digits: 0)]))
        }
        lines.append("")
        return lines
    }

    var shelvesTargets: [Target] {
        var targets: [Target] = []
        let asyncP99 = median("shelves.browse.async.p99")
        targets.append(Target(name: "shelves browse: async p99 / floor p99", value: asyncP99 / median("shelves.browse.floor.p99"), limit: 1.1, unit: "×"))
        targets.append(Target(name: "shelves browse: sync p99 / async p99", value: median("shelves.browse.sync.p99") / asyncP99, limit: nil, unit: "×"))
        targets.append(Target(name: "shelves browse: async placeholder frames", value: median("shelves.browse.async.placeholderFrames"),
                              limit: nil, unit: " frames", digits: 0))
        guard let small = BenchSuite.shelvesMemorySizes.first, let large = BenchSuite.shelvesMemorySizes.last else { return targets }
        let (few, many) = ("shelves.memory.\(small.shelves)x\(small.items)", "shelves.memory.\(large.shelves)x\(large.items)")
        let counts = "\(large.shelves) x \(large.items) / \(small.shelves) x \(small.items)"
        targets.append(Target(name: "shelves RSS after the session, \(counts)", value: median("\(many).rssKiB") / median("\(few).rssKiB"), limit: 1.1, unit: "×"))
        targets.append(Target(name: "shelves peak RSS, \(counts)", value: median("\(many).peakRSSKiB") / median("\(few).peakRSSKiB"), limit: nil, unit: "×"))
        return targets
    }
}
