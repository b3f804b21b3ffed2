import Foundation

/// The place checks that come before planning: every change names a place that exists on its
/// side of the update, and no place is named by two changes.
extension CollectionUpdatePlan {
    /// Checks the section changes and the section count, and maps the sections.
    static func planSections(_ updates: CollectionUpdates, oldSectionCount: Int,
                             newSectionCount: Int) throws(CollectionUpdateError) -> IndexMapping {
        var oldRoles: [Int: String] = [:], newRoles: [Int: String] = [:]
        func claim(_ section: Int, _ role: String, change: String, before: Bool) throws(CollectionUpdateError) {
            let count = before ? oldSectionCount : newSectionCount
            guard (0..<count).contains(section) else {
                throw .sectionOutOfRange(section, change: change, sectionCount: count, before: before)
            }
            if let first = before ? oldRoles[section] : newRoles[section] {
                throw .namedTwice("section \(section)", before: before, first: first, second: role)
            }
            if before { oldRoles[section] = role } else { newRoles[section] = role }
        }
        for section in updates.deletedSections { try claim(section, "deleted", change: "delete", before: true) }
        for section in updates.reloadedSections { try claim(section, "reloaded", change: "reload", before: true) }
        for move in updates.movedSections {
            try claim(move.from, "moved", change: "move", before: true)
            try claim(move.to, "moved to", change: "move a section to", before: false)
        }
        for section in updates.insertedSections { try claim(section, "inserted", change: "insert", before: false) }

        let inserted = updates.insertedSections.count, deleted = updates.deletedSections.count
        guard oldSectionCount + inserted - deleted == newSectionCount else {
            throw .sectionCountMismatch(old: oldSectionCount, inserted: inserted, deleted: deleted,
                                        new: newSectionCount)
        }
        var movesByOld: [Int: Int] = [:], movesByNew: [Int: Int] = [:]
        for move in updates.movedSections {
            movesByOld[move.from] = move.to
            movesByNew[move.to] = move.from
        }
        return IndexMapping(removed: IndexGaps(updates.deletedSections + movesByOld.keys),
                            added: IndexGaps(updates.insertedSections + movesByNew.keys),
                            movesByOld: movesByOld, movesByNew: movesByNew)
    }

    /// The sections, after the update and ascending, whose counts a batch may have changed:
    /// inserted, reloaded and moved ones, and those with items inserted, deleted, reloaded or
    /// moved. Places outside the sections are left out (the place checks refuse them).
    /// O(changes · log changes).
    static func touchedSections(_ updates: CollectionUpdates, sections: IndexMapping, reloadedNew: [Int],
                                oldSectionCount: Int, newSectionCount: Int) -> [Int] {
        var touched = Set(sections.added.indexes + reloadedNew)
        func touchNew(_ path: IndexPath) {
            if path.count == 2, (0..<newSectionCount).contains(path.section) { touched.insert(path.section) }
        }
        func touchOld(_ path: IndexPath) {
            guard path.count == 2, (0..<oldSectionCount).contains(path.section),
                  let section = sections.newIndex(forOld: path.section) else { return }
            touched.insert(section)
        }
        updates.insertedItems.forEach(touchNew)
        updates.deletedItems.forEach(touchOld)
        updates.reloadedItems.forEach(touchOld)
        for move in updates.movedItems {
            touchOld(move.from)
            touchNew(move.to)
        }
        return touched.sorted()
    }

    /// Checks that every item change names an existing place on its side of the update, and no
    /// place twice.
    static func checkItemPlaces(_ updates: CollectionUpdates, old: SectionItemCounts,
                                new: SectionItemCounts) throws(CollectionUpdateError) {
        var oldRoles: [IndexPath: String] = [:], newRoles: [IndexPath: String] = [:]
        func claim(_ indexPath: IndexPath, _ role: String, change: String, before: Bool) throws(CollectionUpdateError) {
            guard indexPath.count == 2 else { throw .malformed(indexPath, change: change) }
            let counts = before ? old : new
            guard counts.flatIndex(of: indexPath) != nil else {
                throw .itemOutOfRange(indexPath, change: change, counts: counts, before: before)
            }
            if let first = before ? oldRoles[indexPath] : newRoles[indexPath] {
                throw .namedTwice(CollectionUpdateError.name(indexPath), before: before, first: first, second: role)
            }
            if before { oldRoles[indexPath] = role } else { newRoles[indexPath] = role }
        }
        for path in updates.deletedItems { try claim(path, "deleted", change: "delete", before: true) }
        for path in updates.reloadedItems { try claim(path, "reloaded", change: "reload", before: true) }
        for move in updates.movedItems {
            try claim(move.from, "moved", change: "move", before: true)
            try claim(move.to, "moved to", change: "move an item to", before: false)
        }
        for path in updates.insertedItems { try claim(path, "inserted", change: "insert", before: false) }
    }

    /// "deleted" or "reloaded" when `section` is among `deleted` or `reloaded`, else nil.
    static func change(ofSection section: Int, deleted: Set<Int>, reloaded: Set<Int>) -> String? {
        if deleted.contains(section) { return "deleted" }
        if reloaded.contains(section) { return "reloaded" }
        return nil
    }
}
