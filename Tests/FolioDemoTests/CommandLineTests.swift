import Foundation
import Testing

/// The tools' command lines: every mistake is one clear line naming the flag and what it
/// accepts, with status 2 and no window; help and completion scripts print and exit 0.
@Suite("Demo command line")
struct CommandLineTests {
    private static var bench: String {
        (DemoPaths.binary as NSString).deletingLastPathComponent + "/folio-bench"
    }

    private func demo(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandRun {
        try #require(try CommandRun.run(DemoPaths.binary, arguments, environment: environment),
                     "folio-demo \(arguments) did not exit; a mistake must not open a window")
    }

    @Test("Every flag's bad values are one line naming the flag, with status 2", arguments: [
        // --pages: negative, non-numeric, empty, fractional, huge, one past the maximum, missing.
        (["--pages", "-3"], "--pages"), (["--pages", "many"], "--pages"), (["--pages", ""], "--pages"),
        (["--pages=2.5"], "--pages"), (["--pages", "99999999999999999999"], "--pages"),
        (["stress", "--pages", "4503599627370497"], "--pages"), (["--pages"], "--pages"),
        (["--pages", "--circular"], "--pages"),
        // --start: outside the pages, negative, non-numeric, huge, past 2^52.
        (["--start", "20"], "--start"), (["--pages", "5", "--start", "-1"], "--start"),
        (["--start", "x"], "--start"), (["--start", "9223372036854775807"], "--start"),
        (["stress", "--pages", "4503599627370496", "--start", "4503599627370496"], "--start"),
        (["--pages", "0", "--start", "1"], "--start"),
        // --size: too small, too large, malformed, empty.
        (["--size", "100x100"], "--size"), (["--size", "8193x700"], "--size"), (["--size", "16384x16384"], "--size"),
        (["--size", "wide"], "--size"), (["--size", "800x"], "--size"), (["--size", "-800x600"], "--size"),
        (["--size="], "--size"),
        // Enumerations.
        (["--render", "fast"], "--render"), (["--render", ""], "--render"), (["--script", "dance"], "--script"),
        // --workers and --prewarm.
        (["--workers", "0"], "--workers"), (["--workers", "65"], "--workers"), (["--workers", "lots"], "--workers"),
        (["--workers", "-1"], "--workers"), (["--prewarm", "-1"], "--prewarm"), (["--prewarm", "nan"], "--prewarm"),
        (["--prewarm", "501"], "--prewarm"), (["--prewarm", "inf"], "--prewarm"),
        (["--render", "sync", "--prewarm", "3"], "--prewarm"),
        // A value on a boolean flag, unknown flags and words.
        (["--circular=yes"], "--circular"), (["--events=no"], "--events"), (["--stats=1"], "--stats"),
        (["--bogus"], "--bogus"), (["-x"], "-x"), (["slideshow"], "slideshow"), (["photos", "extra"], "extra"),
        (["--assets", "/nonexistent/folio"], "--assets"), (["--assets"], "--assets"),
    ])
    func badInput(arguments: [String], flag: String) throws {
        let result = try demo(arguments)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-demo: ") == true)
        #expect(result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A control character in a value reaches the terminal escaped")
    func escapesControlCharacters() throws {
        let result = try demo(["--size", "1x\u{1B}[31m\u{7}"])
        #expect(result.status == 2)
        #expect(!result.standardError.dropLast().unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(result.standardError.contains(#"\u{1B}"#))
    }

    @Test("--help, per subcommand, prints usage generated from the declarations and exits 0", arguments: [
        (["--help"], ["photos", "stress", "SUBCOMMANDS"]),
        (["photos", "--help"], ["--pages", "(default: 20)", "--start", "8192", "Esc or Q"]),
        (["stress", "--help"], ["--pages", "(default: 1000000)", "--workers"]),
        (["help", "stress"], ["--pages", "(default: 1000000)"]),
    ])
    func help(arguments: [String], fragments: [String]) throws {
        let result = try demo(arguments)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        for fragment in fragments { #expect(result.standardOutput.contains(fragment), "\(fragment)") }
    }

    @Test("Shell completion scripts are generated for bash, zsh and fish", arguments: ["bash", "zsh", "fish"])
    func completion(shell: String) throws {
        let result = try demo(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("folio-demo"))
        #expect(result.standardOutput.contains("pages"))
        #expect(result.standardOutput.contains("stress"))
    }

    @Test("With no display it says so, suggests xvfb-run and exits with status 1")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let result = try demo(["--pages", "5", "--assets", DemoPaths.assets], environment: environment)
        #expect(result.status == 1)
        #expect(result.standardError.contains("no display"))
        #expect(result.standardError.contains("xvfb-run"))
    }

    @Test("help naming no demo, and the completion flag naming no shell, are one line with status 2", arguments: [
        (["help", "bogus"], "'bogus'"), (["--generate-completion-script"], "needs a shell"),
    ])
    func helpAndCompletionSlips(arguments: [String], fragment: String) throws {
        let result = try demo(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("folio-demo: ") && result.standardError.contains(fragment), "\(result.standardError)")
    }

    @Test("A display that does not answer: our line alone on standard error, status 1")
    func unreachableDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":97"
        for name in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let result = try demo(["--pages", "5", "--assets", DemoPaths.assets], environment: environment)
        #expect(result.status == 1)
        #expect(result.standardError == "folio-demo: cannot open the display (DISPLAY=:97); check that its server is running, or run headless with: xvfb-run -a folio-demo --pages 5 --assets \(DemoPaths.assets)\n")
    }

    @Test("folio-bench's mistakes are one line with status 2", arguments: [
        ([], "--demo"), (["--demo", "/nonexistent", "--assets", "assets"], "--demo"),
        (["--demo", DemoPaths.binary, "--assets", "/nonexistent"], "--assets"),
        (["--demo", DemoPaths.binary, "--assets", DemoPaths.assets, "--rounds", "0"], "--rounds"),
        (["--demo", DemoPaths.binary, "--assets", DemoPaths.assets, "--rounds", "many"], "--rounds"),
        (["--demo", DemoPaths.binary, "--assets", DemoPaths.assets, "--rounds"], "--rounds"),
        (["--demo", DemoPaths.binary, "--assets", DemoPaths.assets, "--fast"], "--fast"),
    ])
    func benchMistakes(arguments: [String], flag: String) throws {
        let result = try #require(try CommandRun.run(Self.bench, arguments))
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
    }
}
