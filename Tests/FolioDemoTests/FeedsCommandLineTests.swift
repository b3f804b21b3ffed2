import Foundation
import Testing

/// `folio-demo feeds`'s command line: every bad value is one line naming the flag, with status 2
/// and no window; the largest values are accepted; the help lists the flags, defaults, keys and
/// events.
@Suite("Feeds command line")
struct FeedsCommandLineTests {
    private func feeds(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandRun {
        try #require(try CommandRun.run(DemoPaths.binary, ["feeds"] + arguments, environment: environment),
                     "folio-demo feeds \(arguments) did not exit; a mistake must not open a window")
    }

    @Test("Bad values are one line naming the flag, with status 2", arguments: [
        // --pages: none, negative, non-numeric, empty, fractional, one past the maximum, missing.
        (["--pages", "0"], "--pages"), (["--pages", "-1"], "--pages"), (["--pages", "many"], "--pages"),
        (["--pages", ""], "--pages"), (["--pages=2.5"], "--pages"), (["--pages", "1000001"], "--pages"), (["--pages"], "--pages"),
        // --items: the same.
        (["--items", "0"], "--items"), (["--items", "-5"], "--items"), (["--items", "x"], "--items"),
        (["--items=1.5"], "--items"), (["--items", "1000001"], "--items"), (["--items"], "--items"),
        // --batch: none, non-numeric, past the default or the given --items, missing.
        (["--batch", "0"], "--batch"), (["--batch", "ten"], "--batch"), (["--batch", "301"], "--batch"),
        (["--items", "10", "--batch", "11"], "--batch"), (["--batch"], "--batch"),
        // --latency: negative, past a minute, fractional, non-numeric, missing.
        (["--latency", "-1"], "--latency"), (["--latency", "60001"], "--latency"), (["--latency", "0.5"], "--latency"),
        (["--latency", "slow"], "--latency"), (["--latency"], "--latency"),
        // --start: past the feeds (10 by default, or as given), negative, non-numeric.
        (["--start", "10"], "--start"), (["--pages", "3", "--start", "3"], "--start"), (["--start", "-1"], "--start"),
        (["--start", "first"], "--start"), (["--pages", "1", "--start", "1"], "--start"),
        // --script: unknown, or another demo's.
        (["--script", "dance"], "--script"), (["--script", "fling"], "--script"), (["--script", "swipe"], "--script"),
        // The shared options.
        (["--size", "100x100"], "--size"), (["--render", "fast"], "--render"), (["--workers", "0"], "--workers"),
        (["--render", "sync", "--prewarm", "2"], "--prewarm"), (["--events=yes"], "--events"),
        (["--assets", "/nonexistent/folio"], "--assets"),
        // --clock-minute (hidden): none, past an hour, non-numeric, missing.
        (["--clock-minute", "0"], "--clock-minute"), (["--clock-minute", "3601"], "--clock-minute"),
        (["--clock-minute", "soon"], "--clock-minute"), (["--clock-minute"], "--clock-minute"),
        // --photo-url-per-post: without a base URL, or with a file one.
        (["--photo-url-per-post"], "--photo-url-per-post"),
        (["--image-base-url", "file:///srv/photos", "--photo-url-per-post"], "--photo-url-per-post"),
        // Flags that belong to the other demos, and stray words.
        (["--circular"], "--circular"), (["--layout", "flow"], "--layout"), (["--start-item", "3"], "--start-item"),
        (["extra"], "extra"),
    ])
    func badInput(arguments: [String], flag: String) throws {
        let result = try feeds(arguments)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-demo: ") == true, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A batch larger than the feed names both flags and both values")
    func batchPastItems() throws {
        let result = try feeds(["--items", "40", "--batch", "50"])
        #expect(result.status == 2)
        for fragment in ["--batch", "--items", "40", "50"] {
            #expect(result.standardError.contains(fragment), "\(fragment): \(result.standardError)")
        }
    }

    @Test("The largest values pass the command line, which then stops only for want of a display", arguments: [
        ["--pages", "1000000", "--items", "1000000", "--batch", "1000000", "--latency", "60000", "--start", "999999"],
        ["--pages", "1", "--items", "1", "--batch", "1", "--latency", "0", "--start", "0", "--script", "session"],
        // Without --batch a feed smaller than the default batch is one batch.
        ["--items", "5"],
    ])
    func acceptsExtremes(arguments: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let result = try feeds(arguments + ["--assets", DemoPaths.assets], environment: environment)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("no display"), "\(result.standardError)")
    }

    /// `feeds --help`'s output with each run of spaces and line breaks made one space: the help
    /// wraps to the terminal's width.
    private func help(_ arguments: [String]) throws -> (status: Int32, text: String, errors: String) {
        let result = try #require(try CommandRun.run(DemoPaths.binary, arguments))
        let words = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return (result.status, words.joined(separator: " "), result.standardError)
    }

    @Test("feeds --help lists the flags, defaults, keys and events, and exits 0", arguments: [["feeds", "--help"], ["help", "feeds"]])
    func helpListsTheFeeds(arguments: [String]) throws {
        let result = try help(arguments)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        for fragment in ["--pages", "(default: 10)", "--items", "(default: 300)", "--batch", "(default: 30, or --items when fewer)",
                         "--latency", "(default: 400)", "--start", "--script", "session", "idle", "--render", "--workers",
                         "--stats", "--prewarm", "--size", "--events", "--assets", "--image-base-url", "--photo-url-per-post",
                         "Left/Right", "Shift+wheel", "horizontal wheel", "Up/Down", "Page Up/Page Down", "Space",
                         "Home/End", "R rotates", "F1", "Esc or Q", "vertically to scroll", "horizontally to page",
                         "post's heart to like it", "ready", "settled", "feed-settled", "fetched", "liked", "resized", "content", "quit"] {
            #expect(result.text.contains(fragment), "\(fragment)")
        }
    }

    @Test("The demos' list names feeds")
    func rootHelpListsFeeds() throws {
        let result = try help(["--help"])
        #expect(result.status == 0)
        #expect(result.text.contains("feeds"))
    }
}
