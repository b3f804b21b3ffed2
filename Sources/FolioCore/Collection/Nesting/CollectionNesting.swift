/// The collections nested in a collection's items, and what is kept of those let go: the part of
/// a `CollectionNode` that every collection has, busy only when its data source nests
/// (`NestedCollectionDataSource`). It holds the nested collections of the items near the window
/// by item (flat index), the scroll positions of the ones let go, the items that said they hold
/// none, and the gestures shared with a nested collection while they last. Batch updates of the
/// outer collection move all of it with the items (`remap(_:)`). Main thread only.
@MainActor
final class CollectionNesting {
    /// A nested collection and where it sits in its item.
    struct Nested {
        let collection: CollectionNode
        /// The item's frame less these insets is the collection's.
        let insets: EdgeInsets
    }

    /// The nested collections of the items near the window, by item.
    private(set) var collections: [Int: Nested] = [:]
    /// The scroll positions of the collections let go, by item.
    private(set) var keptPositions: [Int: KeptScrollPosition] = [:]
    /// The data source the kept positions belong to: another source's collections start at
    /// their tops.
    private var keptPositionsSource: ObjectIdentifier?
    /// Items near the window whose data source said they hold no collection: not asked again
    /// until they leave the display range or the data changes.
    private var declined: Set<Int> = []
    /// The data source that made the collections: the one told when they are let go, even after
    /// the outer collection was given another.
    private(set) weak var source: (any NestedCollectionDataSource)?
    /// The pointer gesture shared with a nested collection, while a pointer is down.
    var pointerGesture: NestedPointerGesture?
    /// The trackpad gesture under way, while it lasts.
    var trackpadGesture: NestedTrackpadGesture?
    /// How far each nested collection keeps everything, for a benchmark's floor; nil normally.
    var prewarmScreenfuls: Double?
    /// A focus that crossed to an item whose collection is not made yet (a key scrolled far):
    /// the item, and the position across the outer axis to land nearest (nil: the first item
    /// on screen), taken when the collection is made.
    var pendingFocus: (item: Int, across: Double?)?

    /// Whether any collection is nested now.
    var isEmpty: Bool { collections.isEmpty }

    /// The items holding collections now, in order.
    var items: [Int] { collections.keys.sorted() }

    /// The collection of `item`, if it has one now.
    func collection(ofItem item: Int) -> CollectionNode? { collections[item]?.collection }

    /// The insets of `item`'s collection in the item, if it has one now.
    func insets(ofItem item: Int) -> EdgeInsets? { collections[item]?.insets }

    /// The item holding `collection`, if it is one of these.
    func item(holding collection: CollectionNode) -> Int? {
        collections.first { $0.value.collection === collection }?.key
    }

    /// Whether `item` said it holds no collection, while it stays near the window.
    func hasDeclined(_ item: Int) -> Bool { declined.contains(item) }

    /// Remembers that `item` holds no collection.
    func decline(_ item: Int) { declined.insert(item) }

    /// Forgets what items said about holding collections, for items outside `display` (or all,
    /// for nil): an item coming back is asked again.
    func forgetDeclined(outside display: Set<Int>?) {
        guard let display else {
            declined.removeAll()
            return
        }
        declined = declined.filter { display.contains($0) }
    }

    /// Starts using `source`'s collections: positions kept for another source's go.
    func adopt(_ source: any NestedCollectionDataSource) {
        let id = ObjectIdentifier(source)
        if keptPositionsSource != id {
            keptPositions.removeAll()
            keptPositionsSource = id
        }
        self.source = source
    }

    /// Drops the kept positions: the data was replaced by a source that nests nothing, or with
    /// `itemCount` items, only those of items past the end.
    func dropKeptPositions(from itemCount: Int = 0) {
        keptPositions = keptPositions.filter { $0.key < itemCount }
        if itemCount == 0 { keptPositionsSource = nil }
    }

    /// Holds `collection` as `item`'s, sitting at `insets` in the item; the kept position to
    /// restore it to is returned (the top for an item never shown).
    func insert(_ collection: CollectionNode, insets: EdgeInsets, forItem item: Int) -> KeptScrollPosition {
        collections[item] = Nested(collection: collection, insets: insets)
        declined.remove(item)
        return keptPositions[item] ?? .top
    }

    /// Lets go of `item`'s collection, keeping `position` (its last), and returns it; gestures on
    /// it end.
    func remove(item: Int, keeping position: KeptScrollPosition?) -> CollectionNode? {
        guard let nested = collections.removeValue(forKey: item) else { return nil }
        if let position { keptPositions[item] = position }
        if pointerGesture?.item == item { pointerGesture = nil }
        if trackpadGesture?.item == item { trackpadGesture = nil }
        return nested.collection
    }

    /// Where `item`'s collection is scrolled to: live while it exists, kept after, nil for an
    /// item never shown. Call with the live position when it exists.
    func keptPosition(ofItem item: Int) -> KeptScrollPosition? { keptPositions[item] }

    /// Moves the nested collections, the kept positions, the declined items and the gestures
    /// with their items through a batch update. The collections of deleted and reloaded items
    /// are returned, by their old items, for the caller to let go; their kept positions go too
    /// (a reloaded item starts afresh).
    func remap(_ plan: CollectionUpdatePlan) -> [(item: Int, collection: CollectionNode)] {
        guard !collections.isEmpty || !keptPositions.isEmpty || !declined.isEmpty else { return [] }
        func survives(_ old: Int) -> Int? {
            guard let path = plan.oldItemCounts.indexPath(ofFlatIndex: old), !plan.isReloaded(old: path) else { return nil }
            return plan.newFlatIndex(forOld: old)
        }
        var released: [(item: Int, collection: CollectionNode)] = []
        var moved: [Int: Nested] = [:]
        for (item, nested) in collections {
            if let new = survives(item) { moved[new] = nested } else { released.append((item, nested.collection)) }
        }
        collections = moved
        keptPositions = Dictionary(uniqueKeysWithValues: keptPositions.compactMap { entry in survives(entry.key).map { ($0, entry.value) } })
        declined = Set(declined.compactMap(survives))
        // Gestures under way follow their collections; one on a collection let go ends with it.
        if let item = pointerGesture?.item { pointerGesture?.item = survives(item) }
        pendingFocus = nil
        if let item = trackpadGesture?.item {
            if let new = survives(item) { trackpadGesture?.item = new } else { trackpadGesture = nil }
        }
        return released.sorted { $0.item < $1.item }
    }
}
