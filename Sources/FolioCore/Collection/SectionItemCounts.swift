import Foundation

/// The number of items in each section of a collection, and the mapping between index paths and
/// flat item indexes (items counted across sections, in order: the first item of section 1
/// follows the last of section 0). Prefix sums make both directions O(log sections). A plain
/// value: usable on any thread.
public struct SectionItemCounts: Hashable, Sendable {
    /// The item count of each section; never negative.
    public let counts: [Int]
    /// `starts[s]` is the flat index of section `s`'s first item; one more entry holds the total.
    private let starts: [Int]

    /// Counts from `counts`, one per section; a negative count is taken as 0, and the total is
    /// capped at `Int.max / 2` so that index arithmetic cannot overflow.
    public init(_ counts: [Int]) {
        var repaired: [Int] = []
        repaired.reserveCapacity(counts.count)
        var starts: [Int] = [0]
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        let cap = Int.max / 2
        for count in counts {
            let kept = min(max(0, count), cap - total)
            repaired.append(kept)
            total += kept
            starts.append(total)
        }
        self.counts = repaired
        self.starts = starts
    }

    /// No sections.
    public static let empty = SectionItemCounts([])

    /// The number of sections.
    public var sectionCount: Int { counts.count }

    /// The number of items in every section together.
    public var itemCount: Int { starts[starts.count - 1] }

    /// The flat index of section `section`'s first item (`itemCount` for `sectionCount`).
    public func firstFlatIndex(ofSection section: Int) -> Int {
        starts[min(max(0, section), counts.count)]
    }

    /// The flat index of `indexPath`, or nil when no such item exists.
    public func flatIndex(of indexPath: IndexPath) -> Int? {
        guard (0..<counts.count).contains(indexPath.section),
              (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
        return starts[indexPath.section] + indexPath.item
    }

    /// The index path of flat index `index`, or nil when it is outside 0..<itemCount.
    public func indexPath(ofFlatIndex index: Int) -> IndexPath? {
        guard index >= 0, index < itemCount else { return nil }
        let section = self.section(containingFlatIndex: index)
        return IndexPath(item: index - starts[section], section: section)
    }

    /// The section holding flat index `index` (which must be in 0..<itemCount): the last section
    /// starting at or before it, so that empty sections are skipped.
    public func section(containingFlatIndex index: Int) -> Int {
        // The last s with starts[s] <= index, among s in 0..<sectionCount.
        var low = 0, high = counts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
