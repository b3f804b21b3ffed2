/// The feeds sessions' table and targets.
extension BenchReport {
    var feedsTable: [String] {
        var lines: [String] = []
        lines.append("Feeds: a pager of 10 vertical feeds of \(BenchSuite.feedsSessionItems) posts; the session flicks down the first feed, pages to the next, flicks it, and comes back: main-thread work per frame (ms), frames over budget, placeholder frames, node block requested → content ready (ms); the floor has every post of the feeds near the window made and uploaded before its first frame")
        lines.append(frameHeadings)
        lines.append(frameRow("session", "async", "feeds.session.async", latency: true))
        lines.append(frameRow("session", "sync", "feeds.session.sync", latency: true))
        lines.append(frameRow("session", "floor", "feeds.session.floor", latency: false))
        lines.append("How far down each feed the session came to rest (px): the flicks' reach varies a little from run to run")
        lines.append(row(["session", "pipeline", "feed 0", "feed 1"]))
        for mode in ["async", "sync", "floor"] {
            let base = "feeds.session.\(mode)"
            lines.append(row(["session", mode, format(median("\(base).offset0"), digits: 0), format(median("\(base).offset1"), digits: 0)]))
        }
        lines.append("")
        lines.append("Feeds memory after the session, async, fetching batches of 30")
        lines.append(row(["feeds x posts", "RSS MiB", "peak RSS MiB", "p99 ms"]))
        for size in BenchSuite.feedsMemorySizes {
            let base = "feeds.memory.\(size.pages)x\(size.items)"
            lines.append(row(["\(size.pages) x \(size.items)", mib(median("\(base).rssKiB")), mib(median("\(base).peakRSSKiB")), format(median("\(base).p99"))]))
        }
        lines.append("")
        return lines
    }

    var feedsTargets: [Target] {
        let memory = BenchSuite.feedsMemorySizes.map { ("feeds.memory.\($0.pages)x\($0.items)", "\($0.pages) x \($0.items)") }
        return nestedSessionTargets(label: "feeds session", session: "feeds.session", memory: memory, peakLimit: 1.1)
    }
}
