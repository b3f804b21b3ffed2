import FolioCore
import FolioSDL
import Foundation

/// The feeds demo, first form: the `--start` feed alone, as a vertical list of posts under its
/// header, loading the next batch from the store when a post within `fetchLead` of the end comes
/// into view. It is the list's delegate (forwarding sizes to the feed's data source), the host's
/// delegate and chrome, and reports the demo's events. Main thread only.
@MainActor
final class FeedsDemo: CollectionDelegate, SDLHostDelegate, HostChrome {
    let feed: CollectionNode
    private let dataSource: FeedDataSource
    private let store: FeedStore
    /// A fetch's simulated latency, seconds.
    private let latency: Double
    private let log: EventLog
    private weak var host: SDLHost?
    /// Posts already reported as drawn with their content (kept only while events are on).
    private var itemsWithContent = Set<Int>()

    /// A post this close to the feed's end coming into view starts the next fetch.
    static let fetchLead = 10

    /// The `options.startPage` feed of posts from `library`, made by `renderMode` with `backend`;
    /// `wake` wakes the host's loop.
    init(options: DemoOptions, library: PhotoLibrary, backend: RenderingBackend, renderMode: PagerRenderMode,
         log: EventLog, wake: @escaping @Sendable () -> Void) {
        store = FeedStore(pages: options.pages, items: options.feedItems, batch: options.batch)
        dataSource = FeedDataSource(page: options.startPage, store: store,
                                    posts: FeedPostGenerator(library: library, photoSizes: PhotoSizes(library: library)))
        latency = Double(options.latencyMilliseconds) / 1_000
        self.log = log
        feed = CollectionNode(layout: FeedDataSource.makeLayout(), backend: backend, renderMode: renderMode, wake: wake)
        feed.keyboardMode = .scroll
        feed.allowsSelection = false
        feed.delegate = self
        feed.dataSource = dataSource
    }

    /// Runs the demo in `host` until the user quits.
    func run(in host: SDLHost) {
        self.host = host
        host.delegate = self
        host.run()
    }

    // MARK: - Fetching

    /// Starts the next fetch if `item` is near the end of what is loaded and there is more.
    private func fetchIfNear(_ item: Int) {
        let page = dataSource.page
        guard item >= store.loadedCount(page: page) - Self.fetchLead else { return }
        store.fetch(page: page, latency: latency, isCancelled: { [weak self] in self == nil }) { [weak self] added in
            self?.didFetch(added)
        }
    }

    /// Shows the batch the store just added.
    private func didFetch(_ added: Int) {
        let count = store.loadedCount(page: dataSource.page)
        // The list has no insertion yet: reloading keeps the first visible post in place.
        feed.reloadData()
        log.write(.init(event: "fetched", page: dataSource.page, items: count, first: count - added, last: count - 1))
    }

    // MARK: - Collection delegate

    func collectionNode(_ collectionNode: CollectionNode, willDisplay node: CellNode, forItemAt indexPath: IndexPath) {
        fetchIfNear(indexPath.item)
    }

    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        dataSource.collectionNode(collectionNode, originalItemSizeAt: indexPath)
    }

    // MARK: - Host

    func host(_ host: SDLHost, didReport event: HostEvent) {
        let page = dataSource.page
        switch event {
        case let .ready(width, height):
            log.write(.init(event: "ready", page: page, pages: store.pageCount, items: store.loadedCount(page: page), width: width, height: height))
        case let .collection(.scrollSettled(offset, first, last)):
            log.write(.init(event: "feed-settled", page: page, offset: (offset * 100).rounded() / 100, first: first, last: last))
        case .content(let item):
            guard item >= 0, log.isEnabled, itemsWithContent.insert(item).inserted else { return }
            log.write(.init(event: "content", page: page, item: item))
        case let .resized(width, height):
            log.write(.init(event: "resized", page: page, first: feed.visibleIndexPaths.first?.item ?? -1, width: width, height: height))
        case .collection:
            break
        }
    }

    // MARK: - Chrome

    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        FeedPlaceholder.draw(forItem: item, in: frame, on: canvas)
    }
}
