import Foundation
import Testing

/// `folio-demo grid`'s command line: every bad value is one line naming the flag, with status 2
/// and no window; the help lists the grid's flags and defaults.
@Suite("Grid command line")
struct GridCommandLineTests {
    private func grid(_ arguments: [String]) throws -> CommandRun {
        try #require(try CommandRun.run(DemoPaths.binary, ["grid"] + arguments),
                     "folio-demo grid \(arguments) did not exit; a mistake must not open a window")
    }

    @Test("Bad values are one line naming the flag, with status 2", arguments: [
        // --items: negative, non-numeric, empty, fractional, one past the maximum, missing.
        (["--items", "-1"], "--items"), (["--items", "abc"], "--items"), (["--items", ""], "--items"),
        (["--items=2.5"], "--items"), (["--items", "10000001"], "--items"), (["--items"], "--items"),
        // Masonry places every item: its maximum is lower.
        (["--items", "2000000", "--layout", "masonry"], "--items"),
        (["--items", "1000001", "--layout", "masonry"], "--items"),
        // --section-size and --layout.
        (["--section-size", "x"], "--section-size"), (["--section-size", "-1"], "--section-size"),
        (["--layout", "grid"], "--layout"), (["--layout", ""], "--layout"),
        // --start-item: past the items (2,000 by default), negative, with no items.
        (["--start-item", "2000"], "--start-item"), (["--items", "10", "--start-item", "10"], "--start-item"),
        (["--start-item", "-1"], "--start-item"), (["--items", "0", "--start-item", "1"], "--start-item"),
        // Flags that belong to the pager demos.
        (["--pages", "5"], "--pages"), (["--circular"], "--circular"),
    ])
    func badInput(arguments: [String], flag: String) throws {
        let result = try grid(arguments)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-demo: ") == true, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    /// `grid --help`'s output with each run of spaces and line breaks made one space: the help
    /// wraps to the terminal's width.
    private func help() throws -> (status: Int32, text: String, errors: String) {
        let result = try #require(try CommandRun.run(DemoPaths.binary, ["grid", "--help"]))
        let words = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return (result.status, words.joined(separator: " "), result.standardError)
    }

    @Test("grid --help lists the grid's flags, defaults, keys and events, and exits 0")
    func helpListsTheGrid() throws {
        let result = try help()
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        for fragment in ["--items", "(default: 2000)", "--section-size", "(default: 100)", "--layout", "masonry",
                         "--start-item", "Home/End", "scroll-settled", "Delete", "shuffles", "updated"] {
            #expect(result.text.contains(fragment), "\(fragment)")
        }
    }

    @Test("The layout's default is stated once in the help")
    func helpStatesDefaultsOnce() throws {
        let layout = try help().text.components(separatedBy: "--layout <layout>").last ?? ""
        let entry = layout.components(separatedBy: "--start-item").first ?? ""
        #expect(entry.components(separatedBy: "default: flow").count == 2, "\(entry)")
    }
}
