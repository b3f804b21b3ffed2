import Testing

extension DemoProcess {
    /// Checks one exit of the demo: status 0, `seconds` from the request to the process being
    /// gone under `ExitWindowTests.exitDeadline`, and `quit` printed once, as the last line.
    /// `what` names the exit in failures.
    func expectCleanExit(status: Int32?, seconds: Double, _ what: String) {
        let lines = outputLines()
        #expect(status == 0, "\(what): exit status \(status.map(String.init) ?? "none, still running"); stderr: \(standardError)")
        #expect(seconds < ExitWindowTests.exitDeadline, "\(what): exited \(Int(seconds * 1000)) ms after the request")
        #expect(lines.last == ExitWindowTests.quitLine, "\(what): last line \(lines.last ?? "none")")
        #expect(lines.filter { $0 == ExitWindowTests.quitLine }.count == 1,
                "\(what): quit printed \(lines.filter { $0 == ExitWindowTests.quitLine }.count) times")
    }
}
