import Foundation

extension CollectionNode {
    /// Applies `updates`, a batch made as a value (on any thread, say by
    /// `CollectionSnapshot.batchUpdates(from:)`), as `performBatch(animated:updates:completion:)`
    /// would apply the same calls made one by one. The data source must already say the new
    /// counts. Main thread.
    public func performBatch(_ updates: CollectionUpdates, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        performBatch(animated: animated, updates: {
            if !updates.deletedSections.isEmpty { deleteSections(IndexSet(updates.deletedSections)) }
            if !updates.insertedSections.isEmpty { insertSections(IndexSet(updates.insertedSections)) }
            if !updates.reloadedSections.isEmpty { reloadSections(IndexSet(updates.reloadedSections)) }
            for move in updates.movedSections { moveSection(move.from, toSection: move.to) }
            if !updates.deletedItems.isEmpty { deleteItems(at: updates.deletedItems) }
            if !updates.insertedItems.isEmpty { insertItems(at: updates.insertedItems) }
            if !updates.reloadedItems.isEmpty { reloadItems(at: updates.reloadedItems) }
            for move in updates.movedItems { moveItem(at: move.from, to: move.to) }
        }, completion: completion)
    }
}
