import FolioCore
import Foundation

/// The grid demo's model: its photos in order, as item identifiers (an item keeps its number
/// however the grid changes around it, and inserted photos are numbered on from the last), in
/// sections that keep their own numbers too. The edits are the grid's keys: delete an item,
/// insert one, shuffle part of a section; each says what changed in the collection's terms,
/// for its batch update. A section that loses its last item goes. A plain value: usable on any
/// thread.
struct GridItems: Sendable {
    /// The most items one shuffle moves: a section larger than this (every item in one section,
    /// say) has the stretch around a given item shuffled, so that a key press stays a small batch.
    static let maximumShuffledItems = 1_000

    /// Every item's identifier, in order across the sections.
    private(set) var items: ItemIdentifiers
    /// Each section's identifier, in order.
    private(set) var sectionIdentifiers: ItemIdentifiers
    /// How many items each section holds.
    private(set) var sections: SectionItemCounts
    /// The identifier the next inserted item gets.
    private(set) var nextItemIdentifier: Int
    /// The identifier the next section made gets.
    private(set) var nextSectionIdentifier: Int
    /// The items made as copies of others (Duplicate in the context menu): each copy's identifier
    /// to the identifier whose photo it shows.
    private(set) var copies: [Int: Int] = [:]

    /// `itemCount` items in sections of `sectionSize` (the last one shorter); 0 puts every item
    /// in one section.
    init(itemCount: Int, sectionSize: Int) {
        let count = max(0, itemCount)
        let size = sectionSize > 0 ? sectionSize : max(count, 1)
        let sectionCount = count == 0 ? 0 : (count + size - 1) / size
        items = ItemIdentifiers(count: count)
        sectionIdentifiers = ItemIdentifiers(count: sectionCount)
        sections = SectionItemCounts((0..<sectionCount).map { min(size, count - $0 * size) })
        nextItemIdentifier = count
        nextSectionIdentifier = sectionCount
    }

    /// The number of items in every section together.
    var itemCount: Int { sections.itemCount }

    /// The identifier of the item at `indexPath`, which must exist.
    func identifier(at indexPath: IndexPath) -> Int {
        items[flatIndex(of: indexPath)]
    }

    /// The flat index of `indexPath` (counted across sections), which must exist.
    func flatIndex(of indexPath: IndexPath) -> Int {
        sections.firstFlatIndex(ofSection: indexPath.section) + indexPath.item
    }

    /// The flat index of the item `identifier`, or nil when there is none. O(items).
    func flatIndex(ofIdentifier identifier: Int) -> Int? {
        items.identifiers(in: 0..<items.count).firstIndex(of: identifier)
    }

    /// The index path of flat index `index`, or nil outside the items.
    func indexPath(ofFlatIndex index: Int) -> IndexPath? {
        sections.indexPath(ofFlatIndex: index)
    }

    // MARK: - Edits

    /// What one edit changed, in the collection's terms: the places before it of what went,
    /// and after it of what came.
    struct Change: Equatable, Sendable {
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var movedItems: [Move] = []
    }

    /// An item moved from one place (before the edit) to another (after it).
    struct Move: Equatable, Sendable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Deletes the item at `indexPath` (which must exist); its section goes with it if it was
    /// the last there.
    mutating func deleteItem(at indexPath: IndexPath) -> Change {
        items.remove(at: flatIndex(of: indexPath))
        let count = sections.count(ofSection: indexPath.section) - 1
        guard count == 0 else {
            sections.setCount(count, ofSection: indexPath.section)
            return Change(deletedItems: [indexPath])
        }
        sections.removeSection(at: indexPath.section)
        sectionIdentifiers.remove(at: indexPath.section)
        return Change(deletedSections: [indexPath.section])
    }

    /// Deletes the items at `indexPaths` together, as one edit (paths that do not exist, and
    /// repeats, are passed over); a section that loses every item goes, and is reported as a
    /// deleted section rather than by its items.
    mutating func deleteItems(at indexPaths: [IndexPath]) -> Change {
        var bySection: [Int: [Int]] = [:]
        for path in Set(indexPaths) where sections.flatIndex(of: path) != nil {
            bySection[path.section, default: []].append(path.item)
        }
        guard !bySection.isEmpty else { return Change() }
        // One replacement over the stretch from the first to the last, however many gaps it
        // has: one per run of neighbours would cost the whole list each.
        let deleted = Set(bySection.flatMap { section, items in items.map { flatIndex(of: IndexPath(item: $0, section: section)) } })
        let stretch = (deleted.min() ?? 0)..<((deleted.max() ?? 0) + 1)
        let kept = zip(stretch, items.identifiers(in: stretch)).compactMap { deleted.contains($0.0) ? nil : $0.1 }
        items.replaceSubrange(stretch, with: kept)
        var change = Change()
        for section in bySection.keys.sorted(by: >) {
            let gone = bySection[section] ?? []
            let left = sections.count(ofSection: section) - gone.count
            if left > 0 {
                sections.setCount(left, ofSection: section)
                change.deletedItems += gone.map { IndexPath(item: $0, section: section) }
            } else {
                sections.removeSection(at: section)
                sectionIdentifiers.remove(at: section)
                change.deletedSections.append(section)
            }
        }
        change.deletedItems.sort()
        change.deletedSections.sort()
        return change
    }

    /// Inserts a new item right after the one at `indexPath` (in its section), or at the very
    /// front when `indexPath` is nil (in a new section when there is none); returns where it
    /// went and what changed.
    mutating func insertItem(after indexPath: IndexPath?) -> (indexPath: IndexPath, change: Change) {
        let identifier = nextItemIdentifier
        nextItemIdentifier += 1
        guard sections.sectionCount > 0 else {
            items.insert(identifier, at: 0)
            sectionIdentifiers.insert(nextSectionIdentifier, at: 0)
            nextSectionIdentifier += 1
            sections = SectionItemCounts([1])
            return (IndexPath(item: 0, section: 0), Change(insertedSections: [0]))
        }
        let place = indexPath.map { IndexPath(item: $0.item + 1, section: $0.section) } ?? IndexPath(item: 0, section: 0)
        items.insert(identifier, at: flatIndex(of: place))
        sections.setCount(sections.count(ofSection: place.section) + 1, ofSection: place.section)
        return (place, Change(insertedItems: [place]))
    }

    /// Inserts a copy of the item at `indexPath` right after it: an item of its own (selected,
    /// deleted and moved apart from the original) showing the original's photo. Returns where it
    /// went and what changed.
    mutating func duplicateItem(at indexPath: IndexPath) -> (indexPath: IndexPath, change: Change) {
        let original = photoIdentifier(of: identifier(at: indexPath))
        let inserted = insertItem(after: indexPath)
        copies[identifier(at: inserted.indexPath)] = original
        return inserted
    }

    /// The identifier whose photo the item `identifier` shows: its own, or for a copy the
    /// original's.
    func photoIdentifier(of identifier: Int) -> Int {
        copies[identifier] ?? identifier
    }

    /// Moves the item at `from` (its place before) to `to` (its place after), within its section
    /// or into another, which grows by one as its own shrinks: a person dragged it there.
    /// Returns false, changing nothing, when either place does not exist. A section a move
    /// empties stays (the grid keeps a section's only item in it; see `GridDemo+Move.swift`).
    mutating func moveItem(at from: IndexPath, to: IndexPath) -> Bool {
        guard let source = sections.flatIndex(of: from), to.section >= 0, to.section < sections.sectionCount, to.item >= 0 else { return false }
        let room = sections.count(ofSection: to.section) + (to.section == from.section ? 0 : 1)
        guard to.item < room else { return false }
        let identifier = items.remove(at: source)
        if to.section != from.section {
            sections.setCount(sections.count(ofSection: from.section) - 1, ofSection: from.section)
            sections.setCount(sections.count(ofSection: to.section) + 1, ofSection: to.section)
        }
        items.insert(identifier, at: flatIndex(of: to))
        return true
    }

    /// Shuffles section `section` (which must exist) with `generator`, or when it holds more than
    /// `maximumShuffledItems`, that many of its items from `item` on (fewer from it near the
    /// section's end): every item in the stretch lands somewhere else in it. Nothing changes in
    /// a stretch of fewer than two items.
    mutating func shuffle(section: Int, from item: Int, using generator: inout some RandomNumberGenerator) -> Change {
        let count = sections.count(ofSection: section)
        guard count >= 2 else { return Change() }
        let length = min(count, Self.maximumShuffledItems)
        let start = min(max(0, item), count - length)
        // A derangement by Sattolo's algorithm: one cycle through the whole stretch, so that
        // every item moves and the shuffle is always seen.
        var order = Array(0..<length)
        for index in stride(from: length - 1, to: 0, by: -1) {
            order.swapAt(index, Int.random(in: 0..<index, using: &generator))
        }
        let first = sections.firstFlatIndex(ofSection: section) + start
        let before = items.identifiers(in: first..<first + length)
        // `order[k]` is the place, within the stretch, of the item that lands at place k.
        items.replaceSubrange(first..<first + length, with: order.map { before[$0] })
        let moves = order.enumerated().map { landing, origin in
            Move(from: IndexPath(item: start + origin, section: section), to: IndexPath(item: start + landing, section: section))
        }
        return Change(movedItems: moves)
    }
}
