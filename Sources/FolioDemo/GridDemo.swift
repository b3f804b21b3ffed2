import FolioCore
import FolioSDL
import Foundation

/// The grid demo: a photo library in a vertically scrolling grid of sections (a flow or a
/// masonry), whose items open a full-window pager of all items on the one chosen; Esc in the
/// pager comes back to the grid where it was, the item last shown focused. It is the grid's
/// data source and delegate, and the host's delegate, and reports the demo's events. Main
/// thread only.
@MainActor
final class GridDemo: CollectionDataSource, CollectionDelegate, SDLHostDelegate {
    let grid: CollectionNode
    private let library: PhotoLibrary
    /// Each photo's pixel size as its file's header says (nil when unreadable): what a masonry
    /// keeps the aspect ratio of.
    private let photoSizes: [Size?]
    private let itemCount: Int
    /// Items per section; 0 for one section without a header.
    private let sectionSize: Int
    private let layoutName: String
    private let log: EventLog
    private let makePager: (Int) -> PagerNode
    private var photos: PhotosDataSource
    /// The pager of all items, once one has been opened; kept for the next.
    private var pager: PagerNode?
    /// Items already reported as drawn with their content (kept only while events are on).
    private var itemsWithContent = Set<Int>()

    /// The gaps between cells, and around the grid, in logical pixels.
    static let spacing = 6.0
    /// The narrowest a column may be, in logical pixels: four columns in a 1024-pixel window.
    static let minimumColumnWidth = 200.0
    /// A section header's height, in logical pixels.
    static let headerHeight = 44.0

    /// A grid of `options.items` photos from `library`, made by `renderMode` with `backend`;
    /// `wake` wakes the host's loop.
    init(options: DemoOptions, library: PhotoLibrary, backend: RenderingBackend, renderMode: PagerRenderMode,
         log: EventLog, wake: @escaping @Sendable () -> Void) {
        self.library = library
        let decoder = SDLImageDecoder()
        photoSizes = library.photos.map { decoder.pixelSize(ofImageAtPath: $0.path) }
        itemCount = options.items
        sectionSize = options.sectionSize
        layoutName = options.layout.rawValue
        self.log = log
        photos = PhotosDataSource(library: library, pageCount: options.items)
        makePager = { page in PagerNode(backend: backend, renderMode: renderMode, initialPage: page, wake: wake) }
        let headers = options.sectionSize > 0 ? Self.headerHeight : 0
        let insets = EdgeInsets(all: Self.spacing)
        let layout: any CollectionLayout = switch options.layout {
        case .flow:
            FlowLayout(itemSize: .columns(minimumWidth: Self.minimumColumnWidth, aspectRatio: 0.75),
                       interitemSpacing: Self.spacing, lineSpacing: Self.spacing, sectionInsets: insets, headerHeight: headers)
        case .masonry:
            MasonryLayout(minimumColumnWidth: Self.minimumColumnWidth, columnSpacing: Self.spacing,
                          interitemSpacing: Self.spacing, sectionInsets: insets, headerHeight: headers)
        }
        grid = CollectionNode(layout: layout, backend: backend, renderMode: renderMode, wake: wake)
        grid.delegate = self
        grid.dataSource = self
        // The grid opens on the start item, focused, held until the grid has a size.
        if options.startItem > 0, let start = indexPath(ofFlatIndex: options.startItem) {
            grid.scrollToItem(at: start, position: .start, animated: false)
            grid.focusItem(at: start, animated: false)
        }
    }

    // MARK: - Data source

    func numberOfSections(in collectionNode: CollectionNode) -> Int {
        guard itemCount > 0 else { return 0 }
        return sectionSize == 0 ? 1 : (itemCount + sectionSize - 1) / sectionSize
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        sectionSize == 0 ? itemCount : min(sectionSize, itemCount - section * sectionSize)
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let index = flatIndex(of: indexPath)
        let cell = GridCell(photo: library.photo(forPage: index), index: index)
        return { ComposedNode(cell) }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        guard sectionSize > 0, kind == CollectionNode.sectionHeaderKind else { return nil }
        let first = indexPath.section * sectionSize
        let header = GridSectionHeader(section: indexPath.section, firstItem: first,
                                       lastItem: first + collectionNode.numberOfItems(inSection: indexPath.section) - 1)
        return { ComposedNode(header) }
    }

    /// The flat index of `indexPath` in this demo's sections.
    private func flatIndex(of indexPath: IndexPath) -> Int {
        (sectionSize == 0 ? 0 : indexPath.section * sectionSize) + indexPath.item
    }

    // MARK: - Delegate

    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        guard !photoSizes.isEmpty else { return nil }
        return photoSizes[flatIndex(of: indexPath) % photoSizes.count]
    }

    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {
        open(flatIndex(of: indexPath))
    }

    // MARK: - Opening and closing the pager

    private weak var host: SDLHost?

    /// Runs the demo in `host` until the user quits.
    func run(in host: SDLHost) {
        self.host = host
        host.delegate = self
        host.run()
    }

    /// Shows the pager of all items on `item`.
    private func open(_ item: Int) {
        guard let host else { return }
        let pager = self.pager ?? makePager(item)
        if self.pager == nil {
            self.pager = pager
            pager.dataSource = photos
        }
        pager.forcedRangeMode = nil
        // Lands on the item and reports it settled there, the first time as every time.
        pager.scrollToPage(at: item, animated: false)
        // Nobody sees the grid meanwhile: it keeps only what is on screen.
        grid.forcedRangeMode = .visibleOnly
        host.show(pager)
    }

    /// Back to the grid where it was, with the item the pager last showed focused and in view.
    private func close() {
        guard let host, let pager, host.root === pager else { return }
        let item = pager.currentPageIndex
        pager.forcedRangeMode = .visibleOnly
        grid.forcedRangeMode = nil
        host.show(grid)
        if let indexPath = indexPath(ofFlatIndex: item) {
            grid.focusItem(at: indexPath, animated: false)
        }
        log.write(.init(event: "closed", item: item))
    }

    /// The index path of flat index `item`.
    private func indexPath(ofFlatIndex item: Int) -> IndexPath? {
        guard item >= 0, item < itemCount else { return nil }
        return sectionSize == 0 ? IndexPath(item: item, section: 0) : IndexPath(item: item % sectionSize, section: item / sectionSize)
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
            log.write(.init(event: "ready", items: itemCount, sections: grid.numberOfSections, layout: layoutName, width: width, height: height))
        case let .collection(.scrollSettled(offset, first, last)):
            log.write(.init(event: "scroll-settled", offset: (offset * 100).rounded() / 100, first: first, last: last))
        case .collection(.selected(let item)):
            log.write(.init(event: "selected", item: item))
        case .collection(.activated(let item)):
            log.write(.init(event: "opened", item: item))
        case .collection(.settled(let page)):
            log.write(.init(event: "settled", page: page))
        case .collection(.nested):
            // Neither the grid nor its pager nests collections.
            break
        case .content(let item):
            guard host.root === grid, item >= 0, log.isEnabled, itemsWithContent.insert(item).inserted else { return }
            log.write(.init(event: "content", item: item))
        case let .resized(width, height):
            let first = grid.visibleIndexPaths.first.map(flatIndex(of:)) ?? -1
            log.write(.init(event: "resized", first: first, width: width, height: height))
        }
    }
}
