import FolioCore
import FolioSDL
import Foundation

/// The feeds demo: a horizontal pager whose pages are vertical feeds of posts (Texture's
/// VerticalWithinHorizontalScrolling). The pager makes a page's feed as the page comes near the
/// window and lets it go beyond, keeping where it was scrolled; each feed loads its next batch
/// of posts from the store when its end comes within reach. The demo is the pager's data source
/// and delegate, the host's delegate and chrome, and reports the demo's events. Main thread only.
@MainActor
final class FeedsDemo: PagerCollectionDataSource, PagerDelegate, SDLHostDelegate, HostChrome {
    let pager: PagerNode
    private let store: FeedStore
    private let posts: FeedPostGenerator
    private let backend: RenderingBackend
    private let renderMode: RenderMode
    private let wake: @Sendable () -> Void
    /// A fetch's simulated latency, seconds.
    private let latency: Double
    /// Where the posts' images come from.
    private let images: FeedImageSources
    /// The clock the posts' ages are told by, started with the demo.
    private let clock: FeedClock
    private let log: EventLog
    /// The data sources of the feeds the pager holds: a collection holds its data source
    /// weakly, and the pager lets the feed go when its page moves away.
    private var feeds: [Int: FeedDataSource] = [:]
    /// Pages already reported as drawn with their content (kept only while events are on).
    private var pagesWithContent = Set<Int>()
    private let indicator = PageIndicatorChrome()

    /// `options.pages` feeds of posts from `library`, opening on `options.startPage`, made by
    /// `renderMode` with `backend`; `wake` wakes the host's loop.
    init(options: DemoOptions, library: PhotoLibrary, backend: RenderingBackend, renderMode: RenderMode,
         log: EventLog, wake: @escaping @Sendable () -> Void) {
        store = FeedStore(pages: options.pages, items: options.feedItems, batch: options.batch)
        posts = FeedPostGenerator(library: library, photoSizes: PhotoSizes(library: library), text: options.text)
        self.backend = backend
        self.renderMode = renderMode
        self.wake = wake
        latency = Double(options.latencyMilliseconds) / 1_000
        images = FeedImageSources(baseURL: options.imageBaseURL, urlPerPost: options.photoURLPerPost)
        clock = FeedClock(minute: options.clockMinute)
        self.log = log
        pager = PagerNode(backend: backend, renderMode: renderMode, initialPage: options.startPage, wake: wake)
        // A band below the feeds for the page indicator, so that it never covers a post or the
        // "Loading…" row at a feed's end.
        pager.contentInsets = EdgeInsets(top: 0, left: 0, bottom: Self.indicatorBand, right: 0)
        pager.delegate = self
        pager.dataSource = self
    }

    /// The height of the band below the feeds that holds the page indicator, logical pixels.
    static let indicatorBand = 56.0

    /// Runs the demo in `host` until the user quits; running fetches are cancelled then.
    func run(in host: SDLHost) {
        host.delegate = self
        host.run()
        for page in pager.pagesWithCollections { pager.collectionNode(forPageAt: page)?.cancelBatchFetching() }
    }

    // MARK: - Pager data source

    func numberOfPages(in pagerNode: PagerNode) -> Int { store.pageCount }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        let source = FeedDataSource(page: index, store: store, posts: posts, latency: latency, didFetch: { [weak self] page, items in
            self?.log.write(.init(event: "fetched", page: page, items: items))
        }, didToggleLike: { [weak self] post, like in
            self?.log.write(.init(event: "liked", page: post.page, item: post.index, liked: like.isLiked, count: like.count))
        }, didActivateLink: { [weak self] item, target in
            self?.log.write(.init(event: "link", page: index, item: item, link: target))
        }, images: images, didFailImage: { [weak self] item, reason in
            self?.log.write(.init(event: "image-failed", page: index, item: item, reason: reason))
        }, clock: clock)
        feeds[index] = source
        let feed = CollectionNode(layout: FeedDataSource.makeLayout(), backend: backend, renderMode: renderMode, wake: wake)
        feed.keyboardMode = .scroll
        feed.allowsSelection = false
        feed.delegate = source
        feed.dataSource = source
        return feed
    }

    func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int) {
        feeds[index] = nil
    }

    // MARK: - Host

    func host(_ host: SDLHost, didReport event: HostEvent) {
        switch event {
        case let .ready(width, height):
            log.write(.init(event: "ready", page: pager.currentPageIndex, pages: store.pageCount, width: width, height: height))
        case .collection(.settled(let page)):
            log.write(.init(event: "settled", page: page))
        case let .collection(.nested(page, .scrollSettled(offset, first, last))):
            // Where post `first` begins on screen: with the posts' fixed author line, where its
            // like button is.
            let top = first < 0 ? nil : pager.collectionNode(forPageAt: page)?.frameOnScreen(ofItem: first)?.minY
            log.write(.init(event: "feed-settled", page: page, items: store.loadedCount(page: page),
                            offset: Self.rounded(offset), first: first, last: last, top: top.map(Self.rounded)))
        case let .collection(.nested(page, .tapped(item, node))):
            log.write(.init(event: "tapped", page: page, item: item, node: node))
        case .content(let page):
            guard log.isEnabled, pagesWithContent.insert(page).inserted else { return }
            log.write(.init(event: "content", page: page))
        case let .resized(width, height):
            log.write(.init(event: "resized", page: pager.currentPageIndex, width: width, height: height))
        case .collection, .nestedContent:
            break
        }
    }

    /// A position for the events: hundredths of a logical pixel.
    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    // MARK: - Chrome

    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        FeedPlaceholder.draw(forItem: item, in: frame, on: canvas)
    }

    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        indicator.drawChrome(over: root, on: canvas)
    }
}
