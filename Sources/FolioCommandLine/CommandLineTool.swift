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
            OutputChannel.standardOutput.finish(with: [text], timeout: finishTimeout)
            exit(0)
        case .mistake(let line):
            fail(line, program: program, status: CommandLineOutcome.mistakeStatus)
        }
    }

    /// How long a tool waits at exit for its last lines to be written, in seconds: a reader that
    /// has stopped reading does not keep it from exiting.
    public static let finishTimeout = 0.5

    /// Prints "`program`: `message`" (control characters escaped) on standard error, after what
    /// was already queued for it, and exits with `status`. A closed or full standard error
    /// loses the line, not the exit.
    public static func fail(_ message: String, program: String, status: Int32) -> Never {
        OutputChannel.standardError.finish(with: ["\(program): \(message.escapingControlCharacters)"], timeout: finishTimeout)
        exit(status)
    }
}
