/// The bookkeeping behind a collection, Texture's data controller: one element per item near the
/// ranges, the jobs that make, lay out, preload and rasterise items on workers, the results they
/// post, the memory budget, and which elements to forget. It is told the ranges by its owner and
/// pushes what changed for drawing (`takeBitmapChanges()`), so nothing scans every element per
/// frame. Main thread only; tested with the manual scheduler.
///
/// Items are named by flat index. Work is bumped into a new generation by `reset()` (after the
/// data changed); results of an older generation are dropped.
@MainActor
final class CollectionDataController {
    /// The platform services workers use to measure, decode and draw.
    let backend: RenderingBackend
    let renderMode: RenderMode
    weak var owner: (any CollectionDataControllerOwner)?

    /// The number of items, as the owner last said.
    var itemCount = 0
    /// Physical pixels per logical pixel of the display.
    private(set) var displayScale: Double = 1
    /// The most bytes bitmaps and loaded data may hold together (see `CollectionNode.memoryBudget`).
    var memoryBudget = CollectionNode.defaultMemoryBudget
    /// How many items beyond the preload range keep their nodes (and layouts) for a return visit;
    /// past it the longest gone are forgotten and their blocks asked again when they come back.
    var retainedItemLimit = CollectionNode.defaultRetainedItemLimit

    /// Every element, by its item's index (a flat index, a header's key or a ghost's key).
    /// Internal only because this type's extensions in other files of `Data/` change it: the
    /// collection asks the queries and intents in `CollectionDataController+Items.swift`, and
    /// nothing outside `Data/` (but tests) reads it.
    var elements: [Int: ItemElement] = [:]
    /// Where each element is now, by its id: what a job's result and a cell's request to be laid
    /// out again find their element by, whatever batch updates moved it meanwhile.
    var elementIndexes: [Int: Int] = [:]
    /// The id the next element gets.
    private var nextElementID = 0
    private(set) var generation = 0
    /// Where workers post results and cells their requests to be laid out again.
    private let inbox: PipelineInbox
    /// Nodes made so far, in this generation: what "a block runs once" is checked against.
    private(set) var nodesMade = 0
    /// Elements holding a node.
    var nodeCount = 0
    /// The owner's clock: the time the owner was last driven at, read here, never set here.
    let clock: CollectionClock

    /// Items holding a bitmap or loaded data: what is counted against the budget.
    var residentItems: Set<Int> = []
    /// Items that left the preload range holding a node, with when they left (a counter): the
    /// retention queue, trimmed oldest first.
    var departed: [Int: UInt64] = [:]
    private var departureClock: UInt64 = 0
    /// The most loaded data measured on one item since it was loaded: what an item not loaded yet
    /// is expected to cost. The largest rather than the latest, so that a grant once refused is
    /// not offered again on a smaller guess.
    private var largestMeasuredPreloadBytes = 0
    /// The grants of the last check against the budget.
    private(set) var budgetPlan = MemoryBudgetPlan.empty
    /// Items whose bitmap arrived, changed or went since the last `takeBitmapChanges()`.
    var bitmapChanges: Set<Int> = []

    /// Wakes the host's loop from another thread: when results wait, and for cells drawn on the
    /// main thread that ask to be drawn again.
    let wake: @Sendable () -> Void
    /// Whether a cell drawn on the main thread ever arrived: until one does, nothing looks for
    /// their redraw times.
    private(set) var hasMainThreadCells = false
    /// Whether any cell loaded so far holds an animated image: until one does, no frame looks
    /// for them.
    private(set) var hasAnimatedImages = false
    /// Whether the collection is on screen: false for a nested collection whose item is beside
    /// the screen, whose cells are then never `.visible`.
    var isShownOnScreen = true {
        didSet { if oldValue != isShownOnScreen { updateEveryInterfaceState() } }
    }

    init(backend: RenderingBackend, renderMode: RenderMode, clock: CollectionClock, wake: @escaping @Sendable () -> Void) {
        self.backend = backend
        self.clock = clock
        self.renderMode = renderMode
        self.wake = wake
        self.inbox = PipelineInbox(wake: wake)
    }

    isolated deinit {
        // Cells still in range hear that they left: what they started on screen stops.
        exitInterfaceStates(of: elements.sorted { $0.key < $1.key }.map(\.value))
    }

    var ranges: ItemRanges { owner?.ranges ?? .empty }

    // MARK: - Counts and sizes

    /// Sets the item count; drops state of items that no longer exist.
    func setItemCount(_ count: Int) {
        itemCount = max(0, count)
        for index in elements.keys where index >= itemCount { discardElement(index) }
    }

    /// The physical pixels per logical pixel item `index` is drawn at: the display's scale,
    /// times what its owner magnifies it by (a zoomed page), if that is a finite number above 0.
    func rasterScale(ofItem index: Int) -> Double {
        let magnification = owner?.rasterMagnification(ofItem: index) ?? 1
        return magnification.isFinite && magnification > 0 ? displayScale * magnification : displayScale
    }

    /// Sets the display scale; items in range are drawn again at it.
    func setDisplayScale(_ scale: Double) {
        displayScale = scale
        sizesChanged = true
    }

    /// Says that items' constrained sizes may have changed (a resize, new insets, a new layout):
    /// the next `act(on:)` looks at every item of the ranges again, even if none entered or
    /// left.
    func invalidateSizes() {
        sizesChanged = true
    }

    /// Whether sizes changed since the ranges were last acted on.
    var sizesChanged = false

    // MARK: - Acting on the ranges

    /// Frees what left the ranges, grants the budget, submits work for what the preload range
    /// lacks, and queues what left the preload range for forgetting.
    func act(on transitions: RangeTransitions) {
        updateInterfaceStates(of: transitions)
        // Nothing entered or left and no size changed: the grants and the work stand (results
        // that arrive re-plan in `applyResults`), and a frame of scrolling within the ranges
        // costs nothing here.
        guard !transitions.isEmpty || sizesChanged else { return }
        sizesChanged = false
        for index in transitions.display.left { releaseBitmap(index) }
        for index in transitions.preload.left { depart(index) }
        for index in transitions.preload.entered { departed[index] = nil }
        trimRetainedItems()
        keepWithinBudget()
        submitWorkInRange()
    }

    /// `index` left the preload range: its loaded data goes, and its layout (laid out again on a
    /// worker if it comes back); its node stays, queued for forgetting, so that a return soon
    /// does not ask for its block again.
    private func depart(_ index: Int) {
        releasePreloadedData(index)
        guard let element = elements[index], element.node != nil else { return }
        if element.job == nil {
            element.layout = nil
            element.layoutRange = nil
            element.replacedLayout = nil
        }
        departureClock += 1
        departed[index] = departureClock
    }

    /// Submits work for every item of the preload range that lacks something and that the budget
    /// grants, nearest first (as of the last `keepWithinBudget()`).
    func submitWorkInRange() {
        for index in budgetPlan.preloadOrder {
            ensureWork(index, inDisplay: budgetPlan.bitmapPages.contains(index))
        }
    }

    /// Whether every item of `items` has a bitmap made at its current size.
    func areDrawn(_ items: some Sequence<Int>) -> Bool {
        guard let owner else { return false }
        return items.allSatisfy { elements[$0]?.hasCurrentBitmap(range: owner.constrainedSize(ofItem: $0), scale: rasterScale(ofItem: $0)) == true }
    }

    /// Forgets the longest-gone items beyond `retainedItemLimit`: their nodes and layouts go, and
    /// a return visit asks for their blocks again. Trimmed to half the limit at a time, so that
    /// the sort is paid once per half-limit departures.
    private func trimRetainedItems() {
        guard departed.count > retainedItemLimit else { return }
        let keep = retainedItemLimit / 2
        let oldestFirst = departed.sorted { $0.value < $1.value }
        for (index, _) in oldestFirst.prefix(departed.count - keep) {
            departed[index] = nil
            guard !ranges.preload.contains(index) else { continue }
            discardElement(index)
        }
    }

    // MARK: - Memory budget

    /// The bytes the items' bitmaps and loaded data hold now.
    var heldByteCount: Int {
        residentItems.reduce(0) { $0 + (elements[$1]?.heldByteCount ?? 0) }
    }

    /// Grants the items of the ranges what the budget holds, nearest first, and frees what it
    /// does not: the bitmaps and data of items that lost their grant, and work not started for
    /// items with no grant left.
    func keepWithinBudget() {
        let ranges = self.ranges
        let order = nearestFirst(ranges.preload)
        let plan = MemoryBudgetPlan(pagesNearestFirst: order, ranges: ranges, budget: memoryBudget,
                                    bitmapBytes: bitmapBytes(of:), preloadBytes: preloadBytes(of:))
        budgetPlan = plan
        for index in residentItems where !ranges.visible.contains(index) {
            guard let element = elements[index] else { continue }
            if element.bitmap != nil, !plan.bitmapPages.contains(index) { releaseBitmap(index) }
            if element.isPreloaded, !plan.preloadPages.contains(index) { releasePreloadedData(index) }
        }
        for index in order where !plan.preloadPages.contains(index) { stopJob(index) }
    }

    /// `items` nearest what is on screen first, then by index, so that the order does not depend
    /// on a set's: each item's priority is asked once, not once per comparison.
    func nearestFirst(_ items: some Collection<Int>) -> [Int] {
        guard let owner else { return items.sorted() }
        return items.map { (owner.priority(ofItem: $0), $0) }.sorted { $0 < $1 }.map(\.1)
    }

    /// Whether `a` is served before `b`: nearer what is on screen, then the lower index, so that
    /// the plan does not depend on a set's order.
    func isNearer(_ a: Int, _ b: Int) -> Bool {
        guard let owner else { return a < b }
        let (pa, pb) = (owner.priority(ofItem: a), owner.priority(ofItem: b))
        return pa != pb ? pa < pb : a < b
    }

    /// The bytes `index`'s bitmap holds or will hold at its expected size: 4 per physical pixel,
    /// at most the rasterizer's largest bitmap; none for a cell drawn on the main thread (once its node says it is one).
    private func bitmapBytes(of index: Int) -> Int {
        if elements[index]?.node is MainThreadCellNode { return 0 }
        let size = owner?.expectedSize(ofItem: index) ?? .zero
        let scale = rasterScale(ofItem: index)
        let pixels = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
        // A cell larger than the rasterizer's largest bitmap is drawn smaller, within it.
        let largest = Double(backend.rasterizer.bitmapLimits.maximumByteCount)
        let expected = pixels.isFinite && pixels > 0 ? Int(min(pixels * 4, largest, 0x1p62)) : 0
        return max(expected, elements[index]?.bitmap?.byteCount ?? 0)
    }

    /// The bytes `index`'s loaded data holds, or held when last loaded, or is expected to hold.
    private func preloadBytes(of index: Int) -> Int {
        elements[index]?.measuredPreloadBytes ?? largestMeasuredPreloadBytes
    }

    /// Notes whether `index` still holds anything the budget counts.
    func updateResidency(of index: Int) {
        if elements[index]?.isResident == true {
            residentItems.insert(index)
        } else {
            residentItems.remove(index)
        }
    }

    // MARK: - Jobs

    /// Submits a job for `index` if something it needs is missing and no job is on it already.
    func ensureWork(_ index: Int, inDisplay: Bool) {
        guard let owner else { return }
        let element = elements[index] ?? makeElement(at: index)
        let range = owner.constrainedSize(ofItem: index)
        let needsNode = element.node == nil && !element.hasRequestedNode
        let needsLayout = !element.hasCurrentLayout(range: range)
        let needsPreload = !element.isPreloaded
        let scale = rasterScale(ofItem: index)
        let needsBitmap = inDisplay && !element.hasCurrentBitmap(range: range, scale: scale)
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
        let block: CellNodeBlock? = element.node == nil ? owner.nodeBlock(forItemAt: index) : nil
        if block != nil { element.contentTiming = ItemContentTiming(nodeRequested: clock.now) }
        element.hasRequestedNode = true
        let ticket = ItemJob.Ticket()
        element.job = ticket
        let job = ItemJob(
            element: element.id, generation: generation, contentVersion: element.contentVersion, block: block, node: element.node,
            layout: element.hasCurrentLayout(range: range) ? element.layout : nil,
            range: range, scale: scale, needsPreload: needsPreload, needsBitmap: needsBitmap,
            backend: backend, ticket: ticket
        )
        switch renderMode {
        case .asynchronous(let scheduler):
            let inbox = self.inbox
            // The scheduler may drop the item only once it is withdrawn (`stopJob`): a job that
            // starts always reports, so a node block that ran is never lost.
            scheduler.submit(WorkItem(key: owner.workKey(ofItem: index), token: ticket.item) {
                if let result = job.run() { inbox.post(result) }
            })
        case .synchronous:
            if let result = job.run() { apply(result) }
        }
    }

    /// Stops `index`'s job, if it has one. One that no worker has started is withdrawn: its block
    /// never runs, and the item is again as if never asked for, so that the data source is asked
    /// anew if it comes back (a fast flight passes thousands of items through the preload range,
    /// and running their blocks later would keep thousands of nodes). One that started only has
    /// its optional steps cancelled: it still delivers its node.
    func stopJob(_ index: Int) {
        guard let element = elements[index], let job = element.job else { return }
        guard job.withdraw() else {
            job.steps.cancel()
            return
        }
        element.job = nil
        element.needsAnotherJob = false
        guard element.node == nil else { return }
        // Without a node an item holds nothing else (no layout or delegate call) but, for a
        // reloaded item, the old content's bitmap shown until the new node is drawn: forget it,
        // so that a flight leaves no elements behind, and tell the texture caches that the
        // bitmap went, or they would keep it under a key that may come to name another item.
        if element.bitmap != nil { bitmapChanges.insert(index) }
        BackgroundReleaser.release(&element.bitmap)
        elements[index] = nil
        elementIndexes[element.id] = nil
        updateResidency(of: index)
    }

    /// Takes finished work from the inbox, then frees what the budget no longer holds (an item's
    /// data may have turned out larger than expected). Returns whether anything arrived.
    @discardableResult
    func applyResults() -> Bool {
        let results = inbox.drain()
        let invalidated = inbox.drainInvalidations()
        guard !results.isEmpty || !invalidated.isEmpty else { return false }
        for result in results { apply(result) }
        for id in invalidated.sorted() {
            if let index = elementIndexes[id] { invalidateContent(ofItem: index) }
        }
        keepWithinBudget()
        // A measurement can grant items the last plan left out; they get their work now, not at
        // the next frame's update (waits such as `waitUntilItemsAreDrawn` only apply results).
        if itemCount > 0 { submitWorkInRange() }
        return true
    }

    /// Blocks until a worker posts a result or `timeout` seconds pass; true if one waits (take it
    /// with `applyResults()`). It blocks the main thread: only where waiting is the point.
    @discardableResult
    func waitForResults(timeout: Double) -> Bool {
        inbox.wait(timeout: timeout)
    }

    /// Blocks until workers have posted results for this data controller or one of `others`, or
    /// `timeout` seconds pass; true if results wait. Main thread, where blocking is the point.
    @discardableResult
    func waitForResults(alsoFor others: [CollectionDataController], timeout: Double) -> Bool {
        PipelineInbox.wait(forAnyOf: [inbox] + others.map(\.inbox), timeout: timeout)
    }

    private func apply(_ result: ItemWorkResult) {
        guard result.generation == generation, let index = elementIndexes[result.element], let element = elements[index],
              let owner else { return }
        element.job = nil
        // A new node, or a layout that may have placed new subnodes, joins its item's ranges.
        defer { updateInterfaceState(ofItem: index) }
        if element.node == nil, let node = result.node {
            element.node = node
            nodesMade += 1
            nodeCount += 1
            let inbox = self.inbox, id = element.id
            node.setLayoutInvalidationHandler { [weak inbox] in inbox?.postInvalidation(of: id) }
            if let cell = node as? MainThreadCellNode {
                hasMainThreadCells = true
                cell.setDisplayHandler(wake)
            }
            owner.itemNodeDidLoad(index)
        }
        defer { updateResidency(of: index) }
        guard result.contentVersion == element.contentVersion else {
            // Made before the cell asked to be laid out again: only its node is of use.
            element.needsAnotherJob = false
            if ranges.preload.contains(index), budgetPlan.preloadPages.contains(index) {
                ensureWork(index, inDisplay: budgetPlan.bitmapPages.contains(index))
            }
            return
        }
        let ranges = self.ranges
        let range = owner.constrainedSize(ofItem: index)
        if let layout = result.layout, result.range == range {
            element.layout = layout
            element.layoutRange = result.range
            element.replacedLayout = nil
            owner.itemDidMeasure(index, size: layout.size, range: result.range)
        }
        if result.preloaded {
            // Measured before anything frees it: what loading the item costs, for the budget.
            let bytes = (result.layout ?? element.layout).map(Self.preloadedBytes(in:)) ?? 0
            if !hasAnimatedImages, let layout = result.layout ?? element.layout {
                hasAnimatedImages = layout.flattened().contains { ($0.element as? ImageNode)?.animation != nil }
            }
            element.measuredPreloadBytes = bytes
            largestMeasuredPreloadBytes = max(largestMeasuredPreloadBytes, bytes)
            if ranges.preload.contains(index) { element.isPreloaded = true }
        }
        if let bitmap = result.bitmap, ranges.display.contains(index) {
            if let duration = result.arrivalFadeDuration {
                element.contentTiming?.hasArrivalToReport = true
                if duration > 0, let old = element.bitmap, let oldSize = element.bitmapSize {
                    element.bitmap = nil
                    owner.itemBitmapWillFade(index, from: old, size: oldSize, duration: duration)
                }
            }
            BackgroundReleaser.release(&element.bitmap)
            element.bitmap = bitmap
            element.bitmapSize = result.size
            element.bitmapRange = result.range
            element.bitmapScale = result.scale
            bitmapChanges.insert(index)
            element.undrawable = nil
        }
        if let reason = result.unavailableReason, ranges.display.contains(index) {
            if result.bitmap == nil { element.undrawable = (result.range, result.scale) }
            if !element.hasLoggedUnavailableContent {
                // Once per item while it is kept: it is drawn again each time it comes back.
                element.hasLoggedUnavailableContent = true
                let shown = result.bitmap == nil ? "nor can its unavailable panel be, for now" : "it shows the unavailable panel"
                FolioLogger.content.line(.warning, "item \(index) cannot be drawn: \(reason); \(shown)")
            }
        }
        if !ranges.preload.contains(index) {
            // The item left while its job ran: it departs now that its node is here, or the
            // retention queue would never learn of it.
            if departed[index] == nil {
                depart(index)
                trimRetainedItems()
            } else {
                releasePreloadedData(index)
            }
        }
        if element.needsAnotherJob || result.range != range {
            element.needsAnotherJob = false
            if ranges.preload.contains(index), budgetPlan.preloadPages.contains(index) {
                ensureWork(index, inDisplay: budgetPlan.bitmapPages.contains(index))
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

    func releaseBitmap(_ index: Int) {
        guard let element = elements[index] else { return }
        // Only the steps: the item may still be in the preload range, and withdrawing its job
        // would ask the data source for its block again.
        element.job?.steps.cancel()
        if element.bitmap != nil { bitmapChanges.insert(index) }
        // Freeing megabytes of pixels must not cost the frame that scrolled the item away.
        BackgroundReleaser.release(&element.bitmap)
        element.bitmapSize = nil
        element.bitmapRange = nil
        element.undrawable = nil
        updateResidency(of: index)
    }

    func releasePreloadedData(_ index: Int) {
        stopJob(index)
        guard let element = elements[index] else { return }
        // A job still running may be preloading; its result comes back here.
        if element.isPreloaded || element.job == nil, let layout = element.layout {
            for positioned in layout.flattened() { (positioned.element as? DisplayNode)?.clearPreloadedData() }
        }
        element.isPreloaded = false
        updateResidency(of: index)
    }

    func discardElement(_ index: Int) {
        stopJob(index)
        guard let element = elements[index] else { return }
        if element.isDisplayedToDelegate { owner?.itemElementWillBeForgotten(index) }
        if element.node != nil { nodeCount -= 1 }
        if element.bitmap != nil { bitmapChanges.insert(index) }
        BackgroundReleaser.release(&element.bitmap)
        exitInterfaceStates(of: [element])
        element.node?.setLayoutInvalidationHandler(nil)
        elements[index] = nil
        elementIndexes[element.id] = nil
        departed[index] = nil
        updateResidency(of: index)
    }

    /// Drops the grants of the last check against the budget, and has the next `act(on:)` check
    /// again: a batch update moved the items they name.
    func dropGrants() {
        budgetPlan = .empty
        sizesChanged = true
    }

    /// A new element for item `index`, registered under a fresh id.
    func makeElement(at index: Int) -> ItemElement {
        let element = ItemElement(id: takeElementID())
        elements[index] = element
        elementIndexes[element.id] = index
        return element
    }

    /// A fresh element id.
    func takeElementID() -> Int {
        defer { nextElementID += 1 }
        return nextElementID
    }

    /// Forgets every item (nodes included) so that the data source is asked again.
    func reset() {
        for index in elements.keys.sorted() where elements[index]?.isDisplayedToDelegate == true {
            owner?.itemElementWillBeForgotten(index)
        }
        for index in elements.keys { stopJob(index) }
        for (index, element) in elements where element.bitmap != nil { bitmapChanges.insert(index) }
        // A whole collection let go (a feed beside the screen) frees megabytes of pixels and
        // decoded images: not on the frame that let it go.
        exitInterfaceStates(of: elements.sorted { $0.key < $1.key }.map(\.value))
        for element in elements.values {
            BackgroundReleaser.release(&element.bitmap)
            element.layout = nil
            element.replacedLayout = nil
            element.node?.setLayoutInvalidationHandler(nil)
            BackgroundReleaser.release(&element.node)
        }
        elements.removeAll()
        elementIndexes.removeAll()
        residentItems.removeAll()
        departed.removeAll()
        nodeCount = 0
        largestMeasuredPreloadBytes = 0
        budgetPlan = .empty
        generation += 1
        nodesMade = 0
    }

    // MARK: - What the renderer reads

    /// The items whose bitmap arrived, changed or went since the last call: what a texture cache
    /// must look at, instead of scanning every item each frame.
    func takeBitmapChanges() -> Set<Int> {
        defer { bitmapChanges.removeAll(keepingCapacity: true) }
        return bitmapChanges
    }

    /// Items holding bitmaps, nearest first.
    var itemsWithBitmaps: [Int] {
        nearestFirst(residentItems.filter { elements[$0]?.bitmap != nil })
    }

    /// How many items hold a node, loaded data or a bitmap.
    var residentCounts: (nodes: Int, preloaded: Int, bitmaps: Int) {
        (nodeCount,
         residentItems.count { elements[$0]?.isPreloaded == true },
         residentItems.count { elements[$0]?.bitmap != nil })
    }
}
