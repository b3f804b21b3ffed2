import FolioCore
import Testing

/// `PageSnapping` with any Int and any Double: exact at 2⁵² pages, saturating (never trapping)
/// beyond.
@Suite("PageSnapping at extremes")
struct PageSnappingExtremesTests {
    static let n = PagerNode.maximumPageCount

    struct Case: CustomTestStringConvertible, Sendable {
        var position: Double
        var velocity: Double
        var startPage: Int
        var pageCount = n
        var isCircular = false
        var interruptedTarget: Int?
        var expected: Int
        var note: String
        var testDescription: String { "\(note): p \(position), v \(velocity), start \(startPage)" }
    }

    static let cases: [Case] = [
        Case(position: Double(n - 2) + 0.5, velocity: 1, startPage: n - 2, expected: n - 1, note: "flick onto the last page"),
        Case(position: Double(n - 1) + 0.5, velocity: 1, startPage: n - 1, expected: n - 1, note: "flick past the last page"),
        Case(position: Double(n - 1) + 0.5, velocity: 1, startPage: n - 1, isCircular: true, expected: n, note: "flick past the seam"),
        Case(position: Double(n / 2) - 0.5, velocity: -1, startPage: n / 2, expected: n / 2 - 1, note: "flick back, mid-way"),
        Case(position: Double(n - 1), velocity: 0, startPage: n - 1, expected: n - 1, note: "slow release at the end"),
        Case(position: Double(n / 2) + 0.5, velocity: 0, startPage: n / 2 + 1, expected: n / 2 + 1, note: "half-way tie"),
        Case(position: 2, velocity: 1, startPage: Int.min, expected: 2, note: "Int.min start page: no further than where it let go"),
        Case(position: 2, velocity: -1, startPage: Int.max, interruptedTarget: Int.min, expected: 0, note: "Int.max start, Int.min target: clamped"),
        Case(position: 1e300, velocity: 1, startPage: 0, expected: n - 1, note: "absurd position, clamped"),
        Case(position: -1e300, velocity: -1, startPage: 0, isCircular: true, expected: -(1 << 62), note: "absurd position, circular: saturated"),
        Case(position: 5, velocity: 1, startPage: 5, pageCount: Int.max, expected: 6, note: "Int.max pages"),
    ]

    @Test("Targets at the ends and with absurd input", arguments: cases)
    func target(_ c: Case) {
        let page = PageSnapping.targetPage(position: c.position, velocity: c.velocity, startPage: c.startPage, pageCount: c.pageCount,
                                           isCircular: c.isCircular, flickThreshold: 0.375, interruptedTarget: c.interruptedTarget)
        #expect(page == c.expected)
    }

    @Test("nearestPage saturates instead of trapping", arguments: [1e300, -1e300, Double.infinity, Double.nan])
    func nearest(_ position: Double) {
        let page = PageSnapping.nearestPage(to: position, preferring: Int.min)
        #expect(abs(page) <= 1 << 62)
    }
}
