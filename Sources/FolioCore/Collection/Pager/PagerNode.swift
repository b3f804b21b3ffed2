import Foundation

/// Texture's `ASPagerNode` for the desktop: a `CollectionNode` of one section whose layout pages
/// (`PagingLayout`) and whose scrolling is the paging physics (drags, flicks, wheel, trackpad,
/// keys, resizes) rather than free scrolling. It asks its data source for node blocks as pages
/// come near the window and makes pages on workers, so that swiping never waits for one. Pages
/// are counted in whole pages (up to 2^52), so the ranges are worked out in pages, not pixels.
/// Main thread only.
///
/// ```swift
/// let pager = PagerNode(backend: backend, renderMode: .asynchronous(workers), wake: { wake.wake() })
/// pager.dataSource = photos          // numberOfPages(in:) and pagerNode(_:nodeBlockAt:)
/// pager.scrollToPage(at: 3, animated: false)   // held until the data has loaded
/// ```
@MainActor
public final class PagerNode: CollectionNode {
    /// The most pages a pager holds: 2^52, the largest count for which every page index, and
    /// every position between pages, is exact in a `Double` (positions are measured in pages).
    /// A data source that reports more is clamped to it. Any thread.
    nonisolated public static let maximumPageCount = PagingScrollModel.maximumPageCount

    /// The paging physics; its position is the pager's position. Main thread.
    public internal(set) var pagingModel: PagingScrollModel

    /// The page asked for before the data loaded, applied when it does (Texture #133).
    var pendingPage: Int?
    /// The page the delegate last heard the pager settle on.
    var lastSettledPage = 0

    /// What the last calls reported, for the host's event stream (`takeEvents()`).
    var pendingPagingEvents: [PagingEvent] = []
    /// The pager's data source adapted to the collection's questions: what `dataSource` holds.
    private var dataSourceProxy: PagerDataSourceProxy?
    /// The zoom of the page on screen, when zooming is enabled.
    var zoomState = PagerZoom()

    /// Creates a pager that starts on `initialPage` (kept until data arrives, then clamped to the
    /// pages there are; exact up to `maximumPageCount` − 1), paging along `axis` with
    /// `pageSpacing` logical pixels between pages (a gap that paging steps over), optionally
    /// circular, making pages by `renderMode` with `backend`'s services. `wake` is called from
    /// workers when finished work waits for the main thread (the host wakes its loop). Main
    /// thread.
    public init(
        backend: RenderingBackend,
        renderMode: RenderMode,
        initialPage: Int = 0,
        axis: ScrollAxis = .horizontal,
        pageSpacing: Double = 0,
        isCircular: Bool = false,
        configuration: PagingConfiguration = .standard,
        wake: @escaping @Sendable () -> Void
    ) {
        pagingModel = PagingScrollModel(pageCount: 0, axis: axis, pageSpacing: pageSpacing, isCircular: isCircular,
                                        configuration: configuration)
        // Any Int is taken; a page past the end is clamped when the data loads.
        pendingPage = max(0, initialPage)
        super.init(layout: PagingLayout(scrollAxis: axis, pageSpacing: pagingModel.pageSpacing), backend: backend,
                   renderMode: renderMode, wake: wake)
        rangeController = RangeController(tuning: Self.tuning(.pager, for: renderMode))
        // A pager's position is its paging model's, which the batch-fetching rule does not read.
        allowsBatchFetching = false
    }

    /// Whether the pages wrap around.
    private var wrapsAround: Bool { pagingModel.isCircular && itemCount >= 2 }

    /// The collection's delegate, seen as the pager's.
    var pagerDelegate: (any PagerDelegate)? { delegate as? any PagerDelegate }

    // MARK: - Data

    /// Supplies the pages. A `PagerDataSource` is adapted by a proxy (Texture's), which this
    /// then holds: it asks the pager data source with the pager. Setting it loads the data.
    /// Main thread.
    public override var dataSource: (any CollectionDataSource)? {
        get { super.dataSource }
        set {
            guard let source = newValue as? any PagerDataSource else {
                dataSourceProxy = nil
                super.dataSource = newValue
                return
            }
            // The same source keeps its proxy, so that its pages' kept positions stay.
            let previous = dataSourceProxy
            if previous?.target !== source { dataSourceProxy = PagerDataSourceProxy.make(adapting: source, for: self) }
            // The old proxy lives through the reload, which lets the old source's collections go.
            withExtendedLifetime(previous) { super.dataSource = dataSourceProxy }
        }
    }

    /// The pager data source the pager was given (`dataSource` holds its proxy). Main thread.
    public var pagerDataSource: (any PagerDataSource)? { dataSourceProxy?.target }

    /// The reloaded pages: paging starts anew over their count, on the page the pager was on
    /// (clamped; held while there are none, Texture #133). Every page is made anew (Texture
    /// #1018: its reload did nothing).
    override func layOutReloadedData(keeping anchor: (item: Int, distance: Double)?) {
        restartPaging(pageCount: itemCount, on: anchor?.item ?? 0)
        acceptPageAfterUpdate()
        preparePagingLayout()
    }

    /// A new paging model for `pageCount` pages, at rest on `page` (clamped), with the current
    /// viewport, axis, spacing, wrapping and configuration.
    func restartPaging(pageCount: Int, on page: Int) {
        var model = PagingScrollModel(
            pageCount: pageCount, initialPage: min(max(0, page), max(0, pageCount - 1)),
            viewportSize: pagingModel.viewportSize, axis: pagingModel.axis, pageSpacing: pagingModel.pageSpacing,
            isCircular: pagingModel.isCircular, configuration: pagingModel.configuration
        )
        model.advance(to: now)
        pagingModel = model
        // The pages are made anew: none of them is zoomed.
        resetZoom()
    }

    /// Prepares the paging layout for the page size and count: O(1). It answers pages' frames
    /// in pixels for the layout's users; the pager itself places and ranges pages in pages, which
    /// stay exact where pixels (2^53 of them) would not.
    func preparePagingLayout() {
        data.invalidateSizes()
        preparedLayout.prepare(containerSize: pageSize, sections: sections) { _ in nil }
    }

    /// Takes the paging model's page as the one settled on after a reload or a batch update
    /// rebuilt it: the delegate hears of no page change.
    func acceptPageAfterUpdate() {
        if itemCount > 0 { pendingPage = nil }
        lastSettledPage = pagingModel.currentPage
        rangeController.lastScrollPosition = pagingModel.position
    }

    /// The number of pages. Main thread.
    public var numberOfPages: Int { itemCount }

    // MARK: - Pages

    /// The page the pager is on (while animating, the page it goes to). Main thread.
    public var currentPageIndex: Int { pendingPage ?? pagingModel.currentPage }

    /// Scrolls to `index` (any `Int`, clamped to the pages there are), with the paging spring or
    /// at once. Before the data has loaded, the page is remembered and applied when it does.
    /// Main thread.
    public func scrollToPage(at index: Int, animated: Bool) {
        guard itemCount > 0 else {
            pendingPage = max(0, index)
            return
        }
        absorb(pagingModel.scrollToPage(min(max(0, index), itemCount - 1), animated: animated, at: now))
        updatePipeline()
    }

    /// The pages on screen with their frames (between the content insets), for drawing. Main
    /// thread.
    public func visiblePages() -> [VisibleItem] {
        let top = max(0, contentInsets.top), height = pageSize.height
        guard top != 0 || height != bounds.height else { return pagingModel.visiblePages() }
        return pagingModel.visiblePages().map { page in
            VisibleItem(index: page.index, frame: Rect(x: page.frame.minX, y: page.frame.minY + top, width: page.frame.width, height: height))
        }
    }

    /// The pages on screen; after an update, the page that went fades out beneath the one that
    /// took its place. Pages that are collections have nothing of their own to draw.
    override func itemsOnScreen() -> [VisibleItem] {
        guard !itemsAreNestedCollections else { return [] }
        guard animations.isActive else { return zoomed(visiblePages()) }
        let ghosts = animations.ghostPresentations(at: now).map { VisibleItem(index: $0.key, frame: $0.frame, alpha: $0.alpha) }
        return ghosts + visiblePages().map { page in
            let seen = animations.presentation(ofItem: page.index, target: page.frame, at: now)
            return VisibleItem(index: page.index, frame: seen.frame, alpha: seen.alpha)
        }
    }

    // MARK: - Size

    /// The new bounds: the page stays, and the pages in range are laid out again on workers.
    override func layOutForNewBounds() {
        absorb(pagingModel.setViewportSize(bounds, at: now))
        preparePagingLayout()
        // A zoomed page keeps the point at its centre there, at the same scale.
        if zoomState.isEnabled, !zoomState.model.pageSize.isEmpty, !pageSize.isEmpty {
            zoomState.model.setPageSize(pageSize)
            zoomState.model.setOneToOneScale(oneToOneScale(ofPage: zoomState.page))
            zoomState.rasterMagnification = wantedRasterMagnification
        }
    }

    /// Space kept clear above and below the pages (for a toolbar or an indicator), as Texture's
    /// pager subtracts its top and bottom insets: each page is laid out at the bounds' width and
    /// the height between the insets, and drawn there. Paging is unchanged (a page is still the
    /// bounds' width). A change re-lays out the pages in range on workers. Main thread.
    public var contentInsets: EdgeInsets = .zero {
        didSet {
            guard contentInsets != oldValue else { return }
            preparePagingLayout()
            updatePipeline()
        }
    }

    /// The size every page is laid out at: the bounds less the top and bottom insets.
    public var pageSize: Size {
        Size(width: bounds.width, height: max(0, bounds.height - max(0, contentInsets.top) - max(0, contentInsets.bottom)))
    }

    // MARK: - Paging

    /// Esc closes a context menu open over the page first, then zooms a zoomed page out; at the
    /// fit it goes to the collection's own. Main thread.
    public override func handleEscape() -> Bool {
        closeContextMenu() || zoomOut(animated: true) || super.handleEscape()
    }

    /// Pages: drags, flicks, the wheel, the trackpad and keys move the paging physics; presses
    /// reach the buttons and links on the pages.
    override func handleOwn(_ event: InputEvent) {
        let wasZoomed = zoomState.model.isZoomed
        // The zoom takes what is its own, and gives paging only the part of a pan past the edge.
        guard let event = zoomInput(event) else {
            updatePipeline(moved: true)
            return
        }
        let wasMoving = !pagingModel.isAtRest, wasDragging = pagingModel.isDragging
        absorb(pagingModel.handle(event))
        // A pager of collections gives its pages' presses to their collections instead; the
        // controls of a zoomed page are not where its layout put them.
        if !itemsAreNestedCollections, !wasZoomed, !zoomState.model.isZoomed {
            routeToControls(event, wasMoving: wasMoving, wasDragging: wasDragging)
        }
    }

    /// The page drawn larger while it is zoomed; the others at the display's scale.
    override func rasterMagnification(ofItem index: Int) -> Double {
        zoomState.isEnabled && index == zoomState.page ? zoomState.rasterMagnification : 1
    }

    /// The zoom's animations and glides move frames too.
    public override var isMoving: Bool { super.isMoving || (zoomState.isEnabled && zoomState.model.isAnimating) }

    override var ownScroller: any Scroller { pagingModel }

    /// Pages leave the screen before the delegate hears that scrolling ended.
    override func advanceOwnScroller() -> () -> Void {
        advanceZoom()
        let events = pagingModel.advance(to: now)
        return { [weak self] in self?.absorb(events) }
    }

    /// The pager's position, kept and restored: its page.
    override func anchorItem(startingOnScreen: Bool = false) -> (item: Int, distance: Double)? { (currentPageIndex, 0) }

    /// Goes at once to the anchor's page.
    override func restore(_ anchor: (item: Int, distance: Double)?) {
        if let anchor { scrollToPage(at: anchor.item, animated: false) }
    }

    override var keyItem: Int? { currentPageIndex }

    /// The page, the count and the position in pages. Main thread.
    public override var pagingState: PagingState? {
        PagingState(currentPage: currentPageIndex, pageCount: numberOfPages, position: pagingModel.position, isCircular: pagingModel.isCircular)
    }

    override func controlItem(at point: Point) -> (item: Int, frame: Rect)? {
        visiblePages().last { !Self.isGhostKey($0.index) && $0.frame.contains(point) }.map { ($0.index, $0.frame) }
    }

    override func controlFrame(ofItem item: Int) -> Rect? {
        visiblePages().first { $0.index == item }?.frame
    }

    override func applyValidated(_ plan: CollectionUpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        applyValidatedToPages(plan, animated: animated, completion: completion)
    }

    // MARK: - Ranges in pages

    override func recomputeRanges(direction: ScrollDirection) -> RangeTransitions {
        rangeController.update(position: pagingModel.position, pageCount: itemCount, isCircular: wrapsAround, direction: direction)
    }

    override var schedulerFocus: Double { pagingModel.position }

    override func setSchedulerFocus(_ scheduler: any WorkScheduler) {
        scheduler.setFocus(pagingModel.position, pageCount: itemCount, isCircular: wrapsAround)
    }

    override var hasItemsToLayOut: Bool { itemCount > 0 && !pageSize.isEmpty }

    // MARK: - What the data controller asks

    /// Every page is laid out at the page size, whatever the delegate would say.
    override func constrainedSize(ofItem index: Int) -> SizeRange { .exactly(pageSize) }

    override func priority(ofItem index: Int) -> Double { rangeController.priority(of: index) }

    // MARK: - Appearance callbacks

    override func tellDelegate(_ node: CellNode, item page: Int, at indexPath: IndexPath, displays: Bool) {
        if displays {
            pagerDelegate?.pagerNode(self, willDisplay: node, at: page)
        } else {
            pagerDelegate?.pagerNode(self, didEndDisplaying: node, at: page)
        }
    }
}
