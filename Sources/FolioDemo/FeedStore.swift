import Foundation

/// How many posts each feed has loaded, and the loading of more: every feed starts with one
/// batch, and a fetch hands back the next batch after a simulated network latency, until the feed
/// holds `itemLimit` posts; and the posts the reader likes. The posts themselves come from
/// `FeedPostGenerator`; the store keeps only counts, for the feeds that have fetched, and the
/// likes the reader gave, so a million feeds cost nothing until visited. A feed's likes outlive
/// its list: the pager may let the list go, and the list made when the page comes back shows
/// them again. Main thread only.
@MainActor
final class FeedStore {
    /// The number of feeds (pages).
    let pageCount: Int
    /// The most posts a feed holds.
    let itemLimit: Int
    /// The posts a feed starts with and each fetch adds (the last fetch may add fewer).
    let batchSize: Int

    /// Loaded counts of the feeds that have fetched; the others hold `initialCount`.
    private var loaded: [Int: Int] = [:]
    /// Feeds with a fetch under way.
    private var fetching: Set<Int> = []
    /// The posts the reader likes, by feed: their indexes.
    private var liked: [Int: Set<Int>] = [:]

    /// `pages` feeds of at most `items` posts, loaded `batch` at a time. Values below their
    /// smallest sensible one count as it (0 feeds, 0 posts, batches of 1).
    init(pages: Int, items: Int, batch: Int) {
        pageCount = max(0, pages)
        itemLimit = max(0, items)
        batchSize = max(1, batch)
    }

    /// The posts every feed holds before it fetches: one batch, or all of them when fewer.
    var initialCount: Int { min(batchSize, itemLimit) }

    /// The posts feed `page` holds now; 0 for a page that is not a feed.
    func loadedCount(page: Int) -> Int {
        guard page >= 0, page < pageCount else { return 0 }
        return loaded[page] ?? initialCount
    }

    /// Whether feed `page` has posts left to fetch.
    func canLoadMore(page: Int) -> Bool {
        loadedCount(page: page) < itemLimit
    }

    /// Whether a fetch for feed `page` is under way.
    func isFetching(page: Int) -> Bool {
        fetching.contains(page)
    }

    // MARK: - Likes

    /// Whether the reader likes `post`, and its like count with the reader's.
    func like(of post: FeedPost) -> FeedLike {
        let isLiked = liked[post.page]?.contains(post.index) == true
        return FeedLike(isLiked: isLiked, count: post.likes + (isLiked ? 1 : 0))
    }

    /// Likes `post` if the reader did not, or takes the like back; returns where it stands now.
    @discardableResult
    func toggleLike(of post: FeedPost) -> FeedLike {
        var likes = liked[post.page] ?? []
        if likes.remove(post.index) == nil { likes.insert(post.index) }
        liked[post.page] = likes.isEmpty ? nil : likes
        return like(of: post)
    }

    // MARK: - Fetching

    /// Fetches feed `page`'s next batch: waits `latency` seconds off the main thread, then, on
    /// the main thread, unless `isCancelled()` says the fetch is no longer wanted, adds the batch
    /// to the feed's count and calls `completion` with the number of posts added (so that within
    /// `completion` `loadedCount(page:)` already includes them; they are the items from the old
    /// count on). A cancelled fetch changes nothing and calls nothing. Returns false, and calls
    /// nothing, when there is nothing to fetch or a fetch for the feed is already under way.
    @discardableResult
    func fetch(page: Int, latency: Double, isCancelled: @escaping @MainActor () -> Bool,
               completion: @escaping @MainActor (Int) -> Void) -> Bool {
        guard canLoadMore(page: page), fetching.insert(page).inserted else { return false }
        let delay = latency.isFinite ? max(0, latency) : 0
        // The wait stands for a network request: it holds no thread, and the answer comes back
        // through the main queue, as a real response's would.
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + delay) { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self?.deliver(page: page, isCancelled: isCancelled, completion: completion)
                }
            }
        }
        return true
    }

    /// Ends feed `page`'s fetch: adds its batch and reports it, unless it was cancelled.
    private func deliver(page: Int, isCancelled: @MainActor () -> Bool, completion: @MainActor (Int) -> Void) {
        fetching.remove(page)
        guard !isCancelled() else { return }
        let old = loadedCount(page: page)
        let added = min(batchSize, itemLimit - old)
        guard added > 0 else { return }
        loaded[page] = old + added
        completion(added)
    }
}
