@testable import FolioCore
import Foundation
import Testing

private func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// UIKit's documented orders of application, case by case: deletes and reloads name old places,
/// inserts name new ones, and everything else keeps its order.
@Suite("CollectionUpdatePlan")
struct CollectionUpdatePlanTests {
    /// Every old item's new path in section order, nil where it is gone.
    private func newPaths(_ plan: CollectionUpdatePlan, old: [Int]) -> [[IndexPath?]] {
        old.enumerated().map { section, count in (0..<count).map { plan.newIndexPath(forOld: path(section, $0)) } }
    }

    /// Every new item's old path in section order, nil where it is new.
    private func oldPaths(_ plan: CollectionUpdatePlan, new: [Int]) -> [[IndexPath?]] {
        new.enumerated().map { section, count in (0..<count).map { plan.oldIndexPath(forNew: path(section, $0)) } }
    }

    @Test("An empty batch maps every item to itself")
    func emptyBatchIsIdentity() throws {
        let plan = try CollectionUpdatePlan(CollectionUpdates(), oldCounts: [2, 0, 3], newCounts: [2, 0, 3])
        #expect(newPaths(plan, old: [2, 0, 3]) == [[path(0, 0), path(0, 1)], [], [path(2, 0), path(2, 1), path(2, 2)]])
        #expect(plan.insertedIndexPaths.isEmpty && plan.deletedIndexPaths.isEmpty)
        #expect(plan.newSection(forOld: 1) == 1 && plan.newSection(forOld: 3) == nil)
    }

    @Test("Delete and insert at the same index: the old item goes, a new one takes its place")
    func deleteAndInsertAtSameIndex() throws {
        var updates = CollectionUpdates()
        updates.deleteItems(at: [path(0, 1)])
        updates.insertItems(at: [path(0, 1)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [3], newCounts: [3])
        #expect(newPaths(plan, old: [3]) == [[path(0, 0), nil, path(0, 2)]])
        #expect(oldPaths(plan, new: [3]) == [[path(0, 0), nil, path(0, 2)]])
        #expect(plan.deletedIndexPaths == [path(0, 1)])
        #expect(plan.insertedIndexPaths == [path(0, 1)])
    }

    @Test("Deletes name old places and inserts new ones: A B C D, delete 0 and 2, insert 0 and 3, gives X B D Y")
    func deletesBeforeInserts() throws {
        var updates = CollectionUpdates()
        updates.insertItems(at: [path(0, 3), path(0, 0)])
        updates.deleteItems(at: [path(0, 2), path(0, 0)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [4], newCounts: [4])
        #expect(newPaths(plan, old: [4]) == [[nil, path(0, 1), nil, path(0, 2)]])
        #expect(oldPaths(plan, new: [4]) == [[nil, path(0, 1), path(0, 3), nil]])
        #expect(plan.deletedIndexPaths == [path(0, 0), path(0, 2)])
        #expect(plan.insertedIndexPaths == [path(0, 0), path(0, 3)])
    }

    @Test("Move plus insert: A B C D, move 0 to 3 and insert at 0, gives X B C A D")
    func movePlusInsert() throws {
        var updates = CollectionUpdates()
        updates.moveItem(at: path(0, 0), to: path(0, 3))
        updates.insertItems(at: [path(0, 0)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [4], newCounts: [5])
        #expect(newPaths(plan, old: [4]) == [[path(0, 3), path(0, 1), path(0, 2), path(0, 4)]])
        #expect(oldPaths(plan, new: [5]) == [[nil, path(0, 1), path(0, 2), path(0, 0), path(0, 3)]])
        #expect(plan.insertedIndexPaths == [path(0, 0)])
        #expect(plan.deletedIndexPaths.isEmpty)
    }

    @Test("Section insert with an item insert in it: the item insert is redundant and the old section shifts")
    func sectionInsertWithItemInsertInIt() throws {
        var updates = CollectionUpdates()
        updates.insertSections(IndexSet(integer: 0))
        updates.insertItems(at: [path(0, 0), path(1, 2)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [2], newCounts: [1, 3])
        #expect(newPaths(plan, old: [2]) == [[path(1, 0), path(1, 1)]])
        #expect(oldPaths(plan, new: [1, 3]) == [[nil], [path(0, 0), path(0, 1), nil]])
        #expect(plan.insertedSections == [0])
        #expect(plan.insertedIndexPaths == [path(1, 2)])
        #expect(plan.oldSection(forNew: 0) == nil && plan.oldSection(forNew: 1) == 0)
    }

    @Test("A reloaded item keeps its place in the order and is flagged; a delete before it shifts it")
    func reloadKeepsPlace() throws {
        var updates = CollectionUpdates()
        updates.reloadItems(at: [path(0, 1)])
        updates.deleteItems(at: [path(0, 0)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [3], newCounts: [2])
        #expect(newPaths(plan, old: [3]) == [[nil, path(0, 0), path(0, 1)]])
        #expect(plan.isReloaded(old: path(0, 1)))
        #expect(!plan.isReloaded(old: path(0, 2)) && !plan.isReloaded(old: path(0, 0)))
        #expect(oldPaths(plan, new: [2]) == [[path(0, 1), path(0, 2)]])
    }

    @Test("A moved section carries its items, and item changes name it by its old and new index")
    func sectionMoveCarriesItems() throws {
        var updates = CollectionUpdates()
        updates.moveSection(0, toSection: 1)
        updates.moveItem(at: path(1, 0), to: path(1, 0))
        updates.deleteItems(at: [path(0, 1)])
        updates.insertItems(at: [path(1, 2)])
        // Old: section 0 = A B, section 1 = C D E. New: section 0 = D E, section 1 = C A X.
        let plan = try CollectionUpdatePlan(updates, oldCounts: [2, 3], newCounts: [2, 3])
        #expect(newPaths(plan, old: [2, 3]) == [[path(1, 1), nil], [path(1, 0), path(0, 0), path(0, 1)]])
        #expect(oldPaths(plan, new: [2, 3]) == [[path(1, 1), path(1, 2)], [path(1, 0), path(0, 0), nil]])
        #expect(plan.newSection(forOld: 0) == 1 && plan.newSection(forOld: 1) == 0)
    }

    @Test("Deleted and reloaded sections map none of their items, and item changes inside them are dropped")
    func deletedAndReloadedSections() throws {
        var updates = CollectionUpdates()
        updates.deleteSections(IndexSet(integer: 0))
        updates.deleteItems(at: [path(0, 1)])
        updates.reloadSections(IndexSet(integer: 2))
        updates.reloadItems(at: [path(2, 0)])
        updates.insertItems(at: [path(1, 4)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [2, 3, 1], newCounts: [3, 5])
        #expect(newPaths(plan, old: [2, 3, 1]) == [[nil, nil], [path(0, 0), path(0, 1), path(0, 2)], [nil]])
        #expect(oldPaths(plan, new: [3, 5]) == [[path(1, 0), path(1, 1), path(1, 2)], [nil, nil, nil, nil, nil]])
        #expect(plan.newSection(forOld: 2) == 1 && plan.oldSection(forNew: 1) == 2)
        #expect(plan.newSection(forOld: 0) == nil)
        #expect(plan.deletedIndexPaths.isEmpty && plan.insertedIndexPaths.isEmpty)
        #expect(!plan.isReloaded(old: path(2, 0)))
        #expect(plan.deletedSections == [0] && plan.reloadedSections == [2])
    }

    @Test("Flat indexes follow the index paths across sections")
    func flatIndexes() throws {
        var updates = CollectionUpdates()
        updates.deleteItems(at: [path(0, 0)])
        updates.insertItems(at: [path(1, 0)])
        // Old flat: A B | C D E; new flat: B | X C D E.
        let plan = try CollectionUpdatePlan(updates, oldCounts: [2, 3], newCounts: [1, 4])
        #expect((0..<5).map { plan.newFlatIndex(forOld: $0) } == [nil, 0, 2, 3, 4])
        #expect((0..<5).map { plan.oldFlatIndex(forNew: $0) } == [1, nil, 2, 3, 4])
        #expect(plan.newFlatIndex(forOld: 5) == nil && plan.newFlatIndex(forOld: -1) == nil)
    }

    @Test("Paths that do not exist on their side map to nil")
    func outOfRangeQueries() throws {
        let plan = try CollectionUpdatePlan(CollectionUpdates(), oldCounts: [2], newCounts: [2])
        #expect(plan.newIndexPath(forOld: path(0, 2)) == nil)
        #expect(plan.newIndexPath(forOld: path(1, 0)) == nil)
        #expect(plan.oldIndexPath(forNew: path(0, -1)) == nil)
        #expect(plan.newIndexPath(forOld: IndexPath(indexes: [0, 0, 0])) == nil)
    }
}
