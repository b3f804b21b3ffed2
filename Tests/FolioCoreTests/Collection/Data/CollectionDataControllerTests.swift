@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// An owner with items of one size whose ranges the test sets by hand.
@MainActor
private final class FakeOwner: CollectionDataControllerOwner {
    var ranges = ItemRanges.empty
    private(set) var blocksAskedFor: [Int] = []
    private(set) var loaded: [Int] = []
    private(set) var forgotten: [Int] = []
    /// Items whose cells are drawn on the main thread.
    var mainThreadItems: Set<Int> = []

    func nodeBlock(forItemAt index: Int) -> CellNodeBlock {
        blocksAskedFor.append(index)
        if mainThreadItems.contains(index) { return { MainThreadCellNode { _, _, _ in } } }
        return { TestPageNode(index: index, photoPath: "photo-\(index).jpg") }
    }
    func constrainedSize(ofItem index: Int) -> SizeRange { .exactly(Size(width: 100, height: 80)) }
    func expectedSize(ofItem index: Int) -> Size { Size(width: 100, height: 80) }
    func priority(ofItem index: Int) -> Double { Double(index) }
    func workKey(ofItem index: Int) -> Int { index }
    func itemNodeDidLoad(_ index: Int) { loaded.append(index) }
    func itemElementWillBeForgotten(_ index: Int) { forgotten.append(index) }
    func itemDidMeasure(_ index: Int, size: Size, range: SizeRange) {}
    func itemContentWillChange(_ index: Int) {}
    func itemBitmapWillFade(_ index: Int, from bitmap: any ItemBitmap, size: Size, duration: Double) {}
}

@Suite("Collection data controller")
@MainActor
struct CollectionDataControllerTests {
    private func make() -> (CollectionDataController, FakeOwner, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        let controller = CollectionDataController(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), clock: CollectionClock(), wake: {})
        let owner = FakeOwner()
        controller.owner = owner
        controller.setItemCount(1_000)
        return (controller, owner, scheduler)
    }

    /// Moves the owner's ranges to `ranges` and lets the controller act on the change.
    private func move(_ controller: CollectionDataController, _ owner: FakeOwner, to ranges: ItemRanges) {
        let transitions = RangeTransitions(from: owner.ranges, to: ranges)
        owner.ranges = ranges
        controller.act(on: transitions)
    }

    private func ranges(_ visible: ClosedRange<Int>, display: ClosedRange<Int>, preload: ClosedRange<Int>) -> ItemRanges {
        ItemRanges(visible: Set(visible), display: Set(display), preload: Set(preload))
    }

    @Test("work is submitted nearest first for what the ranges lack, and bitmaps are pushed once")
    func submitsAndPushes() {
        let (controller, owner, scheduler) = make()
        move(controller, owner, to: ranges(2...3, display: 1...4, preload: 0...5))
        #expect(scheduler.pendingKeys == [0, 1, 2, 3, 4, 5])
        scheduler.runAll()
        #expect(controller.applyResults())
        #expect(owner.loaded.sorted() == Array(0...5))
        #expect(controller.takeBitmapChanges() == Set(1...4))
        #expect(controller.takeBitmapChanges().isEmpty)
        #expect(controller.areDrawn(1...4) && !controller.areDrawn([0]))
        move(controller, owner, to: ranges(3...4, display: 2...5, preload: 1...6))
        scheduler.runAll()
        controller.applyResults()
        #expect(controller.takeBitmapChanges() == [1, 5], "1 lost its bitmap, 5 gained one")
    }

    @Test("a job withdrawn before it starts never runs its block and leaves no element")
    func withdrawn() {
        let (controller, owner, scheduler) = make()
        move(controller, owner, to: ranges(10...10, display: 10...10, preload: 9...11))
        move(controller, owner, to: ranges(500...500, display: 500...500, preload: 499...501))
        scheduler.runAll()
        controller.applyResults()
        #expect(controller.elements[10] == nil && controller.nodesMade == 3)
        #expect(Set(controller.elements.keys) == [499, 500, 501])
    }

    @Test("items that left hold their nodes up to the retention limit, the longest gone forgotten first")
    func retention() {
        let (controller, owner, scheduler) = make()
        controller.retainedItemLimit = 4
        for start in stride(from: 0, to: 40, by: 2) {
            move(controller, owner, to: ranges(start...start, display: start...start, preload: start...(start + 1)))
            scheduler.runAll()
            controller.applyResults()
            #expect(controller.nodeCount <= 2 + 4 + 1, "\(start)")
        }
        #expect(controller.elements[0] == nil, "the first items were forgotten")
        #expect(controller.elements[36]?.node != nil, "the last ones are kept")
        move(controller, owner, to: ranges(0...0, display: 0...0, preload: 0...1))
        #expect(owner.blocksAskedFor.filter { $0 == 0 }.count == 2, "a forgotten item is asked for again")
    }

    @Test("a reset drops results of the old generation and pushes the bitmaps that went")
    func reset() {
        let (controller, owner, scheduler) = make()
        move(controller, owner, to: ranges(0...1, display: 0...1, preload: 0...1))
        scheduler.runAll()
        controller.applyResults()
        _ = controller.takeBitmapChanges()
        move(controller, owner, to: ranges(0...1, display: 0...2, preload: 0...2))
        controller.reset()
        #expect(controller.takeBitmapChanges() == [0, 1])
        scheduler.runAll()
        controller.applyResults()
        #expect(controller.elements.isEmpty && controller.nodesMade == 0)
    }

    // MARK: - Queries and intents of the owner

    /// A controller whose items 0...5 are made, 1...4 drawn, 2...3 on screen.
    private func loaded() -> (CollectionDataController, FakeOwner, ManualWorkScheduler) {
        let (controller, owner, scheduler) = make()
        move(controller, owner, to: ranges(2...3, display: 1...4, preload: 0...5))
        scheduler.runAll()
        controller.applyResults()
        _ = controller.takeBitmapChanges()
        return (controller, owner, scheduler)
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// Applies `updates` to the controller's one section of 1,000 items.
    private func apply(_ updates: CollectionUpdates, to controller: CollectionDataController, newCount: Int) throws {
        let plan = try CollectionUpdatePlan(updates, oldCounts: [1_000], newCounts: [newCount])
        let removed = controller.applyUpdate(CollectionKeyRemapping(plan: plan, ghostKeys: [:]), itemCount: newCount)
        controller.release(Array(removed.deleted.values) + Array(removed.replaced.values))
    }

    @Test("an item's node is found by index and its index by node; neither for items not made")
    func nodesAndItems() throws {
        let (controller, _, _) = loaded()
        let node = try #require(controller.node(ofItem: 3) as? TestPageNode)
        #expect(node.index == 3)
        #expect(controller.item(holding: node) == 3)
        #expect(controller.node(ofItem: 6) == nil && controller.node(ofItem: 500) == nil)
        #expect(controller.item(holding: CellNode()) == nil)
        #expect(controller.elementID(ofItem: 6) == nil)
        let ids = (0...5).compactMap { controller.elementID(ofItem: $0) }
        #expect(Set(ids).count == 6, "each item has its own element")
    }

    @Test("an element id and node follow their item through an insertion; a reloaded item gets a new id and keeps showing its bitmap")
    func idsFollowUpdates() throws {
        let (controller, _, _) = loaded()
        let id2 = try #require(controller.elementID(ofItem: 2))
        let node2 = try #require(controller.node(ofItem: 2))
        let id4 = try #require(controller.elementID(ofItem: 4))
        var updates = CollectionUpdates()
        updates.insertItems(at: [path(0)])
        updates.reloadItems(at: [path(4)])
        try apply(updates, to: controller, newCount: 1_001)
        #expect(controller.elementID(ofItem: 3) == id2)
        #expect(controller.item(holding: node2) == 3)
        let reloaded = controller.elementID(ofItem: 5)
        #expect(reloaded != nil && reloaded != id4, "a reloaded item's element is a new one")
        #expect(controller.node(ofItem: 5) == nil, "its block is asked again")
        #expect(controller.bitmap(ofItem: 5) != nil, "its old bitmap shows until the new node is drawn")
    }

    @Test("a bitmap comes with the size it was drawn at, only for drawn items, and goes when the item leaves the display range")
    func bitmaps() {
        let (controller, owner, scheduler) = loaded()
        #expect(controller.bitmap(ofItem: 2)?.size == Size(width: 100, height: 80))
        #expect(controller.bitmap(ofItem: 0) == nil, "preloaded, not drawn")
        move(controller, owner, to: ranges(3...4, display: 2...5, preload: 1...6))
        scheduler.runAll()
        controller.applyResults()
        #expect(controller.bitmap(ofItem: 1) == nil)
        #expect(controller.bitmap(ofItem: 5) != nil)
    }

    @Test("every item holding a bitmap can be reported changed at once")
    func everyBitmapChanged() {
        let (controller, _, _) = loaded()
        #expect(controller.takeBitmapChanges().isEmpty)
        controller.reportEveryBitmapChanged()
        #expect(controller.takeBitmapChanges() == Set(1...4))
    }

    @Test("a node's request time is taken once, and only for items asked for")
    func nodeRequestTime() {
        let (controller, _, _) = loaded()
        #expect(controller.takeNodeRequestTime(ofItem: 2) != nil)
        #expect(controller.takeNodeRequestTime(ofItem: 2) == nil, "taken already")
        #expect(controller.takeNodeRequestTime(ofItem: 40) == nil, "never asked for")
    }

    @Test("an item is marked displayed once it has a node, once, and its end once; one displayed hears it ends when forgotten")
    func displayMarks() throws {
        let (controller, owner, scheduler) = make()
        move(controller, owner, to: ranges(2...3, display: 1...4, preload: 0...5))
        #expect(controller.markDisplayed(item: 2) == nil, "no node yet")
        scheduler.runAll()
        controller.applyResults()
        let node = try #require(controller.node(ofItem: 2))
        #expect(controller.markDisplayEnded(item: 2) == nil, "never displayed")
        #expect(controller.markDisplayed(item: 2) === node)
        #expect(controller.markDisplayed(item: 2) == nil, "displayed already")
        #expect(controller.markDisplayEnded(item: 2) === node)
        #expect(controller.markDisplayEnded(item: 2) == nil, "ended already")
        #expect(controller.markDisplayed(item: 3) != nil)
        controller.reset()
        #expect(owner.forgotten == [3], "only the item still displayed is said to end")
    }

    @Test("a cell drawn on the main thread is found once laid out, and still while it is laid out again")
    func mainThreadCells() throws {
        let (controller, owner, scheduler) = make()
        owner.mainThreadItems = [2]
        move(controller, owner, to: ranges(2...3, display: 1...4, preload: 0...5))
        #expect(controller.mainThreadCell(ofItem: 2) == nil && controller.laidOutCell(ofItem: 2) == nil, "not made yet")
        scheduler.runAll()
        controller.applyResults()
        let cell = try #require(controller.mainThreadCell(ofItem: 2))
        #expect(controller.mainThreadCell(ofItem: 3) == nil, "a plain cell")
        #expect(controller.laidOutCell(ofItem: 3)?.layout.size == Size(width: 100, height: 80))
        controller.invalidateContent(ofItem: 2)
        #expect(controller.mainThreadCell(ofItem: 2) === cell, "the layout taken away still counts")
        #expect(controller.laidOutCell(ofItem: 2)?.node === cell)
    }

    @Test("the display items within the budget are the visible ones and those it grants; dropped grants are made again on the next act")
    func displayItemsWithinBudget() {
        let (controller, owner, _) = make()
        let ranges = ranges(2...3, display: 1...4, preload: 0...5)
        controller.memoryBudget = 0
        move(controller, owner, to: ranges)
        #expect(controller.displayItemsWithinBudget(of: ranges) == [2, 3], "the visible ones are granted past the budget")
        controller.memoryBudget = .max
        controller.invalidateSizes()
        controller.act(on: RangeTransitions(from: ranges, to: ranges))
        #expect(controller.displayItemsWithinBudget(of: ranges) == Set(1...4))
        controller.dropGrants()
        #expect(controller.displayItemsWithinBudget(of: ranges) == [2, 3])
        controller.act(on: RangeTransitions(from: ranges, to: ranges))
        #expect(controller.displayItemsWithinBudget(of: ranges) == Set(1...4), "no range changed, yet the grants are made again")
    }

    @Test("waiting for results returns when a worker has posted one, and times out when none is pending")
    func waitsForResults() {
        let (controller, owner, scheduler) = make()
        move(controller, owner, to: ranges(0...0, display: 0...0, preload: 0...0))
        #expect(!controller.waitForResults(timeout: 0.01), "nothing ran")
        scheduler.runAll()
        #expect(controller.waitForResults(timeout: 1))
        controller.applyResults()
        #expect(!controller.waitForResults(timeout: 0.01), "taken")
    }
}
