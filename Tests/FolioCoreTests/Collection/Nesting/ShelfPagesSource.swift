import FolioCore
import Foundation

/// The pages of a pager nested in a shelf: `count` plain pages.
@MainActor
final class ShelfPagesSource: PagerDataSource {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock { { CellNode() } }
}
