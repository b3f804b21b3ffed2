import Foundation

/// The order an interactive movement would leave behind: one item taken from its place
/// (`sourcePath`, flat `source`) and put at `targetPath` (flat `target`), both counted in the
/// sections as they would be after the drop. Moving into another section makes that section one
/// longer and the item's own one shorter; every other item keeps its order, shifted by one
/// between the two places. What the collection previews while the item is dragged, and what the
/// drop's batch update does. A plain value: usable on any thread.
struct InteractiveMoveOrder: Hashable, Sendable {
    /// The moved item's place before the move.
    let sourcePath: IndexPath
    /// The moved item's flat index before the move.
    let source: Int
    /// The sections' counts before the move.
    let originalSections: SectionItemCounts
    /// Where the item would go: its place after the move.
    private(set) var targetPath: IndexPath
    /// The sections' counts after the move.
    private(set) var sections: SectionItemCounts

    /// An order in which the item at `sourcePath` stays where it is; nil when `sections` has no
    /// such item.
    init?(moving sourcePath: IndexPath, in sections: SectionItemCounts) {
        guard let source = sections.flatIndex(of: sourcePath) else { return nil }
        self.sourcePath = sourcePath
        self.source = source
        originalSections = sections
        targetPath = sourcePath
        self.sections = sections
    }

    /// The moved item's flat index after the move.
    var target: Int { sections.flatIndex(of: targetPath) ?? source }

    /// Whether the item moves at all.
    var isMoved: Bool { targetPath != sourcePath }

    /// Whether `path` is a place the item can go: in its own section any of its items' places,
    /// in another one also just after that section's last item.
    func isValidTarget(_ path: IndexPath) -> Bool {
        guard path.section >= 0, path.section < originalSections.sectionCount, path.item >= 0 else { return false }
        let count = originalSections.count(ofSection: path.section)
        return path.section == sourcePath.section ? path.item < count : path.item <= count
    }

    /// Puts the item at `path` (its place after the move); returns whether the target changed.
    /// An invalid place changes nothing.
    @discardableResult
    mutating func setTarget(_ path: IndexPath) -> Bool {
        guard path != targetPath, isValidTarget(path) else { return false }
        var counts = originalSections
        if path.section != sourcePath.section {
            counts.setCount(counts.count(ofSection: sourcePath.section) - 1, ofSection: sourcePath.section)
            counts.setCount(counts.count(ofSection: path.section) + 1, ofSection: path.section)
        }
        sections = counts
        targetPath = path
        return true
    }

    /// Where the item at flat `old` before the move is after it.
    func newIndex(forOld old: Int) -> Int {
        guard old != source else { return target }
        let closed = old > source ? old - 1 : old
        return closed >= target ? closed + 1 : closed
    }

    /// Which item (flat, before the move) is at flat `new` after it.
    func oldIndex(forNew new: Int) -> Int {
        guard new != target else { return source }
        let closed = new > target ? new - 1 : new
        return closed >= source ? closed + 1 : closed
    }

    /// What the move does to the sections, for a layout that follows section edits: the item's
    /// section and the target's are recounted.
    var edits: SectionEdits {
        SectionEdits(removedSections: [], insertedSections: [],
                     recountedSections: Array(Set([sourcePath.section, targetPath.section])).sorted())
    }
}
