import Foundation
import Testing

/// The hashtags and mentions in the feeds' posts, in a real window, clicked with xdotool: a click
/// on one reports a `link` event naming the post and the link and changes nothing else on
/// screen; plain text beside it reports nothing.
@Suite("Feeds links", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsLinkWindowTests {
    /// Post 0's text begins below its author line and a 10 px gap (the header, 48 px, above it):
    /// the middle of its first line, 15 px type with a quarter line between lines.
    private static let firstLineY = FeedsSession.headerHeight + 14 + 40 + 10 + 10
    /// Every post opens with its topic's hashtag, 16 px in: 12 px further is on the shortest
    /// ("#fog", about 35 px wide).
    private static let tagX = 16 + 12
    /// Right of the longest hashtag ("#mountains", about 85 px) and on the first sentence, which
    /// is never shorter than "Worth the early alarm.".
    private static let plainX = 16 + 85 + 40
    /// The box the hashtag is compared in: the start of the first line.
    private static let tagBox = (x: 8, y: firstLineY - 12, width: 100, height: 24)

    private func isTagLink(_ event: GridEvent?) -> Bool {
        guard let event, event["page"] == 0, event["item"] == 0, let link = event.words["link"] else { return false }
        return link.hasPrefix("tag:") && link.count > 4
    }

    @Test("A click on a post's hashtag reports it, once, naming the post; held down it shows pressed, and afterwards the screen is as before")
    func clickOnAHashtag() throws {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent(), "the first screen draws posts with their photos")
        let screen = try #require(feeds.stillScreen())
        let box = Self.tagBox
        let tag = try #require(feeds.crop(x: box.x, y: box.y, width: box.width, height: box.height))

        var mark = feeds.mark
        feeds.press(x: Self.tagX, y: Self.firstLineY)
        #expect(feeds.still(timeout: 3) { feeds.crop(x: box.x, y: box.y, width: box.width, height: box.height)?.signature }
                .map { $0 != tag.signature } == true, "the pressed hashtag is drawn in its pressed colour")
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "link" }, "a press alone reports nothing")
        feeds.release()
        let event = try #require(feeds.waitForEvent(after: mark, timeout: 4) { $0.name == "link" })
        #expect(isTagLink(event), "\(event)")
        #expect(feeds.shows(screen), "released, the hashtag is drawn as before and nothing else changed")
        #expect(feeds.events(named: "link", after: mark).count == 1, "\(feeds.events(named: "link"))")
        #expect(feeds.noEvent(after: mark, within: 0.2) { ["liked", "feed-settled", "settled"].contains($0.name) },
                "a link neither likes, scrolls nor pages: \(feeds.events)")

        // The same link again: the same event.
        mark = feeds.mark
        feeds.click(x: Self.tagX, y: Self.firstLineY)
        let again = try #require(feeds.waitForEvent(after: mark, timeout: 4) { $0.name == "link" })
        #expect(again.words["link"] == event.words["link"])
    }

    @Test("A click on the plain text beside a hashtag, or on the author line, reports no link and changes nothing on screen")
    func clickOnPlainText() throws {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent())
        let screen = try #require(feeds.stillScreen())
        let mark = feeds.mark
        feeds.click(x: Self.plainX, y: Self.firstLineY)
        feeds.click(x: 200, y: FeedsSession.likeY(postTop: Double(FeedsSession.headerHeight)))
        #expect(feeds.noEvent(after: mark, within: 0.8) { $0.name == "link" }, "\(feeds.events(named: "link"))")
        #expect(feeds.shows(screen), "no post was highlighted, selected or redrawn")
    }

    @Test("A drag that starts on a hashtag scrolls the feed and reports no link")
    func dragFromAHashtag() throws {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent())
        _ = feeds.stillScreen()
        let mark = feeds.mark
        feeds.drag(x: Self.tagX, y: Self.firstLineY, dx: 0, dy: -100, hold: 0.15)
        #expect(feeds.nextFeedSettle(after: mark, page: 0) != nil, "the drag scrolled the feed")
        #expect(feeds.noEvent(after: mark, within: 0.5) { $0.name == "link" }, "\(feeds.events(named: "link"))")
    }
}
