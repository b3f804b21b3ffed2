@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Planning from the old counts and the sections a batch touches: the data source is asked
/// those sections' counts alone, and the plan agrees with one checked against every section.
@Suite("CollectionUpdatePlanTouched")
struct CollectionUpdatePlanTouchedTests {
    /// The sections after the update whose counts `updates` may change, by the rules written
    /// apart from the plan's: inserted, reloaded and moved sections, and the sections of every
    /// item change.
    private static func expectedTouched(_ batch: RandomBatch, full: CollectionUpdatePlan) -> Set<Int> {
        var touched = Set(full.sections.added.indexes + full.reloadedSections.compactMap { full.newSection(forOld: $0) })
        touched.formUnion(batch.updates.insertedItems.map(\.section))
        touched.formUnion(batch.updates.movedItems.map(\.to.section))
        let oldSides = batch.updates.deletedItems + batch.updates.reloadedItems + batch.updates.movedItems.map(\.from)
        touched.formUnion(oldSides.compactMap { full.newSection(forOld: $0.section) })
        return touched
    }

    @Test("random valid batches ask only the sections they touch, and plan as the check of every section does")
    func randomBatchesAskTouchedSectionsOnly() throws {
        let seed = LayoutOracle.seed("CollectionUpdatePlanTouchedTests")
        var rng = SeededGenerator(seed: seed)
        for index in 0..<2_000 {
            let batch = RandomBatch(using: &rng)
            let context = "seed \(seed), batch \(index): old \(batch.oldModel), new \(batch.newModel)"
            let full = try CollectionUpdatePlan(batch.updates, oldCounts: batch.oldCounts, newCounts: batch.newCounts)
            var asked: [Int] = []
            let newCounts = batch.newCounts
            let touched = try CollectionUpdatePlan(batch.updates, old: SectionItemCounts(batch.oldCounts),
                                                   newSectionCount: newCounts.count, checksEverySection: false) { section in
                asked.append(section)
                return newCounts[section]
            }
            #expect(Set(asked) == Self.expectedTouched(batch, full: full), "\(context)")
            #expect(asked.count == Set(asked).count, "each section is asked once: \(asked), \(context)")
            #expect(touched.newItemCounts == full.newItemCounts, "\(context)")
            for (section, items) in batch.oldModel.enumerated() {
                for item in items.indices {
                    let path = IndexPath(item: item, section: section)
                    #expect(touched.newIndexPath(forOld: path) == full.newIndexPath(forOld: path), "\(path), \(context)")
                }
            }
            // The edits lead from the old counts to the new ones.
            var counts = batch.oldCounts
            for section in touched.sectionEdits.removedSections.reversed() { counts.remove(at: section) }
            for section in touched.sectionEdits.insertedSections { counts.insert(newCounts[section], at: section) }
            for section in touched.sectionEdits.recountedSections { counts[section] = newCounts[section] }
            #expect(counts == newCounts, "\(touched.sectionEdits), \(context)")
        }
    }

    @Test("a million sections: one item deleted asks one section's count, and a wrong count there is still refused")
    func millionSectionsAskOne() throws {
        let old = SectionItemCounts(Array(repeating: 1, count: 1_000_000))
        var updates = CollectionUpdates()
        updates.deleteItems(at: [IndexPath(item: 0, section: 500_000)])
        updates.insertItems(at: [IndexPath(item: 1, section: 10)])
        var asked: [Int] = []
        let plan = try CollectionUpdatePlan(updates, old: old, newSectionCount: 1_000_000, checksEverySection: false) { section in
            asked.append(section)
            return section == 500_000 ? 0 : section == 10 ? 2 : 1
        }
        #expect(asked.sorted() == [10, 500_000])
        #expect(plan.newItemCounts.itemCount == 1_000_000)
        #expect(plan.newItemCounts.count(ofSection: 500_000) == 0 && plan.newItemCounts.count(ofSection: 10) == 2)
        #expect(plan.newFlatIndex(forOld: 999_999) == 999_999 && plan.newFlatIndex(forOld: 11) == 12)
        #expect(old.itemCount == 1_000_000 && old.count(ofSection: 10) == 1, "the old counts are untouched")
        #expect(throws: CollectionUpdateError.self) {
            _ = try CollectionUpdatePlan(updates, old: old, newSectionCount: 1_000_000, checksEverySection: false) { _ in 1 }
        }
    }
}
