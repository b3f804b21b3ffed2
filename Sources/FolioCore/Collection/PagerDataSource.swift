/// Supplies a pager's pages. Asked on the main thread; implement `pagerNode(_:nodeBlockAt:)`
/// (preferred: the node is then made on a worker) or `pagerNode(_:nodeAt:)`.
@MainActor
public protocol PagerDataSource: AnyObject {
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
        FolioLog.write("the pager's data source implements neither pagerNode(_:nodeAt:) nor pagerNode(_:nodeBlockAt:); page \(index) is empty")
        return CellNode()
    }

    /// With only `pagerNode(_:nodeAt:)` implemented, the node is made on the main thread now and
    /// the block just hands it over.
    public func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let node = self.pagerNode(pagerNode, nodeAt: index)
        return { node }
    }
}
