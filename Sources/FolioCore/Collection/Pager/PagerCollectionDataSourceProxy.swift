import Foundation

/// The proxy of a pager whose pages are collections: it answers the nesting's questions from the
/// pager's `PagerCollectionDataSource`, asking with the pager itself. Main thread.
@MainActor
final class PagerCollectionDataSourceProxy: PagerDataSourceProxy, NestedCollectionDataSource {
    /// The pager's data source, seen as one of collections (set once, at init).
    private weak var nestingTarget: (any PagerCollectionDataSource)?

    init(adapting target: any PagerCollectionDataSource, for pager: PagerNode) {
        nestingTarget = target
        super.init(adapting: target, for: pager)
    }

    /// The page's collection.
    func collectionNode(_ collectionNode: CollectionNode, nestedCollectionForItemAt indexPath: IndexPath) -> CollectionNode? {
        nestingTarget?.pagerNode(pager, collectionNodeForPageAt: indexPath.item)
    }

    /// Where the page's collection sits in the page.
    func collectionNode(_ collectionNode: CollectionNode, insetsOfNestedCollectionAt indexPath: IndexPath) -> EdgeInsets {
        nestingTarget?.collectionNode(pager, insetsOfNestedCollectionAt: indexPath) ?? .zero
    }

    /// The page's collection was let go.
    func collectionNode(_ collectionNode: CollectionNode, didReleaseNestedCollection nested: CollectionNode, ofItem item: Int) {
        nestingTarget?.pagerNode(pager, didReleaseCollectionNode: nested, forPageAt: item)
    }

    /// Whether the pages are their collections (a pager of feeds: yes, unless the source says).
    var nestedCollectionsAreTheItems: Bool { nestingTarget?.nestedCollectionsAreTheItems ?? true }
}
