import FolioCore
import Testing

/// The range maths at the documented maximum of 2⁵² pages: near both ends, across the seam of a
/// circular pager, and at half pages where a `Double` has no finer fraction left.
@Suite("RangeGeometry at 2⁵² pages")
struct RangeGeometryExtremesTests {
    static let n = PagerNode.maximumPageCount
    static let full = (display: RangeTuning.pager[.full, .display], preload: RangeTuning.pager[.full, .preload])

    struct Case: CustomTestStringConvertible, Sendable {
        var position: Double
        var pageCount = n
        var isCircular = false
        var direction = ScrollDirection.none
        var visible: Set<Int>
        var displayed: Set<Int>
        var preloaded: Set<Int>
        var note: String
        var testDescription: String { "\(note): p \(position) of \(pageCount)\(isCircular ? ", circular" : "")" }
    }

    static let cases: [Case] = [
        Case(position: 0, visible: [0], displayed: [0, 1], preloaded: [0, 1, 2], note: "first page"),
        Case(position: Double(n - 1), visible: [n - 1], displayed: [n - 2, n - 1], preloaded: [n - 3, n - 2, n - 1],
             note: "last page"),
        Case(position: Double(n - 2), pageCount: n - 1, visible: [n - 2], displayed: [n - 3, n - 2], preloaded: [n - 4, n - 3, n - 2],
             note: "2⁵² − 1 pages, last page"),
        Case(position: Double(n - 2) + 0.5, pageCount: n - 1, visible: [n - 2], displayed: [n - 3, n - 2], preloaded: [n - 4, n - 3, n - 2],
             note: "2⁵² − 1 pages, rubber band past the last"),
        Case(position: Double(n / 2), visible: [n / 2], displayed: [n / 2 - 1, n / 2, n / 2 + 1],
             preloaded: [n / 2 - 2, n / 2 - 1, n / 2, n / 2 + 1, n / 2 + 2], note: "middle"),
        Case(position: Double(n - 2) + 0.5, visible: [n - 2, n - 1], displayed: [n - 3, n - 2, n - 1],
             preloaded: [n - 4, n - 3, n - 2, n - 1], note: "half way between the last two pages"),
        Case(position: Double(n - 1), isCircular: true, visible: [n - 1], displayed: [n - 2, n - 1, 0],
             preloaded: [n - 3, n - 2, n - 1, 0, 1], note: "last page, circular: the range wraps"),
        Case(position: -0.5, isCircular: true, visible: [n - 1, 0], displayed: [n - 2, n - 1, 0, 1],
             preloaded: [n - 3, n - 2, n - 1, 0, 1, 2], note: "before page 0, circular"),
        Case(position: Double(n), isCircular: true, visible: [0], displayed: [n - 1, 0, 1],
             preloaded: [n - 2, n - 1, 0, 1, 2], note: "one lap on, circular"),
        Case(position: Double(n - 1) + 0.5, isCircular: true, visible: [n - 1, 0], displayed: [n - 2, n - 1, 0, 1],
             preloaded: [n - 3, n - 2, n - 1, 0, 1, 2], note: "across the seam, circular"),
        Case(position: 0x1p53, isCircular: true, visible: [], displayed: [], preloaded: [], note: "beyond precision"),
        Case(position: 3, pageCount: Int.max, isCircular: true, visible: [3], displayed: [2, 3, 4], preloaded: [1, 2, 3, 4, 5],
             note: "Int.max pages"),
        Case(position: 0, pageCount: Int.min, visible: [], displayed: [], preloaded: [], note: "Int.min pages"),
    ]

    @Test("Full-mode ranges at the ends and across the seam", arguments: cases)
    func ranges(_ c: Case) {
        let ranges = RangeGeometry.ranges(position: c.position, pageCount: c.pageCount, isCircular: c.isCircular,
                                          display: Self.full.display, preload: Self.full.preload, direction: c.direction)
        #expect(ranges.visible == c.visible)
        #expect(ranges.display == c.displayed)
        #expect(ranges.preload == c.preloaded)
    }

    @Test("Huge buffers hold every page they can reach without overflowing")
    func hugeBuffers() {
        let infinite = RangeTuningParameters(leadingBufferScreenfuls: .infinity, trailingBufferScreenfuls: 0)
        let pages = RangeGeometry.pages(position: Double(Self.n - 3), pageCount: Self.n, isCircular: false,
                                        expandedBy: infinite, direction: .forward)
        #expect(pages == [Self.n - 3, Self.n - 2, Self.n - 1])
    }

    struct DistanceCase: CustomTestStringConvertible, Sendable {
        var position: Double
        var page: Int
        var pageCount = n
        var isCircular = false
        var expected: Double
        var testDescription: String { "\(page) from \(position) of \(pageCount)\(isCircular ? ", circular" : "")" }
    }

    static let distances: [DistanceCase] = [
        DistanceCase(position: Double(n - 1), page: n - 1, expected: 0),
        DistanceCase(position: Double(n - 1), page: 0, expected: Double(n - 1)),
        DistanceCase(position: Double(n - 1), page: 0, isCircular: true, expected: 1),
        DistanceCase(position: 0, page: n - 1, isCircular: true, expected: 1),
        DistanceCase(position: -0.5, page: n - 1, isCircular: true, expected: 0.5),
        DistanceCase(position: Double(n / 2), page: 0, isCircular: true, expected: Double(n / 2)),
        DistanceCase(position: 2, page: 5, pageCount: Int.max, isCircular: true, expected: 3),
        DistanceCase(position: 0, page: Int.min, isCircular: true, expected: 0),
    ]

    @Test("Focus distances the shorter way round, at the ends", arguments: distances)
    func distance(_ c: DistanceCase) {
        let distance = RangeGeometry.distance(from: c.position, to: c.page, pageCount: c.pageCount, isCircular: c.isCircular)
        #expect(distance == c.expected)
        #expect(WorkFocus(position: c.position, pageCount: c.pageCount, isCircular: c.isCircular).distance(to: c.page) == c.expected)
    }
}
