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

    func nodeBlock(forItemAt index: Int) -> CellNodeBlock {
        blocksAskedFor.append(index)
        return { TestPageNode(index: index, photoPath: "photo-\(index).jpg") }
    }
    func constrainedSize(ofItem index: Int) -> SizeRange { .exactly(Size(width: 100, height: 80)) }
    func expectedSize(ofItem index: Int) -> Size { Size(width: 100, height: 80) }
    func priority(ofItem index: Int) -> Double { Double(index) }
    func workKey(ofItem index: Int) -> Int { index }
    func itemNodeDidLoad(_ index: Int) { loaded.append(index) }
    func itemElementWillBeForgotten(_ index: Int) {}
    func itemDidMeasure(_ index: Int, size: Size, range: SizeRange) {}
    func itemContentWillChange(_ index: Int) {}
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
}
