import Foundation

extension CollectionNode {
    // MARK: - What the renderer reads

    /// When item `index`'s node block was asked for (on the clock the collection is driven
    /// with), the first time this is called after the request; nil afterwards. The host calls it
    /// when the item's content is first ready to draw. Main thread.
    public func takeNodeRequestTime(forItemAt index: Int) -> Double? {
        data.takeNodeRequestTime(ofItem: index)
    }

    /// When item `index`'s node block was asked for, if the item's bitmap now shows content that
    /// arrived after it was first drawn without it (an image fetched from a server, in place of
    /// its placeholder) and this was not asked since; nil otherwise. The host calls it when the
    /// item's texture is made. Main thread.
    public func takeContentArrivalRequestTime(forItemAt index: Int) -> Double? {
        data.takeArrivalRequestTime(ofItem: index)
    }

    /// The bitmap to show for item `index` (a flat index, or a header's key), with the size it
    /// was drawn at (which differs from the item's frame just after a resize). Main thread.
    public func bitmap(forItemAt index: Int) -> (bitmap: any ItemBitmap, size: Size)? {
        if Self.isGhostKey(index) {
            return animations.ghosts[index].flatMap { ghost in ghost.bitmap.map { ($0, ghost.size) } }
                ?? batchUpdates.contentFades.bitmap(forKey: index)
        }
        return data.bitmap(ofItem: index)
    }

    /// The items whose bitmap arrived, changed or went since the last call: what a texture cache
    /// looks at instead of scanning every item each frame. Keys are as of now: take the key
    /// remappings first. Main thread.
    public func takeBitmapChanges() -> Set<Int> { data.takeBitmapChanges() }

    /// How the keys of items and headers moved in the batch updates applied since the last call,
    /// oldest first: a texture cache applies them, in order, to what it holds before it takes
    /// the bitmap changes. Main thread.
    public func takeKeyRemappings() -> [CollectionKeyRemapping] {
        defer { pendingKeyRemappings.removeAll() }
        return pendingKeyRemappings
    }

    /// `items` in the order their bitmaps are best uploaded: nearest what is on screen first.
    /// Main thread.
    public func nearestFirst(_ items: some Collection<Int>) -> [Int] { data.nearestFirst(items) }

    /// Items holding bitmaps, nearest the visible position first (it looks at every item that
    /// holds something: for a prewarm or a test, not every frame). Main thread.
    public var itemsWithBitmaps: [Int] { data.itemsWithBitmaps }

    /// How many items hold a node, loaded data or a bitmap: what memory follows. Main thread.
    public var residentCounts: (nodes: Int, preloaded: Int, bitmaps: Int) { data.residentCounts }

    /// Nodes made so far since the data was last loaded. Main thread.
    public var nodesMade: Int { data.nodesMade }

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

    /// Whether `items` (of this collection alone) have bitmaps of the current size.
    func areItemsDrawn(_ items: DrawnItems) -> Bool {
        let ranges = rangeController.ranges
        switch items {
        case .visible:
            return data.areDrawn(ranges.visible)
        case .display:
            return data.areDrawn(data.displayItemsWithinBudget(of: ranges))
        }
    }

    /// Blocks until `items` have bitmaps of the current size, or `timeout` seconds pass; true if
    /// they are ready. It blocks the main thread: for the first frame, tests and benchmarks.
    @discardableResult
    public func waitUntilItemsAreDrawn(in items: DrawnItems, timeout: Double = 5) -> Bool {
        let start = ContinuousClock.now
        while true {
            data.applyResults()
            let ranges = rangeController.ranges
            // Display items the budget cannot hold are not drawn: waiting for them would only
            // time out.
            var wanted = items == .visible ? ranges.visible : data.displayItemsWithinBudget(of: ranges)
            // An item showing a collection is drawn when that collection's items are: its
            // first screen, or its display range for a prewarm.
            if itemsAreNestedCollections { wanted.subtract(visibleNestedCollections().map(\.item)) }
            let nested = items == .visible ? visibleNestedCollections().map(\.collection) : nestedCollectionsNearWindow
            let nestedDrawn = nested.allSatisfy { collection in
                // Measured rows move the items in range: the collection brings its ranges up to
                // date as it goes.
                collection.updatePipeline()
                return collection.areItemsDrawn(items)
            }
            if nestedDrawn, data.areDrawn(wanted) { return true }
            let remaining = timeout - (ContinuousClock.now - start).seconds
            if remaining <= 0 { return false }
            // The nested collections' results arrive in their own inboxes.
            data.waitForResults(alsoFor: nested.map(\.data), timeout: min(remaining, 0.1))
        }
    }
}
