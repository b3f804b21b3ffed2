import FolioCore

/// The stress demo's pages: as many as asked for (a million by default), each generated when it
/// first comes near the window, its text in English or, with `--text world`, in the world's
/// scripts in turn. Main thread.
@MainActor
final class StressDataSource: PagerDataSource {
    let pageCount: Int
    let text: TextRepertoire

    init(pageCount: Int, text: TextRepertoire) {
        self.pageCount = pageCount
        self.text = text
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pageCount }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let page = StressPage(index: index, pageCount: pageCount, text: text)
        return { ComposedNode(page) }
    }
}
