import FolioCore

/// A pager data source whose pages are feeds, made by `makeFeed` when the pager asks and held
/// nowhere else, as an app should. Main thread.
@MainActor
final class FeedPagerSource: PagerCollectionDataSource {
    let pageCount: Int
    let makeFeed: (Int) -> CollectionNode
    /// Each feed made, weakly, by page: to see whether a released one is gone.
    private(set) var made: [Int: WeakFeed] = [:]

    /// A weak reference to a feed.
    struct WeakFeed {
        weak var feed: CollectionNode?
    }

    init(pageCount: Int, makeFeed: @escaping (Int) -> CollectionNode) {
        self.pageCount = pageCount
        self.makeFeed = makeFeed
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pageCount }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        let feed = makeFeed(index)
        made[index] = WeakFeed(feed: feed)
        return feed
    }
}
