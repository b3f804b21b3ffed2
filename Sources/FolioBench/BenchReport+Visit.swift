/// The visit session's table and targets.
extension BenchReport {
    var visitTable: [String] {
        var lines: [String] = []
        let count = figures["visit.after.rssKiB"]?.count ?? 0
        lines.append("Stress memory at rest after start-up and after visiting 100,000 pages by key (1,000 a second), async; \(count) of \(rounds) rounds, \(format(median("visit.seconds"), digits: 0)) s a visit")
        lines.append(row(["", "", "RSS MiB", "peak RSS MiB"]))
        lines.append(row(["at start", "async", mib(median("visit.start.rssKiB")), mib(median("visit.start.peakRSSKiB"))]))
        lines.append(row(["after visit", "async", mib(median("visit.after.rssKiB")), mib(median("visit.after.peakRSSKiB"))]))
        lines.append(frameHeadings)
        lines.append(frameRow("visiting", "async", "visit.after", latency: true))
        lines.append("")
        return lines
    }

    var visitTargets: [Target] {
        [Target(name: "stress RSS after visiting 100,000 pages / at start (async)",
                value: median("visit.after.rssKiB") / median("visit.start.rssKiB"), limit: 1.1, unit: "×"),
         Target(name: "stress peak RSS while visiting 100,000 pages / at start (async)",
                value: median("visit.after.peakRSSKiB") / median("visit.start.peakRSSKiB"), limit: nil, unit: "×")]
    }
}
