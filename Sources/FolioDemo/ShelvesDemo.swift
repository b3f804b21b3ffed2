import FolioCore
import FolioSDL
import Foundation

/// The shelves demo: a vertical list of shelves, each a title over a horizontally scrolling row
/// of photo cards (an app store's or a photo app's "memories" layout): a collection in every
/// item of another. The list makes a shelf's row as the shelf comes near the window and lets it
/// go beyond, keeping where the row was scrolled. A click selects a card; Enter or a
/// double-click opens the photos pager on it, Esc comes back to the shelves where they were.
/// It is the list's data source and delegate, the host's delegate and chrome, and reports the
/// demo's events. Main thread only.
@MainActor
final class ShelvesDemo: NestedCollectionDataSource, CollectionDelegate, SDLHostDelegate, HostChrome {
    let list: CollectionNode
    private let shelves: Int
    private let items: Int
    private let library: PhotoLibrary
    private let backend: RenderingBackend
    private let renderMode: RenderMode
    private let wake: @Sendable () -> Void
    /// Whether the rows page by card rather than scroll freely.
    private let pagingRows: Bool
    private let log: EventLog
    /// The data sources of the rows the list holds, by shelf: a collection holds its data
    /// source weakly, and the list lets a row go when its shelf moves away.
    private var rows: [Int: ShelfRowSource] = [:]
    /// Cards already reported as drawn with their content (kept only while events are on).
    private var cardsWithContent = Set<CardKey>()
    /// The pager of all cards, once one has been opened; kept for the next.
    private var pager: PagerNode?
    private let photos: PhotosDataSource
    private let pages = PageIndicatorChrome()
    private weak var host: SDLHost?

    /// A card: its shelf and its place in the row.
    struct CardKey: Hashable {
        let shelf: Int
        let item: Int
    }

    /// A shelf's height: its title band, its row of cards with room for their rings, and the
    /// gap below.
    static let shelfHeight = titleBand + cardSide + 2 * ringRoom + bottomGap
    /// The band above a row that holds the shelf's title.
    static let titleBand = 40.0
    /// A card's side: cards are square.
    static let cardSide = 180.0
    /// The room above and below the cards, inside the row, for the focus and selection rings
    /// drawn around a card (the row clips what it draws).
    static let ringRoom = 6.0
    /// The gap below a row.
    static let bottomGap = 8.0
    /// The gap between cards, and at a row's ends.
    static let cardSpacing = 12.0
    /// How far a row's first card and a shelf's title sit from the window's left edge.
    nonisolated static let rowInset = 16.0

    init(options: DemoOptions, library: PhotoLibrary, backend: RenderingBackend, renderMode: RenderMode,
         log: EventLog, wake: @escaping @Sendable () -> Void) {
        shelves = options.shelves
        items = options.items
        self.library = library
        self.backend = backend
        self.renderMode = renderMode
        self.wake = wake
        pagingRows = options.pagingRows
        self.log = log
        photos = PhotosDataSource(library: library, pageCount: options.shelves * options.items)
        list = CollectionNode(layout: ListLayout(estimatedRowHeight: Self.shelfHeight), backend: backend, renderMode: renderMode, wake: wake)
        // A click selects a card, never a shelf.
        list.allowsSelection = false
        list.delegate = self
        list.dataSource = self
        if options.startShelf > 0 {
            list.scrollToItem(at: IndexPath(item: options.startShelf, section: 0), position: .start, animated: false)
        }
    }

    /// Runs the demo in `host` until the user quits; running work is cancelled then.
    func run(in host: SDLHost) {
        self.host = host
        host.delegate = self
        host.run()
    }

    // MARK: - The list

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { shelves }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let header = ShelfHeader(shelf: indexPath.item, items: items)
        return { ComposedNode(header) }
    }

    func collectionNode(_ collectionNode: CollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> SizeRange? {
        // Every shelf is as tall as the next: the list never measures one.
        .exactly(Size(width: collectionNode.bounds.width, height: Self.shelfHeight))
    }

    func collectionNode(_ collectionNode: CollectionNode, nestedCollectionForItemAt indexPath: IndexPath) -> CollectionNode? {
        let source = ShelfRowSource(shelf: indexPath.item, items: items, library: library)
        rows[indexPath.item] = source
        let layout = FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: Self.cardSide, height: Self.cardSide)),
                                interitemSpacing: Self.cardSpacing, lineSpacing: Self.cardSpacing,
                                sectionInsets: EdgeInsets(top: Self.ringRoom, left: Self.rowInset, bottom: Self.ringRoom, right: Self.rowInset))
        var configuration = FreeScrollConfiguration.standard
        if pagingRows { configuration.snapInterval = Self.cardSide + Self.cardSpacing }
        let row = CollectionNode(layout: layout, backend: backend, renderMode: renderMode, configuration: configuration, wake: wake)
        row.dataSource = source
        return row
    }

    func collectionNode(_ collectionNode: CollectionNode, insetsOfNestedCollectionAt indexPath: IndexPath) -> EdgeInsets {
        EdgeInsets(top: Self.titleBand, left: 0, bottom: Self.bottomGap, right: 0)
    }

    func collectionNode(_ collectionNode: CollectionNode, didReleaseNestedCollection nested: CollectionNode, ofItem item: Int) {
        rows[item] = nil
    }

    // MARK: - Opening and closing the pager

    /// Shows the pager of all cards on card `item` of shelf `shelf`.
    private func open(shelf: Int, item: Int) {
        guard let host else { return }
        let page = shelf * items + item
        let pager = self.pager ?? PagerNode(backend: backend, renderMode: renderMode, initialPage: page, wake: wake)
        if self.pager == nil {
            self.pager = pager
            pager.dataSource = photos
        }
        pager.forcedRangeMode = nil
        // Lands on the card and reports it settled there, the first time as every time.
        pager.scrollToPage(at: page, animated: false)
        // Nobody sees the shelves meanwhile: they keep only what is on screen.
        list.forcedRangeMode = .visibleOnly
        log.write(.init(event: "opened", item: item, shelf: shelf))
        host.show(pager)
    }

    /// Back to the shelves where they were, every row at its position.
    private func close() {
        guard let host, let pager, host.root === pager else { return }
        let page = pager.currentPageIndex
        pager.forcedRangeMode = .visibleOnly
        list.forcedRangeMode = nil
        host.show(list)
        log.write(.init(event: "closed", item: page % max(1, items), shelf: page / max(1, items)))
    }

    // MARK: - Host

    func host(_ host: SDLHost, perform command: HostCommand) -> Bool {
        guard command == .back, pager != nil, host.root === pager else { return false }
        close()
        return true
    }

    func host(_ host: SDLHost, didReport event: HostEvent) {
        switch event {
        case let .ready(width, height):
            log.write(.init(event: "ready", items: items, width: width, height: height, shelves: shelves))
        case let .collection(.scrollSettled(offset, first, last)):
            log.write(.init(event: "list-settled", offset: Self.rounded(offset), first: first, last: last))
        case let .collection(.nested(shelf, .scrollSettled(offset, first, last))):
            log.write(.init(event: "row-settled", offset: Self.rounded(offset), first: first, last: last, shelf: shelf))
        case let .collection(.nested(shelf, .selected(item))):
            log.write(.init(event: "selected", item: item, shelf: shelf))
        case let .collection(.nested(shelf, .activated(item))):
            open(shelf: shelf, item: item)
        case .collection(.settled(let page)):
            log.write(.init(event: "settled", page: page))
        case .collection:
            break
        case let .nestedContent(shelf, item):
            guard host.root === list, log.isEnabled, cardsWithContent.insert(CardKey(shelf: shelf, item: item)).inserted else { return }
            log.write(.init(event: "content", item: item, shelf: shelf))
        case .content:
            break
        case let .resized(width, height):
            let first = host.root === list ? list.visibleIndexPaths.first?.item ?? -1 : -1
            log.write(.init(event: "resized", first: first, width: width, height: height))
        }
    }

    /// A position for the events: hundredths of a logical pixel.
    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    // MARK: - Chrome

    func drawPlaceholder(forItem item: Int, in frame: Rect, of root: CollectionNode, on canvas: any Canvas) {
        if root === list {
            // A shelf's title band: its row draws its own cards' placeholders.
            return
        } else if root === pager {
            PhotoPlaceholder.draw(in: frame, on: canvas)
        } else if item >= 0 {
            PhotoPlaceholder.drawCell(in: frame, on: canvas)
        }
    }

    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        if root === pager { pages.drawChrome(over: root, on: canvas) }
    }

    func drawEmptyState(of root: CollectionNode, on canvas: any Canvas) {
        let bounds = canvas.bounds
        let style = TextStyle(size: 28, weight: .bold, color: .white, alignment: .center)
        let height = canvas.measureText("No shelves", style: style, maxWidth: bounds.width * 0.8).height
        canvas.drawText("No shelves", style: style, in: Rect(x: bounds.width * 0.1, y: bounds.midY - height / 2, width: bounds.width * 0.8, height: height))
    }
}
