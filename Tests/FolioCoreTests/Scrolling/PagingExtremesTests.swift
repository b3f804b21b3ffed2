import FolioCore
import Testing
import TestSupport

/// The scroll model at the ends of what it accepts: page counts up to the documented maximum
/// (2⁵²) and beyond, any `Int` as a page, and input at the first and last pages.
@Suite("PagingScrollModel at extreme counts and pages")
struct PagingExtremesTests {
    static let maximum = PagerNode.maximumPageCount
    static let counts = [0, 1, 2, 1_000_000, maximum - 1, maximum]

    struct Start: CustomTestStringConvertible, Sendable {
        var count: Int
        var page: Int
        var isCircular: Bool
        var testDescription: String { "page \(page) of \(count)\(isCircular ? ", circular" : "")" }
    }

    static let starts: [Start] = counts.flatMap { count in
        [0, count / 2, count - 1, Int.max, Int.min, -1].flatMap { page in
            [false, true].map { Start(count: count, page: page, isCircular: $0) }
        }
    }

    @Test("Any initial page rests exactly on the page it names, clamped", arguments: starts)
    func initialPage(_ start: Start) {
        let model = PagingScrollModel(pageCount: start.count, initialPage: start.page, viewportSize: Size(width: 800, height: 600),
                                      isCircular: start.isCircular)
        let expected = min(max(0, start.page), max(0, start.count - 1))
        #expect(model.currentPage == expected)
        #expect(model.position == Double(expected))
        #expect(model.visiblePages().map(\.index) == (start.count > 0 ? [expected] : []))
    }

    static let clampCases: [(Int, Int)] = [(Int.max, maximum), (maximum + 1, maximum), (Int.min, 0), (-1, 0)]

    @Test("Counts beyond the maximum are clamped to it; negative ones to 0", arguments: clampCases)
    func clampedCounts(_ count: Int, _ expected: Int) {
        let model = PagingScrollModel(pageCount: count, initialPage: Int.max, isCircular: true)
        #expect(model.pageCount == expected)
        #expect(model.currentPage == max(0, expected - 1))
    }

    @Test("scrollToPage takes any Int, clamped, animated or not", arguments: [false, true])
    func scrollToAnyPage(_ animated: Bool) {
        for count in [2, Self.maximum] {
            var harness = PagingHarness(pageCount: count, initialPage: 1)
            harness.scrollToPage(Int.max, animated: animated)
            harness.runUntilRest(limit: 5)
            #expect(harness.model.currentPage == count - 1)
            #expect(harness.model.position == Double(count - 1))
            harness.scrollToPage(Int.min, animated: animated)
            harness.runUntilRest(limit: 5)
            #expect(harness.model.position == 0)
            #expect(!harness.sawNonFinitePosition)
        }
    }

    struct KeyCase: CustomTestStringConvertible, Sendable {
        var count: Int
        var from: Int
        var key: Key
        var isCircular: Bool
        /// The page it settles on; nil when the key does nothing.
        var settles: Int?
        var testDescription: String { "\(key) from \(from) of \(count)\(isCircular ? ", circular" : "")" }
    }

    static func keyCases(count n: Int) -> [KeyCase] {
        [
            KeyCase(count: n, from: n - 1, key: .right, isCircular: false, settles: nil),
            KeyCase(count: n, from: n - 1, key: .right, isCircular: true, settles: 0),
            KeyCase(count: n, from: 0, key: .left, isCircular: false, settles: nil),
            KeyCase(count: n, from: 0, key: .left, isCircular: true, settles: n - 1),
            KeyCase(count: n, from: n - 1, key: .end, isCircular: false, settles: nil),
            KeyCase(count: n, from: n - 1, key: .home, isCircular: false, settles: 0),
            KeyCase(count: n, from: n - 1, key: .home, isCircular: true, settles: 0),
            KeyCase(count: n, from: 0, key: .end, isCircular: false, settles: n - 1),
            KeyCase(count: n, from: 0, key: .end, isCircular: true, settles: n - 1),
            KeyCase(count: n, from: n / 2, key: .right, isCircular: false, settles: n / 2 + 1),
            KeyCase(count: n, from: n - 2, key: .pageDown, isCircular: true, settles: n - 1),
        ]
    }

    static let smallKeyCases: [KeyCase] = [
        KeyCase(count: 2, from: 1, key: .right, isCircular: true, settles: 0),
        KeyCase(count: 2, from: 0, key: .left, isCircular: true, settles: 1),
        KeyCase(count: 1, from: 0, key: .right, isCircular: true, settles: nil),
    ]

    static let keyCases: [KeyCase] = keyCases(count: maximum - 1) + keyCases(count: maximum) + smallKeyCases

    @Test("Keys at the ends: stop without wrapping, wrap with it; the page is exact", arguments: keyCases)
    func keysAtTheEnds(_ c: KeyCase) {
        var harness = PagingHarness(pageCount: c.count, initialPage: c.from, isCircular: c.isCircular)
        harness.send(.key(c.key))
        #expect(harness.runUntilRest(limit: 5) != nil)
        #expect(harness.settledPages == (c.settles.map { [$0] } ?? []))
        #expect(harness.model.currentPage == c.settles ?? c.from)
        #expect(harness.model.position == Double(c.settles ?? c.from))
        #expect(harness.eventsArePaired && !harness.sawNonFinitePosition)
    }

    @Test("Held Right keys lap a circular pager's seam and still settle on a real page")
    func keysAcrossTheSeam() {
        let n = Self.maximum
        var harness = PagingHarness(pageCount: n, initialPage: n - 3, isCircular: true)
        for _ in 0..<5 {
            harness.send(.key(.right))
            harness.wait(0.02)
        }
        harness.runUntilRest(limit: 5)
        #expect(harness.model.currentPage == 2)
        #expect(harness.model.position == 2)
    }

    struct FlingCase: CustomTestStringConvertible, Sendable {
        var count: Int
        var from: Int
        var forward: Bool
        var isCircular: Bool
        var settles: Int
        var testDescription: String { "\(forward ? "forward" : "backward") from \(from) of \(count)\(isCircular ? ", circular" : "")" }
    }

    static let flingCases: [FlingCase] = [
        FlingCase(count: maximum, from: maximum - 1, forward: true, isCircular: false, settles: maximum - 1),
        FlingCase(count: maximum, from: maximum - 1, forward: true, isCircular: true, settles: 0),
        FlingCase(count: maximum, from: maximum - 2, forward: true, isCircular: false, settles: maximum - 1),
        FlingCase(count: maximum, from: 0, forward: false, isCircular: false, settles: 0),
        FlingCase(count: maximum, from: 0, forward: false, isCircular: true, settles: maximum - 1),
        FlingCase(count: maximum, from: maximum / 2, forward: false, isCircular: false, settles: maximum / 2 - 1),
        FlingCase(count: maximum - 1, from: maximum - 2, forward: true, isCircular: true, settles: 0),
    ]

    @Test("A flick at the ends rubber-bands or wraps, and settles exactly", arguments: flingCases)
    func flings(_ c: FlingCase) {
        var harness = PagingHarness(pageCount: c.count, initialPage: c.from, isCircular: c.isCircular)
        harness.press()
        harness.dragForward(c.forward ? 200 : -200, speed: 2000)
        harness.release()
        #expect(harness.runUntilRest(limit: 5) != nil)
        #expect(harness.model.currentPage == c.settles)
        #expect(harness.model.position == Double(c.settles))
        #expect(harness.eventsArePaired && !harness.sawNonFinitePosition)
    }
}
