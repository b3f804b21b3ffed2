@testable import FolioCore
import Testing
import TestSupport

/// The pager as the host of its feeds: insets, reloads, resizes and long trips.
@MainActor
@Suite("Pager of feeds: hosting")
struct PagerFeedHostingTests {
    @Test("With content insets, feeds are the height between them, and input finds rows in the page's coordinates")
    func insets() throws {
        let driver = FeedFixture.settled()
        driver.pager.contentInsets = EdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
        driver.settle()
        let feed = try #require(driver.feed(5))
        #expect(feed.bounds == Size(width: 800, height: 500))
        #expect(driver.pager.visibleNestedCollections().first?.frame == Rect(x: 0, y: 50, width: 800, height: 500))
        #expect(feed.ranges.visible == Set(0..<5))
        // A click at y 360 is 310 px down the feed: row 3.
        driver.press(at: Point(x: 400, y: 360))
        driver.wait(0.05)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(feed.selectedItem == 3)
        // The wheel in the top inset is over no feed; below it, over the feed.
        driver.wheel(dy: 1, at: Point(x: 400, y: 20))
        #expect(driver.runUntilRest())
        #expect(feed.contentOffset == 0)
        driver.wheel(dy: 1, at: Point(x: 400, y: 60))
        #expect(driver.runUntilRest())
        #expect(feed.contentOffset == 100)
    }

    @Test("reloadData makes every feed anew, where it was")
    func reload() throws {
        let driver = FeedFixture.settled()
        driver.wheel(dy: 4)
        #expect(driver.runUntilRest())
        let before = try #require(driver.feed(5))
        driver.pager.reloadData()
        driver.settle()
        let after = try #require(driver.feed(5))
        #expect(after !== before)
        #expect(after.contentOffset == 400)
        #expect(driver.pagesWithFeeds == [4, 5, 6])
        #expect(after.areVisibleItemsDrawn)
    }

    @Test("A resize reaches every feed in the window, each keeping its first row")
    func resize() throws {
        let driver = FeedFixture.settled()
        driver.wheel(dy: 12)
        #expect(driver.runUntilRest())
        let size = Size(width: 1000, height: 450)
        driver.pager.setBounds(size, scale: 2, at: driver.time)
        driver.settle()
        for page in [4, 5, 6] {
            let feed = try #require(driver.feed(page))
            #expect(feed.bounds == size, "page \(page)")
            #expect(feed.displayScale == 2)
            #expect(feed.areVisibleItemsDrawn)
        }
        #expect(driver.feed(5)?.visibleIndexPaths.first?.item == 12)
        #expect(driver.feed(5)?.bitmap(forItemAt: 12)?.bitmap.pixelWidth == 1600, "the fixed 800 px rows drawn at scale 2")
    }

    @Test("Paging through a hundred feeds keeps three feeds and a position for each page shown")
    func longTrip() {
        let driver = FeedFixture.settled(pages: 1_000, items: 1_000, initialPage: 0)
        for page in 0..<100 {
            driver.wheel(dy: page % 5)
            driver.wait(0.2)
            driver.key(.right)
            driver.wait(0.5)
            #expect(driver.pagesWithFeeds.count <= 3)
        }
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 100)
        #expect(driver.pagesWithFeeds == [99, 100, 101])
        #expect(driver.pager.nesting.keptPositions.count == 99)
        #expect(driver.source.releasedCollections.allSatisfy { $0.collection == nil })
        for page in 0..<99 {
            #expect(driver.pager.scrollPosition(ofPage: page)?.offset == Double(page % 5) * 100, "page \(page)")
        }
    }

    @Test("Given another source of feeds, the pager tells the old one its feeds went and asks the new one")
    func anotherSource() {
        let driver = FeedFixture.settled()
        let other = FeedPagerSource(pages: 3, items: 10, layout: FeedFixture.flowRows, keyboardMode: .scroll) { _, _ in 100 }
        driver.pager.dataSource = other
        driver.settle()
        #expect(driver.source.released.sorted() == [4, 5, 6])
        #expect(other.released.isEmpty)
        #expect(driver.pager.currentPageIndex == 2)
        #expect(other.made == [2, 1])
        #expect(driver.pagesWithFeeds == [1, 2])
    }

    @Test("Kept positions belong to the source whose feeds they are, and to pages that still exist")
    func keptPositionsFollowTheSource() {
        let driver = FeedFixture.settled(pages: 10, initialPage: 5)
        driver.wheel(dy: 3)
        #expect(driver.runUntilRest())
        #expect(driver.pager.scrollPosition(ofPage: 5)?.offset == 300)
        // The same source reloaded, with fewer pages: page 5 keeps its place; page 9 is gone.
        driver.pager.scrollToPage(at: 9, animated: false)
        driver.settle()
        #expect(driver.pager.scrollPosition(ofPage: 5)?.offset == 300)
        driver.source.pages = 8
        driver.pager.reloadData()
        driver.settle()
        #expect(driver.pager.scrollPosition(ofPage: 5)?.offset == 300)
        #expect(driver.pager.scrollPosition(ofPage: 9) == nil)
        // Another source of the same shape: its feeds start at their tops.
        let other = FeedPagerSource(pages: 8, items: 1_000, layout: FeedFixture.flowRows, keyboardMode: .scroll) { _, _ in 100 }
        driver.pager.dataSource = other
        driver.pager.scrollToPage(at: 5, animated: false)
        driver.settle()
        #expect(driver.pager.scrollPosition(ofPage: 5)?.offset == 0)
    }

    @Test("A pager of feeds goes back to plain pages when its data source does")
    func plainAgain() {
        let driver = FeedFixture.settled()
        let plain = BlockDataSource(count: 4)
        driver.pager.dataSource = plain
        driver.settle()
        #expect(driver.pagesWithFeeds.isEmpty)
        #expect(driver.source.released.sorted() == [4, 5, 6])
        #expect(driver.pager.visibleItems().map(\.index) == [3])
        #expect(driver.pager.bitmap(forItemAt: 3) != nil)
    }
}
