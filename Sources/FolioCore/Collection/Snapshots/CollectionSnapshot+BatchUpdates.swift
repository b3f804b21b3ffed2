import Foundation

extension CollectionSnapshot {
    /// The batch update that turns `old`'s content into this snapshot's, for a data source of the
    /// app's own that keeps its content as snapshots: deletes, reloads and moves from `old`'s
    /// places, inserts and moves to this one's (see `CollectionNode.performBatch(_:animated:completion:)`).
    /// Items that only shift because of deletes and inserts before them are not moved; items this
    /// snapshot marks with `reloadItems` are reloaded. O(items of both); nil, with one log line
    /// naming it, when either snapshot holds an identifier twice. Any thread: diff large
    /// snapshots off the main thread.
    public func batchUpdates(from old: CollectionSnapshot) -> CollectionUpdates? {
        do {
            return try SnapshotDiff.between(old, self).updates
        } catch {
            FolioLogger.collection.line(.error, "snapshot refused: \(error.description)")
            return nil
        }
    }
}
