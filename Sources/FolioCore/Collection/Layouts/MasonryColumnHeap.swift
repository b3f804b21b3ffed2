/// The masonry columns ordered by where their next item would start, shortest first and leftmost
/// among equals, so that placing n items in c columns is O(n log c) rather than O(n c).
/// A plain value: usable on any thread.
struct MasonryColumnHeap: Sendable {
    private struct Entry: Sendable {
        var bottom: Double
        var column: Int

        func precedes(_ other: Entry) -> Bool {
            bottom < other.bottom || (bottom == other.bottom && column < other.column)
        }
    }

    private var entries: [Entry]

    /// `columns` columns, all starting at `top`. Already a heap: equal bottoms in column order.
    init(columns: Int, top: Double) {
        entries = (0..<max(1, columns)).map { Entry(bottom: top, column: $0) }
    }

    /// The shortest column (leftmost among equals) and where its next item starts.
    var shortest: (column: Int, bottom: Double) { (entries[0].column, entries[0].bottom) }

    /// Moves the shortest column's next start to `bottom` (never above where it was).
    mutating func raiseShortest(to bottom: Double) {
        entries[0].bottom = bottom
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < entries.count, entries[left].precedes(entries[least]) { least = left }
            if right < entries.count, entries[right].precedes(entries[least]) { least = right }
            guard least != parent else { return }
            entries.swapAt(parent, least)
            parent = least
        }
    }
}
