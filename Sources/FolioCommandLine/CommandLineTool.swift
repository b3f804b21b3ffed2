import ArgumentParser
import FolioCore
import Foundation

/// The start of a Folio command-line tool: parse, print help or a one-line mistake, or hand
/// back the command to run. Main thread (a tool's `main`).
public enum CommandLineTool {
    /// Parses the process's arguments with `root`. Help and completion scripts are printed and
    /// the process exits 0; a mistake is printed as "`program`: …" on standard error and the
    /// process exits 2. Otherwise returns the command, for the caller to run.
    public static func parseOrExit<Root: ParsableCommand>(
        _ root: Root.Type,
        program: String,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> any ParsableCommand {
        switch CommandLineOutcome(parsing: arguments, with: root) {
        case .run(let command):
            return command
        case .print(let text):
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
            exit(0)
        case .mistake(let line):
            fail(line, program: program, status: CommandLineOutcome.mistakeStatus)
        }
    }

    /// Prints "`program`: `message`" (control characters escaped) on standard error and exits
    /// with `status`.
    public static func fail(_ message: String, program: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("\(program): \(message.escapingControlCharacters)\n".utf8))
        exit(status)
    }
}
