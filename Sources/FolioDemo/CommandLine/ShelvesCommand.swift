import ArgumentParser
import FolioCommandLine
import FolioCore

/// `folio-demo shelves`: a vertical list of shelves, each a title over a horizontally scrolling
/// row of photo cards, opening a full-window pager on the card chosen.
struct ShelvesCommand: DemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "shelves",
        abstract: "Shelves of photos: a vertical list of horizontally scrolling rows of cards, opening a pager on the card chosen.",
        discussion: keys
    )

    /// The most shelves, and cards on a shelf: ten million cards in all at most.
    static let maximumShelves = 1_000_000
    static let maximumItems = 1_000_000
    static let maximumCards = 100_000_000

    /// The keys and gestures, for the help.
    static let keys = """
        Keys: Up/Down move the focus between shelves (keeping the column), Left/Right along a \
        row, Enter opens the focused card (as does a double-click), Page Up/Page Down scroll the \
        list a screenful, Home/End go to its top/end, R rotates the window, F1 shows the debug \
        overlay, Esc closes the pager or quits, Q quits. Drag, flick, wheel or trackpad \
        vertically to scroll the list; horizontally over a row (or Shift+wheel) to scroll the \
        row; click to select a card. Events (--events): ready, list-settled, row-settled, \
        selected, opened, settled, closed, content, resized, quit.
        """

    @Option(parsing: .unconditional, help: ArgumentHelp("The number of shelves, from 0 to \(maximumShelves). (default: 50)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...ShelvesCommand.maximumShelves, what: "a number of shelves") })
    var shelves: Int = 50

    @Option(parsing: .unconditional, help: ArgumentHelp("The number of cards on each shelf, from 0 to \(maximumItems). (default: 30)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...ShelvesCommand.maximumItems, what: "a number of cards per shelf") })
    var items: Int = 30

    @Flag(help: "Rows page by card (a flick moves to the next card's edge) instead of scrolling freely.")
    var paging = false

    @Option(name: .customLong("start-shelf"), parsing: .unconditional,
            help: ArgumentHelp("The shelf to open scrolled to, from 0 to the shelf count less one. (default: 0)", valueName: "shelf"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...(ShelvesCommand.maximumShelves - 1), what: "a shelf index") })
    var startShelf: Int?

    @Option(help: ArgumentHelp(
        "Play scripted input at a steady 60 Hz, then quit: browse (flicks down the list and back up, the rows on screen flicked sideways between them, about 14 s) or idle (quit after a second). Used by the benchmark.",
        valueName: "name"))
    var script: ShelvesScript?

    @OptionGroup var run: RunOptions

    func validate() throws {
        try run.validate()
        if shelves * items > Self.maximumCards {
            throw ValidationError("--shelves × --items expects at most \(Self.maximumCards) cards in all (got \(shelves) × \(items))")
        }
        if let startShelf, startShelf >= max(1, shelves) {
            let range = shelves == 0 ? "0 (there are no shelves)" : "0 to \(shelves - 1) (there are \(shelves) shelves)"
            throw ValidationError("--start-shelf expects a shelf index from \(range) (got '\(startShelf)')")
        }
    }

    /// The options the demo runs with, validated.
    var demoOptions: DemoOptions {
        var options = DemoOptions()
        options.demo = .shelves
        options.shelves = shelves
        options.items = items
        options.pagingRows = paging
        options.startShelf = startShelf ?? 0
        options.shelvesScript = script
        run.apply(to: &options)
        return options
    }
}

extension ShelvesScript: ExpressibleByArgument {}
