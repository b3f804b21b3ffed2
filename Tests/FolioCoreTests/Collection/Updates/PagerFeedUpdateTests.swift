@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A pager of feeds through batch updates: each feed's collection and kept scroll position move
/// with its page.
@Suite(.serialized)
@MainActor
struct PagerFeedUpdateTests {
    private static func paths(_ items: some Sequence<Int>) -> [IndexPath] {
        items.map { IndexPath(item: $0, section: 0) }
    }

    @Test("pages inserted or deleted before a feed's page keep its collection and scroll position with it")
    func feedsMoveWithTheirPages() throws {
        let driver = FeedFixture.settled(pages: 10, initialPage: 5)
        driver.wheel(dy: 4)
        #expect(driver.runUntilRest())
        let feed = try #require(driver.feed(5))
        let neighbour = try #require(driver.feed(6))
        let offset = feed.contentOffset
        #expect(offset > 0)
        let released = driver.source.released.count

        driver.source.pages = 12
        driver.pager.performBatchUpdates { driver.pager.insertItems(at: Self.paths([0, 3])) }
        #expect(driver.pager.currentPageIndex == 7)
        #expect(driver.feed(7) === feed)
        #expect(driver.feed(8) === neighbour)
        #expect(driver.offset(ofPage: 7) == offset)
        #expect(driver.source.released.count == released, "no feed near the window was let go")
        #expect(driver.pager.visibleNestedCollections().map { ObjectIdentifier($0.collection) } == [ObjectIdentifier(feed)])
        driver.settle()
        #expect(driver.feed(7) === feed && driver.offset(ofPage: 7) == offset)

        driver.source.pages = 10
        driver.pager.performBatchUpdates { driver.pager.deleteItems(at: Self.paths([1, 2])) }
        #expect(driver.pager.currentPageIndex == 5)
        #expect(driver.feed(5) === feed && driver.offset(ofPage: 5) == offset)
        #expect(driver.feed(6) === neighbour)
        driver.settle()
        #expect(driver.pager.visibleNestedCollections().map { ObjectIdentifier($0.collection) } == [ObjectIdentifier(feed)])
    }

    @Test("a kept position moves with its page; a deleted page's goes with it")
    func keptPositionsMoveWithTheirPages() throws {
        let driver = FeedFixture.settled(pages: 10, initialPage: 1)
        driver.wheel(dy: 3)
        #expect(driver.runUntilRest())
        let kept = try #require(driver.feed(1)?.keptScrollPosition)
        for _ in 0..<3 {
            driver.key(.right)
            #expect(driver.runUntilRest())
        }
        #expect(driver.pager.currentPageIndex == 4)
        #expect(driver.feed(1) == nil)
        #expect(driver.pager.scrollPosition(ofPage: 1) == kept)

        driver.source.pages = 11
        driver.pager.performBatchUpdates { driver.pager.insertItems(at: Self.paths([0])) }
        #expect(driver.pager.scrollPosition(ofPage: 2) == kept)
        #expect(driver.pager.scrollPosition(ofPage: 0) == nil, "the new page was never shown")
        #expect(driver.pager.scrollPosition(ofPage: 1)?.offset == 0, "the first page's, at its top, moved on too")
        #expect(driver.pager.currentPageIndex == 5)

        driver.source.pages = 10
        driver.pager.performBatchUpdates { driver.pager.deleteItems(at: Self.paths([2])) }
        #expect((0..<10).allSatisfy { driver.pager.scrollPosition(ofPage: $0) != kept })
        #expect(driver.pager.scrollPosition(ofPage: 2)?.offset == 0, "the page after it, seen at its top, took its place")
        #expect(driver.pager.currentPageIndex == 4)
    }

    @Test("a feed's own batch update animates under the pager's ticks and completes")
    func feedUpdateAnimatesInsideThePager() throws {
        let driver = FeedFixture.settled(pages: 10, initialPage: 5)
        let feed = try #require(driver.feed(5))
        let before = Dictionary(feed.visibleItems().map { ($0.index, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let completion = CompletionRecorder()
        driver.source.feed(ofPage: 5).count -= 1
        feed.performBatchUpdates({ feed.deleteItems(at: Self.paths([1])) }, completion: completion.handler)
        #expect(driver.pager.isMoving)
        #expect(feed.visibleItems().first { $0.index == 1 }?.frame == before[2], "row 2 starts where it was")
        #expect(feed.visibleItems().contains { CollectionNode.isGhostKey($0.index) })
        var frames = 0
        while driver.pager.isMoving, frames < 400 {
            driver.frame()
            frames += 1
            if frames == 5 { #expect(completion.calls.isEmpty) }
        }
        #expect(!driver.pager.isMoving)
        #expect(frames > 10 && frames < 200, "the pager's frames drive the feed's spring to its end (\(frames) frames)")
        #expect(completion.calls == [true])
        #expect(feed.visibleItems().first { $0.index == 1 }?.frame == before[1])
        #expect(driver.pager.currentPageIndex == 5)
    }

    @Test("deleting the feed on screen shows the next page's feed, as it was; the deleted one is let go")
    func deleteTheFeedOnScreen() throws {
        let driver = FeedFixture.settled(pages: 10, initialPage: 5)
        let deleted = try #require(driver.feed(5))
        let next = try #require(driver.feed(6))
        let nextOffset = next.contentOffset
        driver.source.pages = 9
        let completion = CompletionRecorder()
        driver.pager.performBatchUpdates({ driver.pager.deleteItems(at: Self.paths([5])) }, completion: completion.handler)
        #expect(driver.pager.currentPageIndex == 5)
        #expect(driver.feed(5) === next && driver.offset(ofPage: 5) == nextOffset)
        #expect(!driver.pagesWithFeeds.contains { driver.feed($0) === deleted })
        #expect(driver.source.released.last == 5, "the deleted page's feed was let go")
        var frames = 0
        while driver.pager.isMoving, frames < 400 {
            driver.frame()
            frames += 1
        }
        driver.settle()
        #expect(completion.calls == [true])
        #expect(driver.pager.visibleNestedCollections().map { ObjectIdentifier($0.collection) } == [ObjectIdentifier(next)])
        #expect(next.areVisibleItemsDrawn)
        #expect(driver.pagesWithFeeds.allSatisfy { $0 < 9 })
    }
}
