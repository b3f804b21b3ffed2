@testable import FolioCore
import Foundation
import TestSupport

/// One random batch update of a thrash test: the changes an app would make inside
/// `performBatchUpdates`, in UIKit's index conventions (deletes, reloads and move sources name
/// places before the update; inserts and move destinations name places after it), and what the
/// model becomes when they are applied as UIKit defines them (`applied(to:)`, written apart from
/// the plan under test). An invalid batch carries a corruption: a change or a count the plan
/// must refuse.
struct ThrashBatch {
    /// One call an app makes inside the batch.
    enum Change: CustomStringConvertible {
        case deleteSection(Int), reloadSection(Int), moveSection(Int, Int), insertSection(Int)
        case deleteItem(IndexPath), reloadItem(IndexPath), moveItem(IndexPath, IndexPath), insertItem(IndexPath)

        var description: String {
            switch self {
            case .deleteSection(let s): "deleteSection(\(s))"
            case .reloadSection(let s): "reloadSection(\(s))"
            case .moveSection(let from, let to): "moveSection(\(from)→\(to))"
            case .insertSection(let s): "insertSection(\(s))"
            case .deleteItem(let p): "deleteItem(\(p.section):\(p.item))"
            case .reloadItem(let p): "reloadItem(\(p.section):\(p.item))"
            case .moveItem(let from, let to): "moveItem(\(from.section):\(from.item)→\(to.section):\(to.item))"
            case .insertItem(let p): "insertItem(\(p.section):\(p.item))"
            }
        }
    }

    /// What makes a batch invalid.
    enum Corruption: CaseIterable {
        /// The data source gains an item the batch does not mention.
        case untoldItem
        /// The data source gains a section the batch does not mention.
        case untoldSection
        /// A delete names an item past its section's end.
        case deleteOutOfRange
        /// One place is named by two changes.
        case namedTwice
    }

    /// How a test's batches are shaped.
    struct Profile {
        /// Whether sections are inserted, deleted, reloaded and moved (a pager has one section).
        var changesSections = true
        /// The most sections the model grows to.
        var maximumSections = 8
        /// The item count the model hovers around: above it deletes win, below it inserts.
        var targetItemCount = 240
        /// The most items a new (inserted or reloaded) section holds.
        var maximumFreshItems = 30
        /// The share of batches made invalid.
        var invalidShare = 0.02
    }

    /// The calls, in the (shuffled) order the app makes them.
    private(set) var changes: [Change] = []
    /// How many items each new section with fresh content (inserted or reloaded) holds, by its
    /// index after the update.
    private(set) var freshCounts: [Int: Int] = [:]
    /// The corruption, for an invalid batch.
    private(set) var corruption: Corruption?
    /// What the data source says after the batch.
    private(set) var newModel: ThrashModel

    var isValid: Bool { corruption == nil }

    /// The batch's changes as the collection collects them.
    var updates: CollectionUpdates {
        var updates = CollectionUpdates()
        for change in changes { change.record(into: &updates) }
        return updates
    }

    /// Makes the calls on `collection` (inside its `performBatch`), some of them in a nested batch.
    @MainActor
    func record(on collection: CollectionNode, nesting: Bool) {
        let split = nesting ? changes.count / 2 : changes.count
        for change in changes[..<split] { change.record(on: collection) }
        guard split < changes.count else { return }
        collection.performBatch(animated: false) {
            for change in changes[split...] { change.record(on: collection) }
        }
    }

    // MARK: - The model, as UIKit applies a batch

    /// `model` after the changes, applied as UIKit defines them; nil when they are inconsistent
    /// (a place out of range or named twice, a move into or out of a new section, a destination
    /// past its section's new end).
    ///
    /// Sections first: deleted and moved-out sections leave, inserted and moved-in sections take
    /// their places after the update, and every other section fills the free places in its old
    /// order (a reloaded one with fresh content). Then, in each section that keeps its content,
    /// deleted and moved-out items leave (reloaded ones stay, a version on), inserted and
    /// moved-in items take their places, and the rest fill the free places in order.
    static func applied(_ changes: [Change], freshCounts: [Int: Int], to old: ThrashModel) -> ThrashModel? {
        var deletedSections: Set<Int> = [], reloadedSections: Set<Int> = [], insertedSections: Set<Int> = []
        var sectionMoves: [Int: Int] = [:]
        var deletedItems: Set<IndexPath> = [], reloadedItems: Set<IndexPath> = [], insertedItems: Set<IndexPath> = []
        var itemMoves: [IndexPath: IndexPath] = [:]
        var oldSectionsNamed: Set<Int> = [], newSectionsNamed: Set<Int> = []
        var oldPathsNamed: Set<IndexPath> = [], newPathsNamed: Set<IndexPath> = []
        let oldCount = old.sections.count
        func inOld(_ path: IndexPath) -> Bool {
            path.count == 2 && (0..<oldCount).contains(path.section) && (0..<old.sections[path.section].items.count).contains(path.item)
        }
        for change in changes {
            switch change {
            case .deleteSection(let s), .reloadSection(let s), .moveSection(let s, _):
                guard (0..<oldCount).contains(s), oldSectionsNamed.insert(s).inserted else { return nil }
                if case .deleteSection = change { deletedSections.insert(s) }
                if case .reloadSection = change { reloadedSections.insert(s) }
                if case .moveSection(_, let to) = change {
                    guard newSectionsNamed.insert(to).inserted else { return nil }
                    sectionMoves[s] = to
                }
            case .insertSection(let s):
                guard newSectionsNamed.insert(s).inserted else { return nil }
                insertedSections.insert(s)
            case .deleteItem(let p), .reloadItem(let p), .moveItem(let p, _):
                guard inOld(p), oldPathsNamed.insert(p).inserted else { return nil }
                if case .deleteItem = change { deletedItems.insert(p) }
                if case .reloadItem = change { reloadedItems.insert(p) }
                if case .moveItem(_, let to) = change {
                    guard to.count == 2, newPathsNamed.insert(to).inserted else { return nil }
                    itemMoves[p] = to
                }
            case .insertItem(let p):
                guard p.count == 2, newPathsNamed.insert(p).inserted else { return nil }
                insertedItems.insert(p)
            }
        }
        let newCount = oldCount - deletedSections.count + insertedSections.count
        guard newSectionsNamed.allSatisfy({ (0..<newCount).contains($0) }) else { return nil }

        // Where each new section's content comes from: an old section, or nowhere (fresh).
        var origins = [Int?](repeating: nil, count: newCount)
        var placed = [Bool](repeating: false, count: newCount)
        for (from, to) in sectionMoves {
            origins[to] = from
            placed[to] = true
        }
        for s in insertedSections { placed[s] = true }
        var staying = (0..<oldCount).filter { !deletedSections.contains($0) && sectionMoves[$0] == nil }.makeIterator()
        for s in 0..<newCount where !placed[s] { origins[s] = staying.next() }

        var model = old
        var sections: [ThrashModel.Section] = []
        for (newSection, origin) in origins.enumerated() {
            guard let origin else {
                sections.append(model.freshSection(items: freshCounts[newSection] ?? 0))
                continue
            }
            var section = old.sections[origin]
            if reloadedSections.contains(origin) {
                section.version += 1
                section.items = model.freshItems(freshCounts[newSection] ?? 0)
                sections.append(section)
                continue
            }
            var survivors: [ThrashModel.Item] = []
            for (item, content) in section.items.enumerated() {
                let path = IndexPath(item: item, section: origin)
                if deletedItems.contains(path) || itemMoves[path] != nil { continue }
                var kept = content
                if reloadedItems.contains(path) { kept.version += 1 }
                survivors.append(kept)
            }
            let arriving = itemMoves.filter { $0.value.section == newSection }
            let inserting = insertedItems.filter { $0.section == newSection }
            var items = [ThrashModel.Item?](repeating: nil, count: survivors.count + arriving.count + inserting.count)
            for (from, to) in arriving {
                guard items.indices.contains(to.item), items[to.item] == nil else { return nil }
                items[to.item] = old.sections[from.section].items[from.item]
            }
            for path in inserting.sorted() {
                guard items.indices.contains(path.item), items[path.item] == nil else { return nil }
                items[path.item] = model.freshItem()
            }
            var rest = survivors.makeIterator()
            section.items = items.map { $0 ?? rest.next()! }
            sections.append(section)
        }
        // Item changes may not reach into sections that are deleted, reloaded or new.
        let replacedOld = deletedSections.union(reloadedSections)
        let freshNew = Set(origins.indices.filter { origins[$0] == nil || reloadedSections.contains(origins[$0]!) })
        guard oldPathsNamed.allSatisfy({ !replacedOld.contains($0.section) }),
              newPathsNamed.allSatisfy({ (0..<newCount).contains($0.section) && !freshNew.contains($0.section) }) else { return nil }
        model.sections = sections
        return model
    }

    // MARK: - Random batches

    /// A random batch for `model`, valid unless the profile's dice make it invalid.
    static func random(for model: ThrashModel, profile: Profile, using rng: inout SeededGenerator) -> ThrashBatch {
        var maker = ThrashBatchMaker(model: model, profile: profile)
        maker.makeChanges(using: &rng)
        var changes = maker.changes
        changes.shuffle(using: &rng)
        guard var newModel = applied(changes, freshCounts: maker.freshCounts, to: model) else {
            preconditionFailure("the generator made an inconsistent batch: \(changes)")
        }
        var batch = ThrashBatch(changes: changes, freshCounts: maker.freshCounts, corruption: nil, newModel: newModel)
        if Double.random(in: 0..<1, using: &rng) < profile.invalidShare {
            let kind = Corruption.allCases.randomElement(using: &rng)!
            batch.corrupt(kind, old: model, keptSections: maker.keptNewSections, profile: profile,
                          newModel: &newModel, using: &rng)
            batch.newModel = newModel
        }
        return batch
    }

    /// Makes the batch invalid by `kind` (or the nearest kind the model allows).
    private mutating func corrupt(_ kind: Corruption, old: ThrashModel, keptSections: [Int], profile: Profile,
                                  newModel: inout ThrashModel, using rng: inout SeededGenerator) {
        switch kind {
        case .untoldItem where !keptSections.isEmpty:
            let section = keptSections.randomElement(using: &rng)!
            let place = Int.random(in: 0...newModel.sections[section].items.count, using: &rng)
            let item = newModel.freshItem()
            newModel.sections[section].items.insert(item, at: place)
            corruption = .untoldItem
        case .untoldSection where profile.changesSections, .untoldItem where profile.changesSections:
            let place = Int.random(in: 0...newModel.sections.count, using: &rng)
            let section = newModel.freshSection(items: Int.random(in: 0...3, using: &rng))
            newModel.sections.insert(section, at: place)
            corruption = .untoldSection
        case .namedTwice where changes.contains(where: { if case .deleteItem = $0 { true } else { false } }):
            guard case .deleteItem(let path) = changes.first(where: { if case .deleteItem = $0 { true } else { false } })! else { return }
            changes.insert(Bool.random(using: &rng) ? .reloadItem(path) : .deleteItem(path),
                           at: Int.random(in: 0...changes.count, using: &rng))
            corruption = .namedTwice
        default:
            if let section = old.sections.indices.randomElement(using: &rng) {
                changes.append(.deleteItem(IndexPath(item: old.sections[section].items.count, section: section)))
            } else {
                changes.append(.deleteSection(0))
            }
            corruption = .deleteOutOfRange
        }
    }
}

extension ThrashBatch.Change {
    func record(into updates: inout CollectionUpdates) {
        switch self {
        case .deleteSection(let s): updates.deleteSections(IndexSet(integer: s))
        case .reloadSection(let s): updates.reloadSections(IndexSet(integer: s))
        case .moveSection(let from, let to): updates.moveSection(from, toSection: to)
        case .insertSection(let s): updates.insertSections(IndexSet(integer: s))
        case .deleteItem(let p): updates.deleteItems(at: [p])
        case .reloadItem(let p): updates.reloadItems(at: [p])
        case .moveItem(let from, let to): updates.moveItem(at: from, to: to)
        case .insertItem(let p): updates.insertItems(at: [p])
        }
    }

    @MainActor
    func record(on collection: CollectionNode) {
        switch self {
        case .deleteSection(let s): collection.deleteSections(IndexSet(integer: s))
        case .reloadSection(let s): collection.reloadSections(IndexSet(integer: s))
        case .moveSection(let from, let to): collection.moveSection(from, toSection: to)
        case .insertSection(let s): collection.insertSections(IndexSet(integer: s))
        case .deleteItem(let p): collection.deleteItems(at: [p])
        case .reloadItem(let p): collection.reloadItems(at: [p])
        case .moveItem(let from, let to): collection.moveItem(at: from, to: to)
        case .insertItem(let p): collection.insertItems(at: [p])
        }
    }
}

extension ThrashBatch {
    /// The ids of the items this batch moves one by one, as `model` (the model before it) names
    /// them.
    func movedItemIDs(in model: ThrashModel) -> Set<Int> {
        Set(changes.compactMap { change -> Int? in
            guard case .moveItem(let from, _) = change, model.sections.indices.contains(from.section),
                  model.sections[from.section].items.indices.contains(from.item) else { return nil }
            return model.sections[from.section].items[from.item].id
        })
    }
}
