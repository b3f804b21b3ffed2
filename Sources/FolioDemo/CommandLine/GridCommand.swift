import ArgumentParser
import FolioCommandLine
import FolioCore

/// `folio-demo grid`: the bundled photos in a scrolling grid of sections, opening a full-window
/// pager on the item chosen.
struct GridCommand: DemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "A photo library: a vertically scrolling grid of the bundled photos in sections, opening a pager on the item chosen.",
        discussion: keys
    )

    /// The most items: past ten million a flow grid still scrolls, but nobody scrolls there.
    static let maximumItems = 10_000_000
    /// The most items a masonry lays out: it places every item when the width changes.
    static let maximumMasonryItems = 1_000_000

    /// The keys and gestures, for the help.
    static let keys = """
        Keys: arrows move the focus, Enter opens the focused item (as does a double-click), \
        Page Up/Page Down scroll a screenful, Home/End go to the first/last item, R rotates the \
        window, F1 shows the debug overlay, Esc closes the pager or quits, Q quits. Delete (or \
        Backspace) removes the selected item and selects the one that takes its place, I \
        inserts a new photo after the selected item (at the front when none is), S shuffles \
        the selected item's section (else the first one on screen). Drag, flick, wheel or \
        trackpad to scroll; click to select. In the opened pager the photo zooms: \
        double-click toggles fit and 1:1, Ctrl+wheel, + and - and a pinch zoom, a drag pans \
        and past the photo's edge turns the page, Esc zooms out before it closes the pager. \
        Events (--events): ready, scroll-settled, selected, opened, settled, zoomed, closed, \
        content, resized, updated, quit.
        """

    @Option(parsing: .unconditional, help: ArgumentHelp("The number of items, from 0 to \(maximumItems) (\(maximumMasonryItems) for masonry). (default: 2000)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...GridCommand.maximumItems, what: "a number of items") })
    var items: Int = 2_000

    @Option(name: .customLong("section-size"), parsing: .unconditional,
            help: ArgumentHelp("Items per section, each under its header; 0 puts every item in one section without a header. (default: 100)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...GridCommand.maximumItems, what: "a number of items per section") })
    var sectionSize: Int = 100

    @Option(help: ArgumentHelp("flow: a grid of equal cells; masonry: columns of photos at their own aspect ratios.", valueName: "layout"))
    var layout: DemoOptions.GridLayout = .flow

    @Flag(name: .customLong("pinned-headers"),
          help: "Pin each section's header at the top of the window while its section scrolls under it, until the next section's header pushes it up.")
    var pinnedHeaders = false

    @Flag(help: "End each section with a footer naming it (not with --section-size 0, which has no sections).")
    var footers = false

    @Flag(name: .customLong("measured-headers"), help: ArgumentHelp("Size each flow section header to its text.", visibility: .hidden))
    var measuredHeaders = false

    @Option(name: .customLong("start-item"), parsing: .unconditional,
            help: ArgumentHelp("The item to open scrolled to and focused, from 0 to the item count less one. (default: 0)", valueName: "item"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...(GridCommand.maximumItems - 1), what: "an item index") })
    var startItem: Int?

    @Option(help: ArgumentHelp(
        "Play scripted input at a steady 60 Hz, then quit: fling (flicks at about 5,000 px/s down and back), fling2000 (the same at 2,000 px/s), edits (select, Delete ×5, a fling, select, I ×5, S ×3, a fling back), idle (quit after a second) or showcase (a fling down and one back in 3.5 s, to record with --record). Used by the benchmark.",
        valueName: "name"))
    var script: GridScript?

    @Option(help: TextRepertoire.help(world: "each section header also names the section in one of \(TextRepertoire.languageList("or")), in turn"))
    var text: TextRepertoire = .world

    @Option(name: .customLong("photo-library"),
            help: ArgumentHelp("A photo library made by scripts/make-photo-library.py, shown instead of the bundled photos (the benchmark's, so that every cell decodes a photo of its own).",
                               valueName: "dir", visibility: .hidden), completion: .directory)
    var photoLibrary: String?

    @OptionGroup var run: RunOptions

    func validate() throws {
        try run.validate()
        if layout == .masonry, items > Self.maximumMasonryItems {
            throw ValidationError("--items for --layout masonry expects a number of items from 0 to \(Self.maximumMasonryItems) (got '\(items)')")
        }
        if let startItem, startItem >= max(1, items) {
            let range = items == 0 ? "0 (there are no items)" : "0 to \(items - 1) (there are \(items) items)"
            throw ValidationError("--start-item expects an item index from \(range) (got '\(startItem)')")
        }
    }

    /// The options the demo runs with, validated.
    var demoOptions: DemoOptions {
        var options = DemoOptions()
        options.demo = .grid
        options.items = items
        options.sectionSize = sectionSize
        options.layout = layout
        options.pinsHeaders = pinnedHeaders
        options.hasFooters = footers
        options.measuresHeaders = measuredHeaders
        options.startItem = startItem ?? 0
        options.gridScript = script
        options.text = text
        options.photoLibraryFolder = photoLibrary
        run.apply(to: &options)
        return options
    }
}

extension DemoOptions.GridLayout: ExpressibleByArgument {}
extension GridScript: ExpressibleByArgument {}
