@testable import FolioCore
import Foundation
import Testing

/// The collection's layout with its steps: a large data set laid out a step at a time, appends
/// joining the steps, and a jump laying out through an item at once.
@Suite
struct CollectionPlacementTests {
    private static let bounds = Size(width: 400, height: 600)
    private static let rowHeight = 50.0

    private static func placement(stepItems: Int) -> CollectionPlacement {
        var placement = CollectionPlacement(layout: ListLayout(estimatedRowHeight: rowHeight))
        placement.steps.stepItems = stepItems
        return placement
    }

    private static func hint(_: IndexPath) -> Size? { nil }

    @Test("A large data set is laid out a step at a time, each step appending rows, until all are in")
    func stepsUntilAllAreIn() {
        var placement = Self.placement(stepItems: 100)
        placement.prepare(SectionItemCounts([250]), at: Self.bounds, hint: Self.hint)
        #expect(placement.steps.isPending)
        #expect(placement.layout.contentSize.height == 100 * Self.rowHeight)
        let first = placement.step(at: Self.bounds, hint: Self.hint)
        #expect(first)
        #expect(placement.layout.contentSize.height == 200 * Self.rowHeight)
        let second = placement.step(at: Self.bounds, hint: Self.hint)
        #expect(second)
        #expect(!placement.steps.isPending)
        #expect(placement.layout.contentSize.height == 250 * Self.rowHeight)
        let third = placement.step(at: Self.bounds, hint: Self.hint)
        #expect(!third, "nothing remains")
    }

    @Test("Laying out through an item takes the steps up to it at once; an item already laid out takes none")
    func layOutThrough() {
        var placement = Self.placement(stepItems: 100)
        placement.prepare(SectionItemCounts([1_000]), at: Self.bounds, hint: Self.hint)
        let early = placement.layOut(through: 50, at: Self.bounds, hint: Self.hint)
        #expect(!early)
        let far = placement.layOut(through: 450, at: Self.bounds, hint: Self.hint)
        #expect(far)
        #expect(placement.layout.frame(ofItem: 450) == Rect(x: 0, y: 450 * Self.rowHeight, width: 400, height: Self.rowHeight))
        #expect(placement.steps.isPending, "the rest waits for the ticks")
    }

    @Test("Items appended while steps remain join them; appended after all are in, they are placed at once after the rest")
    func appends() {
        var placement = Self.placement(stepItems: 100)
        placement.prepare(SectionItemCounts([150]), at: Self.bounds, hint: Self.hint)
        placement.append(SectionItemCounts([400]), after: 150, at: Self.bounds, hint: Self.hint)
        #expect(placement.steps.isPending)
        while placement.step(at: Self.bounds, hint: Self.hint) {}
        #expect(placement.layout.contentSize.height == 400 * Self.rowHeight)

        var whole = Self.placement(stepItems: 1_000)
        whole.prepare(SectionItemCounts([150]), at: Self.bounds, hint: Self.hint)
        #expect(!whole.steps.isPending)
        whole.append(SectionItemCounts([160]), after: 150, at: Self.bounds, hint: Self.hint)
        #expect(whole.layout.contentSize.height == 160 * Self.rowHeight)
        #expect(whole.layout.frame(ofItem: 159)?.minY == 159 * Self.rowHeight)
    }
}
