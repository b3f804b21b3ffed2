import FolioCore
import FolioSDL
import Foundation

/// The grid demo: a photo library in a vertically scrolling grid of sections (a flow or a
/// masonry), whose items open a full-window pager of all items on the one chosen; Esc in the
/// pager comes back to the grid where it was, the item last shown focused. Ctrl- and
/// Shift-clicks, Shift+arrows and Ctrl+A select several items; Delete removes the selected ones,
/// I inserts a new photo after the selected item, S shuffles a section, each as one animated
/// batch update. It is the grid's data source and delegate, and the host's delegate, and
/// reports the demo's events. Main thread only.
@MainActor
final class GridDemo: CollectionDataSource, CollectionDelegate, SDLHostDelegate {
    let grid: CollectionNode
    private let library: PhotoLibrary
    /// Each photo's pixel size as its file's header says (nil when unreadable): what a masonry
    /// keeps the aspect ratio of.
    private let photoSizes: [Size?]
    /// The photos in their sections, as the keys have left them.
    var items: GridItems
    /// Whether sections have headers (not when every item is in one section).
    private let hasHeaders: Bool
    /// What the section headers are written in.
    private let text: TextRepertoire
    /// Shuffles sections for S.
    private var generator = SystemRandomNumberGenerator()
    /// How many edits the grid has had, and how many the pager's data had when it was last
    /// loaded: a pager opened after an edit is loaded again.
    var edits = 0
    private var editsShownByPager = 0
    private let layoutName: String
    private let log: EventLog
    private let makePager: (Int) -> PagerNode
    private var photos: PhotosDataSource
    /// The opened photos' pixel sizes, for the pager's zoom.
    private var zoomSizes: PhotoZoomSizes?
    /// The pager of all items, once one has been opened; kept for the next.
    private var pager: PagerNode?
    /// How many times each photo (by number) was opened: its badge says so.
    private var opens: [Int: Int] = [:]
    /// Items already reported as drawn with their content (kept only while events are on).
    private var itemsWithContent = Set<Int>()
    /// Times the edits for `--stats`; nil without it.
    let updateCosts: UpdateCostRecorder?
    /// The search bar and the grid's filter (see `Search/GridSearch.swift`).
    private(set) var search: GridSearch!
    /// Whether the search bar is open from the start (`--script search`).
    private let opensSearchBar: Bool

    /// The gaps between cells, and around the grid, in logical pixels.
    static let spacing = 6.0
    /// The narrowest a column may be, in logical pixels: four columns in a 1024-pixel window.
    static let minimumColumnWidth = 200.0
    /// A section header's height, in logical pixels.
    static let headerHeight = 44.0
    /// A section footer's height (with `--footers`), in logical pixels.
    static let footerHeight = 28.0

    /// A grid of `options.items` photos from `library`, made by `renderMode` with `backend`;
    /// `wake` wakes the host's loop.
    init(options: DemoOptions, library: PhotoLibrary, backend: RenderingBackend, renderMode: RenderMode,
         log: EventLog, wake: @escaping @Sendable () -> Void) {
        self.library = library
        let decoder = SDLImageDecoder()
        photoSizes = library.photos.map { $0.pixelSize ?? decoder.pixelSize(ofImageAtPath: $0.path) }
        items = GridItems(itemCount: options.items, sectionSize: options.sectionSize)
        hasHeaders = options.sectionSize > 0
        text = options.text
        layoutName = options.layout.rawValue
        opensSearchBar = options.gridScript == .search
        self.log = log
        updateCosts = options.printsStatistics ? UpdateCostRecorder() : nil
        photos = PhotosDataSource(library: library, pageCount: options.items)
        makePager = { page in
            let pager = PagerNode(backend: backend, renderMode: renderMode, initialPage: page, wake: wake)
            // The opened photo zooms, as in a photo viewer.
            pager.isZoomEnabled = true
            return pager
        }
        let headers = options.sectionSize > 0 ? Self.headerHeight : 0
        let footers = options.sectionSize > 0 && options.hasFooters ? Self.footerHeight : 0
        let insets = EdgeInsets(all: Self.spacing)
        let layout: any CollectionLayout = switch options.layout {
        case .flow:
            FlowLayout(itemSize: .columns(minimumWidth: Self.minimumColumnWidth, aspectRatio: 0.75),
                       interitemSpacing: Self.spacing, lineSpacing: Self.spacing, sectionInsets: insets, headerHeight: headers,
                       footerHeight: footers, pinsHeaders: options.pinsHeaders, measuresHeaders: options.measuresHeaders)
        case .masonry:
            MasonryLayout(minimumColumnWidth: Self.minimumColumnWidth, columnSpacing: Self.spacing,
                          interitemSpacing: Self.spacing, sectionInsets: insets, headerHeight: headers,
                          footerHeight: footers, pinsHeaders: options.pinsHeaders)
        }
        grid = CollectionNode(layout: layout, backend: backend, renderMode: renderMode, wake: wake)
        grid.allowsMultipleSelection = true
        grid.delegate = self
        grid.dataSource = self
        search = GridSearch(demo: self, details: GridItemDetails(library: library), log: log, wake: wake)
        // The card under the mouse is lifted, as a desktop grid shows what a click would open.
        grid.liftsHoveredItem = true
        // The grid opens on the start item, focused, held until the grid has a size.
        if options.startItem > 0, let start = items.indexPath(ofFlatIndex: options.startItem) {
            grid.scrollToItem(at: start, position: .start, animated: false)
            grid.focusItem(at: start, animated: false)
        }
    }

    // MARK: - Data source

    func numberOfSections(in collectionNode: CollectionNode) -> Int {
        items.sections.sectionCount
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        items.sections.count(ofSection: section)
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        guard let number = identifier(at: indexPath) else { return { CellNode() } }
        return cellBlock(forItem: number)
    }

    /// The node block of item `number`'s cell, wherever it is shown.
    func cellBlock(forItem number: Int) -> CellNodeBlock {
        var cell = GridCell(photo: library.photo(forPage: items.photoIdentifier(of: number)), number: number)
        cell.opens = opens[number] ?? 0
        // One photo in a hundred plays an animation (only while it is on screen): the thirteenth,
        // so that one shows on the first screen. It is chosen by the photo's number, which
        // stays with it when items are inserted or deleted around it.
        if number % 100 == 12 { cell.animation = library.animation(forSection: number / 100) }
        return { [cell] in ComposedNode(cell) }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        guard indexPath.section < items.sectionIdentifiers.count else { return nil }
        return supplementaryBlock(ofKind: kind, forSection: items.sectionIdentifiers[indexPath.section])
    }

    /// The node block of the header or footer (`kind`) of the section numbered `section`, or nil.
    func supplementaryBlock(ofKind kind: String, forSection section: Int) -> CellNodeBlock? {
        if kind == CollectionNode.sectionFooterKind {
            let footer = GridSectionFooter(number: section)
            return { ComposedNode(footer) }
        }
        guard hasHeaders, kind == CollectionNode.sectionHeaderKind else { return nil }
        let header = GridSectionHeader(number: section, text: text)
        return { ComposedNode(header) }
    }

    /// The photo number of the item at `indexPath` (in the search's results while filtered), or
    /// nil if there is none there.
    private func identifier(at indexPath: IndexPath) -> Int? {
        if search.isFiltering { return search.itemIdentifier(at: indexPath) }
        guard let index = items.sections.flatIndex(of: indexPath) else { return nil }
        return items.items[index]
    }

    // MARK: - Delegate

    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        guard !photoSizes.isEmpty, let number = identifier(at: indexPath) else { return nil }
        return photoSizes[items.photoIdentifier(of: number) % photoSizes.count]
    }

    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {
        guard let index = search.isFiltering ? identifier(at: indexPath).flatMap(items.flatIndex(ofIdentifier:))
                : items.sections.flatIndex(of: indexPath) else { return }
        countOpen(at: indexPath)
        open(index)
    }

    /// Counts an opening of the photo at `indexPath`, and shows the count on its badge: the
    /// badge's text is set on the cell shown, which is laid out again on a worker.
    private func countOpen(at indexPath: IndexPath) {
        guard let number = identifier(at: indexPath) else { return }
        let count = (opens[number] ?? 0) + 1
        opens[number] = count
        let cell = grid.nodeForItem(at: indexPath) as? ComposedNode<GridCell>
        cell?.nodes.number.text = GridCell.badgeText(number: number, opens: count)
    }

    // MARK: - Opening and closing the pager

    private weak var host: SDLHost?

    /// Runs the demo in `host` until the user quits.
    func run(in host: SDLHost) {
        self.host = host
        host.delegate = self
        (host.chrome as? GridChrome)?.search = search
        // The search session types from its first step: the bar is open, as Ctrl+F opens it.
        if opensSearchBar { search.show(in: host) }
        host.run()
    }

    /// Shows the pager of all items on `item`.
    private func open(_ item: Int) {
        guard let host else { return }
        let pager = self.pager ?? makePager(item)
        if self.pager == nil {
            self.pager = pager
            photos.show(items.items, nextIdentifier: items.nextItemIdentifier, copies: items.copies)
            editsShownByPager = edits
            pager.dataSource = photos
            let sizes = PhotoZoomSizes(photos: photos)
            zoomSizes = sizes
            pager.delegate = sizes
        } else if editsShownByPager != edits {
            // The grid changed since the pager last showed it: page K is item K again.
            photos.show(items.items, nextIdentifier: items.nextItemIdentifier, copies: items.copies)
            editsShownByPager = edits
            pager.reloadData()
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
        if search.isFiltering, let indexPath = items.indexPath(ofFlatIndex: item).flatMap({ search.indexPath(ofItem: items.identifier(at: $0)) }) {
            grid.focusItem(at: indexPath, animated: false)
        } else if !search.isFiltering, let indexPath = items.indexPath(ofFlatIndex: item) {
            grid.focusItem(at: indexPath, animated: false)
        }
        log.write(.init(event: "closed", item: item))
    }

    // MARK: - Host

    func host(_ host: SDLHost, perform command: HostCommand) -> Bool {
        if command == .back, pager != nil, host.root === pager {
            close()
            return true
        }
        // The pager opened on an item shows the grid's photos; it does not edit them.
        guard host.root === grid else { return false }
        if command == .find {
            search.show(in: host)
            return true
        }
        // A filtered grid shows some items in new places: edits wait until the search is cleared.
        if search.isFiltering, command == .delete || command == .shortcut("i") || command == .shortcut("s") { return true }
        switch command {
        case .delete:
            deleteSelectedItems()
        case .shortcut("i"):
            insertItem()
        case .shortcut("s"):
            shuffleSection()
        default:
            return false
        }
        return true
    }

    // MARK: - Editing

    /// Deletes the selected items, all in one batch (nothing when none is); a section goes with
    /// its last item. The item that takes the first one's place is selected (the last item when
    /// they were at the end), as a photo library does, so that Delete pressed again deletes on
    /// through the grid.
    func deleteSelectedItems() {
        guard !search.isFiltering else { return }
        let selected = grid.indexPathsForSelectedItems
        guard let first = selected.lazy.compactMap({ self.items.sections.flatIndex(of: $0) }).first else { return }
        let change = items.deleteItems(at: selected)
        update(change, kind: "delete")
        if items.itemCount > 0 {
            grid.selectItem(at: items.indexPath(ofFlatIndex: min(first, items.itemCount - 1)))
        }
    }

    /// Inserts a new photo right after the selected item, or at the front when none is
    /// selected, and selects it, scrolling it into view if it is not.
    func insertItem() {
        let selected = grid.indexPathForSelectedItem.flatMap { items.sections.flatIndex(of: $0) != nil ? $0 : nil }
        let (place, change) = items.insertItem(after: selected)
        update(change, kind: "insert")
        grid.selectItem(at: place)
        grid.focusItem(at: place, animated: true)
    }

    /// Inserts a copy of the item at `indexPath` right after it, animated, and selects it.
    func duplicateItem(at indexPath: IndexPath) {
        guard !search.isFiltering, items.sections.flatIndex(of: indexPath) != nil else { return }
        let (place, change) = items.duplicateItem(at: indexPath)
        update(change, kind: "insert")
        grid.selectItem(at: place)
        grid.focusItem(at: place, animated: true)
    }

    /// Shuffles the section of the selected item, else of the first item on screen: every
    /// item of it (of a section over `GridItems.maximumShuffledItems`, that many from the first
    /// on screen) slides to another place. The selection stays with its item.
    private func shuffleSection() {
        let visible = grid.visibleIndexPaths
        guard let section = (grid.indexPathForSelectedItem ?? visible.first)?.section, section < items.sections.sectionCount else { return }
        let start = visible.first { $0.section == section } ?? grid.indexPathForSelectedItem ?? IndexPath(item: 0, section: section)
        let change = items.shuffle(section: section, from: start.item, using: &generator)
        guard !change.movedItems.isEmpty else { return }
        update(change, kind: "shuffle")
    }

    /// Describes `change` (already made to `items`) to the grid as one animated batch, and
    /// reports `updated` with the new item count once its animation has ended (or the next
    /// batch or a drag cut it short). `kind` names the edit for `--stats`.
    private func update(_ change: GridItems.Change, kind: String) {
        edits += 1
        let report = PendingReport()
        let costs = updateCosts
        func apply(measuredAs number: Int?) {
            grid.performBatchUpdates({
                if !change.deletedSections.isEmpty { grid.deleteSections(IndexSet(change.deletedSections)) }
                if !change.insertedSections.isEmpty { grid.insertSections(IndexSet(change.insertedSections)) }
                if !change.deletedItems.isEmpty { grid.deleteItems(at: change.deletedItems) }
                if !change.insertedItems.isEmpty { grid.insertItems(at: change.insertedItems) }
                for move in change.movedItems { grid.moveItem(at: move.from, to: move.to) }
            }, completion: { [log, weak host] _ in
                report.send(log)
                if let number, let host { costs?.end(number, frame: host.statistics.frameWork.totalCount) }
            })
        }
        if let costs, let host {
            costs.measure(kind, frame: host.statistics.frameWork.totalCount, items: { items.itemCount }) { apply(measuredAs: $0) }
        } else {
            apply(measuredAs: nil)
        }
        report.line = EventLog.Line(event: "updated", items: items.itemCount)
    }

    // MARK: - Events

    func host(_ host: SDLHost, didReport event: HostEvent) {
        switch event {
        case let .ready(width, height):
            log.write(.init(event: "ready", items: items.itemCount, sections: grid.numberOfSections, layout: layoutName, width: width, height: height))
        case let .collection(.scrollSettled(offset, first, last)):
            log.write(.init(event: "scroll-settled", offset: (offset * 100).rounded() / 100, first: first, last: last))
        case .collection(.selected(let item)):
            log.write(.init(event: "selected", item: item))
        case .collection(.selectedItems(let selection)):
            log.write(.init(event: "selected", selection: selection))
        case let .collection(.moved(from, to)):
            log.write(.init(event: "moved", from: from, to: to))
        case let .collection(.menu(item, action)):
            log.write(.init(event: "menu", item: item, action: action))
        case let .collection(.hover(item)):
            guard let item else { return }
            log.write(.init(event: "hover", item: item))
        case .collection(.tapped):
            // The grid's cells have no tappable nodes of their own.
            break
        case .collection(.activated(let item)):
            log.write(.init(event: "opened", item: item))
        case .collection(.settled(let page)):
            log.write(.init(event: "settled", page: page))
        case .collection(.zoomed(let scale)):
            log.write(.zoomed(scale))
        case .collection(.nested), .nestedContent:
            // Neither the grid nor its pager nests collections.
            break
        case .content(let item):
            guard host.root === grid, item >= 0, log.isEnabled, itemsWithContent.insert(item).inserted else { return }
            log.write(.init(event: "content", item: item))
        case let .resized(width, height):
            search.layOut(windowWidth: Double(width))
            let first = grid.visibleIndexPaths.first.flatMap { items.sections.flatIndex(of: $0) } ?? -1
            log.write(.init(event: "resized", first: first, width: width, height: height))
        }
    }
}
