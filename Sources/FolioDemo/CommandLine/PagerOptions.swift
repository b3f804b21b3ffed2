import ArgumentParser
import FolioCommandLine
import FolioCore

/// The options every pager demo takes, besides its page count. Parsed on the main thread.
struct PagerOptions: ParsableArguments {
    /// The help of a demo's `--pages`, whose default differs between demos.
    static func pagesHelp(default pages: Int) -> ArgumentHelp {
        ArgumentHelp("The number of pages, from 0 (an empty state) to \(PagerNode.maximumPageCount) (2^52). (default: \(pages))",
                     valueName: "count")
    }

    /// The keys and gestures, for every pager demo's help.
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

    @Flag(help: "Wrap around from the last page to the first and back.")
    var circular = false

    @Flag(help: "Page up and down instead of left and right.")
    var vertical = false

    @Option(name: .customLong("page-spacing"), parsing: .unconditional,
            help: ArgumentHelp("A gap between pages in logical pixels, from 0 to 200, that paging steps over. (default: 0)", valueName: "px"),
            transform: { try ValueParsing.decimal($0, in: 0...200, what: "a page spacing in pixels") })
    var pageSpacing: Double?

    @Option(help: ArgumentHelp(
        "Play scripted input at a steady 60 Hz, then quit: swipe (mouse flicks, 3 then 8 pages a second; swipe3 and swipe8 play one phase), traverse (1,000 pages by key), visit (100,000 pages by key, for memory), edits (photos: flicks, then Delete ×8 and I ×4), idle (quit after a second) or showcase (three flicks in 3 s, to record with --record). Used by the benchmark.",
        valueName: "name"))
    var script: DemoScript?

    @OptionGroup var run: RunOptions

    /// Checks the options against each other and against `pages`.
    func validate(pages: Int) throws {
        try run.validate()
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
        options.isCircular = circular
        options.isVertical = vertical
        options.pageSpacing = pageSpacing ?? 0
        options.script = script
        run.apply(to: &options)
        return options
    }
}

extension DemoScript: ExpressibleByArgument {}
