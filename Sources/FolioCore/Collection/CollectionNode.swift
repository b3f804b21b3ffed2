/// A scrolling container of cell nodes, Texture's `ASCollectionNode`: it makes each item's node
/// from a node block when the item first comes near the window, lays it out and rasterises it on
/// workers by range, and frees bitmaps and heavy data as items move away. Items here are laid
/// out in one row, each the size of the container (the paging layout); `PagerNode` adds paging
/// input on top. Main thread only.
///
/// What the items hold is kept within `memoryBudget`: the ranges say which items should be
/// ready, the budget how many of them can afford it (see `MemoryBudgetPlan`). Items are granted
/// their bitmaps and loaded data nearest the visible position first; the farthest lose theirs
/// first, and get no new work while the budget cannot hold them.
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

    /// Items holding a bitmap or loaded data. What is counted against the budget and uploaded is
    /// found here, so that the cost per frame follows the ranges, not how many items were ever
    /// visited (their elements stay, holding their nodes).
    private var residentPages: Set<Int> = []
    /// Elements holding a node.
    private var nodeCount = 0
    /// The most loaded data measured on one item since the data was loaded: what an item not
    /// loaded yet is expected to cost. The largest rather than the latest, so that the estimate
    /// only grows and a grant once refused is not offered again on a smaller guess.
    private var largestMeasuredPreloadBytes = 0
    /// The grants of the last check against the budget.
    private var budgetPlan = MemoryBudgetPlan.empty

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

    // MARK: - Memory budget

    /// The default `memoryBudget`, 256 MiB: the full ranges of the pager's tuning (3 bitmaps and
    /// 5 pages of loaded data) at 2560×1600 physical pixels, 16 MB a page, with room to spare,
    /// while a photo far larger than the window, or a very large window, can no longer make the
    /// neighbours hold gigabytes. Any thread.
    nonisolated public static let defaultMemoryBudget = 256 << 20

    /// The most bytes that the items' bitmaps and loaded data (decoded images, as reported by
    /// `DisplayNode.preloadedByteCount`) may hold together, in bytes; `defaultMemoryBudget` unless
    /// set. The visible items are always kept, even when they alone need more; beyond them,
    /// items are granted what they need nearest the visible position first, bitmap and data
    /// while both fit, then data alone, then nothing. Items denied their grant lose their bitmap
    /// (then their data) and get no work until the ranges move or the budget grows enough to
    /// hold them. A change applies at once. Main thread.
    public var memoryBudget: Int = CollectionNode.defaultMemoryBudget {
        didSet {
            guard memoryBudget != oldValue, hasItemsToLayOut else { return }
            applyResults()
            keepWithinBudget()
            submitWorkInRange()
        }
    }

    /// The bytes the items' bitmaps and loaded data hold now, as counted against
    /// `memoryBudget` (bitmaps still being made on workers are not counted until they arrive).
    /// For the debug overlay, statistics and tests. Main thread.
    public var heldByteCount: Int {
        residentPages.reduce(0) { $0 + (elements[$1]?.heldByteCount ?? 0) }
    }

    /// Grants the items of the ranges what the budget holds, nearest first, and frees what it
    /// does not: the bitmaps and data of items that lost their grant, and work not started for
    /// items with no grant left.
    private func keepWithinBudget() {
        let ranges = rangeController.ranges
        let order = ranges.preload.sorted(by: isNearer)
        let plan = MemoryBudgetPlan(pagesNearestFirst: order, ranges: ranges, budget: memoryBudget,
                                    bitmapBytes: bitmapBytes(of:), preloadBytes: preloadBytes(of:))
        budgetPlan = plan
        for page in residentPages where !ranges.visible.contains(page) {
            guard let element = elements[page] else { continue }
            if element.bitmap != nil, !plan.bitmapPages.contains(page) { releaseBitmap(page) }
            if element.isPreloaded, !plan.preloadPages.contains(page) { releasePreloadedData(page) }
        }
        for page in order where !plan.preloadPages.contains(page) { stopJob(page) }
    }

    /// Whether `a` is served before `b`: nearer the position, then the lower index, so that the
    /// plan does not depend on a set's order.
    private func isNearer(_ a: Int, _ b: Int) -> Bool {
        let (pa, pb) = (rangeController.priority(of: a), rangeController.priority(of: b))
        return pa != pb ? pa < pb : a < b
    }

    /// The bytes `page`'s bitmap holds or will hold at the current size: 4 per physical pixel.
    private func bitmapBytes(of page: Int) -> Int {
        let pixels = (itemSize.width * displayScale).rounded(.up) * (itemSize.height * displayScale).rounded(.up)
        let expected = pixels.isFinite && pixels > 0 ? Int(min(pixels * 4, 0x1p62)) : 0
        return max(expected, elements[page]?.bitmap?.byteCount ?? 0)
    }

    /// The bytes `page`'s loaded data holds, or held when last loaded, or is expected to hold.
    private func preloadBytes(of page: Int) -> Int {
        elements[page]?.measuredPreloadBytes ?? largestMeasuredPreloadBytes
    }

    /// Notes whether `page` still holds anything the budget counts.
    private func updateResidency(of page: Int) {
        if elements[page]?.isResident == true {
            residentPages.insert(page)
        } else {
            residentPages.remove(page)
        }
    }

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
        keepWithinBudget()
        submitWorkInRange()
        itemVisibilityChanged(entered: transitions.visible.entered, left: transitions.visible.left)
    }

    /// Submits work for every item of the preload range that lacks something and that the budget
    /// grants, nearest first (as of the last `keepWithinBudget()`).
    private func submitWorkInRange() {
        for page in budgetPlan.preloadOrder {
            ensureWork(page, inDisplay: budgetPlan.bitmapPages.contains(page))
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
        keepWithinBudget()
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
        updateResidency(of: page)
    }

    /// Takes finished work from the inbox, then frees what the budget no longer holds (a page's
    /// data may have turned out larger than expected). Main thread.
    func applyResults() {
        let results = inbox.drain()
        guard !results.isEmpty else { return }
        for result in results { apply(result) }
        keepWithinBudget()
        // A measurement can grant pages the last plan left out; they get their work now, not at
        // the next frame's update (waits such as `waitUntilItemsAreDrawn` only apply results).
        if hasItemsToLayOut { submitWorkInRange() }
    }

    private func apply(_ result: PageWorkResult) {
        guard result.generation == generation, let element = elements[result.page] else { return }
        element.job = nil
        if element.node == nil, let node = result.node {
            element.node = node
            nodesMade += 1
            nodeCount += 1
            itemNodeDidLoad(result.page)
        }
        defer { updateResidency(of: result.page) }
        let ranges = rangeController.ranges
        if let layout = result.layout, result.size == itemSize {
            element.layout = layout
            element.layoutSize = result.size
        }
        if result.preloaded {
            // Measured before anything frees it: what loading the page costs, for the budget.
            let bytes = (result.layout ?? element.layout).map(Self.preloadedBytes(in:)) ?? 0
            element.measuredPreloadBytes = bytes
            largestMeasuredPreloadBytes = max(largestMeasuredPreloadBytes, bytes)
            if ranges.preload.contains(result.page) { element.isPreloaded = true }
        }
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
            if ranges.preload.contains(result.page), budgetPlan.preloadPages.contains(result.page) {
                ensureWork(result.page, inDisplay: budgetPlan.bitmapPages.contains(result.page))
            }
        }
    }

    /// The bytes the nodes of `layout` hold in loaded data.
    private static func preloadedBytes(in layout: Layout) -> Int {
        layout.flattened().reduce(0) { total, positioned in
            let (sum, overflow) = total.addingReportingOverflow((positioned.element as? DisplayNode)?.preloadedByteCount ?? 0)
            return overflow ? Int.max : sum
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
        updateResidency(of: page)
    }

    private func releasePreloadedData(_ page: Int) {
        stopJob(page)
        guard let element = elements[page] else { return }
        // A job still running may be preloading; its result comes back here.
        if element.isPreloaded || element.job == nil, let layout = element.layout {
            for positioned in layout.flattened() { (positioned.element as? DisplayNode)?.clearPreloadedData() }
        }
        element.isPreloaded = false
        updateResidency(of: page)
    }

    private func discardElement(_ page: Int) {
        stopJob(page)
        if elements[page]?.node != nil { nodeCount -= 1 }
        elements[page] = nil
        updateResidency(of: page)
    }

    /// Forgets every item (nodes included) so that the data source is asked again. Main thread.
    func resetItems() {
        for page in elements.keys { stopJob(page) }
        elements.removeAll()
        residentPages.removeAll()
        nodeCount = 0
        largestMeasuredPreloadBytes = 0
        budgetPlan = .empty
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
        residentPages.filter { elements[$0]?.bitmap != nil }.sorted(by: isNearer)
    }

    /// How many items hold a node, a layout, loaded data or a bitmap: what memory follows. Main
    /// thread.
    public var residentCounts: (nodes: Int, preloaded: Int, bitmaps: Int) {
        (nodeCount,
         residentPages.count { elements[$0]?.isPreloaded == true },
         residentPages.count { elements[$0]?.bitmap != nil })
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
        /// Every item of the display range that the memory budget holds (the benchmark fills it
        /// before measuring).
        case display
    }

    /// Blocks until `items` have bitmaps of the current size, or `timeout` seconds pass; true if
    /// they are ready. It blocks the main thread: for the first frame, tests and benchmarks.
    @discardableResult
    public func waitUntilItemsAreDrawn(in items: DrawnItems, timeout: Double = 5) -> Bool {
        let start = ContinuousClock.now
        while true {
            applyResults()
            let ranges = rangeController.ranges
            // Display items the budget cannot hold are not drawn: waiting for them would only
            // time out.
            let pages = items == .visible ? ranges.visible : ranges.display.filter { ranges.visible.contains($0) || budgetPlan.bitmapPages.contains($0) }
            let ready = pages.allSatisfy { elements[$0]?.hasCurrentBitmap(size: itemSize, scale: displayScale) == true }
            if ready { return true }
            let elapsed = ContinuousClock.now - start
            let remaining = timeout - Double(elapsed.components.seconds) - Double(elapsed.components.attoseconds) / 1e18
            if remaining <= 0 { return false }
            _ = inbox.wait(timeout: min(remaining, 0.1))
        }
    }
}
