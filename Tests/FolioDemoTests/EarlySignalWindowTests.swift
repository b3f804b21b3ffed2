import Foundation
import Testing

/// A quit signal in the first moments of a run, before the window exists or while it opens:
/// the demo ends cleanly, status 0 and `quit` last, never killed by the signal.
@Suite("Early signals", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct EarlySignalWindowTests {
    @Test("SIGTERM, SIGINT or SIGHUP 50 to 160 ms after start: 12 clean exits")
    func earlySignals() throws {
        for run in 0..<12 {
            let (signal, name) = ExitWindowTests.signals[run % ExitWindowTests.signals.count]
            let delay = 0.05 + Double(run) * 0.01
            let demo = try DemoProcess(arguments: ["grid", "--events", "--assets", DemoPaths.assets])
            Thread.sleep(forTimeInterval: delay)
            let (status, seconds) = demo.signalAndTimeExit(signal)
            let what = "run \(run): \(name) \(Int(delay * 1000)) ms after start"
            demo.expectCleanExit(status: status, seconds: seconds, what)
            #expect(demo.process.terminationReason == .exit, "\(what): ended by the signal")
        }
    }
}
