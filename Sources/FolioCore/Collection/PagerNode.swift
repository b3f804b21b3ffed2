/// Texture's `ASPagerNode` for the desktop: a horizontal `CollectionNode` that pages. It owns the
/// paging scroll model (drags, flicks, wheel, trackpad, keys, resizes), asks its data source for
/// node blocks as pages come near the window, and makes pages on workers so that swiping never
/// waits for one. Main thread only.
///
/// ```swift
/// let pager = PagerNode(backend: backend, wake: host.wake)
/// pager.dataSource = photos          // numberOfPages(in:) and pagerNode(_:nodeBlockAt:)
/// pager.scrollToPage(at: 3, animated: false)   // holds until the data has loaded
/// ```
@MainActor
public final class PagerNode: CollectionNode {
    /// The most pages a pager holds: 2^52, the largest count for which every page index, and
    /// every position between pages, is exact in a `Double` (positions are measured in pages).
    /// A data source that reports more is clamped to it. Any thread.
    nonisolated public static let maximumPageCount = 1 << 52

    /// Supplies the pages. Setting it loads the data. Main thread.
    public weak var dataSource: (any PagerDataSource)? {
        didSet { reloadData() }
    }

    /// Hears page changes, appearance and scrolling. Main thread.
    public weak var delegate: (any PagerDelegate)?

    /// The paging physics; its position is the pager's position. Main thread.
    public private(set) var scrollModel: PagingScrollModel

    /// The page asked for before the data loaded, applied when it does (Texture #133).
    private var pendingPage: Int?
    private var lastSettledPage: Int
    private var lastPosition: Double

    /// Creates a pager that starts on `initialPage` (kept until data arrives, then clamped to the
    /// pages there are; exact up to `maximumPageCount` − 1), optionally
    /// circular, making pages by `renderMode` with `backend`'s services. `wake` is called from
    /// workers when finished work waits for the main thread (the host wakes its loop).
    public init(
        backend: RenderingBackend,
        renderMode: PagerRenderMode,
        initialPage: Int = 0,
        isCircular: Bool = false,
        configuration: PagingConfiguration = .standard,
        wake: @escaping @Sendable () -> Void
    ) {
        scrollModel = PagingScrollModel(pageCount: 0, isCircular: isCircular, configuration: configuration)
        // Any Int is taken; a page past the end is clamped when the data loads.
        pendingPage = max(0, initialPage)
        lastSettledPage = 0
        lastPosition = 0
        super.init(backend: backend, renderMode: renderMode, wake: wake)
    }

    override var wrapsAround: Bool { scrollModel.isCircular && itemCount >= 2 }

    override func nodeBlock(forItemAt index: Int) -> CellNodeBlock {
        guard let dataSource else { return { CellNode() } }
        return dataSource.pagerNode(self, nodeBlockAt: index)
    }

    // MARK: - Data

    /// Asks the data source again for the page count and, as pages come near the window, for
    /// their nodes: every node is made anew (Texture #1018: its reload did nothing). The pager
    /// stays on its page, clamped to the new count. Main thread.
    public func reloadData() {
        let page = pendingPage ?? currentPageIndex
        resetItems()
        let count = min(dataSource?.numberOfPages(in: self) ?? 0, Self.maximumPageCount)
        setItemCount(count)
        var model = PagingScrollModel(
            pageCount: count, initialPage: min(max(0, page), max(0, count - 1)),
            viewportSize: scrollModel.viewportSize, isCircular: scrollModel.isCircular,
            configuration: scrollModel.configuration
        )
        model.advance(to: now)
        scrollModel = model
        // Kept until there are pages to apply it to: a data source may report none at first
        // (Texture #133).
        if count > 0 { pendingPage = nil }
        lastSettledPage = scrollModel.currentPage
        lastPosition = scrollModel.position
        updatePipeline(position: scrollModel.position, direction: .none)
    }

    /// The number of pages. Main thread.
    public var numberOfPages: Int { itemCount }

    // MARK: - Pages

    /// The page the pager is on (while animating, the page it goes to). Main thread.
    public var currentPageIndex: Int { pendingPage ?? scrollModel.currentPage }

    /// Scrolls to `index` (any `Int`, clamped to the pages there are), with the paging spring or
    /// at once. Before the data has
    /// loaded, the page is remembered and applied when it does. Main thread.
    public func scrollToPage(at index: Int, animated: Bool) {
        guard itemCount > 0 else {
            pendingPage = max(0, index)
            return
        }
        handle(scrollModel.scrollToPage(min(max(0, index), itemCount - 1), animated: animated, at: now))
        updatePipeline(position: scrollModel.position, direction: .none)
    }

    /// The page showing `node`, or nil for a node that is not one of this pager's pages (or not
    /// made yet). Main thread.
    public func indexOfPage(containing node: CellNode) -> Int? {
        elements.first { $0.value.node === node }?.key
    }

    /// The node of page `index`, or nil when it has not been made (it is far from the window).
    /// Main thread.
    public func nodeForPage(at index: Int) -> CellNode? {
        elements[index]?.node
    }

    /// The pages on screen with their frames (between the content insets), for drawing. Main
    /// thread.
    public func visiblePages() -> [VisiblePage] {
        let top = max(0, contentInsets.top), height = pageSize.height
        guard top != 0 || height != bounds.height else { return scrollModel.visiblePages() }
        return scrollModel.visiblePages().map { page in
            VisiblePage(index: page.index, frame: Rect(x: page.frame.minX, y: page.frame.minY + top, width: page.frame.width, height: height))
        }
    }

    /// Blocks until the visible pages are laid out and drawn (or `timeout` passes). For the first
    /// frame and tests: it blocks the main thread. Main thread.
    @discardableResult
    public func waitUntilAllUpdatesAreCommitted(timeout: Double = 5) -> Bool {
        updatePipeline(position: scrollModel.position, direction: .none)
        return waitUntilVisibleItemsAreDrawn(timeout: timeout)
    }

    // MARK: - Driving (the host calls these)

    /// Sets the pager's size (the window's, in logical pixels) and display scale. The page stays:
    /// pages in range are laid out again on workers. Main thread.
    public func setBounds(_ size: Size, scale: Double, at time: Double) {
        now = max(now, time)
        bounds = size
        setItemSize(pageSize, scale: scale)
        handle(scrollModel.handle(InputEvent(time: now, kind: .resize(size))))
        updatePipeline(position: scrollModel.position, direction: .none)
    }

    /// Space kept clear above and below the pages (for a toolbar or an indicator), as Texture's
    /// pager subtracts its top and bottom insets: each page is laid out at the bounds' width and
    /// the height between the insets, and drawn there. Paging is unchanged (a page is still the
    /// bounds' width). A change re-lays out the pages in range on workers. Main thread.
    public var contentInsets: EdgeInsets = .zero {
        didSet {
            guard contentInsets != oldValue else { return }
            setItemSize(pageSize, scale: displayScale)
            updatePipeline(position: scrollModel.position, direction: .none)
        }
    }

    /// The pager's size as last set by `setBounds`.
    public private(set) var bounds: Size = .zero

    /// The size every page is laid out at: the bounds less the top and bottom insets.
    public var pageSize: Size {
        Size(width: bounds.width, height: max(0, bounds.height - max(0, contentInsets.top) - max(0, contentInsets.bottom)))
    }

    /// Applies one input event. Main thread.
    public func handle(_ event: InputEvent) {
        now = max(now, event.time)
        handle(scrollModel.handle(event))
    }

    /// Moves animations on to `time`, takes finished work from the workers and brings the ranges
    /// up to date. Call it once per frame. Returns whether the pager still moves. Main thread.
    @discardableResult
    public func tick(at time: Double) -> Bool {
        now = max(now, time)
        let events = scrollModel.advance(to: now)
        let position = scrollModel.position
        let direction = ScrollDirection(from: lastPosition, to: position)
        lastPosition = position
        // Pages leave the screen before the delegate hears that scrolling ended.
        updatePipeline(position: position, direction: direction)
        handle(events)
        return scrollModel.isAnimating
    }

    /// What the last calls reported, for the host's event stream; taken once. Main thread.
    public func takeEvents() -> [PagingEvent] {
        defer { pendingEvents.removeAll() }
        return pendingEvents
    }

    private var pendingEvents: [PagingEvent] = []

    private func handle(_ events: [PagingEvent]) {
        for event in events {
            pendingEvents.append(event)
            switch event {
            case .motionBegan:
                delegate?.pagerNodeWillBeginScrolling(self)
            case .settled(let page):
                if page != lastSettledPage {
                    let previous = lastSettledPage
                    lastSettledPage = page
                    delegate?.pagerNode(self, didChangePageTo: page, from: previous)
                }
                delegate?.pagerNode(self, didEndScrollingAt: page)
            }
        }
    }

    // MARK: - Appearance callbacks

    override func itemVisibilityChanged(entered: Set<Int>, left: Set<Int>) {
        for page in left.sorted() {
            guard let element = elements[page], element.isDisplayedToDelegate, let node = element.node else { continue }
            element.isDisplayedToDelegate = false
            delegate?.pagerNode(self, didEndDisplaying: node, at: page)
        }
        for page in entered.sorted() { announceDisplay(page) }
    }

    override func itemNodeDidLoad(_ page: Int) {
        if rangeController.ranges.visible.contains(page) { announceDisplay(page) }
    }

    private func announceDisplay(_ page: Int) {
        guard let element = elements[page], !element.isDisplayedToDelegate, let node = element.node else { return }
        element.isDisplayedToDelegate = true
        delegate?.pagerNode(self, willDisplay: node, at: page)
    }
}
