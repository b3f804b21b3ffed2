/// A scrolling container of cell nodes, Texture's `ASCollectionNode`: it makes each item's node
/// from a node block when the item first comes near the window, lays it out and rasterises it on
/// workers by range, and frees bitmaps and heavy data as items move away. Items here are laid
/// out in one row, each the size of the container (the paging layout); `PagerNode` adds paging
/// input on top. Main thread only.
@MainActor
open class CollectionNode {
    /// The platform services workers use to measure, decode and draw.
    public let backend: RenderingBackend
    public let renderMode: PagerRenderMode
    /// The visible, display and preload ranges, with their tuning.
    public private(set) var rangeController: RangeController

    /// The number of items, as the data source last said.
    public private(set) var itemCount = 0
    /// The size of each item: the container's bounds, in logical pixels.
    public private(set) var itemSize: Size = .zero
    /// Physical pixels per logical pixel of the display the container is on.
    public private(set) var displayScale: Double = 1

    var elements: [Int: PageElement] = [:]
    /// Bumped by `reloadData()`; results of an older generation are dropped.
    var generation = 0
    let inbox: PipelineInbox
    /// Nodes made so far, in this generation: what "a block runs once" is checked against.
    public private(set) var nodesMade = 0

    init(backend: RenderingBackend, renderMode: PagerRenderMode, wake: @escaping @Sendable () -> Void) {
        self.backend = backend
        self.renderMode = renderMode
        self.inbox = PipelineInbox(wake: wake)
        var tuning = RangeTuning.pager
        if case .synchronous = renderMode {
            // The baseline makes only what is on screen, when it is on screen.
            tuning[.minimum, .display] = RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
            tuning[.minimum, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
            tuning[.full, .display] = RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
            tuning[.full, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
        }
        self.rangeController = RangeController(tuning: tuning)
    }

    // MARK: - Hooks for the concrete container

    /// The block for item `index`, asked once per item and generation. Main thread.
    func nodeBlock(forItemAt index: Int) -> CellNodeBlock { { CellNode() } }

    /// Whether the container wraps around (circular paging).
    var wrapsAround: Bool { false }

    // MARK: - Sizes and counts

    /// Sets the item count (after the data source changed). Drops state of items that no longer
    /// exist.
    func setItemCount(_ count: Int) {
        itemCount = max(0, count)
        for page in elements.keys where page >= itemCount { discardElement(page) }
    }

    /// Sets the item size and display scale; items in range are laid out again on workers and
    /// keep their old bitmaps (drawn scaled) until the new ones arrive.
    func setItemSize(_ size: Size, scale: Double) {
        guard size != itemSize || scale != displayScale else { return }
        itemSize = size
        displayScale = scale
    }

    // MARK: - The pipeline

    /// Brings every item's work in line with the ranges at `position`: asks for nodes, lays out,
    /// preloads and rasterises what entered, cancels and frees what left. Main thread, each frame.
    func updatePipeline(position: Double, direction: ScrollDirection) {
        applyResults()
        guard itemCount > 0, !itemSize.isEmpty else { return }
        let transitions = rangeController.update(position: position, pageCount: itemCount, isCircular: wrapsAround, direction: direction)
        for page in transitions.display.left { releaseBitmap(page) }
        for page in transitions.preload.left { releasePreloadedData(page) }
        if case .asynchronous(let scheduler) = renderMode {
            scheduler.setFocus(position, pageCount: itemCount, isCircular: wrapsAround)
        }
        let ranges = rangeController.ranges
        for page in orderedByDistance(ranges.preload, from: position) {
            ensureWork(page, inDisplay: ranges.display.contains(page))
        }
        itemVisibilityChanged(entered: transitions.visible.entered, left: transitions.visible.left)
        warmUpIfReady()
    }

    /// Texture stays in its Minimum tuning until the user scrolls, so the first swipe finds its
    /// neighbour not yet drawn. Folio moves to Full as soon as the visible items are drawn: the
    /// neighbours are then made while the user is still looking at the first page.
    private func warmUpIfReady() {
        guard rangeController.mode == .minimum, !rangeController.hasUserScrolled else { return }
        let visible = rangeController.ranges.visible
        guard !visible.isEmpty,
              visible.allSatisfy({ elements[$0]?.hasCurrentBitmap(size: itemSize, scale: displayScale) == true })
        else { return }
        rangeController.userDidScroll()
        // Minimum's ranges lie inside Full's, so nothing leaves a range here.
        _ = rangeController.update(position: rangeController.position, pageCount: itemCount,
                                   isCircular: wrapsAround, direction: .none)
        for page in orderedByDistance(rangeController.ranges.preload, from: rangeController.position) {
            ensureWork(page, inDisplay: rangeController.ranges.display.contains(page))
        }
    }

    /// Called with the items that became visible or stopped being visible.
    func itemVisibilityChanged(entered: Set<Int>, left: Set<Int>) {}

    /// Called when an item's node arrives from a worker.
    func itemNodeDidLoad(_ page: Int) {}

    private func orderedByDistance(_ pages: Set<Int>, from position: Double) -> [Int] {
        pages.sorted { rangeController.priority(of: $0) < rangeController.priority(of: $1) }
    }

    /// Submits a job for `page` if something it needs is missing and no job is on it already.
    private func ensureWork(_ page: Int, inDisplay: Bool) {
        let element = elements[page] ?? PageElement()
        elements[page] = element
        let needsNode = element.node == nil && !element.hasRequestedNode
        let needsLayout = !element.hasCurrentLayout(size: itemSize)
        let needsPreload = !element.isPreloaded
        let needsBitmap = inDisplay && !element.hasCurrentBitmap(size: itemSize, scale: displayScale)
        guard needsNode || needsLayout || needsPreload || needsBitmap else { return }
        guard element.job == nil else {
            element.needsAnotherJob = true
            return
        }
        guard element.node != nil || needsNode else {
            // The block went to a job that is still running; its result will bring the node.
            element.needsAnotherJob = true
            return
        }
        let block: CellNodeBlock? = element.node == nil ? nodeBlock(forItemAt: page) : nil
        element.hasRequestedNode = true
        let token = CancellationToken()
        element.job = token
        let job = PageJob(
            page: page, generation: generation, block: block, node: element.node,
            layout: element.hasCurrentLayout(size: itemSize) ? element.layout : nil,
            size: itemSize, scale: displayScale, needsPreload: needsPreload, needsBitmap: needsBitmap,
            backend: backend, cancellation: token
        )
        switch renderMode {
        case .asynchronous(let scheduler):
            let inbox = self.inbox
            // The item's own token is never cancelled: the job must always run and report, so
            // that a node block handed to it is never lost.
            scheduler.submit(WorkItem(key: page, token: CancellationToken()) { inbox.post(job.run()) })
        case .synchronous:
            apply(job.run())
        }
    }

    /// Takes finished work from the inbox. Main thread.
    func applyResults() {
        for result in inbox.drain() { apply(result) }
    }

    private func apply(_ result: PageWorkResult) {
        guard result.generation == generation, let element = elements[result.page] else { return }
        element.job = nil
        if element.node == nil, let node = result.node {
            element.node = node
            nodesMade += 1
            itemNodeDidLoad(result.page)
        }
        let ranges = rangeController.ranges
        if let layout = result.layout, result.size == itemSize {
            element.layout = layout
            element.layoutSize = result.size
        }
        if result.preloaded, ranges.preload.contains(result.page) { element.isPreloaded = true }
        if let bitmap = result.bitmap, ranges.display.contains(result.page) {
            element.bitmap = bitmap
            element.bitmapSize = result.size
            element.bitmapScale = result.scale
        }
        if !ranges.preload.contains(result.page) {
            releasePreloadedData(result.page)
        }
        if element.needsAnotherJob || result.size != itemSize {
            element.needsAnotherJob = false
            if ranges.preload.contains(result.page) {
                ensureWork(result.page, inDisplay: ranges.display.contains(result.page))
            }
        }
    }

    private func releaseBitmap(_ page: Int) {
        guard let element = elements[page] else { return }
        element.job?.cancel()
        element.bitmap = nil
        element.bitmapSize = nil
    }

    private func releasePreloadedData(_ page: Int) {
        guard let element = elements[page] else { return }
        element.job?.cancel()
        if element.isPreloaded || element.job == nil, let layout = element.layout {
            for positioned in layout.flattened() { (positioned.element as? DisplayNode)?.clearPreloadedData() }
        }
        element.isPreloaded = false
    }

    private func discardElement(_ page: Int) {
        elements[page]?.job?.cancel()
        elements[page] = nil
    }

    /// Forgets every item (nodes included) so that the data source is asked again. Main thread.
    func resetItems() {
        for element in elements.values { element.job?.cancel() }
        elements.removeAll()
        generation += 1
        nodesMade = 0
        _ = rangeController.removeAllPages()
    }

    // MARK: - What the renderer reads

    /// The bitmap to show for `page`, with the page size it was drawn for (which differs from
    /// `itemSize` just after a resize). Main thread.
    public func bitmap(forItemAt page: Int) -> (bitmap: any PageBitmap, size: Size)? {
        guard let element = elements[page], let bitmap = element.bitmap, let size = element.bitmapSize else { return nil }
        return (bitmap, size)
    }

    /// Items holding bitmaps, nearest the visible position first: the order to upload them in.
    /// Main thread.
    public var itemsWithBitmaps: [Int] {
        elements.filter { $0.value.bitmap != nil }.map(\.key).sorted { rangeController.priority(of: $0) < rangeController.priority(of: $1) }
    }

    /// How many items hold a node, a layout, loaded data or a bitmap: what memory follows. Main
    /// thread.
    public var residentCounts: (nodes: Int, preloaded: Int, bitmaps: Int) {
        (elements.values.filter { $0.node != nil }.count,
         elements.values.filter(\.isPreloaded).count,
         elements.values.filter { $0.bitmap != nil }.count)
    }

    /// Blocks until the visible items have bitmaps of the current size, or `timeout` seconds
    /// pass; true if they are ready. For the first frame and tests: it blocks the main thread.
    @discardableResult
    public func waitUntilVisibleItemsAreDrawn(timeout: Double = 5) -> Bool {
        let start = ContinuousClock.now
        while true {
            applyResults()
            let visible = rangeController.ranges.visible
            let ready = visible.allSatisfy { elements[$0]?.hasCurrentBitmap(size: itemSize, scale: displayScale) == true }
            if ready { return true }
            let elapsed = ContinuousClock.now - start
            let remaining = timeout - Double(elapsed.components.seconds) - Double(elapsed.components.attoseconds) / 1e18
            if remaining <= 0 { return false }
            _ = inbox.wait(timeout: min(remaining, 0.1))
        }
    }
}
