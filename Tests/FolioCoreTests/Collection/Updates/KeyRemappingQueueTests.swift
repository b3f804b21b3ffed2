@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Key remappings wait for a host's texture cache, but not forever.
@Suite(.serialized)
@MainActor
struct KeyRemappingQueueTests {
    private typealias F = UpdateFixture

    @Test("remappings no cache takes give way, past the limit, to one that drops every key, with every bitmap reported changed")
    func untakenRemappingsCollapse() {
        let source = ModelDataSource(count: 40)
        let (grid, _) = F.grid(source)
        _ = grid.takeBitmapChanges()
        let drawn = Set(grid.itemsWithBitmaps)
        #expect(!drawn.isEmpty)
        for step in 0..<CollectionBatchUpdates.keyRemappingLimit {
            // Not appends, which move no key and need no remapping.
            source.ids.insert(1000 + step, at: 0)
            grid.performBatch(animated: false) { grid.insertItems(at: F.paths([0])) }
        }
        #expect(grid.pendingKeyRemappings.count == CollectionBatchUpdates.keyRemappingLimit)
        source.ids.insert(5000, at: 0)
        grid.performBatch(animated: false) { grid.insertItems(at: F.paths([0])) }
        let remappings = grid.takeKeyRemappings()
        #expect(remappings.count == 1)
        #expect(remappings.first?.newKey(forOld: 3) == nil)
        #expect(Set(grid.itemsWithBitmaps).isSubset(of: grid.takeBitmapChanges()), "a cache uploads every bitmap afresh")
    }
}
