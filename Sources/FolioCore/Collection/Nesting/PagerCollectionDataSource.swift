import Foundation

/// Supplies a pager whose pages are collections of their own (Texture's
/// VerticalWithinHorizontalScrolling: a pager of feeds): a thin convenience over
/// `NestedCollectionDataSource` whose pages are their collections, with no nodes of their own.
/// The pager asks for a page's collection when the page comes near the window (into the pager's
/// display range: the page on screen and its neighbours) and lets it go when the page moves
/// away; it keeps each page's scroll position (a few bytes a page) and restores it on the
/// collection made for the page's next visit. So memory follows the window, not the number of
/// pages or their items: make the collection in this call, hold it nowhere else, and keep the
/// data it shows in your model.
///
/// The feed on screen runs its full ranges; the neighbours' feeds make only their first screen
/// (at their kept position), so that a swipe shows content at once. Input is shared by the
/// nested-gesture rules. Main thread.
@MainActor
public protocol PagerCollectionDataSource: PagerDataSource, NestedCollectionDataSource {
    /// The collection to show on page `index`, with its data source, delegate and layout set.
    /// Main thread.
    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode

    /// The pager let go of page `index`'s collection (its position is kept): a running batch
    /// fetch has been cancelled. When a batch update deleted or reloaded the page, `index` is its
    /// index before the update (the data source already numbers the pages anew). Main thread.
    func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int)
}

extension PagerCollectionDataSource {
    public func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int) {}

    /// A page that shows a collection has no node of its own.
    public func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock { { CellNode() } }

    /// The pages are their collections. Main thread.
    public var nestedCollectionsAreTheItems: Bool { true }

    /// No collection: a pager asks for its pages' collections through its proxy
    /// (`PagerCollectionDataSourceProxy`), so this is reached only from another collection.
    /// Main thread.
    public func collectionNode(_ collectionNode: CollectionNode, nestedCollectionForItemAt indexPath: IndexPath) -> CollectionNode? {
        nil
    }
}
