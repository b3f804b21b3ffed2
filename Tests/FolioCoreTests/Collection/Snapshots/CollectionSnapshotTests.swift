@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Building snapshots: sections and items in order, counts, deletes, reload marks, and mutations
/// that name what is not there (they change nothing and never crash).
@Suite("CollectionSnapshot")
struct CollectionSnapshotTests {
    @Test("appended sections and items keep their order, with counts and per-section lists")
    func appending() {
        var snapshot = CollectionSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3], toSection: "a")
        snapshot.appendItems([4, 5], toSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 2, 4, 5], "no section named: the last one")
        #expect(snapshot.itemIdentifiers == [3, 1, 2, 4, 5])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 4)
        #expect(snapshot.itemIdentifiers(inSection: "z").isEmpty)
    }

    @Test("deleting items and sections removes them wherever they are, with their counts and reload marks")
    func deleting() {
        var snapshot = CollectionSnapshot<String, Int>()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5], toSection: "b")
        snapshot.appendItems([6], toSection: "c")
        snapshot.reloadItems([2, 4])
        snapshot.deleteItems([2, 5, 99])
        #expect(snapshot.itemIdentifiers == [1, 3, 4, 6] && snapshot.numberOfItems == 4)
        #expect(snapshot.reloadedItems == [4])
        snapshot.deleteSections(["b", "zz"])
        #expect(snapshot.sectionIdentifiers == ["a", "c"] && snapshot.itemIdentifiers == [1, 3, 6])
        #expect(snapshot.numberOfItems == 3)
        snapshot.appendItems([7], toSection: "c")
        #expect(snapshot.itemIdentifiers(inSection: "c") == [6, 7], "sections found by identifier after a delete")
    }

    @Test("appending items with no section, or to a section not there, appends nothing and logs one line")
    func appendingWithoutSection() {
        var snapshot = CollectionSnapshot<String, Int>()
        let lines = LogCapture.lines {
            snapshot.appendItems([424_242])
            snapshot.appendSections(["only"])
            snapshot.appendItems([424_243], toSection: "missing-section-77")
        }.filter { $0.contains("cannot append") && ($0.contains("there is none") || $0.contains("missing-section-77")) }
        #expect(lines.count == 2, "\(lines)")
        #expect(snapshot.numberOfItems == 0 && snapshot.itemIdentifiers.isEmpty)
    }

    @Test("duplicates may be appended without a crash; the first section of a repeated identifier is the one named")
    func duplicatesAppend() {
        var snapshot = CollectionSnapshot<Int, Int>()
        snapshot.appendSections([1, 1])
        snapshot.appendItems([5, 5], toSection: 1)
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 2)
        #expect(snapshot.itemIdentifiers(inSection: 1) == [5, 5])
        snapshot.deleteItems([5])
        #expect(snapshot.numberOfItems == 0)
        snapshot.deleteSections([1])
        #expect(snapshot.numberOfSections == 0)
    }
}
