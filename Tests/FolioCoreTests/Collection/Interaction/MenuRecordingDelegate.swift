import FolioCore
import Foundation

/// Offers Open, Hidden (disabled), Duplicate and Delete for every item but those in
/// `itemsWithoutMenu`, and records what it was asked and told.
@MainActor
final class MenuRecordingDelegate: CollectionDelegate {
    private(set) var asked: [IndexPath] = []
    private(set) var nodes: [CellNode?] = []
    private(set) var chosen: [String] = []
    private(set) var handled: [String] = []
    private(set) var selected: [IndexPath] = []
    var itemsWithoutMenu: Set<Int> = []

    func collectionNode(_ collectionNode: CollectionNode, contextMenuForItemAt indexPath: IndexPath, node: CellNode?) -> ContextMenu? {
        asked.append(indexPath)
        nodes.append(node)
        guard !itemsWithoutMenu.contains(indexPath.item) else { return nil }
        return ContextMenu([
            ContextMenuAction(title: "Open"),
            ContextMenuAction(title: "Hidden", isEnabled: false),
            ContextMenuAction(title: "Duplicate", handler: { [weak self] in self?.handled.append("duplicate") }),
            ContextMenuAction(title: "Delete", isDestructive: true),
        ])
    }

    func collectionNode(_ collectionNode: CollectionNode, didChooseMenuAction action: ContextMenuAction, forItemAt indexPath: IndexPath) {
        chosen.append("\(action.name) \(indexPath.item)")
    }

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
