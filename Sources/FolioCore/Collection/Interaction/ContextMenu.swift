/// What a collection's delegate offers for an item that is right-clicked or long-pressed
/// (`collectionNode(_:contextMenuForItemAt:node:)`): its actions, one row each, top to bottom.
/// Folio draws it as a popup at the pointer, above everything, and reports the action chosen.
/// A plain value: usable on any thread.
///
/// ```swift
/// func collectionNode(_ collectionNode: CollectionNode, contextMenuForItemAt indexPath: IndexPath,
///                     node: CellNode?) -> ContextMenu? {
///     ContextMenu([ContextMenuAction(title: "Open"), ContextMenuAction(title: "Delete", isDestructive: true)])
/// }
/// ```
public struct ContextMenu: Sendable {
    /// The rows, top to bottom. Any thread.
    public var actions: [ContextMenuAction]

    /// A menu of `actions`. Any thread.
    public init(_ actions: [ContextMenuAction]) {
        self.actions = actions
    }

    /// Whether any row can be chosen: a menu with none is not shown. Any thread.
    public var hasEnabledActions: Bool { actions.contains { $0.isEnabled } }
}
