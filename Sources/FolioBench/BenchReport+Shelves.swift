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
        let memory = BenchSuite.shelvesMemorySizes.map { ("shelves.memory.\($0.shelves)x\($0.items)", "\($0.shelves) x \($0.items)") }
        return nestedSessionTargets(label: "shelves browse", session: "shelves.browse", memory: memory, peakLimit: nil)
    }
}
