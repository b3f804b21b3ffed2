import Foundation
import Testing

/// Quitting while recording: SIGTERM during a fling, the encoder behind, ends the demo within a
/// second with status 0 and its `quit` event last; the frames not yet written are dropped (said
/// in at most one line) and those written are whole PNGs. Runs the demo under the Xvfb that
/// `make test` starts; a window larger than its screen is still drawn and read back whole.
@Suite("Recording window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct RecordWindowTests {
    @Test("SIGTERM while recording a fling exits within a second, status 0, quit last; the frames written are whole",
          arguments: ["1024x700", "2400x1600"])
    func signalWhileRecording(size: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-record-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try DemoProcess(arguments: [
            "grid", "--assets", DemoPaths.assets, "--size", size, "--script", "fling", "--events", "--record", folder.path,
        ])
        try #require(demo.waitForEvent(timeout: 30) { $0.name == "ready" } != nil, "no ready event; stderr: \(demo.standardError)")
        // Into the fling, with frames waiting for the encoder (at the larger size, a frame takes
        // it longer than the fling): the case that waited for all of them.
        let third = folder.appendingPathComponent("frame-00003.png")
        let deadline = Date(timeIntervalSinceNow: 30)
        while !FileManager.default.fileExists(atPath: third.path), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try #require(FileManager.default.fileExists(atPath: third.path), "three frames were not written; stderr: \(demo.standardError)")
        let (status, seconds) = demo.signalAndTimeExit(SIGTERM, timeout: 30)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).count) ?? 0
        print("Recording window: \(size): exited \(Int(seconds * 1000)) ms after SIGTERM, \(written) frames written; stderr: \(demo.standardError)")
        demo.expectCleanExit(status: status, seconds: seconds, "\(size): SIGTERM while recording")
        let errors = demo.standardError.split(separator: "\n")
        #expect(errors.count <= 1, "\(demo.standardError)")
        #expect(errors.allSatisfy { $0.hasPrefix("folio: recording: ") && $0.contains("dropped at quit") }, "\(demo.standardError)")
        let frames = try RecordedFrames(folder: folder)
        #expect(frames.broken.isEmpty, "\(frames.broken)")
        #expect(frames.areConsecutiveFrames, "\(frames.names.suffix(5))")
        let expected = size.split(separator: "x").compactMap { Int($0) }
        #expect(frames.size.map { [$0.width, $0.height] } == expected, "frames of \(String(describing: frames.size))")
    }
}
