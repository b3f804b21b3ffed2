import Foundation
import Testing

/// `--text latin|world`, which the feeds, stress and grid demos take: a bad value is one line
/// naming the flag and both values, with status 2 and no window; both values pass the command
/// line; the help states the values and the default.
@Suite("Text command line")
struct TextCommandLineTests {
    private func demo(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandRun {
        try #require(try CommandRun.run(DemoPaths.binary, arguments, environment: environment),
                     "folio-demo \(arguments) did not exit; a mistake must not open a window")
    }

    @Test("A bad --text is one line naming the flag and what it takes, with status 2", arguments: [
        ["feeds", "--text", "klingon"], ["stress", "--text", "cyrillic"], ["grid", "--text", "WORLD"],
        ["feeds", "--text", ""], ["stress", "--text=latin1"], ["grid", "--text", "world,latin"],
    ])
    func badValue(arguments: [String]) throws {
        let result = try demo(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-demo: ") == true, "\(result.standardError)")
        for fragment in ["--text", "'latin'", "'world'"] {
            #expect(result.standardError.contains(fragment), "\(fragment): \(result.standardError)")
        }
    }

    @Test("--text without a value, and --text given to photos, which has none, are one line with status 2", arguments: [
        ["feeds", "--text"], ["stress", "--text"], ["grid", "--text"], ["photos", "--text", "world"], ["--text", "latin"],
    ])
    func missingOrMisplaced(arguments: [String]) throws {
        let result = try demo(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.contains("--text"), "\(result.standardError)")
    }

    @Test("Both values pass the command line, which then stops only for want of a display", arguments: [
        ["feeds", "--text", "latin"], ["feeds", "--text=world"], ["stress", "--text", "latin"], ["stress", "--text", "world"],
        ["grid", "--text", "latin"], ["grid", "--text", "world"],
    ])
    func acceptsBothValues(arguments: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let result = try demo(arguments + ["--assets", DemoPaths.assets], environment: environment)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("no display"), "\(result.standardError)")
    }

    @Test("Each demo's help lists --text with its values and its default, world", arguments: ["feeds", "stress", "grid"])
    func help(demo name: String) throws {
        let result = try demo([name, "--help"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let text = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for fragment in ["--text <text>", "world:", "latin:", "Arabic", "Thai", "(values: latin, world; default: world)"] {
            #expect(text.contains(fragment), "\(fragment)")
        }
    }
}
