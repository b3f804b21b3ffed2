import Foundation

/// Turns the suite's per-round figures into medians, a readable table, the targets (met or not)
/// and a JSON document. The benchmark reports; it never fails the build on a target.
struct BenchReport {
    /// One target of issue #4's list, checked against the medians.
    struct Target {
        let name: String
        let value: Double
        /// The limit, or nil for a ratio reported beside the targets without one of its own.
        let limit: Double?
        /// true: the value must be at most the limit; false: at least.
        let isUpperBound: Bool
        let unit: String
        /// Decimals the table prints.
        let digits: Int

        init(name: String, value: Double, limit: Double?, isUpperBound: Bool = true, unit: String, digits: Int = 2) {
            self.name = name
            self.value = value
            self.limit = limit
            self.isUpperBound = isUpperBound
            self.unit = unit
            self.digits = digits
        }

        /// Whether the value was measured and is within the limit (false without a limit).
        var isMet: Bool {
            guard let limit, value.isFinite else { return false }
            return isUpperBound ? value <= limit : value >= limit
        }

        /// "met", "NOT MET", "not measured" or "no target", as the table prints it.
        var status: String {
            if !value.isFinite { return "not measured" }
            if limit == nil { return "no target" }
            return isMet ? "met" : "NOT MET"
        }
    }

    let figures: [String: [Double]]
    let rounds: Int
    let date: Date
    /// The sessions that ran: the table and the targets leave the others out.
    let sessions: Set<BenchSession>
    /// Runs that crashed after printing their statistics: their figures count, and they are listed.
    let crashes: [DemoCrash]

    /// The median of a figure's rounds (the mean of the middle two for an even count).
    func median(_ name: String) -> Double {
        let values = (figures[name] ?? []).sorted()
        guard !values.isEmpty else { return .nan }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }

    var targets: [Target] {
        var targets: [Target] = []
        if sessions.contains(.swipe) { targets += swipeTargets }
        if sessions.contains(.startup) { targets += startUpTargets }
        if sessions.contains(.workers) { targets += workerTargets }
        if sessions.contains(.grid) { targets += gridTargets }
        if sessions.contains(.feeds) { targets += feedsTargets }
        if sessions.contains(.images) { targets += imagesTargets }
        if sessions.contains(.shelves) { targets += shelvesTargets }
        if sessions.contains(.updates) { targets += updateTargets }
        if sessions.contains(.photos) { targets += photosTargets }
        if sessions.contains(.visit) { targets += visitTargets }
        return targets
    }

    private var swipeTargets: [Target] {
        var targets: [Target] = []
        for pace in BenchSuite.Pace.allCases {
            for demo in BenchSuite.Demo.allCases {
                let base = "swipe.\(demo.rawValue).\(pace.rawValue)"
                let asyncP99 = median("\(base).async.p99")
                targets.append(Target(name: "\(demo.rawValue) \(pace.rawValue) pages/s: async p99 / floor p99",
                                      value: asyncP99 / median("swipe.floor.\(pace.rawValue).p99"), limit: 1.25, isUpperBound: true, unit: "×"))
                targets.append(Target(name: "\(demo.rawValue) \(pace.rawValue) pages/s: async p99 / sync p99",
                                      value: asyncP99 / median("\(base).sync.p99"), limit: 0.25, isUpperBound: true, unit: "×"))
                targets.append(Target(name: "\(demo.rawValue) \(pace.rawValue) pages/s: async placeholder frames",
                                      value: median("\(base).async.placeholderPercent"), limit: pace == .three ? 0 : 5, isUpperBound: true, unit: "%"))
            }
        }
        return targets
    }

    private var startUpTargets: [Target] {
        [Target(name: "peak RSS, 1,000,000 / 10 pages (async)",
                value: median("startup.1000000.async.peakRSSKiB") / median("startup.10.async.peakRSSKiB"), limit: 1.1, isUpperBound: true, unit: "×"),
         Target(name: "start-up, 1,000,000 / 10 pages (async)",
                value: median("startup.1000000.async.ms") / median("startup.10.async.ms"), limit: 1.2, isUpperBound: true, unit: "×")]
    }

    private var workerTargets: [Target] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return [Target(name: "worker throughput, \(cores) workers / 1",
                       value: median("workers.\(cores).cellsPerSecond") / median("workers.1.cellsPerSecond"), limit: 1.7, isUpperBound: false, unit: "×")]
    }

    var table: String {
        var lines: [String] = []
        let day = ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withFullDate])
        lines.append("Folio benchmark, \(day): \(ProcessInfo.processInfo.activeProcessorCount) cores, offscreen software renderer at \(BenchSuite.size), frames paced at 60 Hz; medians of \(rounds) rounds, async and sync alternating")
        lines.append("")
        if sessions.contains(.swipe) { lines += swipeTable }
        if sessions.contains(.startup) || sessions.contains(.traverse) { lines += pagerMemoryTable }
        if sessions.contains(.workers) { lines += workerTable }
        if sessions.contains(.grid) { lines += gridTable }
        if sessions.contains(.feeds) { lines += feedsTable }
        if sessions.contains(.images) { lines += imagesTable }
        if sessions.contains(.shelves) { lines += shelvesTable }
        if sessions.contains(.updates) { lines += updatesTable }
        if sessions.contains(.photos) { lines += photosTable }
        if sessions.contains(.text) { lines += textTable }
        if sessions.contains(.snapshots) { lines += snapshotsTable }
        if sessions.contains(.visit) { lines += visitTable }
        if !crashes.isEmpty {
            lines.append("CRASHES: \(crashes.count) run\(crashes.count == 1 ? "" : "s") ended abnormally after printing their statistics (their figures are counted; full reports in the JSON)")
            for crash in crashes {
                lines.append(contentsOf: crash.summary.enumerated().map { index, line in (index == 0 ? "  " : "      ") + line })
            }
            lines.append("")
        }
        // A run of sessions without targets (text alone) prints no empty heading.
        if !targets.isEmpty { lines.append("Targets") }
        for target in targets {
            let comparison = target.isUpperBound ? "≤" : "≥"
            let limit = target.limit.map { " (target \(comparison) \(format($0, digits: target.digits))\(target.unit))" } ?? ""
            lines.append("  [\(target.status)] \(target.name): \(format(target.value, digits: target.digits))\(target.unit)\(limit)")
        }
        return lines.joined(separator: "\n")
    }

    /// The column headings of a table of frames, as `frameRow` fills them.
    var frameHeadings: String {
        row(["session", "pipeline", "p50", "p95", "p99", "max", ">8.3ms", ">16.7ms", "placeholder", "longest", "ready p50", "ready p99"])
    }

    private var swipeTable: [String] {
        var lines: [String] = []
        lines.append("Swiping: main-thread work per frame (ms), frames over budget, placeholder frames, node block requested → content ready (ms)")
        lines.append(frameHeadings)
        for pace in BenchSuite.Pace.allCases {
            for demo in BenchSuite.Demo.allCases {
                let session = "\(demo.rawValue) \(pace.rawValue)/s"
                for mode in ["async", "sync"] {
                    lines.append(frameRow(session, mode, "swipe.\(demo.rawValue).\(pace.rawValue).\(mode)", latency: true))
                }
            }
            lines.append(frameRow("any \(pace.rawValue)/s", "floor", "swipe.floor.\(pace.rawValue)", latency: false))
        }
        lines.append("")
        return lines
    }

    private var pagerMemoryTable: [String] {
        var lines: [String] = []
        lines.append("Start-up (process start to first frame with content) and memory, stress demo")
        if sessions.contains(.startup) {
            lines.append(row(["pages", "pipeline", "start-up ms", "peak RSS MiB"]))
            for pages in [10, 1_000_000] {
                for mode in ["async", "sync"] {
                    let base = "startup.\(pages).\(mode)"
                    lines.append(row(["\(pages)", mode, format(median("\(base).ms")), mib(median("\(base).peakRSSKiB"))]))
                }
            }
        }
        if sessions.contains(.traverse) {
            lines.append(row(["after 1,000", "pipeline", "RSS MiB", "peak RSS MiB"]))
            for mode in ["async", "sync"] {
                lines.append(row(["swiped", mode, mib(median("traverse.\(mode).rssKiB")), mib(median("traverse.\(mode).peakRSSKiB"))]))
            }
        }
        lines.append("")
        return lines
    }

    private var workerTable: [String] {
        var lines: [String] = []
        lines.append("Workers: stress cells made, laid out and rasterised per second")
        for workers in [1, ProcessInfo.processInfo.activeProcessorCount] {
            lines.append(row(["\(workers) worker\(workers == 1 ? "" : "s")", format(median("workers.\(workers).cellsPerSecond"))]))
        }
        lines.append("")
        return lines
    }

    /// A row of frame figures: `base`'s medians, with the content latency when `latency`.
    func frameRow(_ session: String, _ mode: String, _ base: String, latency: Bool) -> String {
        let placeholder = "\(format(median("\(base).placeholderFrames"), digits: 0)) (\(format(median("\(base).placeholderPercent")))%)"
        return row([session, mode,
                    format(median("\(base).p50")), format(median("\(base).p95")), format(median("\(base).p99")), format(median("\(base).max")),
                    format(median("\(base).over8"), digits: 0), format(median("\(base).over16"), digits: 0),
                    placeholder, format(median("\(base).longestPlaceholderRun"), digits: 0),
                    latency ? format(median("\(base).latencyP50"), digits: 1) : "-",
                    latency ? format(median("\(base).latencyP99"), digits: 1) : "-"])
    }

    /// Cells padded to the table's columns: the first two left-aligned, the rest right-aligned.
    func row(_ cells: [String]) -> String {
        let widths = [16, 9, 8, 8, 8, 8, 8, 8, 12, 8, 10, 10]
        return cells.enumerated().map { index, cell in
            let width = index < widths.count ? widths[index] : 10
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index < 2 ? cell + padding : padding + cell
        }.joined(separator: " ")
    }

    /// `value` with `digits` decimals, or "n/a" when it was not measured.
    func format(_ value: Double, digits: Int = 2) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "n/a"
    }

    /// KiB as MiB with one decimal.
    func mib(_ kib: Double) -> String { format(kib / 1024, digits: 1) }

    /// Every figure (median and rounds) and every target, as JSON.
    func json() throws -> Data {
        var document: [String: Any] = [
            "date": ISO8601DateFormatter().string(from: date),
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "rounds": rounds,
            "size": BenchSuite.size,
        ]
        var medians: [String: Any] = [:]
        for (name, values) in figures {
            medians[name] = ["median": median(name), "rounds": values]
        }
        document["figures"] = medians
        document["sessions"] = BenchSession.allCases.filter(sessions.contains).map(\.rawValue)
        document["crashes"] = crashes.map { crash -> [String: Any] in
            ["command": crash.command, "status": Int(crash.status), "errorOutput": String(crash.errorOutput.prefix(16_000))]
        }
        document["targets"] = targets.map { target -> [String: Any] in
            var entry: [String: Any] = ["name": target.name, "value": target.value.isFinite ? target.value : -1,
                                        "atMost": target.isUpperBound, "met": target.isMet, "status": target.status]
            if let limit = target.limit { entry["limit"] = limit }
            return entry
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }
}
