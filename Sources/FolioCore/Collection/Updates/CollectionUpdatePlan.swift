import Foundation

/// A validated batch update and the answers its application needs: where each old item goes,
/// where each new item came from, and which items are new, gone or reloaded, in UIKit's terms
/// (deletes, reloads and move sources name places before the update; inserts and move
/// destinations name places after it; every other item keeps its order).
///
/// As in Texture, a reloaded section is its old section deleted and a new one inserted at the
/// place it lands, so no item maps across it; item changes inside a deleted, inserted or
/// reloaded section are redundant and dropped (after their places are checked). A reloaded item
/// keeps its place in the order and maps to its new place, flagged by `isReloaded(old:)`.
///
/// Only the changes are stored, sorted, so that planning and each answer cost O(changes) and
/// O(log changes + log sections) however many items the sections hold. A plain value: usable on
/// any thread.
struct CollectionUpdatePlan: Sendable {
    /// The item counts before the update.
    let oldItemCounts: SectionItemCounts
    /// The item counts after the update, as the data source reports them.
    let newItemCounts: SectionItemCounts
    /// Deleted sections, at their indexes before the update, ascending.
    let deletedSections: [Int]
    /// Inserted sections, at their indexes after the update, ascending.
    let insertedSections: [Int]
    /// Reloaded sections, at their indexes before the update, ascending.
    let reloadedSections: [Int]
    /// Items inserted one by one, at their paths after the update, ascending; items of inserted
    /// and reloaded sections are not listed (the whole section is new).
    let insertedIndexPaths: [IndexPath]
    /// Items deleted one by one, at their paths before the update, ascending; items of deleted
    /// and reloaded sections are not listed (the whole section is gone).
    let deletedIndexPaths: [IndexPath]

    let sections: IndexMapping
    /// The section changes as edits to the list of counts, for layouts that follow them.
    let sectionEdits: SectionEdits
    private let replacedOldSections: Set<Int>
    private let replacedNewSections: Set<Int>
    /// Per old section, the items that leave their place (deleted or moved out).
    private let removedItems: [Int: IndexGaps]
    /// Per new section, the places filled from elsewhere (inserted or moved in).
    private let addedItems: [Int: IndexGaps]
    let itemMovesByOld: [IndexPath: IndexPath]
    private let itemMovesByNew: [IndexPath: IndexPath]
    let reloadedItems: Set<IndexPath>

    /// How many sections a collection may have for a batch to be checked against every section's
    /// count (UIKit's check): a bounded cost that still catches a data source changed without
    /// saying so in a small collection. Above it only the sections the batch touches are asked.
    static let sectionsCheckedInFull = 512

    /// Validates `updates` against the counts before (`oldCounts`) and after (`newCounts`) the
    /// update, one per section, checking every section, and plans it; throws the first
    /// inconsistency found.
    init(_ updates: CollectionUpdates, oldCounts: [Int], newCounts: [Int]) throws(CollectionUpdateError) {
        try self.init(updates, old: SectionItemCounts(oldCounts), newSectionCount: newCounts.count,
                      checksEverySection: true) { newCounts[$0] }
    }

    /// Validates `updates` against the counts before the update (`old`) and the data source's
    /// answers after it (`newSectionCount` sections, `newCount(section)` items in each), and
    /// plans it; throws the first inconsistency found.
    ///
    /// With `checksEverySection`, every section's count is asked and checked: O(sections).
    /// Without, the counts after the update are `old` with the batch's section changes made,
    /// and only the sections the batch touches (inserted, reloaded and moved ones, and those
    /// with items inserted, deleted, reloaded or moved) are asked and checked: O(changes ·
    /// log sections). A section the batch does not name is taken to keep its count; a data
    /// source that changed one without saying so is not caught, and the collection keeps the
    /// count it had for it (UIKit would refuse the batch).
    init(_ updates: CollectionUpdates, old: SectionItemCounts, newSectionCount: Int, checksEverySection: Bool,
         newCount: (Int) -> Int) throws(CollectionUpdateError) {
        oldItemCounts = old
        let sections = try Self.planSections(updates, oldSectionCount: old.sectionCount, newSectionCount: newSectionCount)
        self.sections = sections
        deletedSections = updates.deletedSections.sorted()
        insertedSections = updates.insertedSections.sorted()
        reloadedSections = updates.reloadedSections.sorted()
        let reloadedNew = reloadedSections.compactMap { sections.newIndex(forOld: $0) }
        replacedOldSections = Set(deletedSections + reloadedSections)
        replacedNewSections = Set(insertedSections + reloadedNew)

        // The sections whose counts are asked and checked, after the update, ascending.
        let touched: [Int]
        var new: SectionItemCounts
        if checksEverySection {
            touched = Array(0..<newSectionCount)
            new = SectionItemCounts(touched.map(newCount))
        } else {
            touched = Self.touchedSections(updates, sections: sections, reloadedNew: reloadedNew,
                                           oldSectionCount: old.sectionCount, newSectionCount: newSectionCount)
            new = old
            for section in sections.removed.indexes.reversed() { new.removeSection(at: section) }
            for section in sections.added.indexes { new.insertSection(at: section, count: 0) }
            for section in touched { new.setCount(newCount(section), ofSection: section) }
        }
        newItemCounts = new
        let added = Set(sections.added.indexes)
        sectionEdits = SectionEdits(removedSections: sections.removed.indexes, insertedSections: sections.added.indexes,
                                    recountedSections: touched.filter { !added.contains($0) })

        try Self.checkItemPlaces(updates, old: old, new: new)
        let deletedOld = Set(deletedSections), reloadedOld = Set(reloadedSections)
        let insertedNew = Set(insertedSections), reloadedNewSet = Set(reloadedNew)
        for move in updates.movedItems {
            if let change = Self.change(ofSection: move.from.section, deleted: deletedOld, reloaded: reloadedOld) {
                throw .moveOutOfChangedSection(move.from, sectionChange: change)
            }
            if let change = Self.change(ofSection: move.to.section, deleted: insertedNew, reloaded: reloadedNewSet) {
                throw .moveIntoChangedSection(move.to, sectionChange: change == "deleted" ? "inserted" : change)
            }
        }

        let replacedOld = replacedOldSections, replacedNew = replacedNewSections
        deletedIndexPaths = updates.deletedItems.filter { !replacedOld.contains($0.section) }.sorted()
        insertedIndexPaths = updates.insertedItems.filter { !replacedNew.contains($0.section) }.sorted()
        reloadedItems = Set(updates.reloadedItems.filter { !replacedOld.contains($0.section) })
        var movesByOld: [IndexPath: IndexPath] = [:], movesByNew: [IndexPath: IndexPath] = [:]
        for move in updates.movedItems {
            movesByOld[move.from] = move.to
            movesByNew[move.to] = move.from
        }
        itemMovesByOld = movesByOld
        itemMovesByNew = movesByNew

        let deletedBySection = Dictionary(grouping: deletedIndexPaths, by: \.section)
        let movedOutBySection = Dictionary(grouping: updates.movedItems.map(\.from), by: \.section)
        let insertedBySection = Dictionary(grouping: insertedIndexPaths, by: \.section)
        let movedInBySection = Dictionary(grouping: updates.movedItems.map(\.to), by: \.section)
        removedItems = Dictionary(grouping: deletedIndexPaths + updates.movedItems.map(\.from), by: \.section)
            .mapValues { IndexGaps($0.map(\.item)) }
        addedItems = Dictionary(grouping: insertedIndexPaths + updates.movedItems.map(\.to), by: \.section)
            .mapValues { IndexGaps($0.map(\.item)) }

        for newSection in touched where !replacedNew.contains(newSection) {
            guard let oldSection = sections.oldIndex(forNew: newSection) else { continue }
            let inserted = insertedBySection[newSection]?.count ?? 0
            let deleted = deletedBySection[oldSection]?.count ?? 0
            let movedIn = movedInBySection[newSection]?.count ?? 0
            let movedOut = movedOutBySection[oldSection]?.count ?? 0
            let oldCount = old.count(ofSection: oldSection), newCount = new.count(ofSection: newSection)
            if oldCount + inserted - deleted + movedIn - movedOut != newCount {
                throw .itemCountMismatch(newSection: newSection, oldSection: oldSection, old: oldCount,
                                         inserted: inserted, deleted: deleted, movedIn: movedIn,
                                         movedOut: movedOut, new: newCount)
            }
        }
    }

    /// The section that old section `oldSection` becomes, or nil when it is deleted or out of
    /// range; a reloaded section's answer is the index where its new content lands.
    func newSection(forOld oldSection: Int) -> Int? {
        guard (0..<oldItemCounts.sectionCount).contains(oldSection) else { return nil }
        return sections.newIndex(forOld: oldSection)
    }

    /// The section that new section `newSection` was, or nil when it is inserted or out of
    /// range; a reloaded section's answer is its index before the update.
    func oldSection(forNew newSection: Int) -> Int? {
        guard (0..<newItemCounts.sectionCount).contains(newSection) else { return nil }
        return sections.oldIndex(forNew: newSection)
    }

    /// Where the item at `old` (before the update) is after it; nil for deleted items, items of
    /// deleted or reloaded sections, and paths that did not exist.
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, oldItemCounts.flatIndex(of: old) != nil,
              !replacedOldSections.contains(old.section) else { return nil }
        if let moved = itemMovesByOld[old] { return moved }
        let removed = removedItems[old.section]
        if removed?.contains(old.item) == true { return nil }
        guard let newSection = sections.newIndex(forOld: old.section) else { return nil }
        let rank = removed?.rank(of: old.item) ?? old.item
        let item = addedItems[newSection]?.index(ofRank: rank) ?? rank
        return IndexPath(item: item, section: newSection)
    }

    /// Where the item at `new` (after the update) was before it; nil for inserted items, items
    /// of inserted or reloaded sections, and paths that do not exist.
    func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        guard new.count == 2, newItemCounts.flatIndex(of: new) != nil,
              !replacedNewSections.contains(new.section) else { return nil }
        if let moved = itemMovesByNew[new] { return moved }
        let added = addedItems[new.section]
        if added?.contains(new.item) == true { return nil }
        guard let oldSection = sections.oldIndex(forNew: new.section) else { return nil }
        let rank = added?.rank(of: new.item) ?? new.item
        let item = removedItems[oldSection]?.index(ofRank: rank) ?? rank
        return IndexPath(item: item, section: oldSection)
    }

    /// True when the item at `old` (before the update) is reloaded one by one: it keeps its place
    /// in the order but needs new content.
    func isReloaded(old: IndexPath) -> Bool {
        reloadedItems.contains(old)
    }

    /// `newIndexPath(forOld:)` on flat item indexes (items counted across sections).
    func newFlatIndex(forOld old: Int) -> Int? {
        oldItemCounts.indexPath(ofFlatIndex: old)
            .flatMap { newIndexPath(forOld: $0) }
            .flatMap { newItemCounts.flatIndex(of: $0) }
    }

    /// `oldIndexPath(forNew:)` on flat item indexes (items counted across sections).
    func oldFlatIndex(forNew new: Int) -> Int? {
        newItemCounts.indexPath(ofFlatIndex: new)
            .flatMap { oldIndexPath(forNew: $0) }
            .flatMap { oldItemCounts.flatIndex(of: $0) }
    }
}

extension CollectionUpdatePlan {
    /// Whether the batch only appends items at the ends of sections after which every section
    /// was empty (a feed's next page): no item before them moves, so what is measured and made
    /// stays where it is.
    var isAppendOnly: Bool {
        guard deletedSections.isEmpty, insertedSections.isEmpty, reloadedSections.isEmpty, deletedIndexPaths.isEmpty,
              itemMovesByOld.isEmpty, reloadedItems.isEmpty, !insertedIndexPaths.isEmpty,
              oldItemCounts.sectionCount == newItemCounts.sectionCount, sections.movesByOld.allSatisfy({ $0.key == $0.value }),
              insertedIndexPaths.allSatisfy({ $0.item >= oldItemCounts.count(ofSection: $0.section) }),
              let first = insertedIndexPaths.map(\.section).min() else { return false }
        // No item after the first section appended to.
        return oldItemCounts.firstFlatIndex(ofSection: first + 1) == oldItemCounts.itemCount
    }
}
