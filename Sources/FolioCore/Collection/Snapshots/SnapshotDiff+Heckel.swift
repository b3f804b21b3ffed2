import Foundation

/// Heckel's diff (as IGListKit's `ListDiff`) between two snapshots, sections and items alike:
/// one table from identifier to its place before, filled from the old snapshot and looked up from
/// the new one, in time and memory linear in the two snapshots' sizes (identifiers are unique,
/// so the counts Heckel keeps per entry are at most one on each side: a second sighting is the
/// duplicate that refuses the snapshot). Which kept items move is then decided per section by the
/// longest run of them still in their old order (where IGListKit compares each index with a
/// running offset of deletes and inserts): both leave alone an item that only shifted because of
/// deletes and inserts, but one item moved far no longer makes every item it passed a move too.
/// That step is linear while the order is kept and O(n · log n) at worst. The items that stay
/// keep their order among themselves, which is what a batch update requires.
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

        // Walk the new items section by section: those from the section's own old section stay
        // when they are in the longest run kept in order, the others arrive from elsewhere.
        newFlat = 0
        for section in 0..<new.numberOfSections {
            let source = oldSectionOfNew[section], count = new.items(inSectionAt: section).count
            let stays = source < 0 ? [] : keptInOrder(count: count) { item in
                let old = oldOfNew[newFlat + item]
                return old >= 0 && oldPlaces[old].section == source ? oldPlaces[old].item : nil
            }
            for item in 0..<count {
                defer { newFlat += 1 }
                let here = Place(section: section, item: item)
                let old = oldOfNew[newFlat]
                guard old >= 0 else {
                    // New: listed unless its whole section is.
                    if source >= 0 { diff.insertedItems.append(here.indexPath) }
                    continue
                }
                let from = oldPlaces[old]
                if source < 0 {
                    // Into an inserted section: it leaves its old one, unless that is deleted.
                    if newSectionOfOld[from.section] >= 0 { diff.deletedItems.append(from.indexPath) }
                } else if newSectionOfOld[from.section] < 0 {
                    diff.insertedItems.append(here.indexPath)
                } else if stays[item] {
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
        for index in old.indices where newOfOld[index] < 0 { diff.deletedSections.append(index) }
        let stays = keptInOrder(count: new.count) { oldOfNew[$0] >= 0 ? oldOfNew[$0] : nil }
        for index in new.indices {
            let before = oldOfNew[index]
            if before < 0 {
                diff.insertedSections.append(index)
            } else if !stays[index] {
                diff.movedSections.append((from: before, to: index))
            }
        }
        return (newOfOld, oldOfNew)
    }

    /// Which of `count` places keep their order: `oldIndex(place)` is the index before of what
    /// is there (nil for what came from elsewhere), and the places returned true are the longest
    /// run whose indexes before increase (patience sorting). Whatever only shifted because of
    /// deletes and inserts is in it; the rest must move, and are as few as can be. O(count) when
    /// the order is kept (each place extends the run), O(count · log count) at worst.
    static func keptInOrder(count: Int, oldIndex: (Int) -> Int?) -> [Bool] {
        var places: [Int] = [], keys: [Int] = []
        for place in 0..<count {
            if let key = oldIndex(place) {
                places.append(place)
                keys.append(key)
            }
        }
        // tails[length - 1]: the entry ending the run of that length with the smallest key so far.
        var tails: [Int] = [], previous = [Int](repeating: -1, count: keys.count)
        for entry in keys.indices {
            let key = keys[entry]
            var low = 0, high = tails.count
            if let last = tails.last, keys[last] < key {
                low = high
            } else {
                while low < high {
                    let middle = (low + high) / 2
                    if keys[tails[middle]] < key { low = middle + 1 } else { high = middle }
                }
            }
            if low > 0 { previous[entry] = tails[low - 1] }
            if low == tails.count { tails.append(entry) } else { tails[low] = entry }
        }
        var kept = [Bool](repeating: false, count: count)
        var entry = tails.last ?? -1
        while entry >= 0 {
            kept[places[entry]] = true
            entry = previous[entry]
        }
        return kept
    }

    /// An identifier as a log line names it: at most 80 characters.
    private static func describe(_ id: some Hashable) -> String {
        let text = String(describing: id)
        return text.count <= 80 ? text : String(text.prefix(79)) + "…"
    }
}
