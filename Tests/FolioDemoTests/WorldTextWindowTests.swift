import Foundation
import Testing

/// The demos with text in the world's scripts (`--text world`, the photos' titles), in the real
/// window: every page and post is laid out and drawn without a complaint, and emoji come out in
/// colour on screen.
@Suite("World text, in the window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct WorldTextWindowTests {
    /// The stress demo's page in the voice of emoji, and one in Korean (no colour at all).
    private static let emojiPage = 10, koreanPage = 9

    /// The share of strongly coloured pixels in the stress demo's window on `page`.
    private func saturatedShare(onStressPage page: Int) throws -> Double {
        let demo = try DemoProcess(arguments: ["stress", "--events", "--text", "world", "--size", "700x450", "--start", "\(page)",
                                               "--assets", DemoPaths.assets])
        defer { _ = demo.terminate() }
        try #require(demo.waitForEvent { $0.name == "content" && $0["page"] == page } != nil, "stderr: \(demo.standardError)")
        let window = try #require(XDoTool(pid: demo.pid))
        demo.waitForQuiet()
        let shot = try #require(Screenshot(window: window.window))
        defer { shot.remove() }
        #expect(demo.terminate() == 0)
        #expect(demo.standardError.isEmpty, "\(demo.standardError)")
        // The page's body text, below its heading and above the page indicator: some pages
        // have a bar of colour swatches above the heading, which is not text.
        let body = try #require(shot.cropped(x: 0, y: 115, width: 700, height: 260))
        defer { body.remove() }
        return try #require(body.saturatedShare)
    }

    @Test("A stress page of emoji shows colour where a page of Korean shows none: emoji are drawn in colour, not as boxes")
    func emojiInColour() throws {
        let emoji = try saturatedShare(onStressPage: Self.emojiPage)
        let korean = try saturatedShare(onStressPage: Self.koreanPage)
        // About 5% of the emoji page's body is strongly coloured, none of the Korean page's;
        // emoji drawn as boxes or in grey would leave it near none too.
        #expect(emoji > 0.02 && korean < 0.005, "emoji page \(emoji), Korean page \(korean)")
    }

    @Test("The photos demo shows every photo with its title in its script, none drawn with a complaint")
    func photosInEveryScript() throws {
        let demo = try DemoProcess(arguments: ["photos", "--events", "--size", "800x500", "--assets", DemoPaths.assets])
        defer { _ = demo.terminate() }
        try #require(demo.waitForEvent { $0.name == "ready" } != nil, "stderr: \(demo.standardError)")
        let window = try #require(XDoTool(pid: demo.pid))
        for page in 0..<20 {
            #expect(demo.waitForEvent { $0.name == "content" && $0["page"] == page } != nil, "page \(page) never showed")
            if page < 19 { window.key("Right") }
        }
        #expect(demo.terminate() == 0)
        #expect(demo.standardError.isEmpty, "\(demo.standardError)")
    }

    @Test("The feeds in world text scroll through posts in every voice and page to the next feed, none drawn with a complaint")
    func feedsInWorldText() throws {
        let demo = try DemoProcess(arguments: ["feeds", "--events", "--text", "world", "--size", "800x600", "--assets", DemoPaths.assets])
        defer { _ = demo.terminate() }
        try #require(demo.waitForEvent { $0.name == "ready" } != nil, "stderr: \(demo.standardError)")
        let window = try #require(XDoTool(pid: demo.pid))
        for _ in 0..<12 {
            window.key("Page_Down")
            Thread.sleep(forTimeInterval: 0.15)
        }
        window.key("Right")
        #expect(demo.waitForEvent { $0.name == "content" && $0["page"] == 1 } != nil, "the second feed never showed")
        #expect(demo.terminate() == 0)
        #expect(demo.standardError.isEmpty, "\(demo.standardError)")
    }
}
