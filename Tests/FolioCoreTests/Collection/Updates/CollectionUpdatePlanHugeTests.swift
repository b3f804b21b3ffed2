@testable import FolioCore
import Foundation
import Testing

private func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// Planning stores only the changes, so ten million items cost no more than ten.
@Suite("CollectionUpdatePlanHuge")
struct CollectionUpdatePlanHugeTests {
    @Test("A section of 10,000,000 items with a few changes plans and answers at once")
    func tenMillionItems() throws {
        let clock = ContinuousClock()
        let start = clock.now
        var updates = CollectionUpdates()
        updates.deleteItems(at: [path(0, 5), path(0, 9_999_999)])
        updates.insertItems(at: [path(0, 0)])
        updates.moveItem(at: path(0, 7), to: path(1, 0))
        updates.reloadItems(at: [path(0, 8_000_000)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [10_000_000, 3], newCounts: [9_999_998, 4])
        var checksum = 0
        for item in stride(from: 0, to: 10_000_000, by: 1_000) {
            checksum &+= plan.newIndexPath(forOld: path(0, item))?.item ?? 0
            checksum &+= plan.oldFlatIndex(forNew: item) ?? 0
        }
        let elapsed = clock.now - start
        print("planned and answered 20,000 queries on 10,000,000 items in \(elapsed)")
        #expect(elapsed < .milliseconds(500))
        #expect(checksum != 0)

        #expect(plan.newIndexPath(forOld: path(0, 0)) == path(0, 1))
        #expect(plan.newIndexPath(forOld: path(0, 4)) == path(0, 5))
        #expect(plan.newIndexPath(forOld: path(0, 5)) == nil)
        #expect(plan.newIndexPath(forOld: path(0, 6)) == path(0, 6))
        #expect(plan.newIndexPath(forOld: path(0, 7)) == path(1, 0))
        #expect(plan.newIndexPath(forOld: path(0, 8)) == path(0, 7))
        #expect(plan.newIndexPath(forOld: path(0, 8_000_000)) == path(0, 7_999_999))
        #expect(plan.isReloaded(old: path(0, 8_000_000)))
        #expect(plan.newIndexPath(forOld: path(0, 9_999_998)) == path(0, 9_999_997))
        #expect(plan.newIndexPath(forOld: path(0, 9_999_999)) == nil)
        #expect(plan.newIndexPath(forOld: path(1, 0)) == path(1, 1))
        #expect(plan.oldIndexPath(forNew: path(0, 0)) == nil)
        #expect(plan.oldIndexPath(forNew: path(0, 9_999_997)) == path(0, 9_999_998))
        #expect(plan.oldIndexPath(forNew: path(1, 0)) == path(0, 7))
        #expect(plan.newFlatIndex(forOld: 10_000_000) == 9_999_999)
        // New flat 9,999,998 is the first item of section 1: the item moved from old item 7.
        #expect(plan.oldFlatIndex(forNew: 9_999_998) == 7)
    }

    @Test("Miscounting one item among 10,000,000 is still caught")
    func tenMillionItemsMiscounted() {
        var updates = CollectionUpdates()
        updates.insertItems(at: [path(0, 9_999_999)])
        #expect(throws: CollectionUpdateError.self) {
            try CollectionUpdatePlan(updates, oldCounts: [10_000_000], newCounts: [10_000_002])
        }
    }
}
