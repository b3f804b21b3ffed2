import ArgumentParser
import FolioCommandLine
import FolioCore

/// The options every demo takes: the window, where items are made, what is printed, the
/// assets, and the benchmark's prewarm. Parsed on the main thread.
struct RunOptions: ParsableArguments {
    /// The largest window side accepted, in logical pixels: a CPU renderer fills and copies
    /// 8192x8192 (256 MiB a page) at a few frames a second, and larger windows take seconds to
    /// their first frame.
    static let maximumSide = 8192
    /// The smallest window side accepted, in logical pixels.
    static let minimumSide = 200

    @Option(help: ArgumentHelp(
        "The window size in logical pixels, each side from \(minimumSide) to \(maximumSide). (default: 1024x700)",
        valueName: "WxH"), transform: WindowSizeParsing.parse)
    var size: Size?

    @Option(help: ArgumentHelp(
        "async: items are made on background workers ahead of time; sync: on the main thread when they appear (the baseline).",
        valueName: "mode"))
    var render: DemoOptions.RenderMode = .async

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads for async rendering, from 1 to 64. (default: one per core)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...64, what: "a number of worker threads") })
    var workers: Int?

    @Flag(help: "Print one JSON object per line on standard output (see the demo's events).")
    var events = false

    @Flag(help: "Print a JSON summary of the frames on standard output at exit.")
    var stats = false

    @Option(help: ArgumentHelp(
        "The folder holding fonts/ and photos/. (default: ./assets, or one next to the executable)",
        valueName: "dir"), completion: .directory)
    var assets: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Before the first frame, make and upload every item within this many screenfuls of the start, from 0 to 500, and keep them (the benchmark's floor; async only).",
        valueName: "screenfuls"),
            transform: { try ValueParsing.decimal($0, in: 0...500, what: "a number of screenfuls") })
    var prewarm: Double?

    @Option(help: ArgumentHelp(
        "Write every frame shown as a PNG in this folder (frame-00001.png, …), replacing the frames of an earlier recording there; a folder holding anything else is refused. Frames are late while recording; quitting drops those not yet written (a scripted run keeps them all), and a full disk stops the recording, the app going on.",
        valueName: "dir"), completion: .directory)
    var record: String?

    /// Checks the options against each other.
    func validate() throws {
        if render == .sync, prewarm != nil {
            throw ValidationError("--prewarm works with --render async only (sync makes items only when they appear)")
        }
    }

    /// `options` with these options filled in.
    func apply(to options: inout DemoOptions) {
        options.size = size ?? options.size
        options.render = render
        options.workers = workers
        options.emitsEvents = events
        options.printsStatistics = stats
        options.assetsDirectory = assets
        options.prewarm = prewarm
        options.recordDirectory = record
    }
}

extension DemoOptions.RenderMode: ExpressibleByArgument {}
