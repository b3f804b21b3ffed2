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
    private var lastPosition: Double = 0

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
    private var pagerDelegate: (any PagerDelegate)? { delegate as? any PagerDelegate }

    // MARK: - Data

    /// Asks the data source again for the page count and, as pages come near the window, for
    /// their nodes: every node is made anew (Texture #1018: its reload did nothing). The pager
    /// stays on its page, clamped to the new count. Main thread.
    public override func reloadData() {
        guard !isApplyingBatch else {
            batchUpdates.whenApplied { [weak self] in self?.reloadData() }
            return
        }
        let page = pendingPage ?? currentPageIndex
        endAnimations(finished: false)
        releaseAllNestedCollections()
        data.reset()
        _ = rangeController.removeAllItems()
        let count = min(dataSource?.collectionNode(self, numberOfItemsInSection: 0) ?? 0, Self.maximumPageCount)
        // Positions kept for another source's feeds, or for pages that are gone, are not this
        // source's.
        keepNestedPositions(upTo: count)
        sections = SectionItemCounts([max(0, count)])
        data.setItemCount(sections.itemCount)
        restartPaging(pageCount: count, on: page)
        // Kept until there are pages to apply it to: a data source may report none at first
        // (Texture #133).
        if count > 0 { pendingPage = nil }
        lastSettledPage = pagingModel.currentPage
        lastPosition = pagingModel.position
        preparePagingLayout()
        updatePipeline()
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
    }

    /// Prepares the paging layout for the page size and count: O(1). It answers pages' frames
    /// in pixels for the layout's users; the pager itself places and ranges pages in pages, which
    /// stay exact where pixels (2^53 of them) would not.
    func preparePagingLayout() {
        data.invalidateSizes()
        preparedLayout.prepare(containerSize: pageSize, sections: sections) { _ in nil }
    }

    /// Takes the paging model's page as the one settled on after a batch update rebuilt it: the
    /// delegate hears of no page change, since the same content stays on screen.
    func acceptPageAfterUpdate() {
        if itemCount > 0 { pendingPage = nil }
        lastSettledPage = pagingModel.currentPage
        lastPosition = pagingModel.position
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

    /// The page showing `node`, or nil for a node that is not one of this pager's pages (or not
    /// made yet). Main thread.
    public func indexOfPage(containing node: CellNode) -> Int? {
        indexPath(for: node)?.item
    }

    /// The node of page `index`, or nil when it has not been made (it is far from the window).
    /// Main thread.
    public func nodeForPage(at index: Int) -> CellNode? {
        nodeForItem(at: IndexPath(item: index, section: 0))
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

    /// The pages on screen: what the host draws. Main thread.
    public override func visibleItems() -> [VisibleItem] {
        // Pages that are collections have nothing of their own to draw.
        guard !itemsAreNestedCollections else { return [] }
        guard animations.isActive else { return visiblePages() }
        // After an update: the page that went fades out beneath the one that took its place.
        let ghosts = animations.ghostPresentations(at: now).map { VisibleItem(index: $0.key, frame: $0.frame, alpha: $0.alpha) }
        return ghosts + visiblePages().map { page in
            let seen = animations.presentation(ofItem: page.index, target: page.frame, at: now)
            return VisibleItem(index: page.index, frame: seen.frame, alpha: seen.alpha)
        }
    }

    /// The collection showing page `index`, while the page is near the window (in the pager's
    /// display range); nil otherwise, or when the pager's pages are not collections. Main thread.
    public func collectionNode(forPageAt index: Int) -> CollectionNode? { nestedCollection(ofItem: index) }

    /// The pages whose collections exist now (those near the window), in order. Main thread.
    public var pagesWithCollections: [Int] { itemsWithNestedCollections }

    /// Where page `index`'s collection is scrolled to: its live position while it exists, the
    /// kept one after it was let go, nil for a page never shown. Main thread.
    public func scrollPosition(ofPage index: Int) -> KeptScrollPosition? { nestedScrollPosition(ofItem: index) }

    /// Blocks until the visible pages are laid out and drawn (or `timeout` passes). For the first
    /// frame and tests: it blocks the main thread. Main thread.
    @discardableResult
    public func waitUntilAllUpdatesAreCommitted(timeout: Double = 5) -> Bool {
        updatePipeline()
        return waitUntilVisibleItemsAreDrawn(timeout: timeout)
    }

    // MARK: - Driving (the host calls these)

    /// Sets the pager's size (the window's, in logical pixels) and display scale. The page stays:
    /// pages in range are laid out again on workers. Main thread.
    public override func setBounds(_ size: Size, scale: Double, at time: Double) {
        now = max(now, time)
        data.now = now
        bounds = size
        if scale != data.displayScale { data.setDisplayScale(scale) }
        absorb(pagingModel.setViewportSize(size, at: now))
        preparePagingLayout()
        updatePipeline()
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

    /// Pages: drags, flicks, the wheel, the trackpad and keys move the paging physics; presses
    /// reach the buttons and links on the pages.
    override func handleOwn(_ event: InputEvent) {
        let wasMoving = !pagingModel.isAtRest, wasDragging = pagingModel.isDragging
        absorb(pagingModel.handle(event))
        // A pager of collections gives its pages' presses to their collections instead.
        if !itemsAreNestedCollections { routeToControls(event, wasMoving: wasMoving, wasDragging: wasDragging) }
    }

    override var ownScroller: any Scroller { pagingModel }

    /// The page the pager is on, to come back to. Main thread.
    public override var keptScrollPosition: KeptScrollPosition {
        KeptScrollPosition(item: currentPageIndex, distance: 0, offset: 0)
    }

    /// Goes at once to the position's page (clamped to the pages there are). Main thread.
    public override func restore(_ position: KeptScrollPosition) {
        scrollToPage(at: position.item ?? 0, animated: false)
    }
    override var keyItem: Int? { currentPageIndex }

    override func controlItem(at point: Point) -> (item: Int, frame: Rect)? {
        visiblePages().last { !Self.isGhostKey($0.index) && $0.frame.contains(point) }.map { ($0.index, $0.frame) }
    }

    override func controlFrame(ofItem item: Int) -> Rect? {
        visiblePages().first { $0.index == item }?.frame
    }

    override var isDraggingContent: Bool { pagingModel.isDragging }

    /// Moves animations on to `time`, takes finished work from the workers and brings the ranges
    /// up to date. Call it once per frame. Returns whether the pager still moves. Main thread.
    @discardableResult
    public override func tick(at time: Double) -> Bool {
        now = max(now, time)
        data.now = now
        let events = pagingModel.advance(to: now)
        // Pages leave the screen before the delegate hears that scrolling ended.
        updatePipeline(moved: true)
        absorb(events)
        let collectionsMove = tickNestedCollections(at: now)
        let animating = advanceAnimations()
        return pagingModel.isAnimating || collectionsMove || animating
    }

    /// The end of a trackpad gesture, which no event announces, a page drawn on the main thread
    /// due to draw again, or a page's collection's next deadline. Main thread.
    public override var nextDeadline: Double? {
        [pagingModel.nextDeadline, mainThreadCellDeadline, nestedDeadline].compactMap { $0 }.min()
    }

    /// Whether the pager moves (a spring animates), or a page's collection does. Main thread.
    public override var isMoving: Bool {
        pagingModel.isAnimating || animations.isActive || nestedCollectionsMove
    }

    /// What the last calls reported, for the host's event stream; taken once. Main thread.
    public func takeEvents() -> [PagingEvent] {
        defer { pendingPagingEvents.removeAll() }
        return pendingPagingEvents
    }

    private var pendingPagingEvents: [PagingEvent] = []

    func absorb(_ events: [PagingEvent]) {
        for event in events {
            pendingPagingEvents.append(event)
            switch event {
            case .motionBegan:
                pagerDelegate?.pagerNodeWillBeginScrolling(self)
            case .settled(let page):
                pendingEvents.append(.settled(page: page))
                if page != lastSettledPage {
                    let previous = lastSettledPage
                    lastSettledPage = page
                    pagerDelegate?.pagerNode(self, didChangePageTo: page, from: previous)
                }
                pagerDelegate?.pagerNode(self, didEndScrollingAt: page)
            }
        }
    }

    override func applyValidated(_ plan: CollectionUpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        applyValidatedToPages(plan, animated: animated, completion: completion)
    }

    // MARK: - Ranges in pages

    override func recomputeRanges(direction: ScrollDirection) -> RangeTransitions {
        rangeController.update(position: pagingModel.position, pageCount: itemCount, isCircular: wrapsAround, direction: direction)
    }

    override func currentDirection() -> ScrollDirection {
        let position = pagingModel.position
        defer { lastPosition = position }
        return ScrollDirection(from: lastPosition, to: position)
    }

    override var schedulerFocus: Double { pagingModel.position }

    override func setSchedulerFocus(_ scheduler: any WorkScheduler) {
        scheduler.setFocus(pagingModel.position, pageCount: itemCount, isCircular: wrapsAround)
    }

    override var hasItemsToLayOut: Bool { itemCount > 0 && !pageSize.isEmpty }

    // MARK: - What the data controller asks

    override func constrainedSize(ofItem index: Int) -> SizeRange { .exactly(pageSize) }

    override func expectedSize(ofItem index: Int) -> Size { pageSize }

    override func priority(ofItem index: Int) -> Double { rangeController.priority(of: index) }

    override func workKey(ofItem index: Int) -> Int { index }

    override func itemDidMeasure(_ index: Int, size: Size, range: SizeRange) {}

    // MARK: - Appearance callbacks

    override func itemVisibilityChanged(entered: Set<Int>, left: Set<Int>) {
        for page in left.sorted() {
            guard let element = data.elements[page], element.isDisplayedToDelegate, let node = element.node else { continue }
            element.isDisplayedToDelegate = false
            pagerDelegate?.pagerNode(self, didEndDisplaying: node, at: page)
        }
        for page in entered.sorted() { announceDisplay(page) }
    }

    override func announceDisplay(_ page: Int) {
        guard let element = data.elements[page], !element.isDisplayedToDelegate, let node = element.node else { return }
        element.isDisplayedToDelegate = true
        pagerDelegate?.pagerNode(self, willDisplay: node, at: page)
    }
}
