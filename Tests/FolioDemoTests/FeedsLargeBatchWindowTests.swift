import Foundation
import Testing

/// A million posts in one batch (`feeds --items 1000000 --batch 1000000`): the feeds open, and
/// quitting ends the demo with status 0 within a second, its `quit` event the last line, whether
/// the lists are still laying their million rows out or have done so. Runs the demo under the
/// Xvfb that `make test` starts.
@Suite("Feeds of a million posts", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsLargeBatchWindowTests {
    /// The feeds demo with a million posts in its first (and only) batch.
    private func launch() throws -> DemoProcess {
        let demo = try DemoProcess(arguments: ["feeds", "--items", "1000000", "--batch", "1000000", "--size", "1024x700",
                                               "--events", "--assets", DemoPaths.assets])
        // Generous: the first frame's wait for its content is the host's, not what this checks.
        try #require(demo.waitForEvent(timeout: 30) { $0.name == "ready" } != nil, "no ready event; stderr: \(demo.standardError)")
        return demo
    }

    @Test("ready with a million posts, its content shown; SIGTERM then ends it cleanly within a second")
    func readyThenQuit() throws {
        let demo = try launch()
        #expect(demo.waitForEvent(timeout: 10) { $0.name == "content" && $0["page"] == 0 } != nil,
                "the first feed's posts were not shown; stderr: \(demo.standardError)")
        Thread.sleep(forTimeInterval: 1)
        let (status, seconds) = demo.signalAndTimeExit(SIGTERM, timeout: 20)
        print("Feeds of a million posts: gone \(Int(seconds * 1000)) ms after SIGTERM")
        demo.expectCleanExit(status: status, seconds: seconds, "SIGTERM after the first screen")
    }

    @Test("SIGTERM as soon as the window is ready, while the million posts are still being laid out: a clean exit within a second", arguments: [0.0, 0.3])
    func quitWhileLoading(delay: Double) throws {
        let demo = try launch()
        Thread.sleep(forTimeInterval: delay)
        let (status, seconds) = demo.signalAndTimeExit(SIGTERM, timeout: 20)
        print("Feeds of a million posts: SIGTERM \(Int(delay * 1000)) ms after ready: gone after \(Int(seconds * 1000)) ms")
        demo.expectCleanExit(status: status, seconds: seconds, "SIGTERM \(Int(delay * 1000)) ms after ready")
    }
}
