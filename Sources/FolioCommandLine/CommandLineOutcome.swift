import ArgumentParser
import FolioCore
import Foundation

/// What a command line comes to once parsed: a command to run, text to print before exiting
/// successfully (help, a completion script), or a mistake to report. Folio's tools share one
/// promise: a mistake is one line naming the flag and what it accepts, and exit status 2 (not
/// ArgumentParser's multi-line message and status 64), so scripts can rely on both.
public enum CommandLineOutcome {
    /// The parsed command, its values validated.
    case run(any ParsableCommand)
    /// Help or a completion script, for standard output; then exit status 0.
    case print(String)
    /// A mistake, as one line without the program's name; then exit status 2.
    case mistake(String)

    /// The exit status for a mistake on the command line.
    public static let mistakeStatus: Int32 = 2

    /// Parses `arguments` (without the program's name) with `root` and its subcommands.
    /// Any thread.
    public init<Root: ParsableCommand>(parsing arguments: [String], with root: Root.Type) {
        // ArgumentParser prints the root's help for `help` naming no command it knows, and a
        // bash script for the completion flag naming no shell, both as successes.
        if let mistake = Self.helpMistake(arguments, root: root) ?? Self.completionMistake(arguments) {
            self = .mistake(mistake)
            return
        }
        do {
            var command = try root.parseAsRoot(arguments)
            // ArgumentParser's own commands (`help`) do their work by throwing from `run()`,
            // which prints their text like any other help request.
            if !Self.commandTypes(of: root).contains(where: { $0 == type(of: command) }) { try command.run() }
            self = .run(command)
        } catch {
            guard root.exitCode(for: error) != .success else {
                self = .print(root.fullMessage(for: error))
                return
            }
            self = .mistake(Self.oneLine(for: error, root: root))
        }
    }

    /// ArgumentParser lists more than five allowed values one per line ("Please provide one of
    /// the following:" then "  - name" lines); they are joined as it joins fewer: "one of 'a',
    /// 'b' and 'c'." Any other message is returned as it is.
    static func joinedValueList(_ message: String) -> String {
        let lines = message.components(separatedBy: "\n")
        guard let head = lines.first, head.hasSuffix("one of the following:"), lines.count > 1 else { return message }
        let values = lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        guard values.allSatisfy({ $0.hasPrefix("- ") }) else { return message }
        let quoted = values.map { "'" + $0.dropFirst(2) + "'" }
        let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + quoted.last! : quoted[0]
        return head.dropLast("the following:".count) + list + "."
    }

    /// The shells ArgumentParser writes completion scripts for.
    static let completionShells = ["bash", "zsh", "fish"]

    /// The mistake in `help NAME…` when a NAME is no subcommand (of the one before it), if any.
    static func helpMistake(_ arguments: [String], root: any ParsableCommand.Type) -> String? {
        guard arguments.first == "help" else { return nil }
        var command = root
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            let subcommands = command.configuration.subcommands.filter { $0._commandName != "help" }
            guard let subcommand = subcommands.first(where: { $0._commandName == name }) else {
                // Hidden subcommands are accepted but not offered.
                let names = subcommands.filter { $0.configuration.shouldDisplay }.map { "'\($0._commandName)'" }
                let known = names.isEmpty ? "it has none" : "they are " + names.joined(separator: ", ")
                return "help: unknown command '\(name.escapingControlCharacters)'; \(known)"
            }
            command = subcommand
        }
        return nil
    }

    /// The mistake in a completion flag naming no shell, if any.
    static func completionMistake(_ arguments: [String]) -> String? {
        let flag = "--generate-completion-script"
        guard let index = arguments.firstIndex(of: flag) else { return nil }
        guard index + 1 == arguments.count || arguments[index + 1].hasPrefix("-") else { return nil }
        return "\(flag) needs a shell: " + completionShells.joined(separator: ", ")
    }

    /// `root` and every subcommand below it.
    static func commandTypes(of root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commandTypes(of: $0) }
    }

    /// ArgumentParser's brief message, made one line: control characters in echoed values
    /// escaped, a lower-cased first letter (it follows "tool: "), and, where the message names a
    /// flag without saying what it takes (a missing value), the flag's help appended.
    static func oneLine<Root: ParsableCommand>(for error: any Error, root: Root.Type) -> String {
        // Escaped after the list is joined: a newline inside an echoed value must not cut the
        // line short.
        var line = joinedValueList(root.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines))
            .escapingControlCharacters
        if line.hasPrefix("Missing value") || line.hasPrefix("Missing expected argument"),
           let help = root.fullMessage(for: error).split(whereSeparator: \.isNewline)
               .first(where: { $0.hasPrefix("Help:") }) {
            // "Help:  --pages <count>  The number of pages, …": keep what follows the synopsis.
            let parts = help.dropFirst("Help:".count).components(separatedBy: "  ").filter { !$0.isEmpty }
            if var text = parts.dropFirst().first?.trimmingCharacters(in: .whitespaces) {
                if let range = text.range(of: " (default:") { text = String(text[..<range.lowerBound]) }
                if text.hasSuffix(".") { text.removeLast() }
                if let first = text.first { line += ": " + first.lowercased() + text.dropFirst() }
            }
        }
        if let first = line.first, first.isUppercase, !line.hasPrefix("--") {
            line = first.lowercased() + line.dropFirst()
        }
        return line
    }
}
