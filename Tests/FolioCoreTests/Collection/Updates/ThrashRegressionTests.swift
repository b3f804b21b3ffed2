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
}
