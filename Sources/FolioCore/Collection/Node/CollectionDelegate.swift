import Foundation

/// Hears what a collection does and answers what its layout asks, in the seeds' Swift spelling of
/// Texture's `ASCollectionDelegate`. Every method has a default. Main thread, except
/// `collectionNode(_:willBeginBatchFetchWith:)`, which a background queue calls.
///
/// A delegate is `Sendable` so that the collection can hand it to that queue; a main-actor class
/// (as every conformer is, the protocol being main-actor) already is.
@MainActor
public protocol CollectionDelegate: AnyObject, Sendable {
    /// The item was selected: a click or tap released on it within the slop. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath)
    /// Whether input may select the item (true by default); asked before every item a click,
    /// Shift+arrow or Ctrl+A would add to the selection. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether input may deselect the item (true by default); asked before every item a click,
    /// a Ctrl-click or Esc would take from the selection. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Input took the item from the selection. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath)
    /// The item was activated: Enter on the focused item, or a double-click. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath)
    /// A press rested on the item long enough to highlight it. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath)
    /// The highlight went: released, or the press became a scroll. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath)
    /// A press was released on a link in a text node of the item (`TextNode`): before the node's
    /// own `linkAction` is called. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didActivateLink link: TextLink, inItemAt indexPath: IndexPath)
    /// A press was released on a tappable node of the item (`DisplayNode.tapAction`,
    /// `tapName`): before the node's own `tapAction` is called. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didTapNode node: DisplayNode, inItemAt indexPath: IndexPath)
    /// The pointer came over the item (a mouse moving with no button down). Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didHoverItemAt indexPath: IndexPath)
    /// The pointer left the item it hovered (for another item, nothing, or out of the
    /// collection). Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didEndHoveringItemAt indexPath: IndexPath)
    /// The item's node is about to become visible. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, willDisplay node: CellNode, forItemAt indexPath: IndexPath)
    /// The item is no longer visible. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didEndDisplaying node: CellNode, forItemAt indexPath: IndexPath)
    /// The content started moving (a drag, a fling, the wheel, a key). Main thread.
    func collectionNodeWillBeginScrolling(_ collectionNode: CollectionNode)
    /// The content came to rest. Main thread.
    func collectionNodeDidEndScrolling(_ collectionNode: CollectionNode)
    /// The sizes the item's node may take; nil (the default) leaves it to the layout. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange?
    /// The item's size as the app knows it before its node is measured (a photo's pixel size):
    /// a masonry layout keeps its aspect ratio. Nil (the default) when unknown. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size?
    /// Whether to fetch more content, asked when the end of the content comes within
    /// `leadingScreensForBatching` screenfuls of the viewport's trailing edge and no fetch runs.
    /// False (the default) fetches nothing. Main thread.
    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool
    /// A batch fetch begins: load more content, add it to the data source and call
    /// `insertItems(at:)` on the main thread, then `context.completeBatchFetching(true)` (any
    /// thread). Until then the collection shows its "Loading…" row and begins no other fetch.
    /// The default completes at once with `false`. Called on a background queue, never the main
    /// thread, as in Texture: reach main-thread state by hopping to the main thread.
    nonisolated func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchFetchingContext)
    /// The context menu of the item, right-clicked or long-pressed; `node` is its cell node (nil
    /// while not made yet). Nil (the default) shows none. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, contextMenuForItemAt indexPath: IndexPath, node: CellNode?) -> ContextMenu?
    /// `action` was chosen from the item's context menu, after the action's own handler ran.
    /// Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didChooseMenuAction action: ContextMenuAction, forItemAt indexPath: IndexPath)
    /// Where an item moved by hand from `originalIndexPath` would drop when the pointer proposes
    /// `proposedIndexPath` (both places after the move): the proposal (the default), another
    /// place to redirect it, or `originalIndexPath` to refuse the move there. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
}

extension CollectionDelegate {
    public func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionNode(_ collectionNode: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didActivateLink link: TextLink, inItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didTapNode node: DisplayNode, inItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didHoverItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didEndHoveringItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, willDisplay node: CellNode, forItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didEndDisplaying node: CellNode, forItemAt indexPath: IndexPath) {}
    public func collectionNodeWillBeginScrolling(_ collectionNode: CollectionNode) {}
    public func collectionNodeDidEndScrolling(_ collectionNode: CollectionNode) {}
    public func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange? { nil }
    public func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? { nil }
    public func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool { false }
    nonisolated public func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchFetchingContext) {
        context.completeBatchFetching(false)
    }
    public func collectionNode(_ collectionNode: CollectionNode, contextMenuForItemAt indexPath: IndexPath, node: CellNode?) -> ContextMenu? {
        nil
    }
    public func collectionNode(_ collectionNode: CollectionNode, didChooseMenuAction action: ContextMenuAction, forItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
}
