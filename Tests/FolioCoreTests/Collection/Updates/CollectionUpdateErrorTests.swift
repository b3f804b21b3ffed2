@testable import FolioCore
import Foundation
import Testing

private func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// Every inconsistency is refused before anything is planned, with one line naming the place,
/// the counts and the fix.
@Suite("CollectionUpdateError")
struct CollectionUpdateErrorTests {
    private static let together = "update the data source and the batch together"
    private static let oldRule = "deletes, reloads and move sources name index paths from before the update"
    private static let newRule = "inserts and move destinations name index paths after the update"
    private static let once = "name each place in one change only"

    /// The message of the error planning `change` throws, or nil when it plans.
    private func message(old: [Int], new: [Int], _ change: (inout CollectionUpdates) -> Void) -> String? {
        var updates = CollectionUpdates()
        change(&updates)
        do {
            _ = try CollectionUpdatePlan(updates, oldCounts: old, newCounts: new)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A wrong section count names both counts")
    func sectionCountMismatch() {
        #expect(message(old: [1, 2, 3], new: [1, 1, 1, 1, 1]) { $0.insertSections(IndexSet(integer: 1)) }
            == "invalid batch update: the collection had 3 sections, 1 inserted and 0 deleted make 4, "
            + "but the data source now says 5; \(Self.together)")
    }

    @Test("A wrong item count names the section, both counts and the fix")
    func itemCountMismatch() {
        #expect(message(old: [1, 1, 5], new: [1, 1, 7]) { $0.insertItems(at: [path(2, 0)]) }
            == "invalid batch update: section 2 had 5 items, 1 inserted and 0 deleted make 6, "
            + "but the data source now says 7; \(Self.together)")
        #expect(message(old: [1], new: [1]) { $0.deleteItems(at: [path(0, 0)]) }
            == "invalid batch update: section 0 had 1 item, 0 inserted and 1 deleted make 0, "
            + "but the data source now says 1; \(Self.together)")
    }

    @Test("A wrong item count with moves counts the moves too")
    func itemCountMismatchWithMoves() {
        #expect(message(old: [3, 2], new: [3, 3]) { $0.moveItem(at: path(0, 0), to: path(1, 0)) }
            == "invalid batch update: section 0 had 3 items, 0 inserted, 0 deleted, 0 moved in and 1 moved out "
            + "make 2, but the data source now says 3; \(Self.together)")
    }

    @Test("A wrong item count in a moved section names its index before and after")
    func itemCountMismatchInMovedSection() {
        let text = message(old: [2, 4], new: [6, 2]) {
            $0.moveSection(1, toSection: 0)
            $0.insertItems(at: [path(0, 0)])
        }
        #expect(text == "invalid batch update: section 0 (section 1 before the update) had 4 items, 1 inserted "
            + "and 0 deleted make 5, but the data source now says 6; \(Self.together)")
    }

    @Test("An index path that is not (section, item) is refused")
    func malformedIndexPath() {
        #expect(message(old: [1], new: [0]) { $0.deleteItems(at: [IndexPath(indexes: [0])]) }
            == "invalid batch update: cannot delete index path [0]: an item's index path holds exactly 2 "
            + "indexes (section, item); make it with IndexPath(item:section:)")
    }

    @Test("Old places are checked against the old counts")
    func oldItemOutOfRange() {
        #expect(message(old: [5], new: [4]) { $0.deleteItems(at: [path(0, 7)]) }
            == "invalid batch update: cannot delete item 7 in section 0: section 0 had 5 items before the update; "
            + Self.oldRule)
        #expect(message(old: [5], new: [5]) { $0.reloadItems(at: [path(3, 0)]) }
            == "invalid batch update: cannot reload item 0 in section 3: the collection had 1 section before "
            + "the update; \(Self.oldRule)")
        #expect(message(old: [5], new: [5]) { $0.moveItem(at: path(0, -1), to: path(0, 0)) }
            == "invalid batch update: cannot move item -1 in section 0: section 0 had 5 items before the update; "
            + Self.oldRule)
    }

    @Test("New places are checked against the new counts")
    func newItemOutOfRange() {
        #expect(message(old: [2], new: [3]) { $0.insertItems(at: [path(0, 3)]) }
            == "invalid batch update: cannot insert item 3 in section 0: section 0 has 3 items after the update; "
            + Self.newRule)
        #expect(message(old: [2], new: [2]) { $0.moveItem(at: path(0, 0), to: path(0, 2)) }
            == "invalid batch update: cannot move an item to item 2 in section 0: section 0 has 2 items after "
            + "the update; \(Self.newRule)")
    }

    @Test("Sections are checked against the section counts on their side")
    func sectionOutOfRange() {
        #expect(message(old: [1, 1], new: [1]) { $0.deleteSections(IndexSet(integer: 2)) }
            == "invalid batch update: cannot delete section 2: the collection had 2 sections before the update; "
            + "deletes, reloads and move sources name sections from before the update")
        #expect(message(old: [1], new: [1]) { $0.moveSection(0, toSection: 1) }
            == "invalid batch update: cannot move a section to section 1: the collection has 1 section after the "
            + "update; inserts and move destinations name sections after the update")
    }

    @Test("An item named by two changes is refused, naming the item and both changes")
    func itemNamedTwice() {
        #expect(message(old: [3], new: [1]) { $0.deleteItems(at: [path(0, 1), path(0, 1)]) }
            == "invalid batch update: item 1 in section 0 (before the update) is deleted twice; \(Self.once)")
        #expect(message(old: [3], new: [2]) {
            $0.deleteItems(at: [path(0, 1)])
            $0.moveItem(at: path(0, 1), to: path(0, 0))
        } == "invalid batch update: item 1 in section 0 (before the update) is both deleted and moved; \(Self.once)")
        #expect(message(old: [3], new: [2]) {
            $0.deleteItems(at: [path(0, 2)])
            $0.reloadItems(at: [path(0, 2)])
        } == "invalid batch update: item 2 in section 0 (before the update) is both deleted and reloaded; \(Self.once)")
        #expect(message(old: [3], new: [3]) {
            $0.reloadItems(at: [path(0, 0)])
            $0.moveItem(at: path(0, 0), to: path(0, 1))
        } == "invalid batch update: item 0 in section 0 (before the update) is both reloaded and moved; \(Self.once)")
        #expect(message(old: [0], new: [2]) { $0.insertItems(at: [path(0, 1), path(0, 1)]) }
            == "invalid batch update: item 1 in section 0 (after the update) is inserted twice; \(Self.once)")
        #expect(message(old: [3], new: [4]) {
            $0.moveItem(at: path(0, 0), to: path(0, 2))
            $0.insertItems(at: [path(0, 2)])
        } == "invalid batch update: item 2 in section 0 (after the update) is both the destination of a move "
            + "and inserted; \(Self.once)")
        #expect(message(old: [3], new: [3]) {
            $0.moveItem(at: path(0, 0), to: path(0, 2))
            $0.moveItem(at: path(0, 1), to: path(0, 2))
        } == "invalid batch update: item 2 in section 0 (after the update) is the destination of two moves; \(Self.once)")
    }

    @Test("A section named by two changes is refused")
    func sectionNamedTwice() {
        #expect(message(old: [1, 1], new: [1]) {
            $0.deleteSections(IndexSet(integer: 1))
            $0.moveSection(1, toSection: 0)
        } == "invalid batch update: section 1 (before the update) is both deleted and moved; \(Self.once)")
        #expect(message(old: [1], new: [1]) {
            $0.reloadSections(IndexSet(integer: 0))
            $0.reloadSections(IndexSet(integer: 0))
        } == "invalid batch update: section 0 (before the update) is reloaded twice; \(Self.once)")
        #expect(message(old: [], new: [0, 0]) {
            $0.insertSections(IndexSet(integer: 1))
            $0.insertSections(IndexSet([0, 1]))
        } == "invalid batch update: section 1 (after the update) is inserted twice; \(Self.once)")
    }

    @Test("Items cannot move out of a deleted or reloaded section")
    func moveOutOfChangedSection() {
        #expect(message(old: [2, 1], new: [2]) {
            $0.deleteSections(IndexSet(integer: 0))
            $0.moveItem(at: path(0, 0), to: path(0, 1))
        } == "invalid batch update: cannot move item 0 in section 0: section 0 is deleted by the same update; "
            + "delete the item with its section, or move only items of sections that stay")
        #expect(message(old: [2, 1], new: [2, 2]) {
            $0.reloadSections(IndexSet(integer: 0))
            $0.moveItem(at: path(0, 0), to: path(1, 1))
        } == "invalid batch update: cannot move item 0 in section 0: section 0 is reloaded by the same update; "
            + "delete the item with its section, or move only items of sections that stay")
    }

    @Test("Items cannot move into an inserted or reloaded section")
    func moveIntoChangedSection() {
        #expect(message(old: [1], new: [0, 1]) {
            $0.insertSections(IndexSet(integer: 1))
            $0.moveItem(at: path(0, 0), to: path(1, 0))
        } == "invalid batch update: cannot move an item to item 0 in section 1: section 1 is inserted by the "
            + "same update; let the section's new content include the item instead")
        #expect(message(old: [1, 1], new: [0, 1]) {
            $0.reloadSections(IndexSet(integer: 1))
            $0.moveItem(at: path(0, 0), to: path(1, 0))
        } == "invalid batch update: cannot move an item to item 0 in section 1: section 1 is reloaded by the "
            + "same update; let the section's new content include the item instead")
    }

    @Test("A consistent batch plans without error")
    func consistentBatchPlans() {
        #expect(message(old: [1, 1, 5], new: [1, 1, 6]) { $0.insertItems(at: [path(2, 0)]) } == nil)
    }
}
