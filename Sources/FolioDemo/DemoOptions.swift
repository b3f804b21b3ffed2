import FolioCore

/// The demo's command line, parsed and validated: `folio-demo [photos|stress] [--pages N]
/// [--start K] [--size WxH] [--circular] [--events] [--stats] [--assets DIR]
/// [--render sync|async] [--workers N] [--script NAME] [--prewarm S]`. Scripts and tests depend
/// on these names and on bad input exiting with status 2, so keep them stable.
struct DemoOptions: Equatable {
    enum Demo: String, CaseIterable {
        case photos
        case stress

        /// The page count when `--pages` is not given.
        var defaultPages: Int {
            switch self {
            case .photos: 20
            case .stress: 1_000_000
            }
        }
    }

    /// Where pages are made: on workers ahead of time, or on the main thread when needed.
    enum RenderMode: String, CaseIterable {
        case async
        case sync
    }

    var demo: Demo = .photos
    var pages = 20
    var render: RenderMode = .async
    var start = 0
    var size = Size(width: 1024, height: 700)
    var isCircular = false
    var emitsEvents = false
    var printsStatistics = false
    var assetsDirectory: String?
    var showsHelp = false
    /// Worker threads for `--render async`; nil: one per core.
    var workers: Int?
    var script: DemoScript?
    /// Screenfuls around the start page to make and upload before the first frame.
    var prewarm: Double?

    /// The smallest window the demo accepts, in logical pixels.
    static let minimumSide = 200

    static let usage = """
        usage: folio-demo [photos|stress] [options]

        Demos:
          photos             a photograph per page with its caption (default)
          stress             generated pages with long text and a generated picture, a million
                             by default

        Options:
          --pages N          number of pages, 0 or more (default 20; stress: 1000000)
          --start K          page to open on, 0 to N-1 (default 0)
          --size WxH         window size in logical pixels, at least 200x200 (default 1024x700)
          --circular         wrap around from the last page to the first and back
          --events           print one JSON object per line on stdout (ready, settled, content,
                             resized, quit)
          --stats            print a JSON summary of the frames on stdout at exit
          --assets DIR       folder holding fonts/ and photos/ (default: ./assets, or next to the
                             executable)
          --render MODE      async (default): pages are made on background workers ahead of
                             time; sync: on the main thread when they appear (the baseline)
          --workers N        worker threads for async rendering, 1 to 64 (default: one per core)
          --script NAME      play scripted input at a steady 60 Hz, then quit: swipe (mouse
                             flicks, 3 then 8 pages a second; swipe3 and swipe8 play one phase),
                             traverse (1,000 pages by key) or idle (quit after a second); used
                             by `make bench`
          --prewarm S        before the first frame, make and upload every page within S
                             screenfuls of the start, and keep them (the benchmark's floor)
          -h, --help         show this help

        Keys: Left/Right and Page Up/Page Down move a page, Home/End go to the first/last page,
        R rotates the window, F1 shows the debug overlay, Esc or Q quits. Drag, flick, wheel or
        trackpad to swipe.
        """

    /// A command-line mistake, with the one line that explains it.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        var options = DemoOptions()
        var startText: String?
        var pagesGiven = false
        var remaining = arguments[...]

        func value(for flag: String, inline: String?, expecting what: String) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value: \(what)")
            }
            return next
        }

        var isFirst = true
        while let argument = remaining.popFirst() {
            defer { isFirst = false }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts[0]
            let inline = argument.contains("=") ? (parts.count > 1 ? parts[1] : "") : nil
            switch flag {
            case "-h", "--help":
                options.showsHelp = true
            case "--pages":
                let what = "a whole number of pages, 0 or more"
                let text = try value(for: flag, inline: inline, expecting: what)
                guard let pages = Int(text), pages >= 0 else {
                    throw UsageError(message: "--pages expects \(what) (got '\(text)')")
                }
                options.pages = pages
                pagesGiven = true
            case "--start":
                startText = try value(for: flag, inline: inline, expecting: "a page index, 0 or more")
            case "--size":
                let what = "WIDTHxHEIGHT in logical pixels, each at least \(minimumSide), such as 1024x700"
                let text = try value(for: flag, inline: inline, expecting: what)
                guard let size = parseSize(text) else {
                    throw UsageError(message: "--size expects \(what) (got '\(text)')")
                }
                options.size = size
            case "--render":
                let modes = RenderMode.allCases.map(\.rawValue).joined(separator: " or ")
                let text = try value(for: flag, inline: inline, expecting: modes)
                guard let mode = RenderMode(rawValue: text) else {
                    throw UsageError(message: "--render expects \(modes) (got '\(text)')")
                }
                options.render = mode
            case "--workers":
                let what = "a whole number of worker threads from 1 to 64"
                let text = try value(for: flag, inline: inline, expecting: what)
                guard let workers = Int(text), (1...64).contains(workers) else {
                    throw UsageError(message: "--workers expects \(what) (got '\(text)')")
                }
                options.workers = workers
            case "--script":
                let names = DemoScript.allCases.map(\.rawValue).joined(separator: ", ")
                let text = try value(for: flag, inline: inline, expecting: "one of \(names)")
                guard let script = DemoScript(rawValue: text) else {
                    throw UsageError(message: "--script expects one of \(names) (got '\(text)')")
                }
                options.script = script
            case "--prewarm":
                let what = "a number of screenfuls from 0 to 500"
                let text = try value(for: flag, inline: inline, expecting: what)
                guard let screenfuls = Double(text), screenfuls.isFinite, (0...500).contains(screenfuls) else {
                    throw UsageError(message: "--prewarm expects \(what) (got '\(text)')")
                }
                options.prewarm = screenfuls
            case "--circular":
                options.isCircular = true
            case "--events":
                options.emitsEvents = true
            case "--stats":
                options.printsStatistics = true
            case "--assets":
                options.assetsDirectory = try value(for: flag, inline: inline, expecting: "the path of Folio's assets folder")
            default:
                if isFirst, !argument.hasPrefix("-") {
                    guard let demo = Demo(rawValue: argument) else {
                        let names = Demo.allCases.map(\.rawValue).joined(separator: ", ")
                        throw UsageError(message: "unknown demo '\(argument)'; the demos are: \(names)")
                    }
                    options.demo = demo
                } else if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(flag)'; run 'folio-demo --help' for the options")
                } else {
                    throw UsageError(message: "unexpected argument '\(argument)'; run 'folio-demo --help' for the options")
                }
            }
        }

        if !pagesGiven { options.pages = options.demo.defaultPages }
        if options.render == .sync, options.prewarm != nil {
            throw UsageError(message: "--prewarm works with --render async only (sync makes pages only when they appear)")
        }
        if let startText {
            let last = max(0, options.pages - 1)
            let range = options.pages == 0 ? "0 (there are no pages)" : "0 to \(last) (there are \(options.pages) pages)"
            guard let start = Int(startText), start >= 0, start <= last else {
                throw UsageError(message: "--start expects a page index from \(range) (got '\(startText)')")
            }
            options.start = start
        }
        return options
    }

    private static func parseSize(_ text: String) -> Size? {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]),
              width >= minimumSide, height >= minimumSide, width <= 16384, height <= 16384
        else { return nil }
        return Size(width: Double(width), height: Double(height))
    }
}
