import FolioCore
import Foundation

/// The grid's context menu: a right click (or a long press) on a photo offers Open, Duplicate
/// and Delete, each doing what its key does. Main thread.
extension GridDemo {
    /// Open, Duplicate and Delete, for every photo. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, contextMenuForItemAt indexPath: IndexPath, node: CellNode?) -> ContextMenu? {
        guard collectionNode === grid else { return nil }
        return ContextMenu([
            ContextMenuAction(title: "Open"),
            ContextMenuAction(title: "Duplicate"),
            ContextMenuAction(title: "Delete", isDestructive: true),
        ])
    }

    /// Open activates the photo as Enter does (the pager opens on it); Duplicate inserts a copy
    /// of it right after it, selected, as I inserts a new one; Delete deletes as the Delete key does: the selection when the
    /// photo is in it, else the photo alone, selected first. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didChooseMenuAction action: ContextMenuAction, forItemAt indexPath: IndexPath) {
        guard collectionNode === grid else { return }
        switch action.name {
        case "Open":
            grid.activateItem(at: indexPath)
        case "Duplicate":
            duplicateItem(at: indexPath)
        case "Delete":
            if !grid.indexPathsForSelectedItems.contains(indexPath) { grid.selectItem(at: indexPath) }
            deleteSelectedItems()
        default:
            break
        }
    }
}
