import Foundation

// A pager whose pages are collections (feeds): which pages have one, at which ranges, and where
// each page's collection was scrolled to.
extension PagerNode {
    /// The collection showing page `index`, while the page is near the window (in the pager's
    /// display range); nil otherwise, or when the pager's pages are not collections. Main thread.
    public func collectionNode(forPageAt index: Int) -> CollectionNode? {
        pageCollections[index]
    }

    /// The pages whose collections exist now (those near the window), in order. Main thread.
    public var pagesWithCollections: [Int] { pageCollections.keys.sorted() }

    /// Where page `index`'s collection is scrolled to: its live position while it exists, the
    /// kept one after it was let go, nil for a page never shown. Main thread.
    public func scrollPosition(ofPage index: Int) -> KeptScrollPosition? {
        pageCollections[index]?.keptScrollPosition ?? keptPositions[index]
    }

    /// Makes the collections of pages that came into the display range, lets go of those that
    /// left it (keeping their positions), and gives each its range mode: the pages on screen
    /// run their full ranges and may fetch more; the others make only their first screen.
    func updateCollections() {
        guard let source = dataSource as? any PagerCollectionDataSource, hasItemsToLayOut else {
            releaseAllCollections()
            return
        }
        let ranges = rangeController.ranges
        for page in pageCollections.keys.sorted() where !ranges.display.contains(page) {
            releaseCollection(ofPage: page)
        }
        let size = pageSize, scale = displayScale
        // The pages on screen first: theirs are the blocks the workers should start with.
        let wanted = ranges.display.sorted { (ranges.visible.contains($0) ? 0 : 1, $0) < (ranges.visible.contains($1) ? 0 : 1, $1) }
        for page in wanted where pageCollections[page] == nil {
            let collection = source.pagerNode(self, collectionNodeForPageAt: page)
            pageCollections[page] = collection
            collectionSource = source
            if let screenfuls = collectionPrewarmScreenfuls { collection.prewarm(screenfuls: screenfuls) }
            // Its mode before its size: a neighbour sized first would ask for the blocks of its
            // Minimum ranges, only to withdraw all but the first screen's.
            collection.forcedRangeMode = collectionRangeMode(ofPage: page, in: ranges)
            collection.allowsBatchFetching = ranges.visible.contains(page)
            collection.setsSchedulerFocus = ranges.visible.contains(page) || collectionPrewarmScreenfuls != nil
            collection.setBounds(size, scale: scale, at: now)
            collection.restore(keptPositions[page] ?? .top)
        }
        for (page, collection) in pageCollections {
            if collection.bounds != size || collection.displayScale != scale { collection.setBounds(size, scale: scale, at: now) }
            let mode = collectionRangeMode(ofPage: page, in: ranges)
            if collection.forcedRangeMode != mode { collection.forcedRangeMode = mode }
            // Only a feed on screen fetches: one beside it has only its first screen to show.
            let fetches = ranges.visible.contains(page)
            if collection.allowsBatchFetching != fetches { collection.allowsBatchFetching = fetches }
            collection.setsSchedulerFocus = fetches || collectionPrewarmScreenfuls != nil
        }
    }

    /// The range mode of page `page`'s collection: its own (full ranges) on screen, the first
    /// screen only beside it (where it does not fetch either); a prewarmed floor keeps everything, on screen or not.
    private func collectionRangeMode(ofPage page: Int, in ranges: PageRanges) -> RangeMode? {
        ranges.visible.contains(page) || collectionPrewarmScreenfuls != nil ? nil : .visibleOnly
    }

    /// Lets go of page `index`'s collection, keeping its position.
    func releaseCollection(ofPage index: Int) {
        guard let collection = pageCollections.removeValue(forKey: index) else { return }
        keptPositions[index] = collection.keptScrollPosition
        if nestedGesture?.page == index { nestedGesture = nil }
        // Its work and its fetch are cancelled now, not whenever the last reference goes.
        collection.cancelBatchFetching()
        collection.data.reset()
        // The source that made it: setting a new data source lets the old one's collections go
        // after `dataSource` already names the new one, and the old one must still cancel its
        // fetches.
        collectionSource?.pagerNode(self, didReleaseCollectionNode: collection, forPageAt: index)
    }

    /// Lets go of every page's collection, keeping their positions.
    func releaseAllCollections() {
        for page in pageCollections.keys.sorted() { releaseCollection(ofPage: page) }
        nestedGesture = nil
        nestedTrackpad = nil
    }

    /// Moves the pages' collections on to `time` and passes on what they reported, tagged with
    /// their pages. Returns whether any of them still moves.
    func tickCollections(at time: Double) -> Bool {
        var moving = false
        for page in pageCollections.keys.sorted() {
            guard let collection = pageCollections[page] else { continue }
            if collection.tick(at: time) { moving = true }
            for event in collection.takeCollectionEvents() {
                pendingEvents.append(.nested(item: page, event: event))
            }
        }
        return moving
    }

    /// The pager's Minimum tuning holds only the page on screen; once that page's collection
    /// shows its first screen, the Full tuning brings in the neighbours' collections.
    func warmUpCollectionsIfReady() {
        guard rangeController.mode == .minimum, !rangeController.hasUserScrolled else { return }
        let visible = rangeController.ranges.visible
        guard !visible.isEmpty, visible.allSatisfy({ pageCollections[$0]?.areVisibleItemsDrawn == true }) else { return }
        rangeController.userDidScroll()
        _ = recomputeRanges(direction: .none)
        updateCollections()
    }
}

extension CollectionNode {
    /// Whether the items on screen are drawn at their current size (none on screen counts).
    var areVisibleItemsDrawn: Bool {
        data.areDrawn(rangeController.ranges.visible)
    }
}
