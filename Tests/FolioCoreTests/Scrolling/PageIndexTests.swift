@testable import FolioCore
import Testing

@Suite("PageIndex")
struct PageIndexTests {
    static let p51: Int = 1 << 51
    static let p52: Int = 1 << 52
    static let p62: Int = 1 << 62
    static let wholeCases: [(Double, FloatingPointRoundingRule, Int)] = [
        (2.5, .toNearestOrAwayFromZero, 3),
        (-2.5, .toNearestOrAwayFromZero, -3),
        (0x1p52 - 1, .down, p52 - 1),
        (0x1p51 + 0.5, .down, p51),
        (0x1p51 + 0.5, .up, p51 + 1),
        (1e300, .down, p62),
        (-Double.infinity, .up, -p62),
        (Double.infinity, .down, p62),
        (Double.nan, .down, 0),
    ]
    static let wrapCases: [(Int, Int, Int)] = [
        (-1, 10, 9), (10, 10, 0), (Int.min, 10, 2), (Int.max, 10, 7), (-1, p52, p52 - 1), (p52, p52, 0),
        (5, Int.max, 5), (-1, Int.max, Int.max - 1),
    ]

    @Test("Whole pages from any Double, saturated at ±2⁶², 0 for NaN", arguments: wholeCases)
    func whole(_ value: Double, _ rule: FloatingPointRoundingRule, _ expected: Int) {
        #expect(PageIndex.whole(value, rule) == expected)
    }

    @Test("Any Int is clamped to ±2⁶², leaving room to add a page count")
    func clamped() {
        #expect(PageIndex.clamped(Int.max) == 1 << 62)
        #expect(PageIndex.clamped(Int.min) == -(1 << 62))
        #expect(PageIndex.clamped(-7) == -7)
        #expect(PageIndex.clamped(Int.max) + PagerNode.maximumPageCount > 0)
    }

    @Test("Wrapping into 0..<count, negative pages included", arguments: wrapCases)
    func wrapped(_ page: Int, _ count: Int, _ expected: Int) {
        #expect(PageIndex.wrapped(page, count: count) == expected)
    }
}
