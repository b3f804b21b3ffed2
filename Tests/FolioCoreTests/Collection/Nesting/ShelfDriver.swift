@testable import FolioCore
import Foundation
import TestSupport

/// Drives a collection of shelves (items holding collections of their own) the way the host
/// does, on hand-driven time (see `HandDrivenCollectionDriver`), recording the list's offset.
@MainActor
final class ShelfDriver: HandDrivenCollectionDriver {
    let list: CollectionNode
    let source: ShelfListSource

    init(list: CollectionNode, source: ShelfListSource, scheduler: ManualWorkScheduler) {
        self.list = list
        self.source = source
        super.init(root: list, scheduler: scheduler) { $0.contentOffset }
    }

    /// The outer collection's offset after every frame and event of the last gesture.
    var listOffsets: [Double] { samples }

    // MARK: - Looking

    /// Shelf `shelf`'s collection, while it has one.
    func row(_ shelf: Int) -> CollectionNode? { list.nestedCollection(ofItem: shelf) }

    /// Shelf `shelf`'s collection's offset, while it has one.
    func offset(ofRow shelf: Int) -> Double? { row(shelf)?.contentOffset }

    /// The shelves that have collections now, ascending.
    var shelvesWithRows: [Int] { list.itemsWithNestedCollections }

    /// Every live nested collection's offset, by shelf.
    var rowOffsets: [Int: Double] {
        Dictionary(uniqueKeysWithValues: shelvesWithRows.compactMap { shelf in offset(ofRow: shelf).map { (shelf, $0) } })
    }

    /// Where a point `x` along and `y` down a vertical list's shelf `shelf`'s collection is in
    /// the window, worked out by hand from the fixture's geometry: shelves `ShelfFixture.shelfHeight`
    /// tall, the collection `ShelfFixture.insets.top` below the shelf's top.
    func point(inShelf shelf: Int, x: Double, y: Double = ShelfFixture.cardSide / 2) -> Point {
        Point(x: x, y: Double(shelf) * ShelfFixture.shelfHeight - list.contentOffset + ShelfFixture.insets.top + y)
    }

    /// The window point at the middle of card `card` of shelf `shelf`, the row scrolled as it is.
    func point(ofCard card: Int, inShelf shelf: Int) -> Point {
        let rowOffset = offset(ofRow: shelf) ?? 0
        return point(inShelf: shelf, x: (Double(card) + 0.5) * ShelfFixture.cardSide - rowOffset)
    }

    /// Scrolls the list at once so that shelf `shelf` starts at its top, then settles.
    func jump(toShelf shelf: Int) {
        list.scrollToItem(at: IndexPath(item: shelf, section: 0), position: .start, animated: false)
        frame()
        settle()
    }
}
