import Foundation

/// The changes an app describes inside one batch update, in UIKit's terms: deletes, reloads and
/// move sources name index paths (and sections) from before the update; inserts and move
/// destinations name them after it. Nothing is checked here: the batch is validated as a whole
/// against the data source's new counts when it is applied. A plain value: usable on any thread.
public struct CollectionUpdates: Sendable {
    /// Items inserted, at their index paths after the update.
    private(set) var insertedItems: [IndexPath] = []
    /// Items deleted, at their index paths before the update.
    private(set) var deletedItems: [IndexPath] = []
    /// Items reloaded, at their index paths before the update.
    private(set) var reloadedItems: [IndexPath] = []
    /// Items moved, from their path before the update to their path after it.
    private(set) var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Sections inserted, at their indexes after the update.
    private(set) var insertedSections: [Int] = []
    /// Sections deleted, at their indexes before the update.
    private(set) var deletedSections: [Int] = []
    /// Sections reloaded, at their indexes before the update.
    private(set) var reloadedSections: [Int] = []
    /// Sections moved, from their index before the update to their index after it.
    private(set) var movedSections: [(from: Int, to: Int)] = []

    /// No changes yet.
    public init() {}

    /// True when the batch holds no change at all.
    public var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty
    }

    /// Inserts items at `indexPaths`, which name places after the update.
    public mutating func insertItems(at indexPaths: [IndexPath]) {
        insertedItems += indexPaths
    }

    /// Deletes the items at `indexPaths`, which name places before the update.
    public mutating func deleteItems(at indexPaths: [IndexPath]) {
        deletedItems += indexPaths
    }

    /// Reloads the items at `indexPaths` (places before the update): each keeps its place in the
    /// order but gets new content.
    public mutating func reloadItems(at indexPaths: [IndexPath]) {
        reloadedItems += indexPaths
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        movedItems.append((from: indexPath, to: newIndexPath))
    }

    /// Inserts sections at `sections`, which name indexes after the update.
    public mutating func insertSections(_ sections: IndexSet) {
        insertedSections += sections
    }

    /// Deletes the sections at `sections` (indexes before the update) with all their items.
    public mutating func deleteSections(_ sections: IndexSet) {
        deletedSections += sections
    }

    /// Reloads the sections at `sections` (indexes before the update): each keeps its place in
    /// the order, and all its items are replaced.
    public mutating func reloadSections(_ sections: IndexSet) {
        reloadedSections += sections
    }

    /// Moves section `section` (index before the update) with its items to `newSection` (index
    /// after it).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append((from: section, to: newSection))
    }
}
