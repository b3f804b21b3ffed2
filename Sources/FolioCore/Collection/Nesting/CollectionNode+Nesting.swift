import Foundation

// Collections inside items: which items hold one, at which ranges, and where each was scrolled
// to. Every collection can nest; one whose data source is not a `NestedCollectionDataSource`
// holds none.
extension CollectionNode {
    /// The data source, when it nests collections in its items.
    var nestingSource: (any NestedCollectionDataSource)? { dataSource as? any NestedCollectionDataSource }

    /// Whether the items are their nested collections, with no nodes of their own (a pager of
    /// feeds).
    var itemsAreNestedCollections: Bool { nestingSource?.nestedCollectionsAreTheItems ?? false }

    /// The collection nested in item `item` (flat), while the item is near the window (in this
    /// collection's display range); nil otherwise, or when the item holds none. Main thread.
    public func nestedCollection(ofItem item: Int) -> CollectionNode? {
        nesting.collection(ofItem: item)
    }

    /// The items whose nested collections exist now (those near the window), in order. Main
    /// thread.
    public var itemsWithNestedCollections: [Int] { nesting.items }

    /// Where item `item`'s nested collection is scrolled to: its live position while it exists,
    /// the kept one after it was let go, nil for an item never shown. Main thread.
    public func nestedScrollPosition(ofItem item: Int) -> KeptScrollPosition? {
        nesting.collection(ofItem: item)?.keptScrollPosition ?? nesting.keptPosition(ofItem: item)
    }

    /// The item (flat) whose nested collection is `collection`, while it is nested here. Main
    /// thread.
    public func item(holdingNestedCollection collection: CollectionNode) -> Int? {
        nesting.item(holding: collection)
    }

    /// The frame of item `item`'s nested collection in this collection's coordinates: the item's
    /// frame where it is drawn, less the collection's insets.
    func nestedFrame(ofItem item: Int) -> Rect? {
        guard let insets = nesting.insets(ofItem: item), let frame = controlFrame(ofItem: item) else { return nil }
        return Self.inset(frame, by: insets)
    }

    /// The size item `item`'s collection is laid out at: the item's size less `insets`.
    private func nestedSize(ofItem item: Int, insets: EdgeInsets) -> Size? {
        let size = expectedSize(ofItem: item)
        return Self.inset(Rect(origin: .zero, size: size), by: insets).size
    }

    /// `rect` less `insets`, never negative in size.
    static func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        Rect(x: rect.minX + insets.left, y: rect.minY + insets.top,
             width: max(0, rect.width - insets.left - insets.right), height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// Makes the collections of items that came into the display range, lets go of those that
    /// left it (keeping their positions), and gives each its size and range mode: those on
    /// screen run their full ranges and may fetch more; the others make only their first screen.
    func updateNestedCollections() {
        guard let source = nestingSource, hasItemsToLayOut else {
            releaseAllNestedCollections()
            return
        }
        nesting.adopt(source)
        let ranges = rangeController.ranges
        for item in nesting.items where !ranges.display.contains(item) {
            releaseNestedCollection(ofItem: item)
        }
        nesting.forgetDeclined(outside: ranges.display)
        let scale = displayScale
        // The items on screen first: theirs are the blocks the workers should start with.
        let wanted = ranges.display.filter { $0 >= 0 }
            .sorted { (ranges.visible.contains($0) ? 0 : 1, $0) < (ranges.visible.contains($1) ? 0 : 1, $1) }
        for item in wanted where nesting.collection(ofItem: item) == nil && !nesting.hasDeclined(item) {
            guard let indexPath = sections.indexPath(ofFlatIndex: item),
                  let collection = source.collectionNode(self, nestedCollectionForItemAt: indexPath) else {
                nesting.decline(item)
                continue
            }
            let insets = source.collectionNode(self, insetsOfNestedCollectionAt: indexPath)
            let kept = nesting.insert(collection, insets: insets, forItem: item)
            if let screenfuls = nesting.prewarmScreenfuls { collection.prewarm(screenfuls: screenfuls) }
            // Its mode before its size: a neighbour sized first would ask for the blocks of its
            // Minimum ranges, only to withdraw all but the first screen's.
            configureNested(collection, ofItem: item, in: ranges)
            collection.setBounds(nestedSize(ofItem: item, insets: insets) ?? .zero, scale: scale, at: now)
            collection.restore(kept)
            if let focus = nesting.pendingFocus, focus.item == item {
                nesting.pendingFocus = nil
                collection.focusNearest(across: focus.across)
            }
        }
        for item in nesting.items {
            guard let collection = nesting.collection(ofItem: item), let insets = nesting.insets(ofItem: item) else { continue }
            let size = nestedSize(ofItem: item, insets: insets) ?? .zero
            if collection.bounds != size || collection.displayScale != scale { collection.setBounds(size, scale: scale, at: now) }
            configureNested(collection, ofItem: item, in: ranges)
        }
    }

    /// Gives item `item`'s collection its range mode (its own, full ranges on screen; the first
    /// screen only beside it, where it does not fetch either; everything for a prewarmed floor),
    /// whether it fetches, and whether it tells the workers where to serve.
    private func configureNested(_ collection: CollectionNode, ofItem item: Int, in ranges: ItemRanges) {
        let onScreen = ranges.visible.contains(item)
        collection.setShownOnScreen(onScreen && isShownOnScreen)
        let mode: RangeMode? = onScreen || nesting.prewarmScreenfuls != nil ? nil : .visibleOnly
        if collection.forcedRangeMode != mode { collection.forcedRangeMode = mode }
        if collection.allowsBatchFetching != onScreen { collection.allowsBatchFetching = onScreen }
        // Collections that share workers take turns: only those on screen say where to serve,
        // and only when the outer collection's items have no work of their own.
        collection.setsSchedulerFocus = (onScreen && itemsAreNestedCollections) || nesting.prewarmScreenfuls != nil
    }

    /// Lets go of item `item`'s collection, keeping its position unless `keepingPosition` is
    /// false (the item was deleted or reloaded).
    func releaseNestedCollection(ofItem item: Int, keepingPosition: Bool = true) {
        let position = keepingPosition ? nesting.collection(ofItem: item)?.keptScrollPosition : nil
        guard let collection = nesting.remove(item: item, keeping: position) else { return }
        letGo(collection, ofItem: item)
    }

    /// Stops `collection`'s work and fetch now, not whenever the last reference goes, and tells
    /// the source that made it.
    private func letGo(_ collection: CollectionNode, ofItem item: Int) {
        collection.cancelBatchFetching()
        collection.releaseAllNestedCollections()
        collection.data.reset()
        // The source that made it: setting a new data source lets the old one's collections go
        // after `dataSource` already names the new one, and the old one must still cancel its
        // fetches.
        nesting.source?.collectionNode(self, didReleaseNestedCollection: collection, ofItem: item)
    }

    /// After a reload to `itemCount` items: the positions kept for another data source's
    /// collections, or for items past the end, go.
    func keepNestedPositions(upTo itemCount: Int) {
        if let source = nestingSource { nesting.adopt(source) }
        nesting.dropKeptPositions(from: nestingSource == nil ? 0 : itemCount)
    }

    /// Lets go of every nested collection, keeping their positions.
    func releaseAllNestedCollections() {
        for item in nesting.items { releaseNestedCollection(ofItem: item) }
        nesting.pointerGesture = nil
        nesting.trackpadGesture = nil
        nesting.pendingFocus = nil
        nesting.forgetDeclined(outside: nil)
    }

    /// Moves the nested collections and what is kept of them with their items through a batch
    /// update; those of deleted and reloaded items are let go.
    func remapNestedCollections(_ plan: CollectionUpdatePlan) {
        for released in nesting.remap(plan) { letGo(released.collection, ofItem: released.item) }
    }

    /// Moves the nested collections on to `time` and passes on what they reported, tagged with
    /// their items. Returns whether any of them still moves.
    func tickNestedCollections(at time: Double) -> Bool {
        var moving = false
        for item in nesting.items {
            guard let collection = nesting.collection(ofItem: item) else { continue }
            if collection.tick(at: time) { moving = true }
            for event in collection.takeCollectionEvents() {
                pendingEvents.append(.nested(item: item, event: event))
            }
        }
        return moving
    }

    /// The earliest deadline of the nested collections.
    var nestedDeadline: Double? {
        nesting.items.compactMap { nesting.collection(ofItem: $0)?.nextDeadline }.min()
    }

    /// Whether a nested collection moves.
    var nestedCollectionsMove: Bool {
        nesting.items.contains { nesting.collection(ofItem: $0)?.isMoving == true }
    }

    /// Whether the items on screen are drawn at their current size (none on screen counts), and
    /// so are the items on screen of their nested collections.
    var areVisibleItemsDrawn: Bool {
        let visible = rangeController.ranges.visible
        if !itemsAreNestedCollections, !data.areDrawn(visible) { return false }
        return visible.allSatisfy { item in nesting.collection(ofItem: item)?.areVisibleItemsDrawn ?? !itemsAreNestedCollections }
    }

    /// The collections nested in this one's items that are on screen, with the frames they are
    /// drawn in (this collection's coordinates), in item order.
    func nestedCollectionsOnScreen() -> [NestedCollection] {
        guard !nesting.isEmpty, !bounds.isEmpty else { return [] }
        let viewport = Rect(origin: .zero, size: bounds)
        return rangeController.ranges.visible.sorted().compactMap { item in
            guard let collection = nesting.collection(ofItem: item), let frame = nestedFrame(ofItem: item),
                  frame.intersects(viewport) else { return nil }
            return NestedCollection(item: item, collection: collection, frame: frame)
        }
    }

    /// How many items are in the display range here and, for the items on screen that hold a
    /// collection, in theirs (an item that only holds its collection counts through it): what a
    /// prewarm made ready. Main thread.
    public var itemsInDisplayRange: Int {
        let own = itemsAreNestedCollections ? 0 : rangeController.ranges.display.count
        return visibleNestedCollections().reduce(own) { $0 + $1.collection.itemsInDisplayRange }
    }

    /// Every collection nested in this one's items that exists now, on screen or near it: the
    /// host uploads their first screens ahead of a scroll. Main thread.
    public var nestedCollectionsNearWindow: [CollectionNode] {
        nesting.items.compactMap { nesting.collection(ofItem: $0) }
    }
}
