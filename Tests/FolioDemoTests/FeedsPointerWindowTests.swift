import Foundation
import Testing

/// A post's avatar and photo are tappable in a real window, clicked with xdotool: each reports
/// `tapped{page,item,node}` once; and the mouse shows the hand over what a click acts on (a
/// link, the like button, the avatar, the photo) and the arrow over plain text, read from the X
/// server's cursor.
@Suite("Feeds pointer", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsPointerWindowTests {
    /// Post 0's avatar: 40 px square, 16 px in, 14 px below the post's top (under the header).
    private static let avatar = (x: 16 + 20, y: FeedsSession.headerHeight + 14 + 20)
    /// Post 0's hashtag, at the start of its first line.
    private static let tag = (x: 16 + 12, y: FeedsSession.headerHeight + 14 + 40 + 10 + 10)
    /// The first sentence beside it: plain text.
    private static let plain = (x: 16 + 85 + 40 + 300, y: tag.y)
    /// Post 0's like button, at the right end of its author line.
    private static let like = (x: FeedsSession.width - 16 - 30, y: avatar.y)
    /// Post 2's photo, whose top the two short posts above it put about 395 px down (English
    /// text, the window 1024 wide), reaching past the window's bottom.
    private static let photo = (x: 500, y: 540)

    @Test("A click on post 0's avatar reports tapped with node avatar; one on post 2's photo, node photo; nothing else is reported")
    func tapAvatarAndPhoto() throws {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent(), "the first screen draws posts with their photos")
        var mark = feeds.mark
        feeds.click(x: Self.avatar.x, y: Self.avatar.y)
        let avatar = try #require(feeds.waitForEvent(after: mark, timeout: 4) { $0.name == "tapped" })
        #expect(avatar["page"] == 0 && avatar["item"] == 0 && avatar.words["node"] == "avatar", "\(avatar)")

        mark = feeds.mark
        feeds.click(x: Self.photo.x, y: Self.photo.y)
        let photo = try #require(feeds.waitForEvent(after: mark, timeout: 4) { $0.name == "tapped" })
        #expect(photo["page"] == 0 && photo["item"] == 2 && photo.words["node"] == "photo", "\(photo)")
        #expect(feeds.noEvent(after: mark, within: 0.5) { ["liked", "link", "feed-settled", "settled"].contains($0.name) },
                "a tap neither likes, follows a link, scrolls nor pages: \(feeds.events)")
        #expect(feeds.events(named: "tapped").count == 2, "\(feeds.events(named: "tapped"))")
    }

    @Test("A drag that starts on a photo scrolls the feed and taps nothing")
    func dragFromThePhoto() throws {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent())
        let mark = feeds.mark
        feeds.drag(x: Self.photo.x, y: Self.photo.y, dx: 0, dy: -120, hold: 0.15)
        #expect(feeds.nextFeedSettle(after: mark, page: 0) != nil, "the drag scrolled the feed")
        #expect(feeds.noEvent(after: mark, within: 0.5) { $0.name == "tapped" }, "\(feeds.events(named: "tapped"))")
    }

    @Test("The cursor is the hand over a link, the like button, the avatar and the photo, and the arrow over plain text")
    func handOverWhatActs() throws {
        let feeds = try FeedsSession()
        #expect(feeds.showsContent())
        #expect(XCursor.name() != nil, "the X cursor can be read")
        let spots: [(name: String, x: Int, y: Int, cursor: String)] = [
            ("plain text", Self.plain.x, Self.plain.y, "left_ptr"),
            ("the hashtag", Self.tag.x, Self.tag.y, "hand2"),
            ("plain text again", Self.plain.x, Self.plain.y, "left_ptr"),
            ("the like button", Self.like.x, Self.like.y, "hand2"),
            ("the header", 300, 20, "left_ptr"),
            ("the avatar", Self.avatar.x, Self.avatar.y, "hand2"),
            ("the photo", Self.photo.x, Self.photo.y, "hand2"),
            ("the text once more", Self.plain.x, Self.plain.y, "left_ptr"),
        ]
        for spot in spots {
            XDoTool.run(["mousemove", "--window", feeds.window.window, "\(spot.x)", "\(spot.y)"])
            #expect(XCursor.settledName(waitingFor: spot.cursor) == spot.cursor, "over \(spot.name)")
        }
    }
}
