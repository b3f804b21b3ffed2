import ArgumentParser
import FolioCommandLine
import Testing

/// A small tool with the kinds of options Folio's tools have.
private struct SampleTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample", subcommands: [SampleRun.self], defaultSubcommand: SampleRun.self)
}

private struct SampleRun: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run")

    @Option(parsing: .unconditional, help: ArgumentHelp("How many, from 1 to 9. (default: 3)", valueName: "count"),
            transform: { try ValueParsing.wholeNumber($0, in: 1...9, what: "a count") })
    var count = 3

    @Option(parsing: .unconditional, help: ArgumentHelp("A ratio.", valueName: "ratio"),
            transform: { try ValueParsing.decimal($0, in: 0...1, what: "a ratio") })
    var ratio: Double?

    @Flag(help: "Be loud.")
    var loud = false

    @Option(help: ArgumentHelp("A colour.", valueName: "colour"))
    var colour: Colour?
}

/// More than five values: ArgumentParser would list them one per line.
private enum Colour: String, CaseIterable, ExpressibleByArgument {
    case red, orange, yellow, green, blue, violet
}

@Suite("Command-line outcome")
struct CommandLineOutcomeTests {
    private func mistake(_ arguments: [String]) -> String? {
        if case .mistake(let line) = CommandLineOutcome(parsing: arguments, with: SampleTool.self) { return line }
        return nil
    }

    @Test("A value outside a long list is one line naming every allowed value")
    func longValueList() throws {
        let line = try #require(mistake(["--colour", "pink"]))
        #expect(!line.contains("\n") && !line.contains("\\u{A}"))
        #expect(line.hasSuffix("one of 'red', 'orange', 'yellow', 'green', 'blue' and 'violet'."))
    }

    @Test("Good arguments reach the default subcommand with their values")
    func parses() throws {
        guard case .run(let command) = CommandLineOutcome(parsing: ["--count", "7", "--loud", "--ratio", "0.5"], with: SampleTool.self) else {
            Issue.record("expected a command")
            return
        }
        let run = try #require(command as? SampleRun)
        #expect(run.count == 7 && run.loud && run.ratio == 0.5)
    }

    @Test("Each mistake is one line that names the flag and what it accepts", arguments: [
        (["--count", "0"], ["--count", "a whole number from 1 to 9"]),
        (["--count", "-4"], ["--count", "from 1 to 9"]),
        (["--count", "many"], ["--count", "a count"]),
        (["--count", ""], ["--count", "from 1 to 9"]),
        (["--count", "99999999999999999999999"], ["--count", "from 1 to 9"]),
        (["--count"], ["missing value", "--count", "how many, from 1 to 9"]),
        (["--ratio", "nan"], ["--ratio", "a number from 0 to 1"]),
        (["--ratio", "inf"], ["--ratio", "a number from 0 to 1"]),
        (["--loud=yes"], ["--loud", "does not take any value"]),
        (["--quiet"], ["unknown option '--quiet'"]),
    ])
    func mistakes(arguments: [String], fragments: [String]) throws {
        let line = try #require(mistake(arguments))
        #expect(!line.contains("\n"))
        for fragment in fragments { #expect(line.contains(fragment), "\(line)") }
        #expect(line.first?.isUppercase == false)
    }

    @Test("Control characters in an echoed value are escaped")
    func escapesEchoedValues() throws {
        let line = try #require(mistake(["--count", "3\u{1B}[2J\n"]))
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(line.contains(#"\u{1B}"#) && line.contains(#"\u{A}"#))
    }

    @Test("Help and completion scripts are text to print, not mistakes", arguments: [
        ["--help"], ["run", "--help"], ["help"], ["help", "run"], ["--generate-completion-script", "bash"],
    ])
    func printsHelp(arguments: [String]) {
        guard case .print(let text) = CommandLineOutcome(parsing: arguments, with: SampleTool.self) else {
            Issue.record("expected text to print for \(arguments)")
            return
        }
        #expect(text.contains("--count") || text.contains("run"))
    }

    @Test("help naming no command it knows is one line naming the commands", arguments: [
        (["help", "bogus"], "'bogus'"), (["help", "run", "deeper"], "'deeper'"), (["help", "\u{1B}[31m"], #"\u{1B}"#),
    ])
    func helpForUnknownCommand(arguments: [String], named: String) throws {
        let line = try #require(mistake(arguments), "\(arguments) should be a mistake")
        #expect(line.hasPrefix("help: unknown command ") && line.contains(named), "\(line)")
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        if arguments.count == 2, arguments[1] == "bogus" { #expect(line.contains("'run'"), "\(line)") }
    }

    @Test("The completion flag without a shell is one line naming the shells", arguments: [
        ["--generate-completion-script"], ["--generate-completion-script", "--loud"],
    ])
    func completionWithoutShell(arguments: [String]) throws {
        let line = try #require(mistake(arguments), "\(arguments) should be a mistake")
        #expect(line.contains("--generate-completion-script") && line.contains("bash, zsh, fish"), "\(line)")
    }

    @Test("The value parsers keep their bounds")
    func valueParsing() throws {
        #expect(try ValueParsing.wholeNumber("4503599627370496", in: 0...(1 << 52), what: "pages") == 1 << 52)
        #expect(throws: InvalidValue.self) { try ValueParsing.wholeNumber("4503599627370497", in: 0...(1 << 52), what: "pages") }
        #expect(throws: InvalidValue.self) { try ValueParsing.wholeNumber(" 4", in: 0...9, what: "x") }
        #expect(try ValueParsing.decimal("2.5", in: 0...500, what: "s") == 2.5)
        #expect(throws: InvalidValue.self) { try ValueParsing.decimal("-0.1", in: 0...500, what: "s") }
    }
}
