@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Focused tests for the bugs the thrash tests found, each at its smallest.
@Suite(.serialized)
@MainActor
struct ThrashRegressionTests {
    /// A grid of 8 signed items on a manual scheduler, settled (every item drawn), with a host's
    /// texture cache caught up.
    private static func drawnGrid(counts: [Int] = [8]) -> (CollectionNode, ManualWorkScheduler, ThrashDataSource) {
        let source = ThrashDataSource(model: ThrashModel(counts: counts), variesHeights: false)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        _ = grid.takeKeyRemappings()
        _ = grid.takeBitmapChanges()
        return (grid, scheduler, source)
    }

    @Test("reloading the data lets the texture cache know that a reloaded item's old bitmap went, though its new node was not made yet")
    func reloadDataReportsReloadedItemsOldBitmap() {
        let (grid, _, source) = Self.drawnGrid()
        #expect(grid.bitmap(forItemAt: 2) != nil)
        source.model.sections[0].items[2].version += 1
        grid.performBatch(animated: false) { grid.reloadItems(at: [IndexPath(item: 2, section: 0)]) }
        // The old content shows until the new node is drawn; its job waits on the scheduler.
        #expect(grid.bitmap(forItemAt: 2) != nil)
        #expect(grid.nodeForItem(at: IndexPath(item: 2, section: 0)) == nil)

        grid.reloadData()
        #expect(grid.bitmap(forItemAt: 2) == nil)
        #expect(grid.takeBitmapChanges().contains(2), "a cache would keep showing item 2's old texture under key 2")
    }

    @Test("an item deleted with animation whose newest bitmap the texture cache has not taken yet fades out from that bitmap: its ghost's key is reported changed")
    func ghostOfUntakenBitmapIsReported() throws {
        let (grid, scheduler, source) = Self.drawnGrid()
        let cell = try #require(grid.nodeForItem(at: IndexPath(item: 2, section: 0)) as? ThrashCellNode)
        let before = try #require(grid.bitmap(forItemAt: 2)?.bitmap)
        cell.changeContent()
        GridFixture.settle(grid, scheduler)
        #expect(grid.bitmap(forItemAt: 2)?.bitmap !== before, "a new bitmap arrived, which no cache took yet")

        source.model.sections[0].items.remove(at: 2)
        grid.performBatch(animated: true) { grid.deleteItems(at: [IndexPath(item: 2, section: 0)]) }
        let ghost = try #require(grid.takeKeyRemappings().first?.newKey(forOld: 2))
        #expect(CollectionNode.isGhostKey(ghost))
        #expect(grid.bitmap(forItemAt: ghost)?.bitmap !== before)
        #expect(grid.takeBitmapChanges().contains(ghost), "a cache would fade out the item's older texture")
    }

    @Test("a pager's current page deleted while a swipe heads for it, off screen, leaves no texture under a ghost key that has no ghost")
    func pagerGhostWithoutFrameIsReported() throws {
        let source = ThrashDataSource(model: ThrashModel(counts: [6]), variesHeights: false)
        let (pager, scheduler) = PagerFixture.manual(source)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.bitmap(forItemAt: 1) != nil)
        _ = pager.takeKeyRemappings()
        _ = pager.takeBitmapChanges()

        pager.scrollToPage(at: 1, animated: true)
        #expect(pager.currentPageIndex == 1)
        #expect(pager.visiblePages().map(\.index) == [0], "the swipe has not moved yet")
        source.model.sections[0].items.remove(at: 1)
        pager.performBatch(animated: true) { pager.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        // The cache moves page 1's texture to a ghost key; whether or not a ghost fades there,
        // it must hear that the key changed, or it keeps the texture for good.
        let key = try #require(pager.takeKeyRemappings().first?.newKey(forOld: 1))
        #expect(CollectionNode.isGhostKey(key))
        #expect(pager.takeBitmapChanges().contains(key))
    }

    @Test("reloading the data tells the delegate that the items it saw displayed ended, a collection's and a pager's")
    func reloadDataEndsDisplay() {
        let source = ThrashDataSource(model: ThrashModel(counts: [8]), variesHeights: false)
        let display = ThrashDisplayLedger()
        display.model = { source.model }
        let scheduler = ManualWorkScheduler()
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(scheduler), wake: {})
        grid.delegate = display
        grid.dataSource = source
        grid.setBounds(GridFixture.size, scale: 1, at: 0)
        GridFixture.settle(grid, scheduler)
        #expect(display.displayed.count == 8)
        grid.reloadData()
        #expect(display.displayed.isEmpty, "no end call came for \(display.displayed.values.map(\.description).sorted())")
        GridFixture.settle(grid, scheduler)
        #expect(display.displayed.count == 8)
        #expect(display.problems.isEmpty, "\(display.problems)")

        let (pager, pagerScheduler) = PagerFixture.manual(source)
        pager.delegate = display
        let before = display.displayed.count
        PagerFixture.settle(pager, pagerScheduler)
        #expect(display.displayed.count == before + 1)
        pager.reloadData()
        #expect(display.displayed.count == before)
        #expect(display.problems.isEmpty, "\(display.problems)")
    }

    @Test("a pager's batch that deletes or reloads the page on screen tells its delegate that the page's node ended displaying")
    func pagerBatchEndsDisplayOfRemovedPages() {
        let source = ThrashDataSource(model: ThrashModel(counts: [6]), variesHeights: false)
        let display = ThrashDisplayLedger()
        display.model = { source.model }
        let (pager, scheduler) = PagerFixture.manual(source)
        pager.delegate = display
        pager.reloadData()
        PagerFixture.settle(pager, scheduler)
        #expect(display.displayed.values.map(\.id) == [source.model.sections[0].items[0].id])

        source.model.sections[0].items[0].version += 1
        pager.performBatch(animated: false) { pager.reloadItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(display.displayed.isEmpty, "the old node still displays")
        PagerFixture.settle(pager, scheduler)
        #expect(display.displayed.values.map(\.version) == [1], "the new node displays")

        source.model.sections[0].items.remove(at: 0)
        pager.performBatch(animated: false) { pager.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        PagerFixture.settle(pager, scheduler)
        #expect(display.displayed.values.map(\.id) == [source.model.sections[0].items[0].id])
        #expect(display.problems.isEmpty, "\(display.problems)")
    }
}
