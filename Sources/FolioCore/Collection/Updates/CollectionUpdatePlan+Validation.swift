import Foundation

/// The place checks that come before planning: every change names a place that exists on its
/// side of the update, and no place is named by two changes.
extension CollectionUpdatePlan {
    /// Checks the section changes and the section count, and maps the sections.
    static func planSections(_ updates: CollectionUpdates, old: SectionItemCounts,
                             new: SectionItemCounts) throws(CollectionUpdateError) -> IndexMapping {
        var oldRoles: [Int: String] = [:], newRoles: [Int: String] = [:]
        func claim(_ section: Int, _ role: String, change: String, before: Bool) throws(CollectionUpdateError) {
            let count = before ? old.sectionCount : new.sectionCount
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
        guard old.sectionCount + inserted - deleted == new.sectionCount else {
            throw .sectionCountMismatch(old: old.sectionCount, inserted: inserted, deleted: deleted,
                                        new: new.sectionCount)
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
