import FolioCore
import Foundation

/// One feed's posts for a vertical list (`FeedDataSource.makeLayout()`): one section of the
/// posts the store has loaded for the feed, under the feed's header, and, as the list's
/// delegate, each post's estimated height until a worker measures it, and the next batch of
/// posts fetched when the list asks (Texture's batch fetching). A click on a post's like button
/// toggles the like in the store and is reported; a click on a hashtag or mention in a post's
/// text is reported. Main thread only.
@MainActor
final class FeedDataSource: CollectionDataSource, CollectionDelegate {
    /// The feed shown (the pager's page).
    let page: Int
    let store: FeedStore
    let posts: FeedPostGenerator

    /// A row's height before it is estimated: the avatar line and two lines of text.
    static let estimatedRowHeight = 120.0

    /// A fetch's simulated latency, seconds.
    let latency: Double
    /// Told the page and its new post count when a batch has been inserted: once per batch,
    /// whatever its size, as soon as the list holds it (a list lays a large batch out over the
    /// frames that follow, at its end, where nothing on screen moves).
    private let didFetch: @MainActor (Int, Int) -> Void
    /// Told the post and where it stands now when the reader has liked it or taken the like back.
    private let didToggleLike: @MainActor (FeedPost, FeedLike) -> Void
    /// Told the item and the link's target when a link in a post's text was clicked.
    private let didActivateLink: @MainActor (Int, String) -> Void
    /// Where the posts' images come from.
    private let images: FeedImageSources
    /// Told the item and why when a post's avatar or photo cannot be shown.
    private let didFailImage: @MainActor (Int, String) -> Void
    /// The clock the posts' ages are told by.
    private let clock: FeedClock

    init(page: Int, store: FeedStore, posts: FeedPostGenerator, latency: Double = 0,
         didFetch: @escaping @MainActor (Int, Int) -> Void = { _, _ in },
         didToggleLike: @escaping @MainActor (FeedPost, FeedLike) -> Void = { _, _ in },
         didActivateLink: @escaping @MainActor (Int, String) -> Void = { _, _ in },
         images: FeedImageSources = FeedImageSources(),
         didFailImage: @escaping @MainActor (Int, String) -> Void = { _, _ in }, clock: FeedClock = FeedClock()) {
        self.page = page
        self.store = store
        self.posts = posts
        self.latency = latency
        self.didFetch = didFetch
        self.didToggleLike = didToggleLike
        self.didActivateLink = didActivateLink
        self.images = images
        self.didFailImage = didFailImage
        self.clock = clock
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
        let post = post(at: indexPath.item)
        // The like is read here, on the main thread, from the store: a post made again after it
        // scrolled away, or after the pager let the feed go, shows the reader's like.
        var node = FeedPostNode(post: post, like: store.like(of: post)) { [weak self] button in
            self?.toggleLike(of: post, on: button)
        }
        node.images = images
        node.clock = clock
        let item = indexPath.item
        node.imageFailed = { [weak self] reason in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.didFailImage(item, reason) }
            }
        }
        return { [node] in ComposedNode(node) }
    }

    /// A click on `post`'s like button: the store decides the new state, whatever the button
    /// showed, and the button shows it once the list lays the post out again.
    private func toggleLike(of post: FeedPost, on button: ButtonNode) {
        let like = store.toggleLike(of: post)
        FeedLikeButton.show(like, on: button)
        didToggleLike(post, like)
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

    /// A click on a hashtag or mention: only reported; the link showed pressed meanwhile.
    func collectionNode(_ collectionNode: CollectionNode, didActivateLink link: TextLink, inItemAt indexPath: IndexPath) {
        didActivateLink(indexPath.item, link.target)
    }

    // MARK: - Batch fetching

    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool {
        store.canLoadMore(page: page) && !store.isFetching(page: page)
    }

    /// Called off the main thread: the store's fetch is started on the main thread, and its
    /// batch inserted at the end of the list, where nothing on screen moves.
    nonisolated func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchFetchingContext) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.fetch(into: collectionNode, context: context) }
        }
    }

    private func fetch(into collectionNode: CollectionNode, context: BatchFetchingContext) {
        let started = store.fetch(page: page, latency: latency, isCancelled: { context.isCancelled }) { [weak self, weak collectionNode] added in
            guard let self, let collectionNode else { return }
            let count = store.loadedCount(page: page)
            collectionNode.insertItems(at: (count - added..<count).map { IndexPath(item: $0, section: 0) })
            context.completeBatchFetching(true)
            didFetch(page, count)
        }
        if !started { context.completeBatchFetching(false) }
    }
}
