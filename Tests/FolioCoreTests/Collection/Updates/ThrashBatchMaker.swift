import Foundation
import TestSupport

/// Picks the changes of one random valid batch for a model: each section's fate (kept, moved,
/// deleted, reloaded) and inserted sections; then, in sections that keep their content, items
/// deleted, reloaded and moved (to any such section), and inserted ones, the destinations and
/// insert places drawn among each section's new places so that the counts add up. Mostly a few
/// changes, sometimes dozens; deletes win while the model is above its target size, inserts
/// while it is far below.
struct ThrashBatchMaker {
    let model: ThrashModel
    let profile: ThrashBatch.Profile
    private(set) var changes: [ThrashBatch.Change] = []
    private(set) var freshCounts: [Int: Int] = [:]
    /// The new sections that keep an old section's content (neither inserted nor reloaded).
    private(set) var keptNewSections: [Int] = []

    init(model: ThrashModel, profile: ThrashBatch.Profile) {
        self.model = model
        self.profile = profile
    }

    mutating func makeChanges(using rng: inout SeededGenerator) {
        let origins = makeSectionChanges(using: &rng)
        keptNewSections = origins.indices.filter { origins[$0] != nil && freshCounts[$0] == nil }
        guard !keptNewSections.isEmpty else { return }
        makeItemChanges(origins: origins, using: &rng)
    }

    /// Section changes; returns where each new section's content comes from (nil: inserted).
    private mutating func makeSectionChanges(using rng: inout SeededGenerator) -> [Int?] {
        let oldCount = model.sections.count
        var free = Array(0..<oldCount).shuffled(using: &rng)
        var deleted: [Int] = [], reloaded: [Int] = [], moved: [Int] = []
        var insertedCount = 0
        if profile.changesSections {
            func chance(_ share: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < share }
            if oldCount > 1, chance(oldCount > profile.maximumSections / 2 ? 0.12 : 0.06), let s = free.popLast() { deleted.append(s) }
            if chance(0.06), let s = free.popLast() { reloaded.append(s) }
            if chance(0.1), let s = free.popLast() { moved.append(s) }
            if chance(0.03), let s = free.popLast() { moved.append(s) }
            if oldCount - deleted.count < profile.maximumSections, chance(oldCount < 2 ? 0.5 : 0.08) { insertedCount = 1 }
        }
        let newCount = oldCount - deleted.count + insertedCount
        let targets = Array((0..<newCount).shuffled(using: &rng).prefix(moved.count + insertedCount))
        var origins = [Int?](repeating: nil, count: newCount)
        var placed = [Bool](repeating: false, count: newCount)
        for (section, target) in zip(moved, targets) {
            origins[target] = section
            placed[target] = true
            changes.append(.moveSection(section, target))
        }
        for target in targets.dropFirst(moved.count) {
            placed[target] = true
            changes.append(.insertSection(target))
            freshCounts[target] = Int.random(in: 0...profile.maximumFreshItems, using: &rng)
        }
        changes += deleted.map { .deleteSection($0) } + reloaded.map { .reloadSection($0) }
        var staying = (0..<oldCount).filter { !deleted.contains($0) && !moved.contains($0) }.makeIterator()
        for target in 0..<newCount where !placed[target] { origins[target] = staying.next() }
        for (target, origin) in origins.enumerated() {
            if let origin, reloaded.contains(origin) {
                freshCounts[target] = Int.random(in: 0...profile.maximumFreshItems, using: &rng)
            }
        }
        return origins
    }

    private mutating func makeItemChanges(origins: [Int?], using rng: inout SeededGenerator) {
        let keptOld = keptNewSections.map { origins[$0]! }
        let large = Double.random(in: 0..<1, using: &rng) < 0.08
        let changeCount = large ? Int.random(in: 5...24, using: &rng) : Int.random(in: 0...4, using: &rng)
        let crowded = model.itemCount > profile.targetItemCount
        let deleteShare = crowded ? 55 : 30
        var named: Set<IndexPath> = []
        var leaving: [Int: Int] = [:]
        var arriving: [Int: [IndexPath]] = [:]
        for _ in 0..<changeCount {
            let section = keptOld.randomElement(using: &rng)!
            let count = model.sections[section].items.count
            guard count > 0 else { continue }
            let path = IndexPath(item: Int.random(in: 0..<count, using: &rng), section: section)
            guard named.insert(path).inserted else { continue }
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < deleteShare {
                changes.append(.deleteItem(path))
                leaving[section, default: 0] += 1
            } else if roll < deleteShare + 25 {
                changes.append(.reloadItem(path))
            } else {
                arriving[keptNewSections.randomElement(using: &rng)!, default: []].append(path)
                leaving[section, default: 0] += 1
            }
        }
        var insertCount = large ? Int.random(in: 0...20, using: &rng) : Int.random(in: 0...3, using: &rng)
        if crowded { insertCount /= 3 }
        if model.itemCount < profile.targetItemCount / 2 { insertCount += Int.random(in: 0...6, using: &rng) }
        var inserting: [Int: Int] = [:]
        for _ in 0..<insertCount { inserting[keptNewSections.randomElement(using: &rng)!, default: 0] += 1 }

        for target in keptNewSections {
            let origin = origins[target]!
            let moves = arriving[target] ?? [], inserts = inserting[target] ?? 0
            let total = model.sections[origin].items.count - (leaving[origin] ?? 0) + moves.count + inserts
            let places = Array((0..<total).shuffled(using: &rng).prefix(moves.count + inserts))
            for (source, place) in zip(moves, places) {
                changes.append(.moveItem(source, IndexPath(item: place, section: target)))
            }
            for place in places.dropFirst(moves.count) {
                changes.append(.insertItem(IndexPath(item: place, section: target)))
            }
        }
    }
}
