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
    /// The latest time the container was driven at, in seconds on the host's clock.
    var now: Double = 0

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
        guard hasItemsToLayOut else { return }
        let transitions = rangeController.update(position: position, pageCount: itemCount, isCircular: wrapsAround, direction: direction)
        if case .asynchronous(let scheduler) = renderMode {
            scheduler.setFocus(position, pageCount: itemCount, isCircular: wrapsAround)
        }
        act(on: transitions)
        warmUpIfReady()
    }

    /// Whether there is anything for ranges to hold: items, and a size to lay them out at.
    private var hasItemsToLayOut: Bool { itemCount > 0 && !itemSize.isEmpty }

    /// Frees what left the ranges, submits work for what the preload range lacks, and tells the
    /// container which items appeared or disappeared.
    private func act(on transitions: RangeTransitions) {
        for page in transitions.display.left { releaseBitmap(page) }
        for page in transitions.preload.left { releasePreloadedData(page) }
        submitWorkInRange()
        itemVisibilityChanged(entered: transitions.visible.entered, left: transitions.visible.left)
    }

    /// Submits work for every item of the preload range that lacks something, nearest first.
    private func submitWorkInRange() {
        let ranges = rangeController.ranges
        for page in ranges.preload.sorted(by: { rangeController.priority(of: $0) < rangeController.priority(of: $1) }) {
            ensureWork(page, inDisplay: ranges.display.contains(page))
        }
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
        submitWorkInRange()
    }

    /// Called with the items that became visible or stopped being visible.
    func itemVisibilityChanged(entered: Set<Int>, left: Set<Int>) {}

    /// Called when an item's node arrives from a worker.
    func itemNodeDidLoad(_ page: Int) {}

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
        if block != nil { element.nodeRequestTime = now }
        element.hasRequestedNode = true
        let ticket = PageJob.Ticket()
        element.job = ticket
        let job = PageJob(
            page: page, generation: generation, block: block, node: element.node,
            layout: element.hasCurrentLayout(size: itemSize) ? element.layout : nil,
            size: itemSize, scale: displayScale, needsPreload: needsPreload, needsBitmap: needsBitmap,
            backend: backend, ticket: ticket
        )
        switch renderMode {
        case .asynchronous(let scheduler):
            let inbox = self.inbox
            // The scheduler may drop the item only once it is withdrawn (`stopJob`): a job that
            // starts always reports, so a node block that ran is never lost.
            scheduler.submit(WorkItem(key: page, token: ticket.item) {
                if let result = job.run() { inbox.post(result) }
            })
        case .synchronous:
            if let result = job.run() { apply(result) }
        }
    }

    /// Stops `page`'s job, if it has one. One that no worker has started is withdrawn: its block
    /// never runs, and the page is again as if never asked for, so that the data source is asked
    /// anew if it comes back (a fast flight passes thousands of pages through the preload range,
    /// and running their blocks later would keep thousands of nodes). One that started only has
    /// its optional steps cancelled: it still delivers its node.
    private func stopJob(_ page: Int) {
        guard let element = elements[page], let job = element.job else { return }
        guard job.withdraw() else {
            job.steps.cancel()
            return
        }
        element.job = nil
        element.needsAnotherJob = false
        guard element.node == nil else { return }
        // Without a node a page holds nothing else (no layout, bitmap or delegate call): forget
        // it, so that a flight leaves no elements behind.
        elements[page] = nil
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
            BackgroundReleaser.release(&element.bitmap)
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
        // Only the steps: the page may still be in the preload range, and withdrawing its job
        // would ask the data source for its block again.
        element.job?.steps.cancel()
        // Freeing megabytes of pixels must not cost the frame that scrolled the page away.
        BackgroundReleaser.release(&element.bitmap)
        element.bitmapSize = nil
    }

    private func releasePreloadedData(_ page: Int) {
        stopJob(page)
        guard let element = elements[page] else { return }
        // A job still running may be preloading; its result comes back here.
        if element.isPreloaded || element.job == nil, let layout = element.layout {
            for positioned in layout.flattened() { (positioned.element as? DisplayNode)?.clearPreloadedData() }
        }
        element.isPreloaded = false
    }

    private func discardElement(_ page: Int) {
        stopJob(page)
        elements[page] = nil
    }

    /// Forgets every item (nodes included) so that the data source is asked again. Main thread.
    func resetItems() {
        for page in elements.keys { stopJob(page) }
        elements.removeAll()
        generation += 1
        nodesMade = 0
        _ = rangeController.removeAllPages()
    }

    // MARK: - Tuning

    /// A range mode that overrides the usual `.minimum`/`.full`, as in Texture's range
    /// controller: set `.lowMemory` when the system is short of memory (only the visible items
    /// keep bitmaps and loaded data) and `.visibleOnly` while the container is hidden (e.g. its
    /// window is minimised); nil, the default, goes back to the usual modes. The change applies
    /// at once: items leaving the display range lose their bitmaps, items leaving the preload
    /// range their decoded images and any work not started yet, and when the override is lifted
    /// the items coming back into range have their work submitted again. Main thread.
    public var forcedRangeMode: RangeMode? {
        get { rangeController.forcedMode }
        set {
            guard newValue != rangeController.forcedMode else { return }
            applyResults()
            let before = rangeController.ranges
            let transitions = rangeController.setForcedMode(newValue)
            guard hasItemsToLayOut else {
                // The controller recomputed at its last count and size, which may be stale; the
                // next update computes the ranges afresh.
                _ = rangeController.removeAllPages()
                act(on: RangeTransitions(from: before, to: .empty))
                return
            }
            act(on: transitions)
            warmUpIfReady()
        }
    }

    /// The screenfuls each range reaches for every mode, as in Texture's tuning setters. A change
    /// takes effect at the next update. Main thread.
    public var rangeTuning: RangeTuning {
        get { rangeController.tuning }
        set { rangeController.tuning = newValue }
    }

    // MARK: - What the renderer reads

    /// When `page`'s node block was asked for (on the clock the container is driven with), the
    /// first time this is called after the request; nil afterwards and for pages never asked
    /// for. The host calls it when the page's content is first ready to draw. Main thread.
    public func takeNodeRequestTime(forItemAt page: Int) -> Double? {
        guard let element = elements[page], let time = element.nodeRequestTime else { return nil }
        element.nodeRequestTime = nil
        return time
    }

    /// The visible, display and preload ranges as of the last update (the debug overlay shows
    /// them). Main thread.
    public var ranges: PageRanges { rangeController.ranges }

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
        waitUntilItemsAreDrawn(in: .visible, timeout: timeout)
    }

    /// Which items `waitUntilItemsAreDrawn(in:timeout:)` waits for.
    public enum DrawnItems: Sendable {
        /// The items on screen.
        case visible
        /// Every item of the display range (the benchmark fills it before measuring).
        case display
    }

    /// Blocks until `items` have bitmaps of the current size, or `timeout` seconds pass; true if
    /// they are ready. It blocks the main thread: for the first frame, tests and benchmarks.
    @discardableResult
    public func waitUntilItemsAreDrawn(in items: DrawnItems, timeout: Double = 5) -> Bool {
        let start = ContinuousClock.now
        while true {
            applyResults()
            let pages = items == .visible ? rangeController.ranges.visible : rangeController.ranges.display
            let ready = pages.allSatisfy { elements[$0]?.hasCurrentBitmap(size: itemSize, scale: displayScale) == true }
            if ready { return true }
            let elapsed = ContinuousClock.now - start
            let remaining = timeout - Double(elapsed.components.seconds) - Double(elapsed.components.attoseconds) / 1e18
            if remaining <= 0 { return false }
            _ = inbox.wait(timeout: min(remaining, 0.1))
        }
    }
}
