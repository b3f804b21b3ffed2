import Foundation

/// Supplies a collection's sections, items and section headers, in the seeds' Swift spelling of
/// Texture's `ASCollectionDataSource`. Asked on the main thread; implement
/// `collectionNode(_:nodeBlockForItemAt:)` (preferred: the node is then made on a worker) or
/// `collectionNode(_:nodeForItemAt:)`.
///
/// Nodes are made when their items first come near the window, and kept while the items stay
/// near; an item that has been far away for long (past `CollectionNode.retainedItemLimit` other
/// items) is forgotten, and its block is asked for again when it comes back.
@MainActor
public protocol CollectionDataSource: AnyObject {
    /// The number of sections; 1 unless implemented. Main thread.
    func numberOfSections(in collectionNode: CollectionNode) -> Int

    /// The number of items in `section`. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int

    /// The node for the item at `indexPath`, made on the main thread. Implement this or
    /// `collectionNode(_:nodeBlockForItemAt:)`. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, nodeForItemAt indexPath: IndexPath) -> CellNode

    /// A block that makes the node for the item at `indexPath` on a worker. Asked for on the main
    /// thread when the item comes near the window. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock

    /// A block that makes the supplementary node of `kind` (`CollectionNode.sectionHeaderKind` or
    /// `CollectionNode.sectionFooterKind`) for `indexPath`'s section, asked when the layout gives
    /// the section a header or a footer; nil for none.
    /// Main thread.
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock?

    /// Whether the item at `indexPath` may be moved by hand (a press held
    /// `CollectionNode.interactiveMovementHoldDelay`, then dragged; or the app's
    /// `beginInteractiveMovementForItem(at:)`). False (the default) keeps every item where it is.
    /// Main thread.
    func collectionNode(_ collectionNode: CollectionNode, canMoveItemAt indexPath: IndexPath) -> Bool

    /// An item moved by hand was dropped: move it in the model from `sourceIndexPath` (its place
    /// before) to `destinationIndexPath` (its place after). The collection then applies the move
    /// as a batch update, so the counts must be the new ones when this returns. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

extension CollectionDataSource {
    public func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    /// Neither item method implemented: an empty cell, and a log line saying so.
    public func collectionNode(_ collectionNode: CollectionNode, nodeForItemAt indexPath: IndexPath) -> CellNode {
        FolioLogger.collection.line(.error, "the collection's data source implements neither collectionNode(_:nodeForItemAt:) nor collectionNode(_:nodeBlockForItemAt:); item \(indexPath) is empty")
        return CellNode()
    }

    /// With only `collectionNode(_:nodeForItemAt:)` implemented, the node is made on the main
    /// thread now and the block just hands it over.
    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let node = self.collectionNode(collectionNode, nodeForItemAt: indexPath)
        return { node }
    }

    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CellNodeBlock? { nil }

    public func collectionNode(_ collectionNode: CollectionNode, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    public func collectionNode(_ collectionNode: CollectionNode, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
}
