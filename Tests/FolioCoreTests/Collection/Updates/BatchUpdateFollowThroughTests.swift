@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// What is under way when a batch lands goes on with the items it was about: a completion still
/// owed, a double-click, a press and a trackpad gesture on a feed whose page moved.
@Suite(.serialized)
@MainActor
struct BatchUpdateFollowThroughTests {
    private typealias F = UpdateFixture

    @Test("a cell re-measured at the same size on the spring's last tick does not swallow the batch's completion")
    func completionOwedAfterAReMeasureAtTheEnd() throws {
        let source = ModelDataSource(count: 60)
        let (list, scheduler) = F.list(source)
        let completion = CompletionRecorder()
        source.ids = [1, 2, 0] + Array(3..<60)
        list.performBatchUpdates({ list.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) },
                                 completion: completion.handler)
        F.firstFrame(list)
        #expect(list.isMoving)
        let node = try #require(list.nodeForItem(at: IndexPath(item: 5, section: 0)))
        node.setNeedsLayout()
        list.tick(at: list.now)
        scheduler.runAll()
        // The re-measure lands in the tick where the spring is long done.
        list.tick(at: list.now + 5)
        F.runAnimations(list)
        F.settle(list, scheduler)
        list.tick(at: list.now + 1)
        #expect(completion.calls == [true])
    }

    @Test("a second click after the first click's item was deleted is a new first click, not a double-click on its successor")
    func doubleClickFollowsItsItem() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        GridFixture.click(grid, at: Point(x: 300, y: 200), time: 1, duration: 0.02)
        #expect(grid.selectedItem == 5)
        source.ids.remove(at: 5)
        grid.performBatch(animated: false) { grid.deleteItems(at: F.paths([5])) }
        _ = grid.takeCollectionEvents()
        GridFixture.click(grid, at: Point(x: 300, y: 200), time: 1.2, duration: 0.02)
        #expect(!grid.takeCollectionEvents().contains(.activated(item: 5)))
    }

    @Test("a press on a feed whose page moves (a page inserted before it) is released in that feed, which scrolls again")
    func nestedPressFollowsItsFeed() throws {
        let driver = FeedFixture.settled(pages: 10, initialPage: 5)
        let feed = try #require(driver.feed(5))
        driver.press(at: Point(x: 400, y: 300))
        driver.source.pages = 11
        driver.pager.performBatchUpdates { driver.pager.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(driver.feed(6) === feed)
        driver.move(dx: 0, dy: -200, speed: 800)
        driver.release()
        driver.runUntilRest()
        #expect(feed.interaction.press == nil, "the feed's press ended")
        let before = feed.contentOffset
        let finger = PointerID.finger(device: 1, finger: 7)
        let t = driver.pager.now + 0.1
        driver.pager.handle(InputEvent(time: t, kind: .pointerDown(finger, Point(x: 400, y: 400))))
        for i in 1...20 {
            driver.pager.handle(InputEvent(time: t + Double(i) * 0.008, kind: .pointerMoved(finger, Point(x: 400, y: 400 - Double(i) * 10))))
        }
        driver.pager.handle(InputEvent(time: t + 0.2, kind: .pointerUp(finger, Point(x: 400, y: 200))))
        #expect(feed.contentOffset > before, "a new finger scrolls the feed")
    }

    @Test("a trackpad gesture over a feed follows it when a page is inserted before it; the feed beside it stays")
    func trackpadFollowsItsFeed() throws {
        let driver = FeedFixture.settled(pages: 10, initialPage: 5)
        let feed = try #require(driver.feed(5))
        let neighbour = try #require(driver.feed(4))
        driver.trackpad(dx: 0, dy: 10, count: 4)
        let feedOffset = feed.contentOffset, neighbourOffset = neighbour.contentOffset
        driver.source.pages = 11
        driver.pager.performBatchUpdates { driver.pager.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(driver.feed(6) === feed && driver.feed(5) === neighbour)
        driver.trackpad(dx: 0, dy: 10, count: 6)
        #expect(neighbour.contentOffset == neighbourOffset)
        #expect(feed.contentOffset > feedOffset)
    }
}

/// A delegate that, hearing that a deleted item ended its display, deletes another item: a batch
/// begun while the first is half applied.
@MainActor
private final class ReentrantDelegate: CollectionDelegate {
    let source: ModelDataSource
    var fired = false

    init(source: ModelDataSource) {
        self.source = source
    }

    func collectionNode(_ collectionNode: CollectionNode, didEndDisplaying node: CellNode, forItemAt indexPath: IndexPath) {
        guard !fired else { return }
        fired = true
        let index = source.ids.count - 1
        source.ids.removeLast()
        collectionNode.performBatchUpdates { collectionNode.deleteItems(at: [IndexPath(item: index, section: 0)]) }
    }
}

extension BatchUpdateFollowThroughTests {
    @Test("a batch a delegate begins while another is half applied (an item's end of display) is applied once the first is whole")
    func batchFromADelegateCallDuringABatch() {
        let source = ModelDataSource(count: 40)
        let delegate = ReentrantDelegate(source: source)
        let (grid, scheduler) = F.grid(source, delegate: delegate)
        source.ids.remove(at: 2)
        let log = LogCapture.lines { grid.performBatchUpdates { grid.deleteItems(at: F.paths([2])) } }
        #expect(delegate.fired)
        #expect(!log.contains { $0.hasPrefix("invalid batch update") && $0.contains("38") })
        #expect(grid.itemCount == 38)
        F.runAnimations(grid)
        F.settle(grid, scheduler)
        for (index, element) in grid.data.elements where index >= 0 {
            guard let node = element.node as? ModelCellNode else { continue }
            #expect(node.id == source.ids[index], "item \(index)")
        }
    }
}

extension BatchUpdateFollowThroughTests {
    @Test("work queued but not started for items a batch moves is queued again under their new keys, near the scheduler's focus")
    func queuedWorkFollowsItsItems() {
        let source = ModelDataSource(count: 40)
        let (grid, scheduler) = GridFixture.manual(source)
        let visible = grid.visibleIndexPaths.count
        #expect(visible > 0 && scheduler.pendingKeys.count >= visible, "work is queued, none run")
        source.ids.insert(contentsOf: 1000..<1100, at: 0)
        grid.performBatch(animated: false) { grid.insertItems(at: F.paths(0..<100)) }
        let onScreen = grid.visibleIndexPaths.map(\.item)
        #expect(onScreen.first == 100, "the first visible item stays on screen")
        #expect(Set(onScreen).isSubset(of: Set(scheduler.pendingKeys)), "\(scheduler.pendingKeys.sorted())")
        F.settle(grid, scheduler)
        for item in onScreen {
            #expect((grid.nodeForItem(at: IndexPath(item: item, section: 0)) as? ModelCellNode)?.id == source.ids[item])
        }
    }
}
