import ArgumentParser
import FolioCommandLine
import Foundation

/// `folio-bench`'s command line: which demo binary to drive, where its assets are, how many
/// rounds and where the figures go. Parsed on the benchmark's one thread.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-bench",
        abstract: "Drives a release folio-demo headless through scripted sessions, the asynchronous and synchronous pipelines alternating, and prints medians with their targets.",
        discussion: "`make bench` builds the release binaries and runs it with the checkout's assets."
    )

    @Option(help: ArgumentHelp("The built folio-demo executable (build it with 'swift build -c release').", valueName: "path"),
            completion: .file())
    var demo: String

    @Option(help: ArgumentHelp(
        "The built folio-photos executable, for the photos session. (default: the one beside --demo)", valueName: "path"),
            completion: .file())
    var photos: String?

    @Option(help: ArgumentHelp("Folio's assets folder (the one holding fonts/ and photos/).", valueName: "dir"),
            completion: .directory)
    var assets: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Rounds of every session, from 1 to 50; the report takes medians.", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...50, what: "a number of rounds") })
    var rounds = 3

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The sessions to run, comma-separated: \(BenchSession.names), or all. (default: all)", valueName: "names"),
            transform: { try BenchSession.parseList($0) })
    var sessions: Set<BenchSession> = Set(BenchSession.allCases)

    @Option(name: .customLong("visit-rounds"), parsing: .unconditional, help: ArgumentHelp(
        "How many of the rounds run the visit session (100,000 pages by key, about 100 s each), from 0 to the number of rounds. (default: every round)",
        valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 0...50, what: "a number of rounds") })
    var visitRounds: Int?

    @Option(name: .customLong("text-repetitions"), parsing: .unconditional, help: ArgumentHelp(
        "Timed repetitions of each paragraph at each scale in the text session's round, from 1 to 10000. (default: the demo's, 150)",
        valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...10_000, what: "a number of repetitions") })
    var textRepetitions: Int?

    @Option(help: ArgumentHelp("Where to write every figure as JSON.", valueName: "file"), completion: .file())
    var output = "bench/results.json"

    /// The folio-photos executable: `--photos`, else the one beside `--demo`.
    var photosBinary: String {
        photos ?? ((demo as NSString).deletingLastPathComponent as NSString).appendingPathComponent("folio-photos")
    }

    func validate() throws {
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            throw ValidationError("--demo expects the built folio-demo executable (build it with 'swift build -c release'); '\(demo)' is not one")
        }
        if sessions.contains(.photos), !FileManager.default.isExecutableFile(atPath: photosBinary) {
            throw ValidationError("--photos expects the built folio-photos executable (build it with 'swift build -c release --product folio-photos'); '\(photosBinary)' is not one")
        }
        guard FileManager.default.fileExists(atPath: assets + "/fonts") else {
            throw ValidationError("--assets expects Folio's assets folder (the one holding fonts/ and photos/); '\(assets)' is not one")
        }
        if let visitRounds, visitRounds > rounds {
            throw ValidationError("--visit-rounds expects at most the number of rounds, \(rounds) (got '\(visitRounds)')")
        }
    }
}
