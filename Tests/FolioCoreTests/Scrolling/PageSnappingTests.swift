import FolioCore
import Testing

struct PageSnappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var position: Double
        /// Pages per second; the threshold below is 0.375 (300 px/s at 800 px).
        var velocity: Double
        var startPage: Int
        var pageCount = 5
        var isCircular = false
        var interruptedTarget: Int?
        var expected: Int
        var note: String
        var testDescription: String {
            "\(note): p \(position), v \(velocity), start \(startPage)"
                + (interruptedTarget.map { ", interrupted → \($0)" } ?? "") + (isCircular ? ", circular" : "")
        }
    }

    static let threshold = 0.375

    static let cases: [Case] = [
        Case(position: 2.3, velocity: 0, startPage: 2, expected: 2, note: "slow: nearest"),
        Case(position: 2.55, velocity: 0.1, startPage: 2, expected: 3, note: "slow: nearest"),
        Case(position: 2.7, velocity: -0.374, startPage: 2, expected: 3, note: "just below the threshold"),
        Case(position: 2.5, velocity: 0, startPage: 2, expected: 2, note: "exact tie stays on the start page"),
        Case(position: 2.5, velocity: 0, startPage: 3, expected: 3, note: "exact tie stays on the start page"),
        Case(position: 2.0, velocity: 1, startPage: 2, expected: 3, note: "flick from a whole page"),
        Case(position: 2.3, velocity: 0.375, startPage: 2, expected: 3, note: "flick at the threshold"),
        Case(position: 2.3, velocity: -1, startPage: 2, expected: 2, note: "reverse flick returns"),
        Case(position: 2.6, velocity: -1.25, startPage: 2, expected: 2, note: "reverse flick returns"),
        Case(position: 1.7, velocity: 1, startPage: 2, expected: 2, note: "reverse flick returns"),
        Case(position: 2.05, velocity: 10, startPage: 2, expected: 3, note: "never skips"),
        Case(position: 3.0, velocity: 10, startPage: 2, expected: 3, note: "one page per gesture"),
        Case(position: 1.0, velocity: -10, startPage: 2, expected: 1, note: "one page per gesture"),
        Case(position: 5.3, velocity: 1, startPage: 2, pageCount: 9, expected: 6, note: "a long drag adds at most one page"),
        Case(position: 5.3, velocity: -1, startPage: 2, pageCount: 9, expected: 5, note: "a long drag adds at most one page"),
        Case(position: -0.1, velocity: -2.5, startPage: 0, expected: 0, note: "clamped at the first page"),
        Case(position: 4.5, velocity: 1.875, startPage: 4, expected: 4, note: "clamped at the last page"),
        Case(position: -0.3, velocity: 0, startPage: 0, expected: 0, note: "clamped at the first page"),
        Case(position: -0.3, velocity: -1, startPage: 0, isCircular: true, expected: -1, note: "circular: no ends"),
        Case(position: 4.6, velocity: 1, startPage: 4, isCircular: true, expected: 5, note: "circular: no ends"),
        Case(position: 0.85, velocity: 1.25, startPage: 0, interruptedTarget: 1, expected: 2, note: "chained flick"),
        Case(position: 0.85, velocity: -1.25, startPage: 0, interruptedTarget: 1, expected: 0, note: "flick against the animation"),
        Case(position: 0.85, velocity: 0, startPage: 0, interruptedTarget: 1, expected: 1, note: "caught and let go"),
        Case(position: 3.2, velocity: -1, startPage: 4, interruptedTarget: 3, expected: 2, note: "chained backwards"),
        Case(position: 3.9, velocity: 1, startPage: 3, interruptedTarget: 4, expected: 4, note: "chain clamped at the end"),
        Case(position: 2.3, velocity: 3, startPage: 0, pageCount: 9, interruptedTarget: 1, expected: 3, note: "chain from past its target"),
        Case(position: 2.4, velocity: 0, startPage: 2, pageCount: 0, expected: 0, note: "no pages"),
    ]

    @Test("Target page", arguments: cases)
    func targetPage(_ c: Case) {
        let page = PageSnapping.targetPage(
            position: c.position, velocity: c.velocity, startPage: c.startPage, pageCount: c.pageCount,
            isCircular: c.isCircular, flickThreshold: Self.threshold, interruptedTarget: c.interruptedTarget
        )
        #expect(page == c.expected)
    }

    @Test("Never NaN-driven: non-finite input gives a page in range")
    func nonFinite() {
        for (p, v) in [(Double.nan, 1.0), (2.2, .nan), (.infinity, 0), (2.2, -.infinity)] {
            let page = PageSnapping.targetPage(
                position: p, velocity: v, startPage: 2, pageCount: 5, isCircular: false, flickThreshold: Self.threshold
            )
            #expect((0..<5).contains(page))
        }
    }
}
