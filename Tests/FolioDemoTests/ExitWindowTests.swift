import Foundation
import Testing

/// Quitting the real demo under load: every way of asking (keys, SIGTERM, SIGINT, SIGHUP) ends
/// it with status 0 within a second, its `quit` event the last line it prints. Runs the demo
/// under the Xvfb that `make test` starts.
@Suite("Demo exit", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct ExitWindowTests {
    /// The issue's limit from the request to the process being gone.
    static let exitDeadline = 1.0
    static let quitLine = #"{"event":"quit"}"#
    static let signals: [(Int32, String)] = [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP")]

    /// SplitMix64, so that a failing run's delays can be replayed from the printed seed.
    private struct SeededDelays {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        /// A delay in seconds in 0...`limit`, in whole milliseconds.
        mutating func next(upTo limit: Double) -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z % UInt64(limit * 1000 + 1)) / 1000
        }
    }

    /// The stress demo with eight workers on its default million pages, its window found and its
    /// first frame shown.
    private func launchStress() throws -> (DemoProcess, XDoTool) {
        let demo = try DemoProcess(arguments: ["stress", "--workers", "8", "--events", "--assets", DemoPaths.assets])
        try #require(demo.waitForEvent { $0.name == "ready" } != nil, "no ready event; stderr: \(demo.standardError)")
        let window = try #require(XDoTool(pid: demo.pid), "the demo's window was not found")
        return (demo, window)
    }

    @Test("End, then SIGTERM, SIGINT or SIGHUP 0–300 ms later: 30 clean exits within a second")
    func signalsUnderLoad() throws {
        let seed = ProcessInfo.processInfo.environment["FOLIO_EXIT_SEED"].flatMap { UInt64($0) }
            ?? UInt64(Date().timeIntervalSince1970 * 1000)
        print("Demo exit: seed \(seed) (FOLIO_EXIT_SEED=\(seed) replays the delays)")
        var delays = SeededDelays(seed: seed)
        var latencies: [Double] = []
        for run in 0..<30 {
            let (signal, name) = Self.signals[run % Self.signals.count]
            let delay = delays.next(upTo: 0.3)
            let (demo, window) = try launchStress()
            window.key("End")
            Thread.sleep(forTimeInterval: delay)
            let (status, seconds) = demo.signalAndTimeExit(signal, timeout: 8)
            demo.expectCleanExit(status: status, seconds: seconds, "run \(run), \(name) \(Int(delay * 1000)) ms after End")
            latencies.append(seconds)
        }
        let sorted = latencies.sorted()
        print("Demo exit: latency over \(sorted.count) runs: p50 \(Int(sorted[sorted.count / 2] * 1000)) ms, max \(Int((sorted.last ?? 0) * 1000)) ms")
    }

    @Test("Esc and Q quit cleanly under load", arguments: ["Escape", "q"])
    func keysQuit(_ key: String) throws {
        let (demo, window) = try launchStress()
        window.key("End")
        let pressed = Date()
        window.key(key)
        let (status, seconds) = demo.timeExit(since: pressed)
        demo.expectCleanExit(status: status, seconds: seconds, "\(key) after End")
    }

    @Test("SIGTERM while a large photo is being decoded: a clean exit within a second")
    func quitDuringSlowDecode() throws {
        let assets = try Self.largePhotoAssets()
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let demo = try DemoProcess(arguments: ["photos", "--events", "--pages", "12", "--workers", "2",
                                               "--size", "800x600", "--assets", assets])
        // The first frame gives up waiting for its content after its timeout: the decodes go on.
        try #require(demo.waitForEvent(timeout: 15) { $0.name == "ready" } != nil, "no ready event; stderr: \(demo.standardError)")
        Thread.sleep(forTimeInterval: 0.2)
        let (status, seconds) = demo.signalAndTimeExit(SIGTERM, timeout: 20)
        print("Demo exit: SIGTERM during a decode of an 8000×8000 photo: gone after \(Int(seconds * 1000)) ms")
        let lines = demo.outputLines()
        #expect(status == 0, "exit status \(status.map(String.init) ?? "none"); stderr: \(demo.standardError)")
        #expect(lines.last == Self.quitLine, "last line \(lines.last ?? "none")")
        // The decoder checks the job's cancellation token between reads and rows, so the exit
        // does not wait for the decode under way.
        #expect(seconds < Self.exitDeadline, "exited \(Int(seconds * 1000)) ms after SIGTERM")
    }

    /// A temporary assets folder: the real fonts, and a photo list naming one 8000×8000 JPEG
    /// (made with ImageMagick) that takes seconds to decode.
    private static func largePhotoAssets() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-exit-\(UUID().uuidString)").path
        let photos = folder + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: DemoPaths.assets + "/fonts", toPath: folder + "/fonts")
        let list = "file\ttitle\tcredit\tlicence\nlarge.jpg\tA very large photo\tFolio tests\tCC0-1.0\n"
        try list.write(toFile: photos + "/photos.tsv", atomically: true, encoding: .utf8)
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        convert.arguments = ["-size", "8000x8000", "gradient:#3a6ea5-#e0c080", "-quality", "85", photos + "/large.jpg"]
        try convert.run()
        convert.waitUntilExit()
        try #require(convert.terminationStatus == 0, "ImageMagick could not make the large photo")
        return folder
    }
}
