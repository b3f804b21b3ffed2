import Foundation
import Testing

/// The like button on the feeds' posts, in a real window (under the Xvfb that `make test`
/// starts), clicked with xdotool as a person would: the `liked` events, the button's pixels and
/// everything else's, and the like kept across scrolling and paging.
@Suite("Feeds like button", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsLikeWindowTests {
    /// Post 0's author line at offset 0, below the feed's header.
    private static let firstLikeY = FeedsSession.likeY(postTop: Double(FeedsSession.headerHeight))

    /// The feeds, their first screen drawn and at rest, and post 0's like button as it shows then.
    private func launch(_ arguments: [String] = []) throws -> (FeedsSession, unliked: String) {
        let feeds = try FeedsSession(arguments)
        #expect(feeds.showsContent(), "the first screen draws posts with their photos")
        _ = feeds.stillScreen()
        let button = try #require(feeds.stillLikeButton(y: Self.firstLikeY), "post 0's like button is drawn")
        return (feeds, button)
    }

    /// Whether `event` is a like of post `item` in feed `page`, now liked or not as `liked` says.
    private func isLike(_ event: GridEvent?, page: Int = 0, item: Int, liked: Bool) -> Bool {
        event?["page"] == page && event?["item"] == item && event?.numbers["liked"] == (liked ? 1 : 0) && event?["count"] != nil
    }

    @Test("A click on a post's like button likes it: one liked event, the button redrawn and nothing else; a second click takes it back")
    func clickTogglesTheLike() throws {
        let (feeds, unliked) = try launch()
        let y = Self.firstLikeY
        let screen = try #require(feeds.screen(outsideLikeButtonAt: y))

        // Held down, the button shows it is pressed, and nothing is liked yet.
        var mark = feeds.mark
        feeds.press(x: FeedsSession.likeX, y: y)
        #expect(feeds.likeButton(y: y, differsFrom: unliked), "the pressed button is drawn highlighted")
        let pressed = feeds.likeButton(y: y)
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "liked" }, "a press alone likes nothing")
        feeds.release()
        let liked = try #require(feeds.nextLike(after: mark))
        #expect(isLike(liked, item: 0, liked: true), "\(liked)")
        let count = try #require(liked["count"])
        #expect(count >= 1, "the count includes the reader's like: \(liked)")
        #expect(feeds.likeButton(y: y, differsFrom: unliked), "the liked button is drawn filled")
        let likedButton = try #require(feeds.stillLikeButton(y: y))
        #expect(likedButton != unliked && likedButton != pressed, "liked, pressed and unliked look different")
        #expect(feeds.screen(outsideLikeButtonAt: y) == screen, "only the button changed")
        #expect(feeds.events(named: "liked", after: mark).count == 1, "\(feeds.events(named: "liked"))")

        mark = feeds.mark
        feeds.click(x: FeedsSession.likeX, y: y)
        let unlikedEvent = try #require(feeds.nextLike(after: mark))
        #expect(isLike(unlikedEvent, item: 0, liked: false) && unlikedEvent["count"] == count - 1, "\(unlikedEvent)")
        #expect(feeds.likeButton(y: y, shows: unliked), "the button is drawn as before the first click")
        #expect(feeds.screen(outsideLikeButtonAt: y) == screen, "only the button changed")
        #expect(feeds.noEvent(after: 0, within: 0.2) { $0.name == "feed-settled" || $0.name == "settled" },
                "clicks neither scroll nor page: \(feeds.events)")
    }

    @Test("Clicks in quick succession each toggle the like: four clicks 20 ms apart, four liked events, the button as it was")
    func quickClicksEachCount() throws {
        let (feeds, unliked) = try launch()
        let y = Self.firstLikeY
        let mark = feeds.mark
        XDoTool.run(["mousemove", "--window", feeds.window.window, "\(FeedsSession.likeX)", "\(y)",
                     "click", "--repeat", "4", "--delay", "20", "1"])
        // 20 ms apart, the later clicks land while the post is still being laid out again after
        // the click before (without the old layout's buttons, three of the four were lost).
        feeds.demo.waitForQuiet(0.5)
        let likes = feeds.events(named: "liked", after: mark)
        #expect(likes.map { $0.numbers["liked"] } == [1, 0, 1, 0], "\(likes)")
        #expect(Set(likes.compactMap { $0["count"] }).count == 2, "the count goes up and down by one: \(likes)")
        #expect(feeds.likeButton(y: y, shows: unliked), "after an even number of clicks the button is as it was")
    }

    /// Scrolls feed 0 four wheel notches down, and a step back up if that left post `first`'s
    /// author line above the window: the first post on screen, and where its like button is.
    /// The same input lands on the same post at the same place again from the top.
    private func scrollToALaterPost(_ feeds: FeedsSession) throws -> (item: Int, y: Int) {
        var mark = feeds.mark
        feeds.wheel(notches: 4)
        let settled = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        let item = try #require(settled["first"])
        let offset = try #require(settled.numbers["offset"])
        var top = try #require(settled.numbers["top"], "feed-settled says where post \(item) begins: \(settled)")
        #expect(item > 0 && top <= 0, "\(settled)")
        if FeedsSession.likeY(postTop: top) < 20 {
            mark = feeds.mark
            feeds.key("Up")
            let stepped = try #require(feeds.nextFeedSettle(after: mark, page: 0))
            top += offset - (stepped.numbers["offset"] ?? offset)
        }
        return (item, FeedsSession.likeY(postTop: top))
    }

    @Test("The liked event names the post clicked: a post further down, found by feed-settled's top")
    func likeOfALaterPost() throws {
        let (feeds, _) = try launch()
        let (item, y) = try scrollToALaterPost(feeds)
        let unliked = try #require(feeds.stillLikeButton(y: y))
        let mark = feeds.mark
        feeds.click(x: FeedsSession.likeX, y: y)
        let liked = try #require(feeds.nextLike(after: mark))
        #expect(isLike(liked, item: item, liked: true), "post \(item), its button at \(y): \(liked)")
        #expect(feeds.likeButton(y: y, differsFrom: unliked))
    }

    @Test("A like is kept when its post scrolls away and back, and when its feed is paged away two feeds and back")
    func likeSurvivesScrollingAndPaging() throws {
        let (feeds, unliked) = try launch()
        let y = Self.firstLikeY
        var mark = feeds.mark
        feeds.click(x: FeedsSession.likeX, y: y)
        let liked = try #require(feeds.nextLike(after: mark))
        #expect(isLike(liked, item: 0, liked: true), "\(liked)")
        #expect(feeds.likeButton(y: y, differsFrom: unliked))
        let likedButton = try #require(feeds.stillLikeButton(y: y))

        // To the end of the first batch (thirty posts) and back to the top.
        mark = feeds.mark
        feeds.key("End")
        let end = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(end["first"].map { $0 > 10 } == true, "post 0 went far out of sight: \(end)")
        mark = feeds.mark
        feeds.key("Home")
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == 0)
        #expect(feeds.likeButton(y: y, shows: likedButton), "post 0 came back liked")

        // Two feeds on, the pager lets feed 0's list go; the list made on the way back asks the
        // store again.
        mark = feeds.mark
        feeds.key("Right", "Right")
        #expect(feeds.waitForEvent(after: mark) { $0.name == "settled" && $0["page"] == 2 } != nil)
        #expect(feeds.waitForEvent(after: mark) { $0.name == "content" && $0["page"] == 2 } != nil)
        _ = feeds.stillScreen()
        mark = feeds.mark
        feeds.key("Left", "Left")
        #expect(feeds.waitForEvent(after: mark) { $0.name == "settled" && $0["page"] == 0 } != nil)
        #expect(feeds.likeButton(y: y, shows: likedButton), "post 0 came back liked after the paging")

        // And the like taken back there is what the store holds.
        mark = feeds.mark
        feeds.click(x: FeedsSession.likeX, y: y)
        let unlikedEvent = try #require(feeds.nextLike(after: mark))
        #expect(isLike(unlikedEvent, item: 0, liked: false) && unlikedEvent["count"] == liked["count"].map { $0 - 1 },
                "\(unlikedEvent)")
        #expect(feeds.likeButton(y: y, shows: unliked))
    }

    @Test("A click on a post outside its like button likes nothing and changes nothing on screen")
    func clickOutsideTheButton() throws {
        let (feeds, _) = try launch()
        let screen = try #require(feeds.stillScreen())
        let mark = feeds.mark
        // The author line's empty middle, left of the button; the text below it; the avatar.
        let missY = Self.firstLikeY
        for (x, y) in [(FeedsSession.width - 16 - 150, missY), (300, missY + 40), (36, missY)] {
            feeds.click(x: x, y: y)
        }
        #expect(feeds.noEvent(after: mark, within: 0.8) { $0.name == "liked" }, "\(feeds.events(named: "liked"))")
        #expect(feeds.shows(screen), "no post was highlighted, selected or redrawn")
    }

    @Test("A drag that starts on a like button scrolls the feed or turns the page, likes nothing, and leaves the button as it was")
    func dragFromTheButton() throws {
        let (feeds, _) = try launch()
        let (item, y) = try scrollToALaterPost(feeds)
        let before = try #require(feeds.events(named: "feed-settled").last?.numbers["offset"])
        let unliked = try #require(feeds.stillLikeButton(y: y))

        var mark = feeds.mark
        feeds.drag(x: FeedsSession.likeX, y: y, dx: 0, dy: 200, hold: 0.15)
        let dragged = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        let moved = before - dragged.numbers["offset", default: before]
        #expect((150...200).contains(moved), "the feed followed the drag back up by \(moved): \(dragged)")

        // Back to where post `item`'s button was: the button is not left pressed.
        mark = feeds.mark
        feeds.key("Home")
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == 0)
        let again = try scrollToALaterPost(feeds)
        #expect(again.item == item && again.y == y, "the same input reaches the same post: \(again), not \((item, y))")
        #expect(feeds.likeButton(y: y, shows: unliked), "the button is drawn as before the drag")

        mark = feeds.mark
        feeds.drag(x: FeedsSession.likeX, y: y, dx: -600, dy: 0, hold: 0.15)
        #expect(feeds.nextSettledPage(after: mark) == 1, "a sideways drag from the button turns the page")
        mark = feeds.mark
        feeds.key("Left")
        #expect(feeds.nextSettledPage(after: mark) == 0)
        #expect(feeds.likeButton(y: y, shows: unliked), "the button is drawn as before the drags")
        #expect(feeds.events(named: "liked").isEmpty, "\(feeds.events(named: "liked"))")
    }
}
