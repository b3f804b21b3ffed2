import Foundation

/// Hears what a collection does and answers what its layout asks, in the seeds' Swift spelling of
/// Texture's `ASCollectionDelegate`. Every method has a default. Main thread.
@MainActor
public protocol CollectionDelegate: AnyObject {
    /// The item was selected: a click or tap released on it within the slop. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath)
    /// The item was activated: Enter on the focused item, or a double-click. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath)
    /// A press rested on the item long enough to highlight it. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath)
    /// The highlight went: released, or the press became a scroll. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath)
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
}

extension CollectionDelegate {
    public func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, willDisplay node: CellNode, forItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: CollectionNode, didEndDisplaying node: CellNode, forItemAt indexPath: IndexPath) {}
    public func collectionNodeWillBeginScrolling(_ collectionNode: CollectionNode) {}
    public func collectionNodeDidEndScrolling(_ collectionNode: CollectionNode) {}
    public func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange? { nil }
    public func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? { nil }
}
