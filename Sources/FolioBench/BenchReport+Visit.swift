/// The visit session's table and targets.
extension BenchReport {
    var visitTable: [String] {
        var lines: [String] = []
        let count = figures["visit.start.rssKiB"]?.count ?? 0
        let longest = BenchSuite.visits.last.map { "visit.after\($0.pages)" } ?? ""
        lines.append("Stress memory at rest after start-up and after visiting 1,000 pages (240 a second) and 100,000 pages (1,000 a second) by key, from page \(BenchSuite.visitStart), async; \(count) of \(rounds) rounds, \(format(median("\(longest).seconds"), digits: 0)) s the longer visit")
        lines.append(row(["", "", "RSS MiB", "peak RSS MiB", "/ start"]))
        lines.append(row(["at start", "async", mib(median("visit.start.rssKiB")), mib(median("visit.start.peakRSSKiB")), ""]))
        for visit in BenchSuite.visits {
            let name = "visit.after\(visit.pages)"
            lines.append(row(["after \(visit.label)", "async", mib(median("\(name).rssKiB")), mib(median("\(name).peakRSSKiB")),
                              format(median("visit.restRatio.after\(visit.pages)")) + "×"]))
        }
        lines.append(frameHeadings)
        for visit in BenchSuite.visits {
            lines.append(frameRow("visiting \(visit.label)", "async", "visit.after\(visit.pages)", latency: true))
        }
        lines.append("")
        return lines
    }

    var visitTargets: [Target] {
        BenchSuite.visits.flatMap { visit in
            [Target(name: "stress RSS at rest after visiting \(visit.label) pages / at start (async)",
                    value: median("visit.restRatio.after\(visit.pages)"), limit: 1.1, unit: "×"),
             Target(name: "stress peak RSS while visiting \(visit.label) pages / at start (async)",
                    value: median("visit.after\(visit.pages).peakRSSKiB") / median("visit.start.peakRSSKiB"), limit: nil, unit: "×")]
        }
    }
}
