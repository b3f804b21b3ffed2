import Foundation

/// A scrolling collection of cell nodes, Texture's `ASCollectionNode`: items in sections, placed by
/// a `CollectionLayout` (a grid, a masonry, a list, pages), scrolled freely with the finger, the
/// wheel, a trackpad or the keys, selected with a click and moved through with a keyboard focus.
/// Each item's node is made from a node block when the item first comes near the window, laid
/// out and rasterised on workers by range (visible, display and preload rects along the scroll
/// axis), and its bitmap and heavy data are freed as it moves away; the main thread only draws.
/// `PagerNode` is a collection whose layout pages. Main thread only.
///
/// ```swift
/// let grid = CollectionNode(layout: FlowLayout(itemSizing: .columns(minimumWidth: 160, aspectRatio: 1)),
///                           backend: backend, renderMode: .asynchronous(workers), wake: host.wake)
/// grid.dataSource = photos   // numberOfSections(in:), collectionNode(_:numberOfItemsInSection:),
///                            // collectionNode(_:nodeBlockForItemAt:)
/// grid.delegate = self       // collectionNode(_:didSelectItemAt:), …
/// ```
///
/// What the items hold is kept within `memoryBudget`: the ranges say which items should be ready,
/// the budget how many of them can afford it. Items far from the window keep their nodes for a
/// while (`retainedItemLimit`), then are forgotten.
///
/// Batch fetching (Texture's): when the end of the content comes within
/// `leadingScreensForBatching` screenfuls of the viewport's trailing edge, the collection asks
/// the delegate's `shouldBatchFetch(for:)` and, if it says yes, calls
/// `collectionNode(_:willBeginBatchFetchWith:)` on a background queue; one fetch at a time. While
/// it runs, a "Loading…" row `loadingRowHeight` long follows the content
/// (`loadingRowFrameOnScreen`). The app appends what it fetched with `insertItems(at:)`, which
/// keeps the existing nodes, bitmaps and measured sizes and what is on screen where it is, and
/// ends the fetch with the context's `completeBatchFetching(_:)`.
@MainActor
open class CollectionNode: CollectionDataControllerOwner {
    /// The kind of a section header, for
    /// `collectionNode(_:nodeBlockForSupplementaryElementOfKind:at:)`. Any thread.
    nonisolated public static let sectionHeaderKind = "UICollectionElementKindSectionHeader"

    /// The default `memoryBudget`, 256 MiB: the full ranges of the pager's tuning (3 bitmaps and
    /// 5 pages of loaded data) at 2560×1600 physical pixels, 16 MB a page, with room to spare,
    /// while a photo far larger than the window, or a very large window, can no longer make the
    /// neighbours hold gigabytes. Any thread.
    nonisolated public static let defaultMemoryBudget = 256 << 20

    /// The default `retainedItemLimit`: a few screenfuls of a dense grid. Any thread.
    nonisolated public static let defaultRetainedItemLimit = 512

    /// The platform services workers use to measure, decode and draw. Main thread.
    public var backend: RenderingBackend { data.backend }
    /// Where items are made: on workers, or on the main thread for the baseline. Main thread.
    public var renderMode: RenderMode { data.renderMode }
    /// The visible, display and preload ranges, with their tuning and mode. Main thread.
    public internal(set) var rangeController: RangeController
    /// The items' elements and the pipeline's work for them; it holds the services above, the
    /// clock and the host's wake.
    let data: CollectionDataController
    /// The one clock the node and its data controller read the time from.
    var clock: CollectionClock { data.clock }

    /// Supplies the sections and items. Setting it loads the data. Main thread.
    public weak var dataSource: (any CollectionDataSource)? {
        didSet { reloadData() }
    }

    /// Hears selection, display and scrolling, and answers sizes. Main thread.
    public weak var delegate: (any CollectionDelegate)?

    /// Where the items go. Setting it lays the items out anew, keeping the first visible item in
    /// view. Main thread.
    public var layout: any CollectionLayout {
        get { preparedLayout }
        set {
            preparedLayout = newValue
            if newValue.scrollAxis != scrollModel.axis {
                scrollModel = FreeScrollModel(axis: newValue.scrollAxis, configuration: scrollModel.configuration)
            }
            relayout(keepingAnchor: true)
        }
    }

    /// The layout, prepared for the bounds and data (`layout` without its setter's relayout),
    /// and how much of a large data set it holds yet, the rest laid out in the ticks.
    var placement: CollectionPlacement
    /// The layout, prepared for the bounds and data.
    var preparedLayout: any CollectionLayout {
        get { placement.layout }
        _modify { yield &placement.layout }
    }
    /// How much of a large data set the layout holds yet.
    var layoutSteps: LayoutSteps { placement.steps }

    /// What the delegate knows of an item's size before it is measured, for the layout.
    var itemSizeHint: (IndexPath) -> Size? {
        { [weak self] indexPath in
            guard let self else { return nil }
            return self.delegate?.collectionNode(self, originalItemSizeAt: indexPath)
        }
    }

    /// The item counts of the sections, as the data source last said. Main thread.
    public internal(set) var sections = SectionItemCounts.empty
    /// The collection's size, logical pixels, as last set by `setBounds`. Main thread.
    public internal(set) var bounds: Size = .zero
    /// The free-scrolling physics; its offset is the collection's. Main thread.
    public internal(set) var scrollModel: FreeScrollModel

    /// Presses, highlight, selection, focus and pressed controls.
    var interaction = CollectionInteraction()
    /// The context menu open, the long press that may open one, and the pointers it holds.
    var contextMenu = CollectionContextMenu()
    /// The item being moved by hand, if any (`CollectionNode+InteractiveMove.swift`).
    var interactiveMove: InteractiveMove?
    /// What the mouse hovers, and the hover events reported.
    var hover = CollectionHover()
    /// Items fading in over their placeholders, and how.
    var placeholderFades = PlaceholderFades()
    /// Whether this collection tells the workers where to serve first. Collections that share
    /// workers (a pager's feeds) take turns: only those on screen do, so that a feed beside the
    /// screen cannot pull the workers to its rows.
    var setsSchedulerFocus = true

    /// The latest time the collection was driven at, seconds on the host's clock (its clock's).
    var now: Double { clock.now }
    /// What the last calls reported, for the host's event stream.
    var pendingEvents: [CollectionEvent] = []
    /// An item to scroll to once the data has loaded.
    var pendingScroll: (item: IndexPath, position: CollectionScrollPosition)?

    /// Batch fetching: its settings, the running fetch and the pause after an empty one.
    var batchFetching = CollectionBatchFetching()
    /// Batch updates: the changes collected, what waits while one is applied, the animations
    /// after them and the key remappings for the host.
    let batchUpdates = CollectionBatchUpdates()

    /// The item under `point` (the collection's coordinates) whose buttons and links a press
    /// there reaches, with the item's frame on screen. A pager, whose position is in pages, finds
    /// its pages where they are drawn.
    func controlItem(at point: Point) -> (item: Int, frame: Rect)? {
        guard let item = item(at: point), let frame = frameOnScreen(ofItem: item) else { return nil }
        return (item, frame)
    }

    /// Where `item` is on screen, for a control released inside it.
    func controlFrame(ofItem item: Int) -> Rect? { frameOnScreen(ofItem: item) }

    /// Whether the content is being dragged: a pressed button or link then lets go.
    var isDraggingContent: Bool { ownScroller.isDragging }
    /// Wakes the host's loop from another thread.
    var wake: @Sendable () -> Void { data.wake }
    /// The collections nested in the items, and what is kept of those let go.
    let nesting = CollectionNesting()

    /// Creates a collection placing its items with `layout`, making them by `renderMode` with
    /// `backend`'s services. `wake` is called from workers when finished work waits for the main
    /// thread (the host wakes its loop). Main thread.
    public init(
        layout: any CollectionLayout,
        backend: RenderingBackend,
        renderMode: RenderMode,
        configuration: FreeScrollConfiguration = .standard,
        wake: @escaping @Sendable () -> Void
    ) {
        self.placement = CollectionPlacement(layout: layout)
        self.scrollModel = FreeScrollModel(axis: layout.scrollAxis, configuration: configuration)
        self.data = CollectionDataController(backend: backend, renderMode: renderMode, clock: CollectionClock(), wake: wake)
        self.rangeController = RangeController(tuning: Self.tuning(.collection, for: renderMode))
        data.owner = self
    }

    isolated deinit {
        // A fetch still running learns that nobody will show what it brings.
        batchFetching.context?.cancel()
    }

    /// `tuning`, or for the synchronous baseline ranges holding only what is on screen.
    static func tuning(_ tuning: RangeTuning, for renderMode: RenderMode) -> RangeTuning {
        guard case .synchronous = renderMode else { return tuning }
        var tuning = tuning
        // The baseline makes only what is on screen, when it is on screen.
        for mode in [RangeMode.minimum, .full] {
            tuning[mode, .display] = .zero
            tuning[mode, .preload] = .zero
        }
        return tuning
    }

    // MARK: - Data

    /// Asks the data source again for the sections and, as items come near the window, for their
    /// nodes: every node is made anew. The first visible item stays in view. Main thread.
    open func reloadData() {
        guard !isApplyingBatch else {
            batchUpdates.whenApplied { [weak self] in self?.reloadData() }
            return
        }
        let anchor = anchorItem()
        cancelMoveForDataChange()
        endAnimations(finished: false)
        batchUpdates.itemsWithChangedContent.removeAll()
        releaseAllNestedCollections()
        data.reset()
        _ = rangeController.removeAllItems()
        var counts: [Int] = []
        if let dataSource {
            let sectionCount = min(max(0, dataSource.numberOfSections(in: self)), Self.maximumSectionCount)
            counts = (0..<sectionCount).map { dataSource.collectionNode(self, numberOfItemsInSection: $0) }
        }
        sections = SectionItemCounts(counts)
        data.setItemCount(sections.itemCount)
        keepNestedPositions(upTo: sections.itemCount)
        interaction.reset(itemCount: sections.itemCount)
        layOutReloadedData(keeping: anchor)
        updatePipeline()
    }

    /// Lays the reloaded data out and brings `anchor` (the item kept in view, see
    /// `anchorItem`) back where it was, then a scroll asked for before the data loaded. A pager
    /// starts paging anew over the new count, on its page.
    func layOutReloadedData(keeping anchor: (item: Int, distance: Double)?) {
        prepareLayout()
        restore(anchor)
        applyPendingScroll()
    }

    /// The most sections a data source may report; beyond, the rest are not shown. Any thread.
    nonisolated public static let maximumSectionCount = 1 << 24

    /// The number of sections. Main thread.
    public var numberOfSections: Int { sections.sectionCount }

    /// The number of items in `section` (0 for a section that does not exist). Main thread.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.count(ofSection: section)
    }

    /// The number of items in every section. Main thread.
    public var itemCount: Int { sections.itemCount }

    /// The node of the item at `indexPath`, or nil when it is not made (far from the window).
    /// Main thread.
    public func nodeForItem(at indexPath: IndexPath) -> CellNode? {
        sections.flatIndex(of: indexPath).flatMap { data.node(ofItem: $0) }
    }

    /// The index path of the item showing `node`, or nil. Main thread.
    public func indexPath(for node: CellNode) -> IndexPath? {
        data.item(holding: node).flatMap { sections.indexPath(ofFlatIndex: $0) }
    }

    // MARK: - Layout

    /// Lays the items out for the bounds and data, and tells the scroll model the new extents. A
    /// large data set is laid out in steps: the first now, the rest in the ticks (see
    /// `LayoutSteps`).
    func prepareLayout() {
        data.invalidateSizes()
        placement.prepare(sections, at: bounds, hint: itemSizeHint)
        reapplyHeaderMeasurements()
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
    }

    /// Lays the items out again (after the bounds or layout changed), keeping the first visible
    /// item where it was on screen when `keepingAnchor`.
    func relayout(keepingAnchor: Bool) {
        var anchor = keepingAnchor ? anchorItem() : nil
        let oldExtent = anchor.flatMap { layout.frame(ofItem: $0.item) }.map { trailingEdge(of: $0) - leadingEdge(of: $0) }
        prepareLayout()
        if let anchor { layOutThrough(item: anchor.item) }
        // An item partly scrolled off keeps the same share of itself hidden at its new size, so
        // that it stays the first item seen (a reflowed item may be far shorter or taller).
        if let current = anchor, current.distance < 0, let oldExtent, oldExtent > 0,
           let frame = layout.frame(ofItem: current.item) {
            anchor = (current.item, current.distance * (trailingEdge(of: frame) - leadingEdge(of: frame)) / oldExtent)
        }
        restore(anchor)
        updatePipeline()
    }

    /// The viewport's length along the scroll axis.
    var viewportExtent: Double { layout.scrollAxis == .vertical ? bounds.height : bounds.width }

    /// The content's length along the scroll axis, the "Loading…" row included while a batch
    /// fetch runs.
    var contentExtent: Double { layoutContentExtent + (isBatchFetching ? loadingRowExtent : 0) }

    /// The content offset along the scroll axis, logical pixels (rubber band included). Main
    /// thread.
    public var contentOffset: Double { scrollModel.offset }

    /// The part of the content on screen, in content coordinates.
    var visibleRect: Rect {
        layout.scrollAxis == .vertical
            ? Rect(x: 0, y: scrollModel.offset, width: bounds.width, height: bounds.height)
            : Rect(x: scrollModel.offset, y: 0, width: bounds.width, height: bounds.height)
    }

    /// `rect` (content coordinates) in the collection's own coordinates.
    func onScreen(_ rect: Rect) -> Rect {
        layout.scrollAxis == .vertical ? rect.offsetBy(dx: 0, dy: -scrollModel.offset) : rect.offsetBy(dx: -scrollModel.offset, dy: 0)
    }

    /// The start of `rect` along the scroll axis.
    func leadingEdge(of rect: Rect) -> Double { layout.scrollAxis == .vertical ? rect.minY : rect.minX }

    /// The end of `rect` along the scroll axis.
    func trailingEdge(of rect: Rect) -> Double { layout.scrollAxis == .vertical ? rect.maxY : rect.maxX }

    /// The item kept in place, and how far its leading edge is from the viewport's. A resize or
    /// a reload keeps the first item with any part on screen (it stays the first one seen). A
    /// measurement and a return visit keep the first item that starts on screen
    /// (`startingOnScreen`), falling back to the first with any part on screen when one item
    /// fills the screen: an item that starts above the screen is a poor anchor there, since
    /// when it is measured at another size everything below it, all that is seen, would move.
    func anchorItem(startingOnScreen: Bool = false) -> (item: Int, distance: Double)? {
        let offset = scrollModel.offset
        var anchor: (item: Int, distance: Double)?
        for item in layout.items(in: visibleRect) {
            guard let frame = layout.frame(ofItem: item) else { continue }
            let distance = leadingEdge(of: frame) - offset
            if anchor == nil {
                anchor = (item, distance)
                if !startingOnScreen { return anchor }
            }
            if distance >= 0, distance < viewportExtent { return (item, distance) }
        }
        return anchor
    }

    /// Scrolls so that the anchor item is again `distance` from the viewport's leading edge.
    func restore(_ anchor: (item: Int, distance: Double)?) {
        if let anchor { layOutThrough(item: anchor.item) }
        guard let anchor, let frame = layout.frame(ofItem: anchor.item) else { return }
        let offset = min(max(0, leadingEdge(of: frame) - anchor.distance), scrollModel.maximumOffset)
        guard offset != scrollModel.offset else { return }
        absorb(scrollModel.setOffset(offset, at: now))
    }

    // MARK: - Driving (the host calls these)

    /// Sets the collection's size (logical pixels) and display scale; the items are laid out
    /// again, the first visible one kept in view. Main thread.
    open func setBounds(_ size: Size, scale: Double, at time: Double) {
        clock.advance(to: time)
        let sizeChanged = size != bounds
        bounds = size
        if scale != data.displayScale { data.setDisplayScale(scale) }
        if sizeChanged { layOutForNewBounds() }
        updatePipeline()
    }

    /// Lays the items out again at the new bounds, the first visible one kept in view, then a
    /// scroll asked for before there was room for it. A pager keeps its page.
    func layOutForNewBounds() {
        relayout(keepingAnchor: true)
        applyPendingScroll()
    }

    /// Physical pixels per logical pixel. Main thread.
    public var displayScale: Double { data.displayScale }

    /// Moves animations on to `time`, takes finished work from the workers and brings the ranges
    /// up to date. Call it once per frame. Returns whether the collection still moves (or fades
    /// its scroll indicator, or waits to highlight). Main thread.
    @discardableResult
    open func tick(at time: Double) -> Bool {
        clock.advance(to: time)
        let reportScrolling = advanceOwnScroller()
        // Before the ranges are worked out, so that rows laid out now are served this frame.
        continueLayoutSteps()
        updateHighlight()
        updateContextMenu()
        advanceInteractiveMove()
        updatePipeline(moved: true)
        refreshHover()
        reportScrolling()
        let nestedMove = tickNestedCollections(at: now)
        let animated = advanceAnimations()
        let framesChanged = advanceLiveImages()
        return isMoving || animated || nestedMove || framesChanged
    }

    /// Moves the own scroller on to `now`. Returns what reports its motion once the ranges
    /// follow: free scrolling reports at once (and returns nothing to do); a pager's pages leave
    /// the screen before its delegate hears that scrolling ended.
    func advanceOwnScroller() -> () -> Void {
        absorb(scrollModel.advance(to: now))
        return {}
    }

    // MARK: - Keeping the scroll position

    /// Where the collection is scrolled to, to restore it later (after it was released and made
    /// again, or at another size). Main thread.
    public var keptScrollPosition: KeptScrollPosition {
        guard let anchor = anchorItem(startingOnScreen: true) else { return KeptScrollPosition(item: nil, distance: 0, offset: scrollModel.offset) }
        return KeptScrollPosition(item: anchor.item, distance: anchor.distance, offset: scrollModel.offset)
    }

    /// Scrolls at once to `position`: its item at its distance from the viewport's leading edge
    /// when the item still exists, else to its offset; clamped to the content. Main thread.
    public func restore(_ position: KeptScrollPosition) {
        if let item = position.item { layOutThrough(item: item) }
        if let item = position.item, item < sections.itemCount, layout.frame(ofItem: item) != nil {
            restore((item, position.distance))
        } else {
            let offset = min(max(0, position.offset), scrollModel.maximumOffset)
            if offset != scrollModel.offset { absorb(scrollModel.setOffset(offset, at: now)) }
        }
        updatePipeline()
    }

    // MARK: - What nesting asks (the pager answers for its paging)

    /// The axis the content scrolls along. Main thread.
    public var scrollAxis: ScrollAxis { layout.scrollAxis }
    /// How this collection's own content moves: the free scroller (a pager's is the paging
    /// one). Nesting reads its rest, slop and trackpad delay.
    var ownScroller: any Scroller { scrollModel }
    /// The item whose nested collection the keys go to: the focused item, or, before any
    /// focus, the first on screen holding a collection. A pager's is its current page.
    var keyItem: Int? { focusedItem ?? nestedCollectionsOnScreen().first?.item }
    /// Where the collection is in pages when it pages (a pager), for a page indicator or the
    /// debug overlay; nil for a collection that scrolls freely. Main thread.
    public var pagingState: PagingState? { nil }

    /// Applies one input event: pointers scroll, highlight and select; the wheel and trackpad
    /// scroll; keys move the focus, page and activate. Over collections nested in the items, the
    /// nested-gesture rules share it out (see `CollectionNode+NestedInput.swift`). Main thread.
    public func handle(_ event: InputEvent) {
        clock.advance(to: event.time)
        // An open menu takes the input first: nothing under it is hovered, pressed or scrolled.
        guard !handleContextMenuInput(event) else {
            followHoverPoint(event)
            return
        }
        trackHover(event)
        if routesNestedInput { routeNested(event) } else { handleOwn(event) }
    }

    /// Applies one input event to this collection's own scrolling, presses and keys: free
    /// scrolling, highlight, selection and focus (a pager pages instead).
    func handleOwn(_ event: InputEvent) {
        if handleInteractiveMoveInput(event) {
            updatePipeline(moved: true)
            return
        }
        switch event.kind {
        case .key(let key):
            handleKey(key, modifiers: event.modifiers)
        case .pointerDown(let pointer, let point):
            // A hand on the content takes over from an update's animation.
            if animations.isActive { endAnimations(finished: false) }
            let wasMoving = !scrollModel.isAtRest
            absorb(scrollModel.handle(event))
            if interaction.press == nil {
                // A press on a nested collection is that collection's to select with.
                let onNested = nestedItem(under: point) != nil
                // A button in the cell takes the press: the cell is neither highlighted nor selected.
                let onButton = !wasMoving && !onNested && pressButton(at: point, pointer: pointer)
                interaction.beginPress(CollectionPress(pointer: pointer, point: point, time: now,
                                                       item: onButton || onNested ? nil : item(at: point), caughtMotion: wasMoving))
            }
        case .pointerMoved(let pointer, let point):
            absorb(scrollModel.handle(event))
            if isPressingControl(pointer) { movePressedButton(to: point) }
            if interaction.movingEndsPress(pointer, to: point, isDragging: scrollModel.isDragging) { endPress() }
        case .pointerUp(let pointer, let point):
            let wasDragging = scrollModel.isDragging
            absorb(scrollModel.handle(event))
            if isPressingControl(pointer) {
                if wasDragging { cancelPressedButton() } else { releasePressedButton(at: point) }
            }
            guard interaction.isPressing(pointer) else { break }
            let tapped = interaction.tappedItem(releasing: pointer, at: point, wasDragging: wasDragging)
            endPress()
            if let tapped { tap(tapped, at: point, modifiers: event.modifiers) }
        case .pointerCancelled(let pointer):
            absorb(scrollModel.handle(event))
            if isPressingControl(pointer) { cancelPressedButton() }
            if interaction.isPressing(pointer) { endPress() }
        default:
            absorb(scrollModel.handle(event))
        }
        updatePipeline(moved: true)
    }

    /// A time at which the host must call `tick(at:)` even with no input: a highlight's delay,
    /// the end of a trackpad gesture, the scroll indicator starting to fade, or a cell drawn on
    /// the main thread due to draw again. Main thread.
    open var nextDeadline: Double? {
        let deadlines = [ownScroller.nextDeadline, highlightDeadline, scrollModel.indicatorDeadline(after: now),
                         mainThreadCellDeadline, liveImageDeadline, nestedDeadline, contextMenuDeadline, hoverDeadline]
        return deadlines.compactMap { $0 }.min()
    }

    /// Esc was pressed (the host's `back` command): closes what the collection has open, the
    /// innermost thing first, and returns whether it closed something; when it returns false
    /// the command is the app's (out of the viewer, out of the app). A pager zooms a zoomed page
    /// out first; an open context menu closes, then a selection of several items is cleared. Main
    /// thread.
    open func handleEscape() -> Bool {
        if isMovingItemInteractively {
            cancelInteractiveMovement()
            return true
        }
        if closeContextMenu() { return true }
        if clearSelectionOnEscape() { return true }
        return false
    }

    /// The cursor the pointer takes over what it hovers in the collection: the arrow, or the
    /// hand over a link, a button or a tappable node. The host shows it. Main thread.
    open var pointerCursor: PointerCursor { isMovingItemInteractively ? .move : hoverCursor }

    /// What the last calls reported, for the host's event stream; taken once. Main thread.
    public func takeCollectionEvents() -> [CollectionEvent] {
        defer { pendingEvents.removeAll() }
        return pendingEvents
    }

    /// The items and section headers on screen with their frames in the collection's
    /// coordinates, headers (keyed by `headerKey(forSection:)`) after the items so that they are
    /// drawn on top: what the host draws. Main thread.
    open func visibleItems() -> [VisibleItem] {
        guard !bounds.isEmpty else { return [] }
        return pinningHeader(in: batchUpdates.contentFades.apply(to: itemsOnScreen(), at: now))
    }

    /// The items and headers on screen, animations included (see `visibleItems()`). A pager's
    /// pages are where paging puts them.
    func itemsOnScreen() -> [VisibleItem] {
        if let moving = itemsOnScreenDuringMove() { return moving }
        let rect = visibleRect
        guard !animations.isActive else { return animatedVisibleItems(in: rect) }
        var items = layout.items(in: rect).compactMap { index in
            layout.frame(ofItem: index).map { VisibleItem(index: index, frame: onScreen($0)) }
        }
        for section in layout.headers(in: rect) {
            guard let frame = layout.frame(ofHeaderInSection: section) else { continue }
            items.append(VisibleItem(index: Self.headerKey(forSection: section), frame: onScreen(frame)))
        }
        for section in layout.footers(in: rect) {
            guard let frame = layout.frame(ofFooterInSection: section) else { continue }
            items.append(VisibleItem(index: Self.footerKey(forSection: section), frame: onScreen(frame)))
        }
        return items
    }

    /// The collections nested in this one's items that are on screen, with the frames they are
    /// drawn in (this collection's coordinates), in item order. Main thread.
    open func visibleNestedCollections() -> [NestedCollection] { nestedCollectionsOnScreen() }

    /// Makes the ranges reach `screenfuls` screenfuls of the viewport each way and lifts the
    /// memory budget, so that every item within them is made, drawn and kept: a benchmark's
    /// floor, which measures drawing and nothing else. The collections nested in the items are
    /// prewarmed alike. Main thread.
    open func prewarm(screenfuls: Double) {
        if !itemsAreNestedCollections { rangeTuning = .uniform(screenfuls: screenfuls) }
        memoryBudget = .max
        guard nestingSource != nil else { return }
        nesting.prewarmScreenfuls = screenfuls
        // The neighbours' collections are made at once, not after the first screen is drawn.
        rangeController.userDidScroll()
        for item in nesting.items { nesting.collection(ofItem: item)?.prewarm(screenfuls: screenfuls) }
        updatePipeline()
    }

    /// The "Loading…" row's frame in the collection's coordinates while a batch fetch runs and
    /// the row is at least partly on screen; nil otherwise. The host draws it with a spinner.
    /// Main thread.
    public var loadingRowFrameOnScreen: Rect? {
        guard isBatchFetching, !bounds.isEmpty, loadingRowExtent > 0 else { return nil }
        let start = layoutContentExtent - scrollModel.offset
        let frame = layout.scrollAxis == .vertical
            ? Rect(x: 0, y: start, width: bounds.width, height: loadingRowExtent)
            : Rect(x: start, y: 0, width: loadingRowExtent, height: bounds.height)
        return trailingEdge(of: frame) > 0 && leadingEdge(of: frame) < viewportExtent ? frame : nil
    }

    /// Whether frames must follow each other: the content moves (a fling, a spring or the
    /// wheel's animation), the scroll indicator fades, the "Loading…" row's spinner turns on
    /// screen, or a large data set is still being laid out (a step a frame). Main thread.
    open var isMoving: Bool {
        ownScroller.isAnimating || scrollModel.indicatorNeedsFrames(at: now) || loadingRowFrameOnScreen != nil
            || animations.isActive || batchUpdates.contentFades.isActive || layoutSteps.isPending || nestedCollectionsMove
            || interactiveMoveNeedsFrames || placeholderFades.isActive(at: now)
    }

    /// Applies what the scroll model reported.
    func absorb(_ events: [FreeScrollEvent]) {
        for event in events {
            switch event {
            case .motionBegan:
                delegate?.collectionNodeWillBeginScrolling(self)
            case .settled(let offset):
                let visible = layout.items(in: visibleRect)
                pendingEvents.append(.scrollSettled(offset: offset, first: visible.first ?? -1, last: visible.last ?? -1))
                delegate?.collectionNodeDidEndScrolling(self)
            }
        }
    }

    /// Applies a validated batch update (see `performBatchUpdates`); a pager keeps its page.
    func applyValidated(_ plan: CollectionUpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        cancelMoveForDataChange()
        applyValidatedToItems(plan, animated: animated, completion: completion)
    }

    // MARK: - What the data controller asks (the pager overrides these)
    func nodeBlock(forItemAt index: Int) -> CellNodeBlock {
        if let section = Self.section(ofFooterKey: index) { return footerBlock(forSection: section) }
        if let section = Self.section(ofHeaderKey: index) {
            let header = dataSource?.collectionNode(self, nodeBlockForSupplementaryElementOfKind: Self.sectionHeaderKind,
                                                    at: IndexPath(item: 0, section: section))
            return header ?? { CellNode() }
        }
        guard let dataSource, let indexPath = sections.indexPath(ofFlatIndex: index) else { return { CellNode() } }
        return dataSource.collectionNode(self, nodeBlockForItemAt: indexPath)
    }

    func constrainedSize(ofItem index: Int) -> SizeRange {
        if let range = measuredHeaderRange(ofKey: index) { return range }
        if Self.section(ofSupplementaryKey: index) != nil {
            return .exactly(Self.supplementaryFrame(ofKey: index, in: layout)?.size ?? .zero)
        }
        if let delegate, let indexPath = sections.indexPath(ofFlatIndex: index),
           let range = delegate.collectionNode(self, constrainedSizeForItemAt: indexPath) {
            // Within the layout's slot: a node larger than its slot would cover its neighbours.
            return SizeRange(max: layout.constrainedSize(ofItem: index).max).intersection(range)
        }
        return layout.constrainedSize(ofItem: index)
    }

    /// Items are drawn at the display's scale; a pager draws a zoomed page larger.
    func rasterMagnification(ofItem index: Int) -> Double { 1 }

    func expectedSize(ofItem index: Int) -> Size {
        let frame = Self.supplementaryFrame(ofKey: index, in: layout) ?? layout.frame(ofItem: index)
        return frame?.size ?? .zero
    }

    func priority(ofItem index: Int) -> Double {
        distanceFromViewport(ofItem: index)
    }

    func workKey(ofItem index: Int) -> Int {
        Self.section(ofSupplementaryKey: index).map { sections.firstFlatIndex(ofSection: $0) } ?? index
    }

    func itemNodeDidLoad(_ index: Int) {
        if rangeController.ranges.visible.contains(index) { announceDisplay(index) }
    }

    func itemBitmapWillFade(_ index: Int, from bitmap: any ItemBitmap, size: Size, duration: Double) {
        // Only a cell on screen fades: one off it shows its new bitmap when it comes into view.
        guard duration > 0, !bounds.isEmpty, let frame = layout.frame(ofItem: index), frame.intersects(visibleRect) else {
            var released: (any ItemBitmap)? = bitmap
            BackgroundReleaser.release(&released)
            return
        }
        let key = batchUpdates.makeGhostKey()
        var changed = [key]
        if let replaced = batchUpdates.contentFades.begin(item: index, from: bitmap, size: size, key: key, duration: duration) {
            changed.append(replaced)
        }
        data.reportBitmapsChanged(changed)
    }

    func itemContentWillChange(_ index: Int) {
        if let id = data.elementID(ofItem: index) { batchUpdates.itemsWithChangedContent.insert(id) }
    }

    func itemDidMeasure(_ index: Int, size: Size, range: SizeRange) {
        // A cell that changed moves the items around it with the spring; a first measurement
        // settles them where they are.
        let animates = data.elementID(ofItem: index).map { batchUpdates.itemsWithChangedContent.remove($0) != nil } ?? false
        guard index >= 0 || measuredHeaderRange(ofKey: index) != nil, !range.isExact else { return }
        let seen = animates ? framesSeenNow() : [:]
        let offsetBefore = scrollModel.offset
        defer { if animates { animateFrameChange(from: seen, shift: scrollModel.offset - offsetBefore) } }
        let anchor = anchorItem(startingOnScreen: true)
        let first = anchorItem()
        let headerStart = measuredHeaderStartOnScreen(ofKey: index)
        // Content resting at its end (or headed there) keeps its end in view: the reader who
        // pressed End sees the last row whole once it is measured.
        let keepsEnd = scrollModel.maximumOffset > 0
            && (scrollModel.destination.map { abs($0 - scrollModel.maximumOffset) < 0.5 } ?? false)
        guard takeMeasuredSize(size, ofKey: index) else { return }
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
        if keepsEnd {
            // A spring follows the end by itself; resting content is moved to it.
            if scrollModel.isAtRest { absorb(scrollModel.setOffset(scrollModel.maximumOffset, at: now)) }
        } else {
            // The rows above the anchor may have grown or shrunk: what is on screen stays put,
            // and what was the first item seen stays the first (none above it comes into view).
            restore(anchor)
            if let first, first.distance < 0, let frame = layout.frame(ofItem: first.item), leadingEdge(of: frame) > scrollModel.offset,
               scrollModel.isAtRest || scrollModel.destination != nil {
                absorb(scrollModel.setOffset(min(leadingEdge(of: frame), scrollModel.maximumOffset), at: now))
            }
            keepMeasuredHeader(ofKey: index, at: headerStart)
        }
    }

    /// The ranges at the current offset: the visible rect, and the display and preload rects
    /// it is widened to along the scroll axis, in screenfuls of the viewport, leading in
    /// `direction`; each holds the items and headers the layout finds in it.
    func recomputeRanges(direction: ScrollDirection) -> RangeTransitions {
        if direction != .none { rangeController.userDidScroll() }
        let mode = rangeController.mode
        let visible = visibleRect
        let display = widened(visible, by: rangeController.tuning[mode, .display], direction: direction)
        let preload = widened(display, by: rangeController.tuning[mode, .preload], direction: direction)
        let lifted = liftedItemKeys
        let ranges = ItemRanges(visible: keys(in: visible).union(lifted), display: keys(in: display).union(lifted),
                                preload: keys(in: preload).union(lifted))
        return rangeController.update(to: ranges, direction: direction)
    }

    /// Where the scheduler serves first: the first visible item.
    var schedulerFocus: Double {
        Double(layout.items(in: visibleRect).first ?? 0)
    }

    // MARK: - The pipeline

    /// Whether there is anything for ranges to hold: items, and a size to lay them out at.
    var hasItemsToLayOut: Bool { sections.itemCount > 0 && !bounds.isEmpty }

    /// Brings every item's work in line with the ranges at the current offset. `moved` says
    /// whether the content moved under input or animation since the last update (the ranges then
    /// lead the way it went); a jump or a resize is no direction. Main thread, each frame.
    func updatePipeline(moved: Bool = false) {
        // Last, on every path: an empty collection may fetch too.
        defer { updateBatchFetching() }
        data.applyResults()
        let direction = currentDirection()
        guard hasItemsToLayOut else {
            if !rangeController.ranges.preload.isEmpty { act(on: rangeController.removeAllItems()) }
            return
        }
        let transitions = recomputeRanges(direction: moved ? direction : .none)
        // A collection whose items are their nested collections has no work of its own: the
        // collections on screen say where to serve.
        if setsSchedulerFocus, !itemsAreNestedCollections, case .asynchronous(let scheduler) = renderMode {
            setSchedulerFocus(scheduler)
        }
        act(on: transitions)
        warmUpIfReady()
    }

    /// The direction content moved since the last update, towards later items or back.
    func currentDirection() -> ScrollDirection {
        rangeController.direction(movingTo: ownScroller.scrollPosition)
    }

    /// Tells the scheduler where to serve first: the first visible item.
    func setSchedulerFocus(_ scheduler: any WorkScheduler) {
        scheduler.setFocus(schedulerFocus, pageCount: 0, isCircular: false)
    }

    /// Frees what left the ranges, submits work for what entered, and tells the delegate which
    /// items appeared or disappeared.
    func act(on transitions: RangeTransitions) {
        if !itemsAreNestedCollections {
            data.act(on: transitions)
            itemVisibilityChanged(entered: transitions.visible.entered, left: transitions.visible.left)
        }
        updateNestedCollections()
    }

    /// Texture stays in its Minimum tuning until the user scrolls, so the first swipe finds its
    /// neighbours not yet drawn. Folio moves to Full as soon as the visible items are drawn.
    func warmUpIfReady() {
        guard rangeController.mode == .minimum, !rangeController.hasUserScrolled else { return }
        let visible = rangeController.ranges.visible
        guard !visible.isEmpty, areVisibleItemsDrawn else { return }
        rangeController.userDidScroll()
        // Minimum's ranges lie inside Full's, so nothing leaves a range here.
        let transitions = recomputeRanges(direction: .none)
        if !itemsAreNestedCollections { data.act(on: transitions) }
        updateNestedCollections()
    }

    /// Tells the delegate which items appeared and disappeared.
    func itemVisibilityChanged(entered: Set<Int>, left: Set<Int>) {
        for index in left.sorted() where index >= 0 {
            guard let indexPath = sections.indexPath(ofFlatIndex: index),
                  let node = data.markDisplayEnded(item: index) else { continue }
            tellDelegate(node, item: index, at: indexPath, displays: false)
        }
        for index in entered.sorted() { announceDisplay(index) }
    }

    /// Tells the delegate item `index` will display, once, when its node exists.
    func announceDisplay(_ index: Int) {
        guard index >= 0, let indexPath = sections.indexPath(ofFlatIndex: index),
              let node = data.markDisplayed(item: index) else { return }
        tellDelegate(node, item: index, at: indexPath, displays: true)
    }

    /// Tells the delegate that item `index`'s `node` will display (`displays`) or ended
    /// displaying. A pager tells its pager delegate instead.
    func tellDelegate(_ node: CellNode, item index: Int, at indexPath: IndexPath, displays: Bool) {
        if displays {
            delegate?.collectionNode(self, willDisplay: node, forItemAt: indexPath)
        } else {
            delegate?.collectionNode(self, didEndDisplaying: node, forItemAt: indexPath)
        }
    }
}
