import Foundation

/// Supplies a pager's pages. Asked on the main thread; implement `pagerNode(_:nodeBlockAt:)`
/// (preferred: the node is then made on a worker) or `pagerNode(_:nodeAt:)`. A pager is a
/// collection of one section: it installs a proxy as its collection's data source that answers
/// from these methods, asking with the pager (as Texture's pager proxies its data source).
@MainActor
public protocol PagerDataSource: CollectionDataSource {
    /// The number of pages. Main thread.
    func numberOfPages(in pagerNode: PagerNode) -> Int

    /// The node for page `index`, made on the main thread. Implement this or
    /// `pagerNode(_:nodeBlockAt:)`. Main thread.
    func pagerNode(_ pagerNode: PagerNode, nodeAt index: Int) -> CellNode

    /// A block that makes the node for page `index` on a worker. The block is asked for on the
    /// main thread, once, when the page first comes near the window. Main thread.
    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock
}

extension PagerDataSource {
    /// Neither method implemented: an empty cell, and a log line saying so.
    public func pagerNode(_ pagerNode: PagerNode, nodeAt index: Int) -> CellNode {
        FolioLogger.collection.line(.error, "the pager's data source implements neither pagerNode(_:nodeAt:) nor pagerNode(_:nodeBlockAt:); page \(index) is empty")
        return CellNode()
    }

    /// With only `pagerNode(_:nodeAt:)` implemented, the node is made on the main thread now and
    /// the block just hands it over.
    public func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let node = self.pagerNode(pagerNode, nodeAt: index)
        return { node }
    }
}

extension PagerDataSource {
    // A pager asks these of its proxy (`PagerDataSourceProxy`), which calls the pager methods
    // with the pager itself; they are reached only from a collection that is not a pager, for
    // which a pager data source has nothing.

    /// A pager's pages are one section. Main thread.
    public func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    /// No items: a pager data source's pages are asked for by a pager. Main thread.
    public func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell: a pager data source's pages are asked for by a pager. Main thread.
    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        { CellNode() }
    }
}
