@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Heckel's diff between snapshots, against an oracle that applies its batch to plain arrays by
/// UIKit's rules, on thousands of random small contents with sections; and on hand-made cases
/// whose batch is known.
///
/// The seed is printed; replay a failure with `FOLIO_SEED=<seed> swift test --filter SnapshotDiffHeckelTests`.
@Suite("SnapshotDiffHeckel")
struct SnapshotDiffHeckelTests {
    private typealias Model = SnapshotDiffOracle.Model

    @Test("on random contents the batch is valid, turns the old content into the new, reloads exactly the marked items that stay, and moves nothing when only deletes and inserts happened")
    func randomContents() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var rng = SeededGenerator(seed: seed)
        var moves = 0, reloads = 0
        for index in 0..<5000 {
            let pair = RandomSnapshotPair(using: &rng)
            let diff: SnapshotDiff
            do {
                diff = try SnapshotDiff.between(pair.old.snapshot, pair.newSnapshot)
            } catch {
                Issue.record("seed \(seed), case \(index): refused \(error)\n\(pair)")
                return
            }
            if let failure = check(diff, pair) {
                Issue.record("seed \(seed), case \(index): \(failure)\n\(pair)\n\(diff)")
                return
            }
            moves += diff.movedItems.count
            reloads += diff.reloadedItems.count
        }
        #expect(moves > 100 && reloads > 100, "the cases moved and reloaded items: \(moves) moves, \(reloads) reloads")
    }

    /// The first way `diff` fails `pair`, or nil.
    private func check(_ diff: SnapshotDiff, _ pair: RandomSnapshotPair) -> String? {
        let applied: (model: Model, reloaded: Set<Int>)
        switch SnapshotDiffOracle.apply(diff, to: pair.old, new: pair.new) {
        case .failure(let failure): return "invalid batch: \(failure)"
        case .success(let result): applied = result
        }
        if applied.model != pair.new { return "applied gives \(applied.model)" }
        if pair.keepsOrder, !diff.movedItems.isEmpty || !diff.movedSections.isEmpty {
            return "moves where only deletes and inserts happened"
        }
        if let failure = checkFewestMoves(diff, pair) { return failure }
        // Reloaded: the marked items that stay where they are among their neighbours; a marked
        // item that moves is deleted and inserted instead.
        let marks = Set(pair.reloadMarks)
        if !applied.reloaded.isSubset(of: marks) { return "reloads unmarked items \(applied.reloaded.subtracting(marks))" }
        let movedIDs = Set(diff.movedItems.map { pair.old.items[$0.from.section][$0.from.item] })
        if !movedIDs.isDisjoint(with: marks) { return "moves marked items \(movedIDs.intersection(marks))" }
        let deletedIDs = Set(diff.deletedItems.map { pair.old.items[$0.section][$0.item] })
        let insertedIDs = Set(diff.insertedItems.map { pair.new.items[$0.section][$0.item] })
        let keptSections = Set(pair.old.sections).intersection(pair.new.sections)
        for (section, items) in zip(pair.old.sections, pair.old.items) where keptSections.contains(section) {
            for id in items where marks.contains(id) {
                guard let newSection = zip(pair.new.sections, pair.new.items).first(where: { $0.1.contains(id) })?.0,
                      keptSections.contains(newSection) else { continue }
                let replaced = deletedIDs.contains(id) && insertedIDs.contains(id)
                if applied.reloaded.contains(id) == replaced { return "marked item \(id) neither reloaded nor replaced, or both" }
            }
        }
        return nil
    }

    /// Within each kept section, the items moved are as few as can be: those outside a longest
    /// run still in their old order (found here by brute force, O(n²)); and kept sections alike.
    private func checkFewestMoves(_ diff: SnapshotDiff, _ pair: RandomSnapshotPair) -> String? {
        func longestIncreasing(_ keys: [Int]) -> Int {
            var best = [Int](repeating: 1, count: keys.count)
            for index in keys.indices {
                for earlier in 0..<index where keys[earlier] < keys[index] { best[index] = max(best[index], best[earlier] + 1) }
            }
            return best.max() ?? 0
        }
        let oldSections = Dictionary(uniqueKeysWithValues: pair.old.sections.enumerated().map { ($1, $0) })
        let keptSections = pair.new.sections.compactMap { oldSections[$0] }
        if diff.movedSections.count != keptSections.count - longestIncreasing(keptSections) {
            return "\(diff.movedSections.count) section moves where \(keptSections.count - longestIncreasing(keptSections)) do"
        }
        for (index, section) in pair.new.sections.enumerated() {
            guard let source = oldSections[section] else { continue }
            let oldItems = Dictionary(uniqueKeysWithValues: pair.old.items[source].enumerated().map { ($1, $0) })
            let kept = pair.new.items[index].compactMap { oldItems[$0] }
            let movedWithin = diff.movedItems.filter { $0.from.section == source && $0.to.section == index }.count
            let replacedWithin = kept.filter { item in
                diff.deletedItems.contains(IndexPath(item: item, section: source))
            }.count
            if movedWithin + replacedWithin != kept.count - longestIncreasing(kept) {
                return "section \(section): \(movedWithin) moves and \(replacedWithin) replaced where \(kept.count - longestIncreasing(kept)) do"
            }
        }
        return nil
    }

    @Test("a million items with 50% changed (a third deleted, moved and inserted): the batch turns the old content into the new by UIKit's rules")
    func millionItemsHalfChanged() throws {
        var rng = SeededGenerator(seed: 50_000_000)
        let old = Array(0..<1_000_000)
        var next = old.count
        let new = MillionItemChanges.change(old, fraction: 0.5, fresh: &next, using: &rng)
        let oldModel = Model(sections: [0], items: [old]), newModel = Model(sections: [0], items: [new])
        let diff = try SnapshotDiff.between(oldModel.snapshot, newModel.snapshot)
        switch SnapshotDiffOracle.apply(diff, to: oldModel, new: newModel) {
        case .success(let result): #expect(result.model == newModel)
        case .failure(let failure): Issue.record("\(failure)")
        }
        #expect(diff.deletedItems.count == 166_666 && diff.insertedItems.count == 166_666)
        #expect(diff.movedItems.count <= 166_666, "no more moves than items moved: \(diff.movedItems.count)")
    }

    @Test("one item moved far is one move: the items it passed stay")
    func oneFarMove() throws {
        var items = Array(0..<100)
        items.append(items.remove(at: 10))
        let diff = try SnapshotDiff.between(Model(sections: [0], items: [Array(0..<100)]).snapshot,
                                            Model(sections: [0], items: [items]).snapshot)
        #expect(diff.movedItems.map { [$0.from.item, $0.to.item] } == [[10, 99]])
        #expect(diff.changeCount == 1)
    }

    @Test("an item that only shifted because of a delete and an insert before it is not moved")
    func shiftedItemsStay() throws {
        let old = Model(sections: [0], items: [[1, 2, 3, 4, 5]])
        let new = Model(sections: [0], items: [[9, 1, 3, 4, 5, 8]])
        let diff = try SnapshotDiff.between(old.snapshot, new.snapshot)
        #expect(diff.movedItems.isEmpty)
        #expect(diff.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(Set(diff.insertedItems) == [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
    }

    @Test("two swapped neighbours are one move, the others stay, and a reloaded one that stays is reloaded at its old place")
    func swapIsTwoMoves() throws {
        let old = Model(sections: [0], items: [[1, 2, 3, 4]])
        var new = Model(sections: [0], items: [[1, 3, 2, 4]]).snapshot
        new.reloadItems([4])
        let diff = try SnapshotDiff.between(old.snapshot, new)
        #expect(diff.movedItems.map { [$0.from.item, $0.to.item] } == [[2, 1]])
        #expect(diff.reloadedItems == [IndexPath(item: 3, section: 0)])
        #expect(diff.deletedItems.isEmpty && diff.insertedItems.isEmpty)
    }

    @Test("an item that changes sections is a move; items of a deleted or inserted section are not listed")
    func acrossSections() throws {
        let old = Model(sections: [0, 1, 2], items: [[1, 2], [3, 4], [5]])
        let new = Model(sections: [1, 0, 7], items: [[3, 2, 4], [1], [5, 6]])
        let diff = try SnapshotDiff.between(old.snapshot, new.snapshot)
        #expect(diff.deletedSections == [2] && diff.insertedSections == [2])
        #expect(diff.movedSections.map { [$0.from, $0.to] } == [[1, 0]], "one of the two kept sections moves")
        #expect(diff.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]])
        #expect(diff.insertedItems.isEmpty && diff.deletedItems.isEmpty, "5 and 6 go with their sections")
    }

    @Test("a duplicate item or section in the new snapshot is refused, naming it")
    func duplicatesRefused() {
        let old = Model(sections: [0], items: [[1, 2]]).snapshot
        var items = CollectionSnapshot<Int, Int>()
        items.appendSections([0])
        items.appendItems([1, 5, 5])
        #expect(throws: SnapshotDiffRefusal.self) { try SnapshotDiff.between(old, items) }
        do {
            _ = try SnapshotDiff.between(old, items)
        } catch {
            #expect(error.description == "the new snapshot holds item identifier 5 twice")
        }
        var kept = CollectionSnapshot<Int, Int>()
        kept.appendSections([0, 3])
        kept.appendItems([2], toSection: 0)
        kept.appendItems([2], toSection: 3)
        #expect(throws: SnapshotDiffRefusal.self) { try SnapshotDiff.between(old, kept) }
        var sections = CollectionSnapshot<Int, Int>()
        sections.appendSections([4, 4])
        do {
            _ = try SnapshotDiff.between(old, sections)
            Issue.record("a duplicate section was accepted")
        } catch {
            #expect(error.description == "the new snapshot holds section identifier 4 twice")
        }
    }
}
