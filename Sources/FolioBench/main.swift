import FolioCommandLine
import FolioCore
import Foundation

// folio-bench: runs the release folio-demo headless through scripted sessions, the
// asynchronous and synchronous pipelines alternating, and its text measurement, and prints
// medians with their targets.

// Output that fails (a reader gone, a full disk) is an error code, never the tool's death: its
// lines go through Folio's output channels.
OutputChannel.reopenClosedStandardDescriptors()
signal(SIGPIPE, SIG_IGN)

// The command line is validated here: a mistake is one line and exit status 2.
guard let command = CommandLineTool.parseOrExit(BenchCommand.self, program: "folio-bench") as? BenchCommand else {
    CommandLineTool.fail("run 'folio-bench --help' for the options", program: "folio-bench", status: CommandLineOutcome.mistakeStatus)
}
let rounds = command.rounds
let output = command.output

func fail(_ message: String, status: Int32) -> Never {
    CommandLineTool.fail(message, program: "folio-bench", status: status)
}

let started = Date()
var suite = BenchSuite(binary: command.demo, photosBinary: command.photosBinary, assets: command.assets, rounds: rounds, sessions: command.sessions,
                       visitRounds: command.visitRounds ?? rounds, textRepetitions: command.textRepetitions) { line in
    OutputChannel.standardError.send(line)
}
do {
    try suite.runAll()
} catch {
    fail("\(error)", status: 1)
}
let report = BenchReport(figures: suite.figures, rounds: rounds, date: started, sessions: command.sessions,
                         crashes: suite.crashes)
OutputChannel.standardOutput.send(report.table)
do {
    let url = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.json().write(to: url)
    OutputChannel.standardOutput.send("\nAll figures (median and every round): \(output); took \(Int(Date().timeIntervalSince(started))) s")
} catch {
    fail("cannot write \(output): \(error)", status: 1)
}
OutputChannel.standardOutput.finish(timeout: CommandLineTool.finishTimeout)
OutputChannel.standardError.finish(timeout: CommandLineTool.finishTimeout)
