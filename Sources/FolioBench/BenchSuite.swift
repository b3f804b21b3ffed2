import Foundation

/// The benchmark's sessions, run round after round with the asynchronous and synchronous
/// pipelines alternating (A B A B …) so that both see the same drift of a shared machine.
/// Every figure is kept per round; the report takes medians. Used from the benchmark's one
/// thread.
struct BenchSuite {
    /// The window size every session uses, in logical pixels.
    static let size = "1280x800"
    /// The page the swipe sessions start on: their flicks go 20 pages either way from it.
    static let swipeStart = 50
    /// How far the floor's prewarm reaches, in screenfuls: the whole swipe trajectory.
    static let floorScreenfuls = 25
    /// How far the worker-throughput prewarm reaches: 2 × 100 + 1 pages to make, enough that the
    /// last page or two (one worker finishing alone) hardly count.
    static let throughputScreenfuls = 100

    let binary: String
    /// The folio-photos executable the photos session drives.
    let photosBinary: String
    let assets: String
    let rounds: Int
    let sessions: Set<BenchSession>
    /// How many of the first rounds run the visit session.
    let visitRounds: Int
    /// Timed repetitions of each paragraph in the text session, or nil for the demo's default.
    let textRepetitions: Int?
    let environment: [String: String]
    /// Figures by name, one value per round.
    private(set) var figures: [String: [Double]] = [:]
    /// Whether the photos session's kept cache has been filled in this benchmark.
    var photosCachePrepared = false
    /// Runs that crashed after printing their statistics, in order.
    private(set) var crashes: [DemoCrash] = []
    let log: (String) -> Void

    init(binary: String, photosBinary: String, assets: String, rounds: Int, sessions: Set<BenchSession>, visitRounds: Int,
         textRepetitions: Int? = nil, log: @escaping (String) -> Void) {
        self.binary = binary
        self.photosBinary = photosBinary
        self.assets = assets
        self.rounds = rounds
        self.sessions = sessions
        self.visitRounds = min(visitRounds, rounds)
        self.textRepetitions = textRepetitions
        self.log = log
        var environment = ProcessInfo.processInfo.environment
        // Headless and software-rendered, so that runs compare on any machine; frames are paced
        // at 60 Hz by the demo's own clock (there is no vsync offscreen).
        environment["SDL_VIDEODRIVER"] = "offscreen"
        environment["SDL_RENDER_DRIVER"] = "software"
        self.environment = environment
    }

    mutating func runAll() throws {
        for round in 1...rounds {
            log("round \(round) of \(rounds)")
            if sessions.contains(.swipe) {
                for pace in Pace.allCases {
                    for demo in Demo.allCases {
                        for mode in Mode.allCases { try swipe(demo: demo, pace: pace, mode: mode) }
                    }
                    try floor(pace: pace)
                }
            }
            if sessions.contains(.startup) {
                for pages in [10, 1_000_000] {
                    for mode in Mode.allCases { try startUp(pages: pages, mode: mode) }
                }
            }
            if sessions.contains(.traverse) {
                for mode in Mode.allCases { try traverse(mode: mode) }
            }
            if sessions.contains(.workers) {
                for workers in [1, ProcessInfo.processInfo.activeProcessorCount] { try throughput(workers: workers) }
            }
            if sessions.contains(.grid) {
                try gridSessions()
                try searchSessions()
            }
            if sessions.contains(.feeds) { try feedsSessions() }
            if sessions.contains(.images) { try imageSessions() }
            if sessions.contains(.shelves) { try shelvesSessions() }
            if sessions.contains(.updates) { try updateSessions() }
            if sessions.contains(.photos) { try photosSessions() }
            if sessions.contains(.text) { try textCost() }
            if sessions.contains(.snapshots) { try snapshotSessions() }
            if sessions.contains(.visit), round <= visitRounds { try visit() }
        }
    }

    enum Demo: String, CaseIterable {
        case photos, stress
        var pages: Int { self == .photos ? 100 : 1_000_000 }
    }

    enum Mode: String, CaseIterable {
        case async, sync
    }

    enum Pace: Int, CaseIterable {
        case three = 3, eight = 8
        var script: String { "swipe\(rawValue)" }
    }

    /// The grid demo's layouts.
    enum GridLayout: String, CaseIterable {
        case flow, masonry
    }

    private mutating func swipe(demo: Demo, pace: Pace, mode: Mode) throws {
        let stats = try measure([demo.rawValue, "--pages", "\(demo.pages)", "--start", "\(Self.swipeStart)",
                                 "--render", mode.rawValue, "--script", pace.script])
        recordFrames(stats, as: "swipe.\(demo.rawValue).\(pace.rawValue).\(mode.rawValue)")
    }

    /// The floor: the same trajectory with every page on it made and uploaded beforehand, so a
    /// frame only draws. Page content does not change what drawing a texture costs, so one demo
    /// stands for both.
    private mutating func floor(pace: Pace) throws {
        let stats = try measure(["photos", "--pages", "\(Demo.photos.pages)", "--start", "\(Self.swipeStart)",
                                 "--render", "async", "--prewarm", "\(Self.floorScreenfuls)", "--script", pace.script])
        if let prewarm = stats.prewarm, !prewarm.complete {
            throw BenchError("the floor's prewarm did not finish: \(prewarm.pages) pages in \(prewarm.seconds) s")
        }
        recordFrames(stats, as: "swipe.floor.\(pace.rawValue)")
    }

    private mutating func startUp(pages: Int, mode: Mode) throws {
        let arguments = ["stress", "--pages", "\(pages)", "--render", mode.rawValue, "--script", "idle", "--events"]
        let run = try launch(arguments)
        let stats = try run.statistics()
        guard let seconds = run.secondsToFirstContent else {
            throw BenchError("folio-demo \(arguments.joined(separator: " ")) never showed content")
        }
        let name = "startup.\(pages).\(mode.rawValue)"
        add("\(name).ms", seconds * 1000)
        add("\(name).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
    }

    private mutating func traverse(mode: Mode) throws {
        let stats = try measure(["stress", "--render", mode.rawValue, "--script", "traverse"])
        add("traverse.\(mode.rawValue).peakRSSKiB", Double(stats.stats.peakRSSKiB ?? 0))
        add("traverse.\(mode.rawValue).rssKiB", Double(stats.stats.rssKiB ?? 0))
    }

    private mutating func throughput(workers: Int) throws {
        let stats = try measure(["stress", "--start", "500", "--render", "async", "--workers", "\(workers)",
                                 "--prewarm", "\(Self.throughputScreenfuls)", "--script", "idle"])
        guard let prewarm = stats.prewarm, prewarm.complete, prewarm.seconds > 0 else {
            throw BenchError("the throughput prewarm with \(workers) workers did not finish")
        }
        add("workers.\(workers).cellsPerSecond", Double(prewarm.pages) / prewarm.seconds)
    }

    mutating func recordFrames(_ stats: DemoStatistics, as name: String) {
        let frames = stats.stats
        add("\(name).p50", frames.frameWorkMs.p50)
        add("\(name).p95", frames.frameWorkMs.p95)
        add("\(name).p99", frames.frameWorkMs.p99)
        add("\(name).max", frames.frameWorkMs.max)
        add("\(name).frames", Double(frames.frames))
        add("\(name).over8", Double(frames.framesOver8ms))
        add("\(name).over16", Double(frames.framesOver16ms))
        add("\(name).placeholderFrames", Double(frames.placeholderFrames))
        add("\(name).placeholderPercent", frames.frames > 0 ? 100 * Double(frames.placeholderFrames) / Double(frames.frames) : 0)
        add("\(name).longestPlaceholderRun", Double(frames.longestPlaceholderRun))
        add("\(name).textureUploads", Double(frames.textureUploads))
        add("\(name).latencyP50", frames.contentLatencyMs.p50)
        add("\(name).latencyP99", frames.contentLatencyMs.p99)
        if let arrival = frames.arrivalLatencyMs, arrival.count > 0 {
            add("\(name).arrivals", Double(arrival.count))
            add("\(name).arrivalP50", arrival.p50)
            add("\(name).arrivalP99", arrival.p99)
        }
        add("\(name).peakRSSKiB", Double(frames.peakRSSKiB ?? 0))
    }

    mutating func measure(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 180) throws -> DemoStatistics {
        try launch(arguments, environment: environment, timeout: timeout).statistics()
    }

    /// Runs the demo with `arguments` at the benchmark's size and assets, printing its
    /// statistics; ends it after `timeout` seconds. A run that fails after printing its
    /// statistics is kept, and listed as a crash; one that fails before throws.
    mutating func launch(_ arguments: [String], environment extra: [String: String] = [:], timeout: Double = 180) throws -> DemoRun {
        try launch(arguments, adding: ["--size", Self.size, "--assets", assets, "--stats"], environment: extra, timeout: timeout) { run in
            (try? run.statistics()) != nil
        }
    }

    /// Runs the demo with `arguments` and then `common` (left out of the log), with `extra`
    /// added to the environment, and ends it after `timeout` seconds. A run that fails after
    /// printing its result (`hasResult`) is kept, and listed as a crash; one that fails before
    /// throws.
    mutating func launch(_ arguments: [String], adding common: [String], environment extra: [String: String] = [:], timeout: Double,
                         program: String? = nil, hasResult: (DemoRun) -> Bool) throws -> DemoRun {
        let full = arguments + common
        let executable = program ?? binary
        let name = (executable as NSString).lastPathComponent
        log("  \(name) \(arguments.joined(separator: " "))")
        let run = try DemoRun.run(binary: executable, arguments: full, environment: environment.merging(extra) { $1 }, timeout: timeout)
        guard !run.timedOut else {
            throw BenchError("\(name) \(full.joined(separator: " ")) was still running after \(Int(timeout)) s and was ended")
        }
        if run.status != 0, hasResult(run) {
            let crash = DemoCrash(command: full.joined(separator: " "), status: run.status, errorOutput: run.errorOutput)
            crashes.append(crash)
            log("  CRASHED after its statistics: " + crash.summary.dropFirst().joined(separator: " | "))
            return run
        }
        guard run.status == 0 else {
            throw BenchError("\(name) \(full.joined(separator: " ")) exited with status \(run.status): \(run.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return run
    }

    mutating func add(_ name: String, _ value: Double) {
        figures[name, default: []].append(value)
    }
}
