import FolioCore
import Testing

struct RangeGeometryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var position: Double
        var pageCount = 10
        var isCircular = false
        var display: RangeTuningParameters
        var preload: RangeTuningParameters
        var direction = ScrollDirection.none
        var visible: Set<Int>
        var displayed: Set<Int>
        var preloaded: Set<Int>
        var note: String
        var testDescription: String {
            "\(note): p \(position), \(pageCount) pages\(isCircular ? ", circular" : ""), \(direction)"
        }
    }

    static func screenfuls(_ leading: Double, _ trailing: Double) -> RangeTuningParameters {
        RangeTuningParameters(leadingBufferScreenfuls: leading, trailingBufferScreenfuls: trailing)
    }

    static let full = (display: RangeTuning.pager[.full, .display], preload: RangeTuning.pager[.full, .preload])
    static let minimum = (display: RangeTuning.pager[.minimum, .display], preload: RangeTuning.pager[.minimum, .preload])
    static let visibleOnly = (display: RangeTuning.pager[.visibleOnly, .display], preload: RangeTuning.pager[.visibleOnly, .preload])
    static let lowMemory = (display: RangeTuning.pager[.lowMemory, .display], preload: RangeTuning.pager[.lowMemory, .preload])
    /// Leads further than it trails, so the direction shows.
    static let lopsided = (display: screenfuls(1, 0), preload: screenfuls(2, 1))

    static let pagerCases: [Case] = [
        Case(position: 0, display: full.display, preload: full.preload, visible: [0], displayed: [0, 1], preloaded: [0, 1, 2], note: "full, start"),
        Case(position: 5, display: full.display, preload: full.preload, visible: [5], displayed: [4, 5, 6], preloaded: [3, 4, 5, 6, 7], note: "full, middle"),
        Case(position: 9, display: full.display, preload: full.preload, visible: [9], displayed: [8, 9], preloaded: [7, 8, 9], note: "full, end"),
        Case(position: 4.5, display: full.display, preload: full.preload, visible: [4, 5], displayed: [3, 4, 5, 6], preloaded: [2, 3, 4, 5, 6, 7], note: "full, between pages"),
        Case(position: 4.01, display: full.display, preload: full.preload, direction: .forward, visible: [4, 5], displayed: [3, 4, 5, 6], preloaded: [2, 3, 4, 5, 6, 7], note: "full, just past a page"),
        Case(position: 0, display: minimum.display, preload: minimum.preload, visible: [0], displayed: [0], preloaded: [0, 1], note: "minimum, start"),
        Case(position: 5, display: minimum.display, preload: minimum.preload, visible: [5], displayed: [5], preloaded: [4, 5, 6], note: "minimum, middle"),
        Case(position: 9, display: minimum.display, preload: minimum.preload, visible: [9], displayed: [9], preloaded: [8, 9], note: "minimum, end"),
        Case(position: 4.5, display: minimum.display, preload: minimum.preload, visible: [4, 5], displayed: [4, 5], preloaded: [3, 4, 5, 6], note: "minimum, between pages"),
        Case(position: 5, display: visibleOnly.display, preload: visibleOnly.preload, visible: [5], displayed: [5], preloaded: [5], note: "visible only"),
        Case(position: 4.5, display: visibleOnly.display, preload: visibleOnly.preload, visible: [4, 5], displayed: [4, 5], preloaded: [4, 5], note: "visible only, between pages"),
        Case(position: 0, display: lowMemory.display, preload: lowMemory.preload, visible: [0], displayed: [0], preloaded: [0], note: "low memory"),
        Case(position: 8.75, display: lowMemory.display, preload: lowMemory.preload, visible: [8, 9], displayed: [8, 9], preloaded: [8, 9], note: "low memory, between pages"),
    ]

    static let directionCases: [Case] = [
        Case(position: 5, display: lopsided.display, preload: lopsided.preload, direction: .forward, visible: [5], displayed: [5, 6], preloaded: [4, 5, 6, 7], note: "leads forward"),
        Case(position: 5, display: lopsided.display, preload: lopsided.preload, direction: .backward, visible: [5], displayed: [4, 5], preloaded: [3, 4, 5, 6], note: "leads backward"),
        Case(position: 5, display: lopsided.display, preload: lopsided.preload, direction: .none, visible: [5], displayed: [5, 6], preloaded: [4, 5, 6, 7], note: "at rest leads forward"),
        Case(position: 4.5, display: lopsided.display, preload: lopsided.preload, direction: .forward, visible: [4, 5], displayed: [4, 5, 6], preloaded: [3, 4, 5, 6, 7], note: "the documented example"),
        Case(position: 4.5, display: lopsided.display, preload: lopsided.preload, direction: .backward, visible: [4, 5], displayed: [3, 4, 5], preloaded: [2, 3, 4, 5, 6], note: "between pages, backward"),
        Case(position: 0, display: lopsided.display, preload: lopsided.preload, direction: .backward, visible: [0], displayed: [0], preloaded: [0, 1], note: "clamped at the start"),
        Case(position: 9, display: lopsided.display, preload: lopsided.preload, direction: .forward, visible: [9], displayed: [9], preloaded: [8, 9], note: "clamped at the end"),
        Case(position: 0, isCircular: true, display: lopsided.display, preload: lopsided.preload, direction: .backward, visible: [0], displayed: [9, 0], preloaded: [8, 9, 0, 1], note: "wraps backward"),
        Case(position: 9, isCircular: true, display: lopsided.display, preload: lopsided.preload, direction: .forward, visible: [9], displayed: [9, 0], preloaded: [8, 9, 0, 1], note: "wraps forward"),
    ]

    static let circularCases: [Case] = [
        Case(position: 0, isCircular: true, display: full.display, preload: full.preload, visible: [0], displayed: [9, 0, 1], preloaded: [8, 9, 0, 1, 2], note: "first page"),
        Case(position: 9, isCircular: true, display: full.display, preload: full.preload, visible: [9], displayed: [8, 9, 0], preloaded: [7, 8, 9, 0, 1], note: "last page"),
        Case(position: 9.5, isCircular: true, display: full.display, preload: full.preload, visible: [9, 0], displayed: [8, 9, 0, 1], preloaded: [7, 8, 9, 0, 1, 2], note: "across the seam"),
        Case(position: -0.5, isCircular: true, display: full.display, preload: full.preload, visible: [9, 0], displayed: [8, 9, 0, 1], preloaded: [7, 8, 9, 0, 1, 2], note: "below zero"),
        Case(position: 23, isCircular: true, display: full.display, preload: full.preload, visible: [3], displayed: [2, 3, 4], preloaded: [1, 2, 3, 4, 5], note: "unwrapped, laps ahead"),
        Case(position: -13.25, isCircular: true, display: full.display, preload: full.preload, visible: [6, 7], displayed: [5, 6, 7, 8], preloaded: [4, 5, 6, 7, 8, 9], note: "unwrapped, laps behind"),
        Case(position: 0, pageCount: 3, isCircular: true, display: full.display, preload: full.preload, visible: [0], displayed: [2, 0, 1], preloaded: [0, 1, 2], note: "range covers everything"),
    ]

    static let smallCases: [Case] = [
        Case(position: 0, pageCount: 0, display: full.display, preload: full.preload, visible: [], displayed: [], preloaded: [], note: "no pages"),
        Case(position: 0, pageCount: 0, isCircular: true, display: full.display, preload: full.preload, visible: [], displayed: [], preloaded: [], note: "no pages"),
        Case(position: 0, pageCount: 1, display: full.display, preload: full.preload, visible: [0], displayed: [0], preloaded: [0], note: "one page"),
        Case(position: 0.5, pageCount: 1, isCircular: true, display: full.display, preload: full.preload, visible: [0], displayed: [0], preloaded: [0], note: "one page seen twice is listed once"),
        Case(position: 0, pageCount: 2, display: full.display, preload: full.preload, visible: [0], displayed: [0, 1], preloaded: [0, 1], note: "two pages"),
        Case(position: 1, pageCount: 2, display: minimum.display, preload: minimum.preload, visible: [1], displayed: [1], preloaded: [0, 1], note: "two pages"),
        Case(position: 1.5, pageCount: 2, isCircular: true, display: minimum.display, preload: minimum.preload, visible: [1, 0], displayed: [1, 0], preloaded: [0, 1], note: "two pages across the seam"),
        Case(position: 0, pageCount: 2, isCircular: true, display: full.display, preload: full.preload, visible: [0], displayed: [0, 1], preloaded: [0, 1], note: "two pages, buffers overlap"),
    ]

    static let edgeCases: [Case] = [
        Case(position: -0.3, display: full.display, preload: full.preload, visible: [0], displayed: [0, 1], preloaded: [0, 1, 2], note: "rubber band before the start"),
        Case(position: 9.3, display: full.display, preload: full.preload, visible: [9], displayed: [8, 9], preloaded: [7, 8, 9], note: "rubber band past the end"),
        Case(position: 999_999.5, pageCount: 1_000_000, display: minimum.display, preload: minimum.preload, visible: [999_999], displayed: [999_999], preloaded: [999_998, 999_999], note: "a million pages"),
        Case(position: 999_999.5, pageCount: 1_000_000, isCircular: true, display: minimum.display, preload: minimum.preload, visible: [999_999, 0], displayed: [999_999, 0], preloaded: [999_998, 999_999, 0, 1], note: "a million pages, circular"),
        Case(position: .nan, display: full.display, preload: full.preload, visible: [], displayed: [], preloaded: [], note: "NaN position"),
        Case(position: .infinity, isCircular: true, display: full.display, preload: full.preload, visible: [], displayed: [], preloaded: [], note: "infinite position"),
        Case(position: 1e300, isCircular: true, display: full.display, preload: full.preload, visible: [], displayed: [], preloaded: [], note: "position beyond precision"),
    ]

    static let fractionalScreenfulCases: [Case] = [
        Case(position: 5, display: screenfuls(0.5, 0), preload: screenfuls(0.25, 0.25), direction: .forward, visible: [5], displayed: [5, 6], preloaded: [4, 5, 6], note: "a part screenful is a page"),
        Case(position: 5, display: screenfuls(1.0, 0.5), preload: screenfuls(2.5, 1.5), direction: .forward, visible: [5], displayed: [4, 5, 6], preloaded: [3, 4, 5, 6, 7, 8], note: "Texture's full defaults"),
        Case(position: 5, display: screenfuls(1.0, 0.5), preload: screenfuls(2.5, 1.5), direction: .backward, visible: [5], displayed: [4, 5, 6], preloaded: [2, 3, 4, 5, 6, 7], note: "Texture's full defaults, backward"),
        Case(position: 5.5, display: screenfuls(0.25, 0.25), preload: screenfuls(0.5, 0.25), direction: .forward, visible: [5, 6], displayed: [4, 5, 6, 7], preloaded: [4, 5, 6, 7], note: "Texture's minimum defaults"),
        Case(position: 5, display: screenfuls(-1, .nan), preload: screenfuls(-0.5, 0), visible: [5], displayed: [5], preloaded: [5], note: "negative and NaN count as zero"),
        Case(position: 5, display: screenfuls(.infinity, 0), preload: screenfuls(.infinity, .infinity), direction: .forward, visible: [5], displayed: [5, 6, 7, 8, 9], preloaded: Set(0..<10), note: "infinity reaches the end"),
        Case(position: 5, isCircular: true, display: screenfuls(.infinity, 0), preload: screenfuls(1e300, 0), visible: [5], displayed: Set(0..<10), preloaded: Set(0..<10), note: "infinity, circular: every page"),
        Case(position: 5, display: screenfuls(2, 2), preload: screenfuls(1, 1), visible: [5], displayed: [3, 4, 5, 6, 7], preloaded: [3, 4, 5, 6, 7], note: "preload widened to hold display"),
    ]

    @Test("Pager tuning in each mode", arguments: pagerCases)
    func pagerModes(_ c: Case) { check(c) }

    @Test("Ranges lead in the scroll direction", arguments: directionCases)
    func directions(_ c: Case) { check(c) }

    @Test("Circular ranges wrap, listing each page once", arguments: circularCases)
    func circular(_ c: Case) { check(c) }

    @Test("Zero, one and two pages", arguments: smallCases)
    func smallPagers(_ c: Case) { check(c) }

    @Test("Overscroll, huge pagers and bad positions", arguments: edgeCases)
    func edges(_ c: Case) { check(c) }

    @Test("Fractional screenfuls round outward to whole pages", arguments: fractionalScreenfulCases)
    func fractionalScreenfuls(_ c: Case) { check(c) }

    private func check(_ c: Case) {
        let ranges = RangeGeometry.ranges(
            position: c.position, pageCount: c.pageCount, isCircular: c.isCircular,
            display: c.display, preload: c.preload, direction: c.direction
        )
        #expect(ranges.visible == c.visible)
        #expect(ranges.display == c.displayed)
        #expect(ranges.preload == c.preloaded)
        #expect(RangeGeometry.visiblePages(position: c.position, pageCount: c.pageCount, isCircular: c.isCircular) == c.visible)
    }

    @Test("One range on its own is not widened")
    func singleRange() {
        let pages = RangeGeometry.pages(
            position: 5, pageCount: 10, isCircular: false, expandedBy: Self.screenfuls(2, 0), direction: .backward
        )
        #expect(pages == [3, 4, 5])
    }

    // MARK: - Sweep against a second formulation

    /// Every position on a quarter-page grid, every small pager, a spread of tunings, both
    /// directions and both wrap modes, checked against the definition stated as gaps: a page
    /// ahead of the viewport is in a range when fewer than ⌈leading⌉ pages lie between them.
    @Test("Sweep: ranges match the gap definition and nest")
    func sweep() {
        let tunings = [Self.full, Self.minimum, Self.visibleOnly, Self.lopsided, (display: Self.screenfuls(0.5, 1.5), preload: Self.screenfuls(3, 0.25))]
        var checked = 0
        for pageCount in [0, 1, 2, 3, 4, 7, 12] {
            for isCircular in [false, true] {
                for quarter in -16...60 {
                    let position = Double(quarter) / 4
                    for tuning in tunings {
                        for direction in ScrollDirection.allCases {
                            let ranges = RangeGeometry.ranges(
                                position: position, pageCount: pageCount, isCircular: isCircular,
                                display: tuning.display, preload: tuning.preload, direction: direction
                            )
                            let label = "p \(position), \(pageCount) pages, circular \(isCircular), \(direction)"
                            let visible = Self.oracle(position, pageCount, isCircular, .zero, direction)
                            let display = visible.union(Self.oracle(position, pageCount, isCircular, tuning.display, direction))
                            let preload = display.union(Self.oracle(position, pageCount, isCircular, tuning.preload, direction))
                            #expect(ranges.visible == visible, "\(label)")
                            #expect(ranges.display == display, "\(label)")
                            #expect(ranges.preload == preload, "\(label)")
                            #expect(ranges.visible.isSubset(of: ranges.display) && ranges.display.isSubset(of: ranges.preload), "\(label)")
                            #expect(ranges.preload.allSatisfy { (0..<pageCount).contains($0) }, "\(label)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 7 * 2 * 77 * 5 * 3)
    }

    /// The pages within `parameters` of the viewport [p, p + 1), stated with gaps in pages.
    private static func oracle(
        _ position: Double, _ pageCount: Int, _ isCircular: Bool, _ parameters: RangeTuningParameters, _ direction: ScrollDirection
    ) -> Set<Int> {
        guard pageCount > 0 else { return [] }
        let leading = parameters.leadingBufferScreenfuls.rounded(.up)
        let trailing = parameters.trailingBufferScreenfuls.rounded(.up)
        let ahead = direction == .backward ? trailing : leading
        let behind = direction == .backward ? leading : trailing
        let base = Int(position.rounded(.down))
        let candidates = isCircular ? (base - 3 * pageCount - 8)...(base + 3 * pageCount + 8) : 0...(pageCount - 1)
        var pages = Set<Int>()
        for slot in candidates {
            let start = Double(slot)
            let inRange: Bool
            if start >= position + 1 {
                inRange = start - (position + 1) < ahead
            } else if start + 1 <= position {
                inRange = position - (start + 1) < behind
            } else {
                inRange = true
            }
            if inRange { pages.insert(((slot % pageCount) + pageCount) % pageCount) }
        }
        return pages
    }

    // MARK: - Distance

    struct DistanceCase: Sendable, CustomTestStringConvertible {
        var position: Double
        var page: Int
        var pageCount = 10
        var isCircular = false
        var expected: Double
        var testDescription: String { "page \(page) from \(position)\(isCircular ? ", circular" : "")" }
    }

    static let distanceCases: [DistanceCase] = [
        DistanceCase(position: 5, page: 5, expected: 0),
        DistanceCase(position: 5, page: 7, expected: 2),
        DistanceCase(position: 5.25, page: 4, expected: 1.25),
        DistanceCase(position: 0.5, page: 9, expected: 8.5),
        DistanceCase(position: 0.5, page: 9, isCircular: true, expected: 1.5),
        DistanceCase(position: 9, page: 0, isCircular: true, expected: 1),
        DistanceCase(position: 9.5, page: 0, isCircular: true, expected: 0.5),
        DistanceCase(position: -0.5, page: 9, isCircular: true, expected: 0.5),
        DistanceCase(position: 23, page: 2, isCircular: true, expected: 1),
        DistanceCase(position: 5, page: 0, isCircular: true, expected: 5),
        DistanceCase(position: 3, page: 1, pageCount: 0, isCircular: true, expected: 2),
        DistanceCase(position: .nan, page: 1, expected: .infinity),
    ]

    @Test("Distance from the visible position", arguments: distanceCases)
    func distance(_ c: DistanceCase) {
        let distance = RangeGeometry.distance(from: c.position, to: c.page, pageCount: c.pageCount, isCircular: c.isCircular)
        #expect(abs(distance - c.expected) < 1e-12 || distance == c.expected)
    }
}
