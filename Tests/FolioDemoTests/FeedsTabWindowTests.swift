import Foundation
import Testing

/// Tab into the feeds' posts in a real window: the focus goes to the first post's avatar (a
/// tappable node), its like button, then its text's link, and back; Enter and Space act on what
/// it is on, as a click would.
@Suite("Feeds Tab into posts", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsTabWindowTests {
    /// Post 0's author line at offset 0, below the feed's header.
    private static let firstLikeY = FeedsSession.likeY(postTop: Double(FeedsSession.headerHeight))

    private func launch() throws -> FeedsSession {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent(), "the first screen draws posts with their photos")
        _ = feeds.stillScreen()
        return feeds
    }

    @Test("Tab reaches post 0's avatar (Enter taps it), then its like button, shown by its ring; Enter likes the post and Space takes the like back")
    func tabToLike() throws {
        let feeds = try launch()
        let plain = try #require(feeds.stillLikeButton(y: Self.firstLikeY), "post 0's like button is drawn")
        var mark = feeds.mark
        feeds.key("Tab")
        feeds.key("Return")
        let tapped = try #require(feeds.waitForEvent(after: mark, timeout: 4) { $0.name == "tapped" }, "Enter on the avatar taps it")
        #expect(tapped["page"] == 0 && tapped["item"] == 0 && tapped.words["node"] == "avatar", "\(tapped)")
        mark = feeds.mark
        feeds.key("Tab")
        #expect(feeds.likeButton(y: Self.firstLikeY, differsFrom: plain), "the focused button is drawn with its ring")
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "liked" }, "Tab alone likes nothing")
        feeds.key("Return")
        let liked = try #require(feeds.nextLike(after: mark), "Enter on the focused button likes the post")
        #expect(liked["page"] == 0 && liked["item"] == 0 && liked.numbers["liked"] == 1, "\(liked)")
        mark = feeds.mark
        feeds.key("space")
        let unliked = try #require(feeds.nextLike(after: mark), "Space acts on it too")
        #expect(unliked["item"] == 0 && unliked.numbers["liked"] == 0, "\(unliked)")
        #expect(feeds.noEvent(after: 0, within: 0.2) { $0.name == "feed-settled" }, "Space acted rather than scrolled: \(feeds.events)")
    }

    @Test("The third Tab goes on to the post's link, whose Enter reports it; Shift+Tab comes back to the like button")
    func tabToLink() throws {
        let feeds = try launch()
        feeds.key("Tab")
        feeds.key("Tab")
        feeds.key("Tab")
        var mark = feeds.mark
        feeds.key("Return")
        let link = try #require(feeds.waitForEvent(after: mark, timeout: 4) { $0.name == "link" }, "Enter on the link reports it")
        #expect(link["page"] == 0 && link["item"] == 0 && link.words["link"] != nil, "\(link)")
        #expect(feeds.noEvent(after: mark, within: 0.2) { $0.name == "liked" })
        mark = feeds.mark
        feeds.key("shift+Tab")
        feeds.key("Return")
        let liked = try #require(feeds.nextLike(after: mark), "back on the like button")
        #expect(liked["item"] == 0 && liked.numbers["liked"] == 1, "\(liked)")
    }
}
