import Foundation

/// The batch update that turns one snapshot's content into another's, in UIKit's terms as
/// `CollectionNode.performBatchUpdates` takes them: deletes and reloads name places before the
/// update, inserts places after it, moves go from before to after. Items of deleted or inserted
/// sections are not listed (the section carries them); an item that changes sections, or whose
/// order among the items kept beside it changed, is a move; one that only shifted because of
/// deletes and inserts before it is not. A reloaded item that also moves is deleted and inserted
/// anew (a batch may not name a place twice). Made by `SnapshotDiff.between(_:_:)`. A plain
/// value: usable on any thread.
struct SnapshotDiff: Sendable {
    /// Sections deleted, at their indexes before the update, ascending.
    var deletedSections: [Int] = []
    /// Sections inserted, at their indexes after the update, ascending.
    var insertedSections: [Int] = []
    /// Sections moved, from before to after, in the order of their places after.
    var movedSections: [(from: Int, to: Int)] = []
    /// Items deleted, at their places before the update.
    var deletedItems: [IndexPath] = []
    /// Items inserted, at their places after the update.
    var insertedItems: [IndexPath] = []
    /// Items kept in place that the new snapshot marks as changed, at their places before.
    var reloadedItems: [IndexPath] = []
    /// Items moved, from their places before to after.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// True when the snapshots hold the same content and nothing is reloaded.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// How many changes the batch holds.
    var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + deletedItems.count
            + insertedItems.count + reloadedItems.count + movedItems.count
    }

    /// The batch as `CollectionUpdates`.
    var updates: CollectionUpdates {
        var updates = CollectionUpdates()
        updates.deleteSections(IndexSet(deletedSections))
        updates.insertSections(IndexSet(insertedSections))
        for move in movedSections { updates.moveSection(move.from, toSection: move.to) }
        updates.deleteItems(at: deletedItems)
        updates.insertItems(at: insertedItems)
        updates.reloadItems(at: reloadedItems)
        for move in movedItems { updates.moveItem(at: move.from, to: move.to) }
        return updates
    }
}

/// Why a snapshot cannot be diffed: an identifier it holds twice. The description is the log
/// line's cause. A plain value: usable on any thread.
enum SnapshotDiffRefusal: Error, Sendable, CustomStringConvertible {
    /// An item identifier appears twice (anywhere in the snapshot); `isOld` when in the snapshot shown.
    case duplicateItem(String, isOld: Bool)
    /// A section identifier appears twice.
    case duplicateSection(String, isOld: Bool)

    var description: String {
        switch self {
        case .duplicateItem(let id, let isOld):
            "the \(isOld ? "shown" : "new") snapshot holds item identifier \(id) twice"
        case .duplicateSection(let id, let isOld):
            "the \(isOld ? "shown" : "new") snapshot holds section identifier \(id) twice"
        }
    }
}
