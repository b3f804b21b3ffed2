import ArgumentParser
import FolioCommandLine

/// `folio-demo text-cost`, hidden from the help: times laying out and drawing three paragraphs
/// (`TextCostParagraph`) on a thread of its own and prints one line, `{"textCost":{…}}`, for the
/// benchmark's text session (`folio-bench --sessions text`). Opens no window: SDL runs on its
/// offscreen driver whatever the display. Parsed on the main thread.
struct TextCostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text-cost",
        abstract: "Times laying out and drawing a Latin, a CJK and a mixed Arabic/English paragraph on a background thread, and prints the figures as one JSON line (for folio-bench).",
        shouldDisplay: false
    )

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Timed repetitions of each paragraph at each scale, from 1 to 10000, after a warm-up. (default: \(TextCostMeasurement.defaultRepetitions))",
        valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...10_000, what: "a number of repetitions") })
    var repetitions = TextCostMeasurement.defaultRepetitions

    @Option(help: ArgumentHelp(
        "The folder holding fonts/ and photos/. (default: ./assets, or one next to the executable)",
        valueName: "dir"), completion: .directory)
    var assets: String?
}
