import Foundation

/// Supplies a collection whose items may hold collections of their own (Texture's
/// `ASCollectionNode` inside an `ASCellNode`): a vertical list of horizontally scrolling shelves,
/// a grid on a pager's page, a pager inside a grid cell. The outer collection asks for an item's
/// collection when the item comes near the window (into its display range) and lets it go when
/// the item moves away, keeping where it was scrolled (a few bytes an item, following the item
/// through batch updates) and restoring it on the collection made for the item's next visit. So
/// memory follows the window, not the number of nested collections or their items: make the
/// collection in this call, hold it nowhere else, and keep the data it shows in your model.
///
/// The nested collections on screen run their full ranges and may fetch more; those only near
/// the window make their first screen, at their kept position. Input is shared by the
/// nested-gesture rules (see `CollectionNode+NestedInput.swift`): a drag and its fling go to the
/// collection along whose axis it first moves past the slop; the wheel to the innermost
/// collection scrolling along its axis; keys to the innermost collection holding the focus
/// along theirs. Main thread.
@MainActor
public protocol NestedCollectionDataSource: CollectionDataSource {
    /// The collection item `indexPath` holds, with its data source, delegate and layout set, or
    /// nil when the item holds none (it is not asked again while it stays near the window).
    /// Main thread.
    func collectionNode(_ collectionNode: CollectionNode, nestedCollectionForItemAt indexPath: IndexPath) -> CollectionNode?

    /// Where the nested collection of item `indexPath` sits in the item: the item's frame less
    /// these insets (the item's own node, drawn beneath, shows in the margins: a shelf's title
    /// above its row). Asked when the collection is made. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, insetsOfNestedCollectionAt indexPath: IndexPath) -> EdgeInsets

    /// The outer collection let go of `nested`, the collection of its item `item` (flat; for an
    /// item a batch update deleted or reloaded, its index before the update): a running batch
    /// fetch has been cancelled and its position is kept. Main thread.
    func collectionNode(_ collectionNode: CollectionNode, didReleaseNestedCollection nested: CollectionNode, ofItem item: Int)

    /// Whether the items are their collections and have no nodes of their own: a pager of feeds,
    /// whose pages are the feeds. Then no item node is made, and the outer collection's work is
    /// all in its nested collections. Main thread.
    var nestedCollectionsAreTheItems: Bool { get }
}

extension NestedCollectionDataSource {
    public func collectionNode(_ collectionNode: CollectionNode, insetsOfNestedCollectionAt indexPath: IndexPath) -> EdgeInsets {
        .zero
    }

    public func collectionNode(_ collectionNode: CollectionNode, didReleaseNestedCollection nested: CollectionNode, ofItem item: Int) {}

    public var nestedCollectionsAreTheItems: Bool { false }
}
