@testable import FolioCore
import Foundation
import TestSupport

/// A random valid batch update made on a plain `[[Int]]` model of unique item ids the way UIKit
/// applies one: deletes, reloads and move sources are taken out against the old model, then
/// inserts and move destinations are put in at their new places, ascending, and everything else
/// closes up in order. What the plan answers is checked against where each id ends up.
struct RandomBatch {
    /// Where a new section's content comes from.
    enum Source: Equatable {
        case old(Int)
        case fresh
    }

    private(set) var updates = CollectionUpdates()
    let oldModel: [[Int]]
    private(set) var newModel: [[Int]] = []
    /// The new sections that come from old ones which are neither deleted nor reloaded: the only
    /// ones whose new count is pinned by the batch.
    private(set) var pinnedNewSections: [Int] = []
    /// Old paths reloaded one by one (outside deleted and reloaded sections).
    private(set) var reloadedPaths: Set<IndexPath> = []
    private var nextId: Int

    init(using rng: inout SeededGenerator) {
        var id = 0
        oldModel = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            (0..<Int.random(in: 0...7, using: &rng)).map { _ in id += 1; return id }
        }
        nextId = id + 1
        makeChanges(using: &rng)
    }

    var oldCounts: [Int] { oldModel.map(\.count) }
    var newCounts: [Int] { newModel.map(\.count) }

    private mutating func freshItems(_ count: Int) -> [Int] {
        defer { nextId += count }
        return Array(nextId..<(nextId + count))
    }

    private mutating func makeChanges(using rng: inout SeededGenerator) {
        // Sections: pick each old section's fate, then the new places of moved and inserted ones.
        var deleted: [Int] = [], reloaded: [Int] = [], moved: [Int] = [], staying: [Int] = []
        for section in oldModel.indices {
            switch Int.random(in: 0..<100, using: &rng) {
            case ..<12: deleted.append(section)
            case ..<20: reloaded.append(section)
            case ..<32: moved.append(section)
            default: staying.append(section)
            }
        }
        let insertedCount = Int.random(in: 0...2, using: &rng)
        let newSectionCount = oldModel.count - deleted.count + insertedCount
        let targets = Array((0..<newSectionCount).shuffled(using: &rng).prefix(moved.count + insertedCount))
        var sources = [Source?](repeating: nil, count: newSectionCount)
        for (section, target) in zip(moved, targets) {
            sources[target] = .old(section)
            updates.moveSection(section, toSection: target)
        }
        let insertedTargets = Array(targets.dropFirst(moved.count))
        for target in insertedTargets { sources[target] = .fresh }
        var rest = (staying + reloaded).sorted().makeIterator()
        for target in sources.indices where sources[target] == nil { sources[target] = rest.next().map { .old($0) } }
        updates.deleteSections(IndexSet(deleted))
        updates.reloadSections(IndexSet(reloaded))
        updates.insertSections(IndexSet(insertedTargets))

        // Items of sections that stay: each one's fate; moved ones pick a new section that stays.
        let pinned = sources.indices.filter {
            if case .old(let section) = sources[$0]! { return !reloaded.contains(section) }
            return false
        }
        pinnedNewSections = pinned
        var remaining: [Int: [Int]] = [:]
        var movedIn: [Int: [(id: Int, from: IndexPath)]] = [:]
        for newSection in pinned {
            guard case .old(let section) = sources[newSection]! else { continue }
            var kept: [Int] = []
            for (item, id) in oldModel[section].enumerated() {
                let here = IndexPath(item: item, section: section)
                switch Int.random(in: 0..<100, using: &rng) {
                case ..<15: updates.deleteItems(at: [here])
                case ..<25:
                    updates.reloadItems(at: [here])
                    reloadedPaths.insert(here)
                    kept.append(id)
                case ..<35: movedIn[pinned.randomElement(using: &rng)!, default: []].append((id, here))
                default: kept.append(id)
                }
            }
            remaining[newSection] = kept
        }
        // Changes inside deleted and reloaded sections are redundant but allowed.
        for section in deleted + reloaded where !oldModel[section].isEmpty && Bool.random(using: &rng) {
            let item = Int.random(in: 0..<oldModel[section].count, using: &rng)
            updates.deleteItems(at: [IndexPath(item: item, section: section)])
        }

        // New sections: fresh content, or the kept items with inserts and moves put in place.
        newModel = []
        for newSection in sources.indices {
            guard let kept = remaining[newSection] else {
                let items = freshItems(Int.random(in: 0...4, using: &rng))
                newModel.append(items)
                if !items.isEmpty && Bool.random(using: &rng) {
                    updates.insertItems(at: [IndexPath(item: Int.random(in: 0..<items.count, using: &rng),
                                                       section: newSection)])
                }
                continue
            }
            let arriving = movedIn[newSection] ?? []
            let inserted = Int.random(in: 0...2, using: &rng)
            let count = kept.count + arriving.count + inserted
            let places = Array((0..<count).shuffled(using: &rng).prefix(arriving.count + inserted))
            var items = [Int?](repeating: nil, count: count)
            for (move, place) in zip(arriving, places) {
                items[place] = move.id
                updates.moveItem(at: move.from, to: IndexPath(item: place, section: newSection))
            }
            let fresh = freshItems(inserted)
            for (id, place) in zip(fresh, places.dropFirst(arriving.count)) {
                items[place] = id
                updates.insertItems(at: [IndexPath(item: place, section: newSection)])
            }
            var keptIterator = kept.makeIterator()
            newModel.append(items.map { $0 ?? keptIterator.next()! })
        }
    }
}
