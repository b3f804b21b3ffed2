import FolioCore
import Foundation

/// A collection of `shelves` items, each holding a collection of `cards` cards laid out by
/// `innerLayout` (a horizontal row of cards in a vertical list of shelves, or a vertical list in
/// a row of columns), sitting `insets` inside its item (a title band above the row). Made as an
/// app makes them: a new collection for each visit, on the outer collection's scheduler, holding
/// nothing but each collection's data and delegate while it lives. Records what it was asked,
/// what it made and what it was told to let go.
@MainActor
final class ShelfListSource: NestedCollectionDataSource {
    var shelves: Int
    let cards: Int
    let innerLayout: any CollectionLayout
    let insets: EdgeInsets
    /// What the inner collections' arrow keys do, as the app sets it on each one it makes.
    var keyboardMode: CollectionKeyboardMode = .focus
    /// Shelves that hold no collection.
    var declining: Set<Int> = []
    /// Shelves that hold a horizontal pager of `pagerPages` pages instead of a row of cards.
    var pagerShelves: Set<Int> = []
    /// The pagers made for `pagerShelves`, by shelf (the last made for each).
    private(set) var pagers: [Int: PagerNode] = [:]
    var pagerPages = 5
    /// The shelves whose collection was asked for, in order (declined ones included).
    private(set) var asked: [Int] = []
    /// The shelves whose collections were made, in order.
    private(set) var made: [Int] = []
    /// The shelves (as numbered when let go) whose collections were released, in order, with the
    /// collections' identities.
    private(set) var released: [(shelf: Int, collection: ObjectIdentifier)] = []
    /// The collections released, weakly: nothing should keep them.
    private(set) var releasedCollections: [WeakCollection] = []
    /// The data and delegates of the collections alive now, by collection.
    private var rows: [ObjectIdentifier: (source: any CollectionDataSource, delegate: RecordingCollectionDelegate)] = [:]

    init(shelves: Int, cards: Int, innerLayout: any CollectionLayout, insets: EdgeInsets) {
        self.shelves = shelves
        self.cards = cards
        self.innerLayout = innerLayout
        self.insets = insets
    }

    /// The number of collections made and not let go.
    var liveCount: Int { rows.count }

    /// The delegate of a collection this source made, while it lives.
    func delegate(of collection: CollectionNode) -> RecordingCollectionDelegate? { rows[ObjectIdentifier(collection)]?.delegate }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { shelves }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        { CellNode() }
    }

    func collectionNode(_ collectionNode: CollectionNode, nestedCollectionForItemAt indexPath: IndexPath) -> CollectionNode? {
        let shelf = indexPath.item
        asked.append(shelf)
        guard !declining.contains(shelf) else { return nil }
        made.append(shelf)
        let nested: CollectionNode
        let source: any CollectionDataSource
        if pagerShelves.contains(shelf) {
            let pager = PagerNode(backend: collectionNode.backend, renderMode: collectionNode.renderMode, axis: .horizontal, wake: {})
            pagers[shelf] = pager
            nested = pager
            source = ShelfPagesSource(count: pagerPages)
        } else {
            nested = CollectionNode(layout: innerLayout, backend: collectionNode.backend, renderMode: collectionNode.renderMode, wake: {})
            nested.keyboardMode = keyboardMode
            source = ShelfRowSource(shelf: shelf, count: cards)
        }
        let delegate = RecordingCollectionDelegate()
        rows[ObjectIdentifier(nested)] = (source, delegate)
        nested.delegate = delegate
        nested.dataSource = source
        return nested
    }

    func collectionNode(_ collectionNode: CollectionNode, insetsOfNestedCollectionAt indexPath: IndexPath) -> EdgeInsets { insets }

    func collectionNode(_ collectionNode: CollectionNode, didReleaseNestedCollection nested: CollectionNode, ofItem item: Int) {
        released.append((item, ObjectIdentifier(nested)))
        releasedCollections.append(WeakCollection(collection: nested))
        rows[ObjectIdentifier(nested)] = nil
    }
}
