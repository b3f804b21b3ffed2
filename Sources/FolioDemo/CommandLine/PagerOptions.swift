import ArgumentParser
import FolioCommandLine
import FolioCore

/// The options every pager demo takes, besides its page count. Parsed on the main thread.
struct PagerOptions: ParsableArguments {
    /// The largest window side accepted, in logical pixels: a CPU renderer fills and copies
    /// 8192x8192 (256 MiB a page) at a few frames a second, and larger windows take seconds to
    /// their first frame.
    static let maximumSide = 8192
    /// The smallest window side accepted, in logical pixels.
    static let minimumSide = 200

    /// The help of a demo's `--pages`, whose default differs between demos.
    static func pagesHelp(default pages: Int) -> ArgumentHelp {
        ArgumentHelp("The number of pages, from 0 (an empty state) to \(PagerNode.maximumPageCount) (2^52). (default: \(pages))",
                     valueName: "count")
    }

    /// The keys and gestures, for every demo's help.
    static let keys = """
        Keys: Left/Right and Page Up/Page Down move a page, Home/End go to the first/last \
        page, R rotates the window, F1 shows the debug overlay, Esc or Q quits. Drag, \
        flick, wheel or trackpad to swipe.
        """

    static func parsePages(_ text: String) throws -> Int {
        try ValueParsing.wholeNumber(text, in: 0...PagerNode.maximumPageCount, what: "a number of pages")
    }

    @Option(parsing: .unconditional, help: ArgumentHelp("The page to open on, from 0 to the page count less one. (default: 0)", valueName: "page"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...(PagerNode.maximumPageCount - 1), what: "a page index") })
    var start: Int?

    @Option(help: ArgumentHelp(
        "The window size in logical pixels, each side from \(minimumSide) to \(maximumSide). (default: 1024x700)",
        valueName: "WxH"), transform: WindowSizeParsing.parse)
    var size: Size?

    @Flag(help: "Wrap around from the last page to the first and back.")
    var circular = false

    @Option(help: ArgumentHelp(
        "async: pages are made on background workers ahead of time; sync: on the main thread when they appear (the baseline).",
        valueName: "mode"))
    var render: DemoOptions.RenderMode = .async

    @Option(parsing: .unconditional, help: ArgumentHelp("Worker threads for async rendering, from 1 to 64. (default: one per core)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...64, what: "a number of worker threads") })
    var workers: Int?

    @Flag(help: "Print one JSON object per line on standard output (ready, settled, content, resized, quit).")
    var events = false

    @Flag(help: "Print a JSON summary of the frames on standard output at exit.")
    var stats = false

    @Option(help: ArgumentHelp(
        "The folder holding fonts/ and photos/. (default: ./assets, or one next to the executable)",
        valueName: "dir"), completion: .directory)
    var assets: String?

    @Option(help: ArgumentHelp(
        "Play scripted input at a steady 60 Hz, then quit: swipe (mouse flicks, 3 then 8 pages a second; swipe3 and swipe8 play one phase), traverse (1,000 pages by key) or idle (quit after a second). Used by the benchmark.",
        valueName: "name"))
    var script: DemoScript?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Before the first frame, make and upload every page within this many screenfuls of the start, from 0 to 500, and keep them (the benchmark's floor; async only).",
        valueName: "screenfuls"),
            transform: { try ValueParsing.decimal($0, in: 0...500, what: "a number of screenfuls") })
    var prewarm: Double?

    /// Checks the options against each other and against `pages`.
    func validate(pages: Int) throws {
        if render == .sync, prewarm != nil {
            throw ValidationError("--prewarm works with --render async only (sync makes pages only when they appear)")
        }
        if let start, start >= max(1, pages) {
            let range = pages == 0 ? "0 (there are no pages)" : "0 to \(pages - 1) (there are \(pages) pages)"
            throw ValidationError("--start expects a page index from \(range) (got '\(start)')")
        }
    }

    func demoOptions(demo: DemoOptions.Demo, pages: Int) -> DemoOptions {
        var options = DemoOptions()
        options.demo = demo
        options.pages = pages
        options.start = start ?? 0
        options.size = size ?? options.size
        options.isCircular = circular
        options.render = render
        options.workers = workers
        options.emitsEvents = events
        options.printsStatistics = stats
        options.assetsDirectory = assets
        options.script = script
        options.prewarm = prewarm
        return options
    }
}

extension DemoOptions.RenderMode: ExpressibleByArgument {}
extension DemoScript: ExpressibleByArgument {}
