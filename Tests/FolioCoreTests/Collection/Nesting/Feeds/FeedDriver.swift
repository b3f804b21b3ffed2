@testable import FolioCore
import Foundation
import TestSupport

/// Drives a pager of feeds the way the host does, on hand-driven time (see
/// `HandDrivenCollectionDriver`), recording the pager's position.
@MainActor
final class FeedDriver: HandDrivenCollectionDriver {
    let pager: PagerNode
    let source: FeedPagerSource

    init(pager: PagerNode, source: FeedPagerSource, scheduler: ManualWorkScheduler) {
        self.pager = pager
        self.source = source
        super.init(root: pager, scheduler: scheduler) { _ in pager.pagingModel.position }
    }

    /// The pager's position after every frame and event of the last gesture.
    var positions: [Double] { samples }

    /// Page `page`'s feed, while it has one.
    func feed(_ page: Int) -> CollectionNode? { pager.collectionNode(forPageAt: page) }

    /// Page `page`'s feed's offset, while it has one.
    func offset(ofPage page: Int) -> Double? { feed(page)?.contentOffset }

    /// The pages that have feeds now, ascending.
    var pagesWithFeeds: [Int] { pager.pagesWithCollections }
}
