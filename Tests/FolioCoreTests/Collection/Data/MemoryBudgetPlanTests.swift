@testable import FolioCore
import Testing

@Suite("MemoryBudgetPlan")
struct MemoryBudgetPlanTests {
    /// Position 5 of the pager's full tuning: visible {5}, display {4, 5, 6}, preload 3…7.
    static let ranges = ItemRanges(visible: [5], display: [4, 5, 6], preload: [3, 4, 5, 6, 7])
    static let order = [5, 4, 6, 3, 7]

    private func plan(budget: Int, ranges: ItemRanges = ranges, order: [Int] = order,
                      bitmap: Int = 10, data: Int = 5) -> MemoryBudgetPlan {
        MemoryBudgetPlan(pagesNearestFirst: order, ranges: ranges, budget: budget,
                         bitmapBytes: { _ in bitmap }, preloadBytes: { _ in data })
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var budget: Int
        var bitmaps: Set<Int>
        var preload: Set<Int>
        var planned: Int
        var testDescription: String { "budget \(budget)" }
    }

    /// Bitmaps cost 10 and data 5: the visible page 15, each display neighbour 15, each preload
    /// page 5; 55 in all.
    static let cases: [Case] = [
        Case(budget: 1000, bitmaps: [4, 5, 6], preload: [3, 4, 5, 6, 7], planned: 55),
        Case(budget: 55, bitmaps: [4, 5, 6], preload: [3, 4, 5, 6, 7], planned: 55),
        Case(budget: 54, bitmaps: [4, 5, 6], preload: [3, 4, 5, 6], planned: 50),
        Case(budget: 49, bitmaps: [4, 5, 6], preload: [4, 5, 6], planned: 45),
        Case(budget: 44, bitmaps: [4, 5], preload: [4, 5, 6], planned: 35),
        Case(budget: 34, bitmaps: [4, 5], preload: [4, 5], planned: 30),
        Case(budget: 29, bitmaps: [5], preload: [4, 5], planned: 20),
        Case(budget: 19, bitmaps: [5], preload: [5], planned: 15),
        Case(budget: 0, bitmaps: [5], preload: [5], planned: 15),
        Case(budget: -1, bitmaps: [5], preload: [5], planned: 15),
    ]

    @Test("The farthest page loses its bitmap, then its data, before any nearer page; the visible page never", arguments: cases)
    func farthestFirst(_ c: Case) {
        let plan = plan(budget: c.budget)
        #expect(plan.bitmapPages == c.bitmaps)
        #expect(plan.preloadPages == c.preload)
        #expect(plan.plannedByteCount == c.planned)
        #expect(plan.preloadOrder == Self.order.filter(c.preload.contains))
    }

    @Test("Past the first page that does not fit, nothing farther is granted, however small")
    func prefix() {
        let plan = MemoryBudgetPlan(pagesNearestFirst: Self.order, ranges: Self.ranges, budget: 20,
                                    bitmapBytes: { _ in 10 }, preloadBytes: { $0 == 4 ? 100 : 1 })
        #expect(plan.preloadPages == [5])
        #expect(plan.bitmapPages == [5])
    }

    @Test("Two visible pages are both kept, whatever they cost")
    func twoVisible() {
        let ranges = ItemRanges(visible: [5, 6], display: [4, 5, 6, 7], preload: [3, 4, 5, 6, 7, 8])
        let plan = plan(budget: 1, ranges: ranges, order: [5, 6, 4, 7, 3, 8], bitmap: Int.max, data: Int.max)
        #expect(plan.bitmapPages == [5, 6] && plan.preloadPages == [5, 6])
        #expect(plan.plannedByteCount == Int.max)
    }
}
