import FolioCore

/// The stress demo's pages: as many as asked for (a million by default), each generated when it
/// first comes near the window. Main thread.
@MainActor
final class StressDataSource: PagerDataSource {
    let pageCount: Int

    init(pageCount: Int) {
        self.pageCount = pageCount
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pageCount }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let page = StressPage(index: index, pageCount: pageCount)
        return { ComposedNode(page) }
    }
}
