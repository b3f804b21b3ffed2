import FolioCore
import Foundation

extension GridDemo {
    // MARK: - Moving photos by hand

    /// Every photo can be dragged to another place after a held press, except in a search's
    /// results. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, canMoveItemAt indexPath: IndexPath) -> Bool {
        !search.isFiltering && identifierExists(at: indexPath)
    }

    /// A photo dropped at `destinationIndexPath`: the model moves it, and the pager shows the new
    /// order next time it opens. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        guard items.moveItem(at: sourceIndexPath, to: destinationIndexPath) else {
            FolioLogger.content.line(.error, "the grid cannot move its item \(sourceIndexPath) to \(destinationIndexPath)")
            return
        }
        edits += 1
    }

    /// Photos move within and across sections, except a section's only photo, which stays in
    /// its section (a section is never left empty by a drag). Main thread.
    func collectionNode(_ collectionNode: CollectionNode, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        let alone = items.sections.count(ofSection: originalIndexPath.section) == 1
        return alone && proposedIndexPath.section != originalIndexPath.section ? originalIndexPath : proposedIndexPath
    }

    /// Whether the model holds an item at `indexPath`.
    private func identifierExists(at indexPath: IndexPath) -> Bool {
        items.sections.flatIndex(of: indexPath) != nil
    }
}
