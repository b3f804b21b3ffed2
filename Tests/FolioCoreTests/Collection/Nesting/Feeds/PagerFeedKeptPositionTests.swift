@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Each feed keeps where it was scrolled to when its page is left, its collection released, and
/// the page shown again: by the first visible row and its distance from the top.
@MainActor
@Suite("Pager of feeds: kept positions")
struct PagerFeedKeptPositionTests {
    /// Pages forward one page at a time with Right until the pager rests on `page`.
    private func page(_ driver: FeedDriver, forwardTo page: Int) {
        while driver.pager.currentPageIndex < page {
            driver.key(.right)
            #expect(driver.runUntilRest())
        }
    }

    /// Pages back one page at a time with Left until the pager rests on `page`.
    private func page(_ driver: FeedDriver, backTo page: Int) {
        while driver.pager.currentPageIndex > page {
            driver.key(.left)
            #expect(driver.runUntilRest())
        }
    }

    @Test("A feed scrolled by a drag and left far enough to be released comes back new, at the same row and distance")
    func keptAcrossRelease() throws {
        let driver = FeedFixture.settled(initialPage: 0)
        // 3 notches (300 px), then a slow drag up by 166 px more past the slop.
        driver.wheel(dy: 3)
        #expect(driver.runUntilRest())
        driver.press(at: Point(x: 400, y: 500))
        driver.move(dx: 0, dy: -182, speed: 100)
        driver.wait(0.1)
        driver.release()
        #expect(driver.runUntilRest())
        let original = try #require(driver.feed(0))
        let offset = original.contentOffset
        #expect(abs(offset - (300 + 182 - 16)) <= 1, "the drag moved the feed 1:1 from where it passed the slop")
        let kept = original.keptScrollPosition
        // Row 4 is partly scrolled off: the kept row is the first that starts on screen.
        #expect(kept == KeptScrollPosition(item: 5, distance: 500 - offset, offset: offset))

        page(driver, forwardTo: 3)
        #expect(driver.feed(0) == nil)
        #expect(driver.source.released.contains(0))
        #expect(driver.pager.scrollPosition(ofPage: 0) == kept)

        page(driver, backTo: 0)
        let again = try #require(driver.feed(0))
        #expect(again !== original)
        #expect(again.keptScrollPosition == kept)
        #expect(again.visibleIndexPaths.first?.item == 4)
        #expect(again.frameOnScreen(ofItem: 5)?.minY == kept.distance)
        #expect(again.areVisibleItemsDrawn)
    }

    @Test("A neighbour's feed is made at its kept position, so a swipe shows it there")
    func neighbourAtKeptPosition() throws {
        let driver = FeedFixture.settled(initialPage: 2)
        driver.wheel(dy: 5)
        #expect(driver.runUntilRest())
        page(driver, forwardTo: 4)
        #expect(driver.feed(2) == nil)
        driver.key(.left)
        #expect(driver.runUntilRest())
        // Page 2 is a neighbour again: its new feed is at 500 px, first screen drawn there.
        let neighbour = try #require(driver.feed(2))
        #expect(neighbour.forcedRangeMode == .visibleOnly)
        #expect(neighbour.contentOffset == 500)
        #expect(neighbour.ranges.visible == Set(5..<11))
        #expect(neighbour.areVisibleItemsDrawn)
        #expect(driver.source.feed(ofPage: 2).blocksAskedFor.suffix(6).sorted() == Array(5..<11))
    }

    @Test("The kept row and distance survive a resize while the feed is released")
    func keptThroughResize() throws {
        let driver = FeedFixture.settled(initialPage: 0)
        let feed = try #require(driver.feed(0))
        feed.scrollToItem(at: IndexPath(item: 37, section: 0), position: .start, animated: false)
        driver.settle()
        let kept = feed.keptScrollPosition
        #expect(kept.item == 37 && kept.distance == 0)
        page(driver, forwardTo: 2)
        #expect(driver.feed(0) == nil)

        let tall = Size(width: 500, height: 900)
        driver.pager.setBounds(tall, scale: 1, at: driver.time)
        driver.settle()
        #expect(driver.pager.currentPageIndex == 2)
        page(driver, backTo: 0)
        let again = try #require(driver.feed(0))
        #expect(again.bounds == tall)
        #expect(again.visibleIndexPaths.first?.item == 37)
        #expect(again.frameOnScreen(ofItem: 37)?.minY == 0)
        #expect(again.visibleIndexPaths.count == 9, "nine 100 px rows fill 900 px")
    }

    @Test("Rows measured at other heights than estimated: the kept row comes back at its distance", arguments: [
        Size(width: 800, height: 600), Size(width: 500, height: 900),
    ])
    func keptWithMeasuredRows(returnSize: Size) throws {
        // Rows measure 60…120 px (and 30 px taller when narrow), estimated at 44.
        let driver = FeedFixture.settled(initialPage: 0, layout: ListLayout(estimatedRowHeight: 44)) { row, width in
            60 + Double(row % 4) * 20 + (width < 700 ? 30 : 0)
        }
        let feed = try #require(driver.feed(0))
        for _ in 0..<40 {
            driver.wheel(dy: 1)
            driver.wait(0.05)
        }
        #expect(driver.runUntilRest())
        let kept = feed.keptScrollPosition
        let item = try #require(kept.item)
        #expect(item > 20, "the feed scrolled well down")
        #expect(feed.frameOnScreen(ofItem: item)?.height == 60 + Double(item % 4) * 20, "the anchor row was measured")

        page(driver, forwardTo: 2)
        #expect(driver.feed(0) == nil)
        if returnSize != FeedFixture.size {
            driver.pager.setBounds(returnSize, scale: 1, at: driver.time)
            driver.settle()
        }
        page(driver, backTo: 0)
        let again = try #require(driver.feed(0))
        #expect(again !== feed)
        // The rows above it are estimates again (44 px), those on screen measured anew: the
        // kept row (the first that starts on screen) is at the same distance from the top.
        #expect(again.visibleIndexPaths.contains { $0.item == item })
        let frame = try #require(again.frameOnScreen(ofItem: item))
        #expect(abs(frame.minY - kept.distance) < 0.5, "row \(item) at \(frame.minY), kept at \(kept.distance)")
        #expect(kept.distance != 0)
        #expect(again.contentOffset != kept.offset, "restored by the row: the estimates above it make another offset")
        #expect(frame.height == 60 + Double(item % 4) * 20 + (returnSize.width < 700 ? 30 : 0))
        #expect(again.areVisibleItemsDrawn)
    }

    @Test("A position kept for a row that no longer exists falls back to the offset, clamped")
    func keptRowGone() throws {
        let driver = FeedFixture.settled(initialPage: 0)
        driver.wheel(dy: 50)
        #expect(driver.runUntilRest())
        let kept = try #require(driver.feed(0)).keptScrollPosition
        #expect(kept.item == 50)
        page(driver, forwardTo: 2)
        driver.source.feed(ofPage: 0).count = 20
        page(driver, backTo: 0)
        let again = try #require(driver.feed(0))
        #expect(again.itemCount == 20)
        #expect(again.contentOffset == 20 * 100 - 600, "clamped to the end of the shorter feed")
    }

    @Test("A resize keeps the first post seen the first one seen, even as the posts are measured anew at the new width", arguments: [
        Size(width: 500, height: 900), Size(width: 1200, height: 500),
    ])
    func resizeKeepsTheFirstVisibleRow(size: Size) throws {
        // Rows measure 60…120 px, 90 px taller when narrow, estimated at 44.
        let driver = FeedFixture.settled(initialPage: 0, layout: ListLayout(estimatedRowHeight: 44)) { row, width in
            60 + Double(row % 4) * 20 + (width < 700 ? 90 : 0)
        }
        let feed = try #require(driver.feed(0))
        for _ in 0..<13 {
            driver.wheel(dy: 1)
            driver.wait(0.05)
        }
        #expect(driver.runUntilRest())
        let first = try #require(feed.visibleIndexPaths.first?.item)
        #expect(try #require(feed.frameOnScreen(ofItem: first)).minY < 0, "the first row seen is partly scrolled off")
        driver.pager.setBounds(size, scale: 1, at: driver.time)
        driver.settle()
        #expect(feed.visibleIndexPaths.first?.item == first)
        #expect(feed.frameOnScreen(ofItem: first)?.height == 60 + Double(first % 4) * 20 + (size.width < 700 ? 90 : 0))
    }

    @Test("A feed at its top stays at its top, header and all, as its rows are measured")
    func topStaysTop() throws {
        let driver = FeedFixture.settled(initialPage: 0, layout: ListLayout(estimatedRowHeight: 44, headerHeight: 48)) { row, _ in
            60 + Double(row % 4) * 20
        }
        let feed = try #require(driver.feed(0))
        #expect(feed.contentOffset == 0)
        #expect(feed.frameOnScreen(ofItem: 0)?.minY == 48)
    }
}
