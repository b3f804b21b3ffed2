@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Random valid batches on a plain model: the plan maps every surviving item to where the model
/// puts it, reports exactly the new items as new, and refuses the batch when any pinned count is
/// off by one.
///
/// The seed is printed; replay a failure with `FOLIO_SEED=<seed> swift test --filter CollectionUpdatePlanRandomTests`.
@Suite("CollectionUpdatePlanRandom")
struct CollectionUpdatePlanRandomTests {
    /// Batches per run; `FOLIO_BATCHES=<n>` runs more for a soak.
    static let defaultBatchCount = 3000

    @Test("Random valid batches map every item where the model puts it, and off-by-one counts throw")
    func randomBatches() {
        let environment = ProcessInfo.processInfo.environment
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: environment)
        let batches = environment["FOLIO_BATCHES"].flatMap { Int($0) } ?? Self.defaultBatchCount
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var rng = SeededGenerator(seed: seed)
        for index in 0..<batches {
            let batch = RandomBatch(using: &rng)
            if let failure = check(batch) {
                Issue.record("seed \(seed), batch \(index): \(failure)\nold \(batch.oldModel)\nnew \(batch.newModel)")
                return
            }
        }
    }

    /// The first disagreement between the plan and the model, or nil.
    private func check(_ batch: RandomBatch) -> String? {
        let plan: CollectionUpdatePlan
        do {
            plan = try CollectionUpdatePlan(batch.updates, oldCounts: batch.oldCounts, newCounts: batch.newCounts)
        } catch {
            return "valid batch refused: \(error)"
        }
        let maxOldId = batch.oldModel.joined().max() ?? 0
        guard let applied = Self.applyInUIKitOrder(batch.updates, to: batch.oldModel, newCounts: batch.newCounts) else {
            return "the batch cannot be applied in UIKit's order"
        }
        if applied != batch.newModel.map({ $0.map { $0 > maxOldId ? nil : $0 } }) {
            return "the batch applied in UIKit's order gives \(applied)"
        }
        var newPathOf: [Int: IndexPath] = [:], oldPathOf: [Int: IndexPath] = [:]
        for (section, items) in batch.newModel.enumerated() {
            for (item, id) in items.enumerated() { newPathOf[id] = IndexPath(item: item, section: section) }
        }
        for (section, items) in batch.oldModel.enumerated() {
            for (item, id) in items.enumerated() { oldPathOf[id] = IndexPath(item: item, section: section) }
        }

        var gone: Set<IndexPath> = []
        for (id, old) in oldPathOf {
            let expected = newPathOf[id]
            if expected == nil { gone.insert(old) }
            if plan.newIndexPath(forOld: old) != expected {
                return "newIndexPath(forOld: \(old)) is \(String(describing: plan.newIndexPath(forOld: old))), "
                    + "the model says \(String(describing: expected))"
            }
            if plan.isReloaded(old: old) != batch.reloadedPaths.contains(old) {
                return "isReloaded(old: \(old)) is \(plan.isReloaded(old: old))"
            }
        }
        var fresh: Set<IndexPath> = []
        for (id, new) in newPathOf {
            let expected = oldPathOf[id]
            if expected == nil { fresh.insert(new) }
            if plan.oldIndexPath(forNew: new) != expected {
                return "oldIndexPath(forNew: \(new)) is \(String(describing: plan.oldIndexPath(forNew: new))), "
                    + "the model says \(String(describing: expected))"
            }
        }

        let newSections = plan.insertedSections + plan.reloadedSections.compactMap { plan.newSection(forOld: $0) }
        let reported = Set(plan.insertedIndexPaths).union(Self.paths(in: newSections, counts: batch.newCounts))
        if reported != fresh || plan.insertedIndexPaths.count != Set(plan.insertedIndexPaths).count {
            return "inserted paths \(reported.sorted()) are not the new ones \(fresh.sorted())"
        }
        let removed = Set(plan.deletedIndexPaths)
            .union(Self.paths(in: plan.deletedSections + plan.reloadedSections, counts: batch.oldCounts))
        if removed != gone {
            return "deleted paths \(removed.sorted()) are not the gone ones \(gone.sorted())"
        }

        let oldCounts = SectionItemCounts(batch.oldCounts), newCounts = SectionItemCounts(batch.newCounts)
        for flat in 0..<oldCounts.itemCount {
            let expected = oldCounts.indexPath(ofFlatIndex: flat).flatMap { oldPath in
                newPathOf[batch.oldModel[oldPath.section][oldPath.item]].flatMap { newCounts.flatIndex(of: $0) }
            }
            if plan.newFlatIndex(forOld: flat) != expected { return "newFlatIndex(forOld: \(flat)) is wrong" }
        }
        for flat in 0..<newCounts.itemCount {
            let expected = newCounts.indexPath(ofFlatIndex: flat).flatMap { newPath in
                oldPathOf[batch.newModel[newPath.section][newPath.item]].flatMap { oldCounts.flatIndex(of: $0) }
            }
            if plan.oldFlatIndex(forNew: flat) != expected { return "oldFlatIndex(forNew: \(flat)) is wrong" }
        }
        return checkCorruptedCountsThrow(batch)
    }

    /// Off by one in any pinned section's count, or one section too many or too few, must throw.
    private func checkCorruptedCountsThrow(_ batch: RandomBatch) -> String? {
        var corrupted: [[Int]] = [batch.newCounts + [0]]
        if !batch.newCounts.isEmpty { corrupted.append(Array(batch.newCounts.dropLast())) }
        for section in batch.pinnedNewSections {
            for delta in [-1, 1] where batch.newCounts[section] + delta >= 0 {
                var counts = batch.newCounts
                counts[section] += delta
                corrupted.append(counts)
            }
        }
        for counts in corrupted {
            if (try? CollectionUpdatePlan(batch.updates, oldCounts: batch.oldCounts, newCounts: counts)) != nil {
                return "new counts \(counts) instead of \(batch.newCounts) were accepted"
            }
        }
        return nil
    }

    private static func paths(in sections: [Int], counts: [Int]) -> Set<IndexPath> {
        Set(sections.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } })
    }

    /// The batch applied literally, as UIKit orders it: items then sections taken out in
    /// descending order against the old model, sections then items put in ascending order at
    /// their new places; nil marks new content. Nil when a step falls outside the array.
    static func applyInUIKitOrder(_ updates: CollectionUpdates, to model: [[Int]], newCounts: [Int]) -> [[Int?]]? {
        let replacedOld = Set(updates.deletedSections + updates.reloadedSections)
        var sections: [(old: Int?, items: [Int?])] = model.enumerated().map { ($0.offset, $0.element.map { $0 }) }
        var heldItems: [IndexPath: Int?] = [:]
        let outgoing = updates.deletedItems + updates.movedItems.map(\.from)
        for path in outgoing.sorted(by: >) where !replacedOld.contains(path.section) {
            let id = sections[path.section].items.remove(at: path.item)
            if let move = updates.movedItems.first(where: { $0.from == path }) { heldItems[move.to] = id }
        }
        var heldSections: [Int: (old: Int?, items: [Int?])] = [:]
        for section in (updates.deletedSections + updates.movedSections.map(\.from)).sorted(by: >) {
            let removed = sections.remove(at: section)
            if let move = updates.movedSections.first(where: { $0.from == section }) { heldSections[move.to] = removed }
        }
        let incoming = Set(updates.insertedSections + updates.movedSections.map(\.to))
        for section in incoming.sorted() {
            guard section <= sections.count else { return nil }
            sections.insert(heldSections[section] ?? (nil, []), at: section)
        }
        guard sections.count == newCounts.count else { return nil }
        var replacedNew: Set<Int> = []
        for index in sections.indices where sections[index].old.map({ updates.reloadedSections.contains($0) }) ?? true {
            sections[index].items = Array(repeating: nil, count: newCounts[index])
            replacedNew.insert(index)
        }
        let arriving = updates.insertedItems + updates.movedItems.map(\.to)
        for path in arriving.sorted() where !replacedNew.contains(path.section) {
            guard path.item <= sections[path.section].items.count else { return nil }
            sections[path.section].items.insert(heldItems[path] ?? nil, at: path.item)
        }
        return sections.map(\.items)
    }
}
