@testable import FolioCore
import Testing
import TestSupport

/// Nested range control: which pages have feeds, and how far each feed's ranges reach. Feeds of
/// 100 px rows on an 800×600 pager: six rows fill a screen.
@MainActor
@Suite("Pager of feeds: nested ranges")
struct PagerFeedRangeTests {
    @Test("Before the visible feed is drawn only its page has a feed; once it is, the neighbours get theirs")
    func warmUp() {
        let driver = FeedFixture.make(initialPage: 5)
        #expect(driver.pagesWithFeeds == [5])
        #expect(driver.source.made == [5])
        driver.settle()
        #expect(driver.pagesWithFeeds == [4, 5, 6])
        #expect(driver.source.made == [5, 4, 6], "the page on screen is made first")
        #expect(driver.pager.rangeController.mode == .full)
    }

    @Test("The workers serve the feed on screen first: its rows set their focus, not a neighbour's or the pager's pages")
    func workersServeTheFeedOnScreen() {
        let driver = FeedFixture.settled(initialPage: 5)
        for _ in 0..<20 { driver.wheel(dy: 1) }
        #expect(driver.runUntilRest())
        let first = driver.feed(5)?.visibleIndexPaths.first?.item
        #expect(first != nil && first! >= 15)
        #expect(driver.scheduler.focus?.position == Double(first ?? -1))
        // The neighbours, at their first rows, never took it back.
        #expect(driver.feed(4)?.contentOffset == 0 && driver.feed(6)?.contentOffset == 0)
    }

    @Test("The feed on screen runs its full ranges; its neighbours' feeds only their first screen")
    func rangesOfEachFeed() throws {
        let driver = FeedFixture.settled(initialPage: 5)
        let current = try #require(driver.feed(5))
        #expect(current.forcedRangeMode == nil)
        #expect(current.ranges.visible == Set(0..<6))
        // Full tuning at rest: display 1 screen ahead and ½ behind, preload 2 more ahead and 1
        // more behind (clipped at the top): rows 0..<12 drawn, 0..<24 made.
        #expect(current.ranges.display == Set(0..<12))
        #expect(current.ranges.preload == Set(0..<24))
        #expect(current.residentCounts.nodes == 24)
        #expect(current.residentCounts.bitmaps == 12)
        for page in [4, 6] {
            let neighbour = try #require(driver.feed(page))
            #expect(neighbour.forcedRangeMode == .visibleOnly)
            #expect(neighbour.ranges.visible == Set(0..<6))
            #expect(neighbour.ranges.preload == neighbour.ranges.visible)
            #expect(neighbour.residentCounts.bitmaps == 6, "page \(page)")
            #expect(neighbour.residentCounts.nodes == 6, "page \(page)")
            #expect(driver.source.feed(ofPage: page).blocksAskedFor.allSatisfy { $0 < 6 }, "page \(page)")
            #expect(neighbour.areVisibleItemsDrawn)
        }
        // The pager itself makes no page nodes and draws nothing of its own.
        #expect(driver.pager.residentCounts.nodes == 0)
        #expect(driver.pager.visibleItems().isEmpty)
        #expect(driver.pager.visibleNestedCollections().map(\.item) == [5])
    }

    @Test("Paging moves the feeds: the page left behind drops to its first screen, the far one is released")
    func pagingMovesFeeds() throws {
        let driver = FeedFixture.settled(initialPage: 5)
        let oldCurrent = try #require(driver.feed(5))
        let four = try #require(driver.feed(4))
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        #expect(driver.pagesWithFeeds == [5, 6, 7])
        #expect(driver.feed(4) == nil)
        #expect(driver.source.released == [4])
        #expect(driver.feed(5) === oldCurrent, "a feed that stays in the window is not made again")
        #expect(oldCurrent.forcedRangeMode == .visibleOnly)
        #expect(oldCurrent.residentCounts.bitmaps == 6)
        let current = try #require(driver.feed(6))
        #expect(current.forcedRangeMode == nil)
        #expect(current.ranges.preload.count > current.ranges.visible.count)
        #expect(try #require(driver.feed(7)).forcedRangeMode == .visibleOnly)
        // The released feed has no bitmaps left and no work queued.
        #expect(four.residentCounts.bitmaps == 0)
        #expect(four.residentCounts.nodes == 0)
    }

    @Test("Nothing keeps a released feed: the pager held it alone")
    func releasedFeedGoes() {
        let driver = FeedFixture.settled(initialPage: 5)
        for _ in 0..<3 {
            driver.key(.right)
            #expect(driver.runUntilRest())
        }
        #expect(driver.source.released == [4, 5, 6])
        #expect(driver.source.releasedCollections.count == 3)
        #expect(driver.source.releasedCollections.allSatisfy { $0.collection == nil })
    }

    @Test("Mid-swipe both pages on screen run full ranges")
    func midSwipe() throws {
        let driver = FeedFixture.settled(initialPage: 5)
        driver.press(at: Point(x: 600, y: 300))
        driver.move(dx: -400, dy: 0, speed: 1000)
        #expect(abs(driver.pager.pagingModel.position - 5.5) < 1e-9)
        #expect(driver.pager.visibleNestedCollections().map(\.item) == [5, 6])
        #expect(try #require(driver.feed(5)).forcedRangeMode == nil)
        #expect(try #require(driver.feed(6)).forcedRangeMode == nil)
        driver.release()
        #expect(driver.runUntilRest())
    }

    @Test("A jump far away releases every feed and makes the new window's")
    func jump() {
        let driver = FeedFixture.settled(pages: 100, initialPage: 5)
        driver.pager.scrollToPage(at: 80, animated: false)
        driver.settle()
        #expect(driver.pagesWithFeeds == [79, 80, 81])
        #expect(driver.source.released.sorted() == [4, 5, 6])
        #expect(driver.pager.scrollPosition(ofPage: 5) == KeptScrollPosition(item: 0, distance: 0, offset: 0))
        #expect(driver.pager.scrollPosition(ofPage: 50) == nil, "a page never shown has no position")
    }

    /// What a pager of feeds holds after the same short session: on a middle page, the feed
    /// scrolled by three notches, two pages forward, that feed scrolled by one.
    private static func session(pages: Int, items: Int) -> (feeds: Int, nodes: Int, bitmaps: Int, bytes: Int, kept: Int) {
        let driver = FeedFixture.settled(pages: pages, items: items, initialPage: pages / 2)
        driver.wheel(dy: 3)
        #expect(driver.runUntilRest())
        driver.key(.right)
        #expect(driver.runUntilRest())
        driver.key(.right)
        #expect(driver.runUntilRest())
        driver.wheel(dy: 1)
        #expect(driver.runUntilRest())
        let feeds = driver.pager.nestedCollectionsNearWindow
        return (feeds.count,
                feeds.reduce(driver.pager.residentCounts.nodes) { $0 + $1.residentCounts.nodes },
                feeds.reduce(driver.pager.residentCounts.bitmaps) { $0 + $1.residentCounts.bitmaps },
                feeds.reduce(driver.pager.heldByteCount) { $0 + $1.heldByteCount },
                driver.pager.nesting.keptPositions.count)
    }

    @Test("1,000 feeds of 1,000 rows hold what 10 feeds of 30 do, within 1.1×")
    func costFollowsTheWindow() {
        let small = Self.session(pages: 10, items: 30)
        let large = Self.session(pages: 1_000, items: 1_000)
        print("pager of feeds after one session: 10 × 30 holds \(small), 1,000 × 1,000 holds \(large)")
        #expect(small.feeds == 3 && large.feeds == 3)
        #expect(small.nodes > 0 && small.bitmaps > 0 && small.bytes > 0)
        #expect(Double(large.nodes) <= 1.1 * Double(small.nodes))
        #expect(Double(large.bitmaps) <= 1.1 * Double(small.bitmaps))
        #expect(Double(large.bytes) <= 1.1 * Double(small.bytes))
        #expect(large.kept <= small.kept, "positions are kept only for pages shown")
    }
}
