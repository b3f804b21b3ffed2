import Foundation

/// A shell command line run as a person types it (`folio-demo grid --events | head -1`), with
/// `$DEMO`, `$EXAMPLE` and `$ASSETS` set to the built demo, the embedding example and the
/// assets; what it prints on standard output is read (put the status there with `echo $?` or
/// `${PIPESTATUS[0]}`), and a file `$ERR` collects what the programs say on standard error.
struct ShellRun {
    let output: String
    let standardError: String

    /// Runs `script` with bash (nil if it did not end within `timeout` seconds), while no other
    /// suite's demo is on the display.
    static func run(_ script: String, environment extra: [String: String] = [:], timeout: Double = 30) throws -> ShellRun? {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("folio-shell-\(UUID().uuidString).err").path
        defer { try? FileManager.default.removeItem(atPath: errors) }
        var environment = ProcessInfo.processInfo.environment
        environment["DEMO"] = DemoPaths.binary
        environment["EXAMPLE"] = DemoPaths.exampleBinary
        environment["ASSETS"] = DemoPaths.assets
        environment["ERR"] = errors
        environment.merge(extra) { $1 }
        let run = try DemoProcess.withDisplay {
            try CommandRun.run("/bin/bash", ["-c", script], environment: environment, timeout: timeout)
        }
        guard let run else { return nil }
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return ShellRun(output: run.standardOutput, standardError: text + run.standardError)
    }

    /// The lines of standard output.
    var lines: [String] { output.split(separator: "\n").map(String.init) }

    /// The lines the programs wrote on standard error.
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
}
