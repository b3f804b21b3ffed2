import FolioCore

/// A pager data source of `pageCount` pages where page `livePage` is drawn on the main thread,
/// filling its frame with `MixedCellsSource.liveColor(item:draw:)`, and the others are plain
/// fills of `TextureTestTarget.color(ofItem:)`. Main thread.
@MainActor
final class LivePagerSource: PagerDataSource {
    var pageCount: Int
    let livePage: Int
    /// How many times the live page's closure ran.
    private(set) var draws = 0

    init(pageCount: Int, livePage: Int) {
        self.pageCount = pageCount
        self.livePage = livePage
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pageCount }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        guard index == livePage else {
            let fill = TextureTestTarget.color(ofItem: index)
            return {
                let page = CellNode()
                page.backgroundColor = fill
                return page
            }
        }
        return {
            MainThreadCellNode(redrawInterval: 0) { [weak self] canvas, frame, _ in
                guard let self else { return }
                draws += 1
                canvas.fill(frame, color: MixedCellsSource.liveColor(item: index, draw: draws))
            }
        }
    }
}
