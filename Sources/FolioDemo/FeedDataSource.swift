import FolioCore
import Foundation

/// One feed's posts for a vertical list (`FeedDataSource.makeLayout()`): one section of the
/// posts the store has loaded for the feed, under the feed's header, and, as the list's
/// delegate, each post's estimated height until a worker measures it. Main thread only.
@MainActor
final class FeedDataSource: CollectionDataSource, CollectionDelegate {
    /// The feed shown (the pager's page).
    let page: Int
    let store: FeedStore
    let posts: FeedPostGenerator

    /// A row's height before it is estimated: the avatar line and two lines of text.
    static let estimatedRowHeight = 120.0

    init(page: Int, store: FeedStore, posts: FeedPostGenerator) {
        self.page = page
        self.store = store
        self.posts = posts
    }

    /// The layout a feed's list uses: full-width rows measured on workers, under the header.
    static func makeLayout() -> ListLayout {
        ListLayout(estimatedRowHeight: estimatedRowHeight, headerHeight: FeedHeaderNode.height)
    }

    /// Post `item` of the feed.
    func post(at item: Int) -> FeedPost {
        posts.post(page: page, index: item)
    }

    // MARK: - Data source

    func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        store.loadedCount(page: page)
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let node = FeedPostNode(post: post(at: indexPath.item))
        return { ComposedNode(node) }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        guard kind == CollectionNode.sectionHeaderKind else { return nil }
        let header = FeedHeaderNode(page: page)
        return { ComposedNode(header) }
    }

    // MARK: - Delegate

    /// The post's estimated size at the list's width (nil before the list has one): a list
    /// places the row at this height until the row is measured.
    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        let width = collectionNode.bounds.width
        guard width > 0 else { return nil }
        return Size(width: width, height: FeedPostNode.estimatedHeight(of: post(at: indexPath.item), width: width))
    }
}
