import Foundation

/// What a pager installs as its collection's data source (Texture's `ASPagerNodeProxy`): it
/// answers the collection's questions from the pager's `PagerDataSource`, asking with the pager
/// itself, typed, as one section of pages clamped to `PagerNode.maximumPageCount`. The pager owns
/// it and makes one per data source it is given (`make(adapting:for:)`). Main thread.
@MainActor
class PagerDataSourceProxy: CollectionDataSource {
    /// The pager's data source; weak, as a collection holds its data source.
    private(set) weak var target: (any PagerDataSource)?
    /// The pager asking; unowned, since the pager owns its proxy.
    unowned let pager: PagerNode

    init(adapting target: any PagerDataSource, for pager: PagerNode) {
        self.target = target
        self.pager = pager
    }

    /// The proxy for `source`: one that nests collections too when its pages are collections.
    static func make(adapting source: any PagerDataSource, for pager: PagerNode) -> PagerDataSourceProxy {
        if let nesting = source as? any PagerCollectionDataSource { return PagerCollectionDataSourceProxy(adapting: nesting, for: pager) }
        return PagerDataSourceProxy(adapting: source, for: pager)
    }

    /// A pager's pages are one section.
    func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    /// The pages, clamped to what a pager holds.
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        guard section == 0, let target else { return 0 }
        return min(max(0, target.numberOfPages(in: pager)), PagerNode.maximumPageCount)
    }

    /// The page's block.
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        guard let target else { return { CellNode() } }
        return target.pagerNode(pager, nodeBlockAt: indexPath.item)
    }
}
