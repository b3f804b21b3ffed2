import Foundation

/// Heckel's diff (as IGListKit's `ListDiff`) between two snapshots, sections and items alike, in
/// time and memory linear in the two snapshots' sizes: one table from identifier to its place
/// before, filled from the old snapshot and looked up from the new one (identifiers are unique,
/// so the counts Heckel keeps per entry are at most one on each side: a second sighting is the
/// duplicate that refuses the snapshot). A kept item is a move unless its index before, less the
/// items before it that left its section, plus the items before it that came in, is its index
/// after: an item that only shifted because of deletes and inserts before it stays. The items
/// that stay then keep their order among themselves, which is what a batch update requires.
extension SnapshotDiff {
    /// The place of an item in a snapshot: section index and item index.
    private struct Place {
        var section: Int
        var item: Int
        static let none = Place(section: -1, item: -1)
        var indexPath: IndexPath { IndexPath(item: item, section: section) }
    }

    /// The batch update from `old` to `new`; throws on the first identifier either holds twice.
    /// Any thread (the data source diffs large snapshots on a background queue).
    static func between<SectionID, ItemID>(_ old: CollectionSnapshot<SectionID, ItemID>,
                                           _ new: CollectionSnapshot<SectionID, ItemID>) throws(SnapshotDiffRefusal) -> SnapshotDiff {
        var diff = SnapshotDiff()
        let sections = try matchSections(old.sectionIdentifiers, new.sectionIdentifiers, into: &diff)
        let newSectionOfOld = sections.newOfOld, oldSectionOfNew = sections.oldOfNew

        // Old items: identifier -> flat index before; -1 marks an identifier only the new holds.
        var table: [ItemID: Int] = [:]
        table.reserveCapacity(old.numberOfItems + new.numberOfItems / 8)
        var oldPlaces: [Place] = []
        oldPlaces.reserveCapacity(old.numberOfItems)
        for section in 0..<old.numberOfSections {
            for (item, id) in old.items(inSectionAt: section).enumerated() {
                if table.updateValue(oldPlaces.count, forKey: id) != nil {
                    throw .duplicateItem(describe(id), isOld: true)
                }
                oldPlaces.append(Place(section: section, item: item))
            }
        }

        // New items: where each old one went, and where each new one came from.
        var newPlaceOfOld = [Place](repeating: .none, count: oldPlaces.count)
        var oldOfNew = [Int](repeating: -1, count: new.numberOfItems)
        var newFlat = 0
        for section in 0..<new.numberOfSections {
            for (item, id) in new.items(inSectionAt: section).enumerated() {
                defer { newFlat += 1 }
                guard let old = table[id] else {
                    table[id] = -1
                    continue
                }
                guard old >= 0, newPlaceOfOld[old].section < 0 else { throw .duplicateItem(describe(id), isOld: false) }
                newPlaceOfOld[old] = Place(section: section, item: item)
                oldOfNew[newFlat] = old
            }
        }
        var isReloaded = [Bool](repeating: false, count: oldPlaces.count)
        for id in new.reloadedItems {
            if let old = table[id], old >= 0 { isReloaded[old] = true }
        }
        table = [:]

        // Per old item, how many items before it in its section leave that section (deleted, or
        // moved to another): the offset its index loses.
        var deleteOffsets = [Int](repeating: 0, count: oldPlaces.count)
        var oldFlat = 0
        for section in 0..<old.numberOfSections {
            let target = newSectionOfOld[section]
            var leaving = 0
            for _ in 0..<old.items(inSectionAt: section).count {
                deleteOffsets[oldFlat] = leaving
                if target < 0 || newPlaceOfOld[oldFlat].section != target { leaving += 1 }
                oldFlat += 1
            }
        }

        // Walk the new items, counting per section those that came from elsewhere.
        newFlat = 0
        for section in 0..<new.numberOfSections {
            let source = oldSectionOfNew[section]
            var arriving = 0
            for item in 0..<new.items(inSectionAt: section).count {
                defer { newFlat += 1 }
                let here = Place(section: section, item: item)
                let old = oldOfNew[newFlat]
                guard old >= 0 else {
                    // New: listed unless its whole section is.
                    if source >= 0 { diff.insertedItems.append(here.indexPath) }
                    arriving += 1
                    continue
                }
                let from = oldPlaces[old]
                let fromSectionSurvives = newSectionOfOld[from.section] >= 0
                if source < 0 {
                    // Into an inserted section: it leaves its old one, unless that is deleted.
                    if fromSectionSurvives { diff.deletedItems.append(from.indexPath) }
                    continue
                }
                if !fromSectionSurvives {
                    diff.insertedItems.append(here.indexPath)
                    arriving += 1
                    continue
                }
                let stays = from.section == source && from.item - deleteOffsets[old] + arriving == item
                if from.section != source { arriving += 1 }
                if stays {
                    if isReloaded[old] { diff.reloadedItems.append(from.indexPath) }
                } else if isReloaded[old] {
                    diff.deletedItems.append(from.indexPath)
                    diff.insertedItems.append(here.indexPath)
                } else {
                    diff.movedItems.append((from: from.indexPath, to: here.indexPath))
                }
            }
        }

        // Gone: listed unless their whole section is.
        for (old, place) in oldPlaces.enumerated() where newPlaceOfOld[old].section < 0 {
            if newSectionOfOld[place.section] >= 0 { diff.deletedItems.append(place.indexPath) }
        }
        return diff
    }

    /// Matches sections by identifier the same way, recording the deleted, inserted and moved
    /// ones in `diff`; returns each old section's new index and each new one's old index (-1
    /// for none).
    private static func matchSections<SectionID: Hashable>(_ old: [SectionID], _ new: [SectionID],
                                                          into diff: inout SnapshotDiff) throws(SnapshotDiffRefusal)
        -> (newOfOld: [Int], oldOfNew: [Int]) {
        var table: [SectionID: Int] = [:]
        for (index, id) in old.enumerated() where table.updateValue(index, forKey: id) != nil {
            throw .duplicateSection(describe(id), isOld: true)
        }
        var newOfOld = [Int](repeating: -1, count: old.count), oldOfNew = [Int](repeating: -1, count: new.count)
        for (index, id) in new.enumerated() {
            guard let before = table[id] else {
                table[id] = -1
                continue
            }
            guard before >= 0, newOfOld[before] < 0 else { throw .duplicateSection(describe(id), isOld: false) }
            newOfOld[before] = index
            oldOfNew[index] = before
        }
        var deleteOffsets = [Int](repeating: 0, count: old.count), deleted = 0
        for index in old.indices {
            deleteOffsets[index] = deleted
            if newOfOld[index] < 0 {
                diff.deletedSections.append(index)
                deleted += 1
            }
        }
        var inserted = 0
        for index in new.indices {
            let before = oldOfNew[index]
            guard before >= 0 else {
                diff.insertedSections.append(index)
                inserted += 1
                continue
            }
            if before - deleteOffsets[before] + inserted != index {
                diff.movedSections.append((from: before, to: index))
            }
        }
        return (newOfOld, oldOfNew)
    }

    /// An identifier as a log line names it: at most 80 characters.
    private static func describe(_ id: some Hashable) -> String {
        let text = String(describing: id)
        return text.count <= 80 ? text : String(text.prefix(79)) + "…"
    }
}
