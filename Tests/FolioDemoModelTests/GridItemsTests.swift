@testable import FolioDemo
import FolioCore
import Foundation
import TestSupport
import Testing

/// The grid demo's model: what each edit does to the items and sections, and the change it
/// reports in the collection's terms.
struct GridItemsTests {
    private func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Every section's identifiers, in order.
    private func sections(_ items: GridItems) -> [[Int]] {
        (0..<items.sections.sectionCount).map { section in
            (0..<items.sections.counts[section]).map { items.identifier(at: path($0, section)) }
        }
    }

    @Test("Items fill sections of the given size, the last one shorter; size 0 puts all in one section")
    func layout() {
        let items = GridItems(itemCount: 7, sectionSize: 3)
        #expect(sections(items) == [[0, 1, 2], [3, 4, 5], [6]])
        #expect(items.sectionIdentifiers.identifiers(in: 0..<3) == [0, 1, 2])
        #expect(sections(GridItems(itemCount: 4, sectionSize: 0)) == [[0, 1, 2, 3]])
        #expect(GridItems(itemCount: 0, sectionSize: 100).sections.sectionCount == 0)
        let huge = GridItems(itemCount: 10_000_000, sectionSize: 0)
        #expect(huge.itemCount == 10_000_000 && huge.items.runCount == 1)
    }

    @Test("A duplicate is an item of its own right after the original, showing the original's photo, and a copy of a copy too")
    func duplicate() {
        var items = GridItems(itemCount: 7, sectionSize: 3)
        let (place, change) = items.duplicateItem(at: path(1, 1))
        #expect(place == path(2, 1))
        #expect(change == GridItems.Change(insertedItems: [path(2, 1)]))
        #expect(sections(items) == [[0, 1, 2], [3, 4, 7, 5], [6]])
        #expect(items.photoIdentifier(of: 7) == 4)
        #expect(items.photoIdentifier(of: 4) == 4, "the original keeps its own photo")
        _ = items.duplicateItem(at: place)
        #expect(sections(items) == [[0, 1, 2], [3, 4, 7, 8, 5], [6]])
        #expect(items.photoIdentifier(of: 8) == 4, "a copy of a copy shows the original's photo")
        _ = items.deleteItem(at: path(1, 1))
        #expect(items.photoIdentifier(of: 7) == 4, "a copy outlives its original")
    }

    @Test("Deleting an item closes its gap; deleting a section's last item deletes the section")
    func delete() {
        var items = GridItems(itemCount: 7, sectionSize: 3)
        #expect(items.deleteItem(at: path(1, 1)) == GridItems.Change(deletedItems: [path(1, 1)]))
        #expect(sections(items) == [[0, 1, 2], [3, 5], [6]])
        #expect(items.deleteItem(at: path(0, 2)) == GridItems.Change(deletedSections: [2]))
        #expect(sections(items) == [[0, 1, 2], [3, 5]])
        _ = items.deleteItem(at: path(0, 0))
        _ = items.deleteItem(at: path(0, 0))
        #expect(items.deleteItem(at: path(0, 0)) == GridItems.Change(deletedSections: [0]))
        #expect(sections(items) == [[3, 5]])
        #expect(items.sectionIdentifiers.identifiers(in: 0..<1) == [1], "the section keeps its number")
    }

    @Test("Deleting several items at once closes every gap, and reports an emptied section as deleted, not its items")
    func deleteSeveral() {
        var items = GridItems(itemCount: 10, sectionSize: 3)
        let change = items.deleteItems(at: [path(2, 0), path(0, 1), path(1, 1), path(2, 1), path(0, 0), path(0, 0), path(7, 2), path(0, 9)])
        #expect(change == GridItems.Change(deletedItems: [path(0, 0), path(2, 0)], deletedSections: [1]))
        #expect(sections(items) == [[1], [6, 7, 8], [9]])
        #expect(items.itemCount == 5)
        #expect(items.deleteItems(at: []) == GridItems.Change())
        let big = GridItems(itemCount: 20_000, sectionSize: 0)
        var all = big
        _ = all.deleteItems(at: (0..<10_000).map { path($0 * 2, 0) })
        #expect(all.itemCount == 10_000 && all.identifier(at: path(0, 0)) == 1 && all.identifier(at: path(9_999, 0)) == 19_999)
    }

    @Test("Inserting puts a newly numbered photo after the item given, at the front without one, in a new section when there is none")
    func insert() {
        var items = GridItems(itemCount: 4, sectionSize: 2)
        let after = items.insertItem(after: path(1, 0))
        #expect(after.indexPath == path(2, 0) && after.change == GridItems.Change(insertedItems: [path(2, 0)]))
        let front = items.insertItem(after: nil)
        #expect(front.indexPath == path(0, 0))
        #expect(sections(items) == [[5, 0, 1, 4], [2, 3]])

        var empty = GridItems(itemCount: 1, sectionSize: 10)
        _ = empty.deleteItem(at: path(0, 0))
        let first = empty.insertItem(after: nil)
        #expect(first.change == GridItems.Change(insertedSections: [0]))
        #expect(sections(empty) == [[1]])
        #expect(empty.sectionIdentifiers.identifiers(in: 0..<1) == [1], "a new section gets a new number")
    }

    @Test("A shuffle moves every item of the section to another place, and its moves describe the new order")
    func shuffle() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var generator = SeededGenerator(seed: seed)
        for count in [2, 3, 10, 100] {
            var items = GridItems(itemCount: count + 5, sectionSize: count)
            let before = sections(items)
            let change = items.shuffle(section: 0, from: 0, using: &generator)
            let after = sections(items)
            #expect(after[1] == before[1], "seed \(seed): other sections stay")
            #expect(Set(after[0]) == Set(before[0]))
            #expect(zip(after[0], before[0]).allSatisfy { $0 != $1 }, "seed \(seed): \(before[0]) → \(after[0])")
            #expect(change.movedItems.count == count)
            // Each move takes the item from its old place to the place it now holds.
            for move in change.movedItems {
                #expect(after[0][move.to.item] == before[0][move.from.item], "seed \(seed): \(move)")
            }
        }
        var single = GridItems(itemCount: 1, sectionSize: 5)
        #expect(single.shuffle(section: 0, from: 0, using: &generator) == GridItems.Change())
    }

    @Test("A section larger than the most one shuffle moves has that many shuffled from the item given")
    func longSectionShufflesAStretch() {
        var generator = SeededGenerator(seed: 3)
        let limit = GridItems.maximumShuffledItems
        var items = GridItems(itemCount: 10 * limit, sectionSize: 0)
        let change = items.shuffle(section: 0, from: 4 * limit, using: &generator)
        #expect(change.movedItems.count == limit)
        #expect(change.movedItems.allSatisfy { (4 * limit..<5 * limit).contains($0.from.item) && (4 * limit..<5 * limit).contains($0.to.item) })
        #expect(items.items.identifiers(in: 0..<4 * limit) == Array(0..<4 * limit))
        let nearEnd = items.shuffle(section: 0, from: 10 * limit - 3, using: &generator)
        #expect(nearEnd.movedItems.allSatisfy { $0.from.item >= 9 * limit })
    }

    @Test("Moving an item by hand within a section shifts those between; into another section it changes both counts, and may land at its end")
    func moveItem() {
        var items = GridItems(itemCount: 7, sectionSize: 3)
        let withinSection = items.moveItem(at: path(0, 0), to: path(2, 0))
        #expect(withinSection)
        #expect(sections(items) == [[1, 2, 0], [3, 4, 5], [6]])
        let intoFirstSection = items.moveItem(at: path(1, 1), to: path(0, 0))
        #expect(intoFirstSection)
        #expect(sections(items) == [[4, 1, 2, 0], [3, 5], [6]])
        let ontoLastSectionEnd = items.moveItem(at: path(0, 0), to: path(1, 2))
        #expect(ontoLastSectionEnd, "just after the last section's only item")
        #expect(sections(items) == [[1, 2, 0], [3, 5], [6, 4]])
        #expect(items.itemCount == 7)
    }

    @Test("A move naming no place changes nothing")
    func moveItemRefused() {
        var items = GridItems(itemCount: 7, sectionSize: 3)
        let before = sections(items)
        for (from, to) in [(path(3, 0), path(0, 0)), (path(0, 0), path(3, 0)), (path(0, 0), path(2, 2)),
                           (path(0, 0), path(0, 3)), (path(0, 0), path(-1, 1))] {
            let moved = items.moveItem(at: from, to: to)
            #expect(!moved, "\(from) to \(to)")
        }
        #expect(sections(items) == before)
    }
}
