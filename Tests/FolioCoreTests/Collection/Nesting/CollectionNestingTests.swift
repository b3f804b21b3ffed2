@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// The part that holds a collection's nested collections, on its own: what it keeps as
/// collections come and go, and how a batch update of the outer collection moves it all.
@MainActor
@Suite("Nesting: CollectionNesting")
struct CollectionNestingTests {
    private static func collection() -> CollectionNode {
        CollectionNode(layout: FlowLayout(), backend: FakeRenderingBackend.make(), renderMode: .asynchronous(ManualWorkScheduler()), wake: {})
    }

    private static func source() -> ShelfListSource {
        ShelfListSource(shelves: 10, cards: 10, innerLayout: ShelfFixture.cardsLayout, insets: .zero)
    }

    private static func position(_ offset: Double) -> KeptScrollPosition {
        KeptScrollPosition(item: Int(offset / 150), distance: -7, offset: offset)
    }

    private static func paths(_ items: [Int]) -> [IndexPath] { items.map { IndexPath(item: $0, section: 0) } }

    /// A nesting holding collections for `items`, kept positions (offset 100·item) for `kept`, and
    /// `declined` items declined.
    private static func nesting(collections items: [Int], kept: [Int] = [], declined: [Int] = []) -> (CollectionNesting, [Int: CollectionNode]) {
        let nesting = CollectionNesting()
        for item in kept {
            _ = nesting.insert(collection(), insets: .zero, forItem: item)
            _ = nesting.remove(item: item, keeping: position(Double(item) * 100))
        }
        var made: [Int: CollectionNode] = [:]
        for item in items {
            let nested = collection()
            made[item] = nested
            _ = nesting.insert(nested, insets: EdgeInsets(top: Double(item), left: 0, bottom: 0, right: 0), forItem: item)
        }
        for item in declined { nesting.decline(item) }
        return (nesting, made)
    }

    @Test("Insert holds a collection by item with its insets; a new item starts at the top")
    func insertHolds() {
        let nesting = CollectionNesting()
        #expect(nesting.isEmpty)
        let a = Self.collection(), b = Self.collection()
        let insets = EdgeInsets(top: 40, left: 5, bottom: 0, right: 5)
        #expect(nesting.insert(a, insets: insets, forItem: 7) == .top)
        #expect(nesting.insert(b, insets: .zero, forItem: 2) == .top)
        #expect(!nesting.isEmpty)
        #expect(nesting.items == [2, 7])
        #expect(nesting.collection(ofItem: 7) === a && nesting.collection(ofItem: 2) === b)
        #expect(nesting.collection(ofItem: 3) == nil)
        #expect(nesting.insets(ofItem: 7) == insets && nesting.insets(ofItem: 3) == nil)
        #expect(nesting.item(holding: a) == 7 && nesting.item(holding: Self.collection()) == nil)
        #expect(nesting.keptPosition(ofItem: 7) == nil)
    }

    @Test("Remove lets a collection go keeping its position, which the next insert for the item returns")
    func removeKeepsPosition() {
        let nesting = CollectionNesting()
        let first = Self.collection()
        _ = nesting.insert(first, insets: .zero, forItem: 4)
        #expect(nesting.remove(item: 4, keeping: Self.position(300)) === first)
        #expect(nesting.isEmpty && nesting.collection(ofItem: 4) == nil)
        #expect(nesting.keptPosition(ofItem: 4) == Self.position(300))
        #expect(nesting.remove(item: 4, keeping: Self.position(900)) == nil, "nothing to remove")
        #expect(nesting.keptPosition(ofItem: 4) == Self.position(300), "removing nothing keeps nothing")
        #expect(nesting.insert(Self.collection(), insets: .zero, forItem: 4) == Self.position(300))
        #expect(nesting.insert(Self.collection(), insets: .zero, forItem: 5) == .top)
    }

    @Test("Removing a collection ends the gestures on it, not those on others")
    func removeEndsItsGestures() {
        let (nesting, _) = Self.nesting(collections: [1, 2])
        nesting.pointerGesture = NestedPointerGesture(pointer: .mouse, origin: .zero, item: 1, owner: .inner)
        nesting.trackpadGesture = NestedTrackpadGesture(owner: .inner, item: 2, lastTime: 0)
        _ = nesting.remove(item: 2, keeping: nil)
        #expect(nesting.pointerGesture?.item == 1)
        #expect(nesting.trackpadGesture == nil)
        _ = nesting.remove(item: 1, keeping: nil)
        #expect(nesting.pointerGesture == nil)
    }

    @Test("Declined items are remembered near the window and forgotten outside it; a collection made for one clears it")
    func declinedForgottenOutsideDisplay() {
        let nesting = CollectionNesting()
        for item in [3, 6, 9] { nesting.decline(item) }
        #expect(nesting.hasDeclined(3) && nesting.hasDeclined(6) && nesting.hasDeclined(9) && !nesting.hasDeclined(4))
        nesting.forgetDeclined(outside: [3, 4, 5, 6])
        #expect(nesting.hasDeclined(3) && nesting.hasDeclined(6))
        #expect(!nesting.hasDeclined(9))
        _ = nesting.insert(Self.collection(), insets: .zero, forItem: 3)
        #expect(!nesting.hasDeclined(3))
        nesting.forgetDeclined(outside: nil)
        #expect(!nesting.hasDeclined(6))
    }

    @Test("Adopting the same source keeps the positions; another source's collections start at their tops")
    func adoptAnotherSourceDropsPositions() {
        let first = Self.source(), second = Self.source()
        let nesting = CollectionNesting()
        nesting.adopt(first)
        #expect(nesting.source === first)
        _ = nesting.insert(Self.collection(), insets: .zero, forItem: 2)
        _ = nesting.remove(item: 2, keeping: Self.position(450))
        nesting.adopt(first)
        #expect(nesting.keptPosition(ofItem: 2) == Self.position(450), "the same source keeps its positions")
        nesting.adopt(second)
        #expect(nesting.source === second)
        #expect(nesting.keptPosition(ofItem: 2) == nil)
        #expect(nesting.insert(Self.collection(), insets: .zero, forItem: 2) == .top)
    }

    @Test("Dropping kept positions from a count keeps those of the items before it")
    func dropKeptPositionsPastTheEnd() {
        let (nesting, _) = Self.nesting(collections: [], kept: [1, 4, 5, 9])
        nesting.dropKeptPositions(from: 5)
        #expect(nesting.keptPosition(ofItem: 1) != nil && nesting.keptPosition(ofItem: 4) != nil)
        #expect(nesting.keptPosition(ofItem: 5) == nil && nesting.keptPosition(ofItem: 9) == nil)
        nesting.dropKeptPositions()
        #expect(nesting.keptPositions.isEmpty)
    }

    @Test("An empty nesting remaps to nothing")
    func remapEmpty() throws {
        let nesting = CollectionNesting()
        var updates = CollectionUpdates()
        updates.insertItems(at: Self.paths([0]))
        let plan = try CollectionUpdatePlan(updates, oldCounts: [10], newCounts: [11])
        #expect(nesting.remap(plan).isEmpty)
        #expect(nesting.isEmpty && nesting.keptPositions.isEmpty)
    }

    @Test("Inserting before moves every collection, kept position and declined item along; none is released")
    func remapInsertBefore() throws {
        let (nesting, made) = Self.nesting(collections: [2, 5], kept: [1, 8], declined: [6])
        var updates = CollectionUpdates()
        updates.insertItems(at: Self.paths([0, 4]))
        let plan = try CollectionUpdatePlan(updates, oldCounts: [10], newCounts: [12])
        #expect(nesting.remap(plan).isEmpty)
        // Old 0 1 2 3 4 5 … become 1 2 3 5 6 7 … (new items at 0 and 4).
        #expect(nesting.items == [3, 7])
        #expect(nesting.collection(ofItem: 3) === made[2] && nesting.collection(ofItem: 7) === made[5])
        #expect(nesting.insets(ofItem: 7)?.top == 5, "the insets travel with their collection")
        #expect(Set(nesting.keptPositions.keys) == [2, 10])
        #expect(nesting.keptPosition(ofItem: 2) == Self.position(100) && nesting.keptPosition(ofItem: 10) == Self.position(800))
        #expect(nesting.hasDeclined(8) && !nesting.hasDeclined(6))
    }

    @Test("Insert before, delete, reload and move in one batch: collections and kept positions follow their items, the deleted and reloaded are released, a reloaded position is dropped")
    func remapMixedBatch() throws {
        let (nesting, made) = Self.nesting(collections: [2, 5, 7, 8], kept: [1, 4, 7, 9], declined: [3, 6])
        nesting.pointerGesture = NestedPointerGesture(pointer: .mouse, origin: .zero, item: 8, owner: nil)
        nesting.trackpadGesture = NestedTrackpadGesture(owner: .inner, item: 2, lastTime: 0)
        // Old 0…9: delete 5, reload 7, move 8 to 1, insert a new item at 0. New order:
        // new, 8, 0, 1, 2, 3, 4, 6, 7 (reloaded), 9.
        var updates = CollectionUpdates()
        updates.deleteItems(at: Self.paths([5]))
        updates.reloadItems(at: Self.paths([7]))
        updates.moveItem(at: IndexPath(item: 8, section: 0), to: IndexPath(item: 1, section: 0))
        updates.insertItems(at: Self.paths([0]))
        let plan = try CollectionUpdatePlan(updates, oldCounts: [10], newCounts: [10])

        let released = nesting.remap(plan)
        #expect(released.map(\.item) == [5, 7], "by their old items, in order")
        #expect(released.count == 2 && released[0].collection === made[5] && released[1].collection === made[7])
        #expect(nesting.items == [1, 4])
        #expect(nesting.collection(ofItem: 4) === made[2], "old 2 is new 4")
        #expect(nesting.collection(ofItem: 1) === made[8], "old 8 moved to 1")
        // Old 1 → 3, old 4 → 6, old 9 → 9; old 7 was reloaded: it starts afresh.
        #expect(Set(nesting.keptPositions.keys) == [3, 6, 9])
        #expect(nesting.keptPosition(ofItem: 3) == Self.position(100))
        #expect(nesting.keptPosition(ofItem: 6) == Self.position(400))
        #expect(nesting.keptPosition(ofItem: 9) == Self.position(900))
        #expect(nesting.keptPosition(ofItem: 8) == nil, "the reloaded item's position went")
        // Old 3 → 5, old 6 → 7.
        #expect(nesting.hasDeclined(5) && nesting.hasDeclined(7) && !nesting.hasDeclined(3) && !nesting.hasDeclined(6))
        // The gestures follow their collections.
        #expect(nesting.pointerGesture?.item == 1)
        #expect(nesting.trackpadGesture?.item == 4)
    }

    @Test("A gesture on a collection the batch lets go ends: the trackpad's entirely, the pointer's loses its item")
    func remapEndsGesturesOnReleased() throws {
        let (nesting, made) = Self.nesting(collections: [3, 4])
        nesting.pointerGesture = NestedPointerGesture(pointer: .mouse, origin: Point(x: 1, y: 2), item: 3, owner: .inner)
        nesting.trackpadGesture = NestedTrackpadGesture(owner: .inner, item: 4, lastTime: 0)
        var updates = CollectionUpdates()
        updates.deleteItems(at: Self.paths([3]))
        updates.reloadItems(at: Self.paths([4]))
        let plan = try CollectionUpdatePlan(updates, oldCounts: [10], newCounts: [9])
        let released = nesting.remap(plan)
        #expect(released.count == 2 && released[0].collection === made[3] && released[1].collection === made[4])
        #expect(nesting.isEmpty)
        // The pointer is still down: its release must still reach the outer collection.
        #expect(nesting.pointerGesture != nil && nesting.pointerGesture?.item == nil)
        #expect(nesting.trackpadGesture == nil)
    }

    @Test("Kept positions alone are remapped: a nesting with no live collection still follows a batch")
    func remapKeptPositionsOnly() throws {
        let (nesting, _) = Self.nesting(collections: [], kept: [0, 3])
        var updates = CollectionUpdates()
        updates.deleteItems(at: Self.paths([1]))
        updates.insertItems(at: Self.paths([0, 1]))
        let plan = try CollectionUpdatePlan(updates, oldCounts: [5], newCounts: [6])
        #expect(nesting.remap(plan).isEmpty)
        // Old 0 2 3 4 → new 2 3 4 5.
        #expect(Set(nesting.keptPositions.keys) == [2, 4])
        #expect(nesting.keptPosition(ofItem: 4) == Self.position(300))
    }
}
