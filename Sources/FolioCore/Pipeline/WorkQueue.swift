/// The pending items of a scheduler, handed out nearest-to-focus first ("nearest-to-visible
/// first"); items at the same distance, or all items while there is no focus, go in the order
/// they were added. A plain value, not synchronised: `WorkerPool` keeps it behind a mutex and
/// the manual test scheduler uses it on one thread.
///
/// - Complexity: adding is O(1); taking an item is O(n), a scan, since the focus moves every
///   frame and would reorder any stored ordering. Queues hold tens of items.
public struct WorkQueue: Sendable {
    private struct Entry: Sendable {
        var item: WorkItem
        var sequence: Int
    }

    private var entries: [Entry] = []
    private var nextSequence = 0

    /// The point served first; nil serves items in the order they were added.
    public var focus: WorkFocus?

    /// Creates an empty queue with no focus.
    public init() {}

    /// The number of queued items, cancelled ones included.
    public var count: Int { entries.count }

    /// Whether nothing is queued.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys of the queued items that are not cancelled, in the order they would be taken.
    public var pendingKeys: [Int] {
        entries.filter { !$0.item.token.isCancelled }
            .sorted { isBefore($0, $1) }
            .map(\.item.key)
    }

    /// Adds `item` to the queue.
    public mutating func append(_ item: WorkItem) {
        entries.append(Entry(item: item, sequence: nextSequence))
        nextSequence += 1
    }

    /// Removes and returns the item nearest the focus, dropping every cancelled item the scan
    /// passes (it adds their number to `skipped`).
    ///
    /// - Returns: The item to run, or nil if no item that is not cancelled is left.
    public mutating func popNearest(skipped: inout Int) -> WorkItem? {
        let before = entries.count
        entries.removeAll { $0.item.token.isCancelled }
        skipped += before - entries.count
        guard let index = entries.indices.min(by: { isBefore(entries[$0], entries[$1]) }) else { return nil }
        return entries.remove(at: index).item
    }

    /// Removes and returns every queued item, in the order they were added.
    public mutating func removeAll() -> [WorkItem] {
        defer { entries.removeAll() }
        return entries.map(\.item)
    }

    private func isBefore(_ a: Entry, _ b: Entry) -> Bool {
        if let focus {
            let (da, db) = (focus.distance(to: a.item.key), focus.distance(to: b.item.key))
            if da != db { return da < db }
        }
        return a.sequence < b.sequence
    }
}
