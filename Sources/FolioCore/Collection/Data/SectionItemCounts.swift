import Foundation

/// The number of items in each section of a collection, and the mapping between index paths and
/// flat item indexes (items counted across sections, in order: the first item of section 1
/// follows the last of section 0). The counts sit in a persistent tree of running sums: both
/// directions of the mapping, a section's count, and inserting, removing or recounting a section
/// cost O(log sections), and the counts before a batch update share all but the changed paths
/// with the counts after it. A plain value: usable on any thread.
public struct SectionItemCounts: Hashable, Sendable {
    /// The most items all sections hold together, so that index arithmetic cannot overflow.
    public static let maximumItemCount = Int.max / 2

    private var tree: SectionTree<Int>

    /// Counts from `counts`, one per section; a negative count is taken as 0, and the total is
    /// capped at `maximumItemCount`. O(sections).
    public init(_ counts: [Int]) {
        var repaired: [Int] = []
        repaired.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            let kept = min(max(0, count), Self.maximumItemCount - total)
            repaired.append(kept)
            total += kept
        }
        tree = SectionTree(repaired)
    }

    /// No sections.
    public static let empty = SectionItemCounts([])

    /// The item count of each section. O(sections): ask `count(ofSection:)` for one.
    public var counts: [Int] { tree.values }

    /// The number of sections.
    public var sectionCount: Int { tree.count }

    /// The number of items in every section together.
    public var itemCount: Int { tree.total }

    /// The number of items in section `section`; 0 for a section that does not exist.
    /// O(log sections).
    public func count(ofSection section: Int) -> Int {
        (0..<sectionCount).contains(section) ? tree[section] : 0
    }

    /// The flat index of section `section`'s first item (`itemCount` for `sectionCount`).
    public func firstFlatIndex(ofSection section: Int) -> Int {
        tree.prefixSum(section)
    }

    /// The flat index of `indexPath`, or nil when no such item exists.
    public func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, (0..<sectionCount).contains(indexPath.section),
              (0..<tree[indexPath.section]).contains(indexPath.item) else { return nil }
        return tree.prefixSum(indexPath.section) + indexPath.item
    }

    /// The index path of flat index `index`, or nil when it is outside 0..<itemCount.
    public func indexPath(ofFlatIndex index: Int) -> IndexPath? {
        guard index >= 0, index < itemCount else { return nil }
        let (section, before) = tree.firstPosition { $0 > index }
        return IndexPath(item: index - before, section: section)
    }

    /// The section holding flat index `index` (which must be in 0..<itemCount): the last section
    /// starting at or before it, so that empty sections are skipped.
    public func section(containingFlatIndex index: Int) -> Int {
        min(tree.firstPosition { $0 > index }.position, max(0, sectionCount - 1))
    }

    // MARK: - Edits, each O(log sections)

    /// Inserts a section of `count` items at `section` (clamped to 0...sectionCount); the count
    /// is repaired as `init` repairs it.
    public mutating func insertSection(at section: Int, count: Int) {
        tree.insert(min(max(0, count), Self.maximumItemCount - itemCount), at: section)
    }

    /// Removes section `section`, which must exist.
    public mutating func removeSection(at section: Int) {
        tree.remove(at: section)
    }

    /// Makes section `section` (which must exist) hold `count` items, repaired as `init`
    /// repairs it.
    public mutating func setCount(_ count: Int, ofSection section: Int) {
        let others = itemCount - tree[section]
        tree.replace(at: section, with: min(max(0, count), Self.maximumItemCount - others))
    }
}
