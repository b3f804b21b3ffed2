@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// What a pager of feeds reports to its host: each feed's events tagged with its page, the
/// pager's own only when it pages; and how a host waits for the first screen.
@MainActor
@Suite("Pager of feeds: events and waits")
struct PagerFeedEventTests {
    @Test("A feed coming to rest is reported tagged with its page; the pager reports no settling of its own")
    func feedSettledIsNested() {
        let driver = FeedFixture.settled()
        _ = driver.pager.takeCollectionEvents()
        driver.wheel(dy: 1)
        #expect(driver.runUntilRest())
        #expect(driver.pager.takeCollectionEvents() == [.nested(item: 5, event: .scrollSettled(offset: 100, first: 1, last: 6))])
        #expect(driver.pager.takeEvents().isEmpty)
        #expect(driver.source.delegate(ofPage: 5).calls == ["begin", "end"])
        #expect(driver.pager.takeCollectionEvents().isEmpty, "taken once")
    }

    @Test("A vertical drag reports the feed's rest, never the pager's")
    func verticalDragEvents() {
        let driver = FeedFixture.settled()
        _ = driver.pager.takeCollectionEvents()
        driver.press(at: Point(x: 400, y: 500))
        driver.move(dx: 0, dy: -216, speed: 400)
        driver.wait(0.1)
        driver.release()
        #expect(driver.runUntilRest())
        let offset = driver.offset(ofPage: 5) ?? -1
        #expect(abs(offset - 200) <= 4)
        let events = driver.pager.takeCollectionEvents()
        #expect(events.count == 1)
        #expect(events.allSatisfy { if case .nested(5, .scrollSettled(offset, _, _)) = $0 { true } else { false } })
        #expect(driver.pager.takeEvents().isEmpty)
    }

    @Test("Paging reports the pager's settling and no feed event")
    func pagingEvents() {
        let driver = FeedFixture.settled()
        _ = driver.pager.takeCollectionEvents()
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(driver.pager.takeCollectionEvents() == [.settled(page: 6)])
        #expect(driver.pager.takeEvents() == [.motionBegan, .settled(page: 6)])
    }

    @Test("A neighbour's feed scrolled mid-swipe reports with its own page")
    func neighbourEvents() {
        let driver = FeedFixture.settled()
        _ = driver.pager.takeCollectionEvents()
        driver.press(at: Point(x: 700, y: 300))
        driver.move(dx: -480, dy: 0, speed: 1000)
        driver.wheel(dy: 2, at: Point(x: 600, y: 300))
        driver.wait(0.3)
        driver.release()
        #expect(driver.runUntilRest())
        let events = driver.pager.takeCollectionEvents()
        #expect(events.contains(.nested(item: 6, event: .scrollSettled(offset: 200, first: 2, last: 7))))
        #expect(events.contains(.settled(page: 6)))
        #expect(!events.contains { if case .nested(5, _) = $0 { true } else { false } })
    }

    @Test("Restoring a kept position when a feed is made again reports nothing")
    func restoreIsSilent() {
        let driver = FeedFixture.settled(initialPage: 0)
        driver.wheel(dy: 7)
        #expect(driver.runUntilRest())
        for key in [Key.right, .right, .left, .left] {
            driver.key(key)
            #expect(driver.runUntilRest())
        }
        #expect(driver.offset(ofPage: 0) == 700)
        let events = driver.pager.takeCollectionEvents()
        #expect(events.filter { if case .nested = $0 { true } else { false } }.count == 1, "\(events)")
    }

    // MARK: - Waiting for the first screen

    @Test("The wait is for the visible feed's first screen: false while no work ran, true once it did")
    func waitWithManualScheduler() throws {
        let driver = FeedFixture.make()
        #expect(!driver.pager.waitUntilItemsAreDrawn(in: .visible, timeout: 0.05))
        // The jobs ran but nothing took their results: the wait takes them itself.
        driver.scheduler.runAll()
        #expect(driver.pager.waitUntilItemsAreDrawn(in: .visible, timeout: 1))
        let feed = try #require(driver.feed(5))
        #expect(feed.ranges.visible == Set(0..<6))
        #expect(feed.ranges.visible.allSatisfy { feed.bitmap(forItemAt: $0) != nil })
    }

    @Test("With workers, the wait returns once the first screen of measured rows is drawn", arguments: [false, true])
    func waitWithWorkers(measuredRows: Bool) throws {
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        // Estimated at 44 px, the rows measure 100: the first screen shrinks from 14 rows to 6
        // while the wait goes on.
        let layout: any CollectionLayout = measuredRows ? ListLayout(estimatedRowHeight: 44) : FeedFixture.flowRows
        let source = FeedPagerSource(pages: 10, items: 1_000, layout: layout, keyboardMode: .scroll) { _, _ in 100 }
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(workers), initialPage: 3, wake: {})
        pager.dataSource = source
        pager.setBounds(FeedFixture.size, scale: 1, at: 0)
        #expect(pager.waitUntilItemsAreDrawn(in: .visible, timeout: 10))
        let feed = try #require(pager.collectionNode(forPageAt: 3))
        #expect(feed.ranges.visible == Set(0..<6))
        #expect(feed.areVisibleItemsDrawn)
        #expect(feed.bitmap(forItemAt: 5)?.size == Size(width: 800, height: 100))
        #expect((feed.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)?.thread != ThreadIdentity.current)
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
    }

    @Test("A pager whose feed is empty has nothing to wait for")
    func waitForEmptyFeed() {
        let driver = FeedFixture.make(items: 0)
        #expect(driver.pager.waitUntilItemsAreDrawn(in: .visible, timeout: 1))
        driver.settle()
        #expect(driver.pagesWithFeeds == [4, 5, 6])
    }
}
