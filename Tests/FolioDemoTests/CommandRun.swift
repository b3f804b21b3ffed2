import Foundation

/// One run of a command-line tool that is expected to exit by itself: its status and everything
/// it printed, each stream read to its end.
struct CommandRun {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Runs `executable` with `arguments` and waits for it; nil if it is still running after
    /// `timeout` seconds (it is then killed).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 10) throws -> CommandRun? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both streams while it runs, so that a full pipe cannot stall it.
        let outputText = SharedText(), errorText = SharedText()
        let readers = DispatchGroup()
        for (pipe, text) in [(output, outputText), (errors, errorText)] {
            DispatchQueue.global().async(group: readers) {
                text.append(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            }
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        readers.wait()
        return CommandRun(status: process.terminationStatus, standardOutput: outputText.value, standardError: errorText.value)
    }
}
