@testable import FolioCore
import Foundation
import TestSupport

/// Two random contents of a small collection, old and new, with identifiers marked for reloading:
/// drawn apart, or the new one made from the old by random deletes, inserts and moves of items and
/// sections, or by item deletes and inserts only (`keepsOrder`: no item or section changed its
/// order, so a diff must move nothing).
struct RandomSnapshotPair: CustomStringConvertible {
    typealias Model = SnapshotDiffOracle.Model
    var old: Model
    var new: Model
    var reloadMarks: [Int]
    var keepsOrder = false

    var description: String { "old \(old)\nnew \(new)\nreload \(reloadMarks.sorted())" }

    /// The new snapshot, with its reload marks.
    var newSnapshot: CollectionSnapshot<Int, Int> {
        var snapshot = new.snapshot
        snapshot.reloadItems(reloadMarks)
        return snapshot
    }

    init(using rng: inout SeededGenerator) {
        old = Self.randomModel(using: &rng)
        new = old
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            new = Self.randomModel(using: &rng)
        case 1:
            for _ in 0..<Int.random(in: 0...8, using: &rng) { Self.perturb(&new, using: &rng) }
        default:
            keepsOrder = true
            Self.deleteAndInsert(&new, using: &rng)
        }
        let pool = Set(old.items.joined()).union(new.items.joined()).union([999])
        reloadMarks = pool.filter { _ in Bool.random(using: &rng) && Bool.random(using: &rng) }
    }

    /// Up to 5 sections from ids 0..<8 and up to 25 items from ids 0..<40, spread among them.
    static func randomModel(using rng: inout SeededGenerator) -> Model {
        let sections = Array(Array(0..<8).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)))
        var items = [[Int]](repeating: [], count: sections.count)
        if !sections.isEmpty {
            for id in Array(0..<40).shuffled(using: &rng).prefix(Int.random(in: 0...25, using: &rng)) {
                items[Int.random(in: 0..<sections.count, using: &rng)].append(id)
            }
        }
        return Model(sections: sections, items: items)
    }

    /// One random change: an item deleted, inserted (a fresh id) or moved (maybe to another
    /// section), or a section deleted, inserted (a fresh id) or moved.
    static func perturb(_ model: inout Model, using rng: inout SeededGenerator) {
        let fresh = (model.items.joined().max() ?? 0) + 41
        let nonEmpty = model.items.indices.filter { !model.items[$0].isEmpty }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where !nonEmpty.isEmpty:
            let section = nonEmpty.randomElement(using: &rng)!
            model.items[section].remove(at: Int.random(in: model.items[section].indices, using: &rng))
        case 1 where !model.sections.isEmpty:
            let section = Int.random(in: model.sections.indices, using: &rng)
            model.items[section].insert(fresh, at: Int.random(in: 0...model.items[section].count, using: &rng))
        case 2 where !nonEmpty.isEmpty:
            let from = nonEmpty.randomElement(using: &rng)!
            let id = model.items[from].remove(at: Int.random(in: model.items[from].indices, using: &rng))
            let to = Int.random(in: model.sections.indices, using: &rng)
            model.items[to].insert(id, at: Int.random(in: 0...model.items[to].count, using: &rng))
        case 3 where !model.sections.isEmpty:
            let section = Int.random(in: model.sections.indices, using: &rng)
            model.sections.remove(at: section)
            model.items.remove(at: section)
        case 4:
            let id = (model.sections.max() ?? 0) + 9, at = Int.random(in: 0...model.sections.count, using: &rng)
            model.sections.insert(id, at: at)
            model.items.insert(Bool.random(using: &rng) ? [] : [fresh], at: at)
        case 5 where !model.sections.isEmpty:
            let from = Int.random(in: model.sections.indices, using: &rng)
            let section = model.sections.remove(at: from), items = model.items.remove(at: from)
            let to = Int.random(in: 0...model.sections.count, using: &rng)
            model.sections.insert(section, at: to)
            model.items.insert(items, at: to)
        default:
            break
        }
    }

    /// Deletes some items and inserts fresh ones, keeping every survivor's order and section.
    static func deleteAndInsert(_ model: inout Model, using rng: inout SeededGenerator) {
        var fresh = (model.items.joined().max() ?? 0) + 41
        for section in model.items.indices {
            model.items[section].removeAll { _ in Int.random(in: 0..<4, using: &rng) == 0 }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                model.items[section].insert(fresh, at: Int.random(in: 0...model.items[section].count, using: &rng))
                fresh += 1
            }
        }
    }
}
