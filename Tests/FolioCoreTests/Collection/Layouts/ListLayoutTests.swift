import FolioCore
import Foundation
import TestSupport
import Testing

struct ListLayoutTests {
    static let insets = EdgeInsets(top: 3, left: 5, bottom: 7, right: 5)

    @Test("rows at their estimates or hints, with headers, insets and spacing; a measurement moves what follows")
    func handComputed() {
        var layout = ListLayout(estimatedRowHeight: 40, rowSpacing: 2, sectionInsets: Self.insets, headerHeight: 10)
        var hintCalls = 0
        layout.prepare(containerSize: Size(width: 200, height: 300), sections: SectionItemCounts([2, 0, 1])) {
            hintCalls += 1
            return $0 == IndexPath(item: 1, section: 0) ? Size(width: 999, height: 25) : nil
        }
        #expect(hintCalls == 3)
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 200, height: 10))
        #expect(layout.frame(ofItem: 0) == Rect(x: 5, y: 13, width: 190, height: 40))
        #expect(layout.frame(ofItem: 1) == Rect(x: 5, y: 55, width: 190, height: 25))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 87, width: 200, height: 10))
        #expect(layout.frame(ofHeaderInSection: 2) == Rect(x: 0, y: 97, width: 200, height: 10))
        #expect(layout.frame(ofItem: 2) == Rect(x: 5, y: 110, width: 190, height: 40))
        #expect(layout.contentSize == Size(width: 200, height: 157))
        #expect(layout.constrainedSize(ofItem: 2) == SizeRange(min: Size(width: 190, height: 0), max: Size(width: 190, height: .infinity)))
        #expect(layout.items(in: Rect(x: 0, y: 52, width: 10, height: 1)) == [0])
        #expect(layout.items(in: Rect(x: 0, y: 53, width: 10, height: 2)) == [])

        let measuredTaller = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 0)
        #expect(measuredTaller)
        let measuredAgain = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 0)
        #expect(!measuredAgain, "the same height again changes nothing")
        #expect(layout.frame(ofItem: 0) == Rect(x: 5, y: 13, width: 190, height: 60))
        #expect(layout.frame(ofItem: 1) == Rect(x: 5, y: 75, width: 190, height: 25))
        #expect(layout.frame(ofHeaderInSection: 1)?.minY == 107)
        #expect(layout.frame(ofHeaderInSection: 2)?.minY == 117)
        #expect(layout.frame(ofItem: 2) == Rect(x: 5, y: 130, width: 190, height: 40))
        #expect(layout.contentSize == Size(width: 200, height: 177))
        #expect(layout.headers(in: Rect(x: 0, y: 110, width: 200, height: 10)) == [1, 2])
        #expect(layout.headers(in: Rect(x: 0, y: 100, width: 200, height: 10)) == [1])
        #expect(layout.items(in: Rect(x: 0, y: 60, width: 200, height: 80)) == [0, 1, 2])

        let measuredNaN = layout.setMeasuredSize(Size(width: .infinity, height: .nan), ofItem: 1)
        #expect(!measuredNaN)
        let measuredPastEnd = layout.setMeasuredSize(Size(width: .infinity, height: 5), ofItem: 3)
        #expect(!measuredPastEnd)
        let measuredNegativeIndex = layout.setMeasuredSize(Size(width: .infinity, height: 5), ofItem: -1)
        #expect(!measuredNegativeIndex)
        let measuredInfinite = layout.setMeasuredSize(Size(width: .infinity, height: .infinity), ofItem: 1)
        #expect(measuredInfinite)
        #expect(layout.frame(ofItem: 1)?.height == ListLayout.maximumLength)
    }

    @Test("a measurement above an anchor row moves it by exactly the change, which is how the collection keeps content still")
    func anchorMovesByTheChange() {
        var layout = ListLayout(estimatedRowHeight: 50, rowSpacing: 4)
        layout.prepare(containerSize: Size(width: 300, height: 600), sections: SectionItemCounts([100])) { _ in nil }
        let before = layout.frame(ofItem: 60)!
        let measuredAbove = layout.setMeasuredSize(Size(width: .infinity, height: 73.3), ofItem: 10)
        #expect(measuredAbove)
        let after = layout.frame(ofItem: 60)!
        let measured = layout.frame(ofItem: 10)!.height
        #expect(abs(measured - 73.3) <= 1.0 / 512, "heights are kept to 1/256 of a pixel")
        #expect(after.minY - before.minY == measured - 50)
        let changedBelow = layout.setMeasuredSize(Size(width: .infinity, height: 0), ofItem: 99)
        #expect(changedBelow)
        #expect(layout.frame(ofItem: 60) == after, "a row below the anchor does not move it")
    }

    @Test("rows measured at zero height are never in a rect")
    func zeroHeightRowsAreNeverFound() {
        var layout = ListLayout(estimatedRowHeight: 10)
        layout.prepare(containerSize: Size(width: 100, height: 100), sections: SectionItemCounts([5])) { _ in nil }
        let measuredZero = layout.setMeasuredSize(Size(width: .infinity, height: 0), ofItem: 2)
        #expect(measuredZero)
        #expect(layout.items(in: Rect(x: 0, y: 0, width: 100, height: 100)) == [0, 1, 3, 4])
        #expect(layout.frame(ofItem: 3)?.minY == 20)
    }

    @Test("rect queries match brute force on random lists with random measurements applied")
    func randomQueriesMatchBruteForce() {
        let seed = LayoutOracle.seed("ListLayoutTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<150 {
            var layout = ListLayout(
                estimatedRowHeight: .random(in: 0...80, using: &generator), rowSpacing: .random(in: 0...8, using: &generator),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &generator), left: .random(in: 0...20, using: &generator),
                                          bottom: .random(in: 0...20, using: &generator), right: .random(in: 0...20, using: &generator)),
                headerHeight: Bool.random(using: &generator) ? 0 : .random(in: 1...40, using: &generator)
            )
            let container = Size(width: .random(in: 30...800, using: &generator), height: 600)
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 8, maxItems: 40, using: &generator))
            let hinted = Bool.random(using: &generator)
            let hints = (0..<sections.itemCount).map { _ in Size(width: 1, height: .random(in: 0...120, using: &generator)) }
            layout.prepare(containerSize: container, sections: sections) { hinted ? hints[sections.flatIndex(of: $0)!] : nil }
            let context = "seed \(seed), trial \(trial)"
            LayoutOracle.compare(layout, sections: sections, rectCount: 15, using: &generator, context: "\(context), estimates")
            guard sections.itemCount > 0 else { continue }
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                let height = Int.random(in: 0..<10, using: &generator) == 0 ? 0 : Double.random(in: 0.1...200, using: &generator)
                _ = layout.setMeasuredSize(Size(width: .infinity, height: height), ofItem: .random(in: 0..<sections.itemCount, using: &generator))
            }
            LayoutOracle.compare(layout, sections: sections, rectCount: 25, using: &generator, context: "\(context), measured")
        }
    }

    @Test("a million rows: 1,000 measurements and queries, each O(log n), and frames equal to a recomputed prefix sum")
    func millionRows() {
        let seed = LayoutOracle.seed("ListLayoutTests 1,000,000")
        var generator = SeededGenerator(seed: seed)
        let sections = SectionItemCounts(Array(repeating: 1_000, count: 1_000))
        let (header, spacing, insets) = (24.0, 2.0, EdgeInsets(top: 6, left: 8, bottom: 10, right: 8))
        var layout = ListLayout(estimatedRowHeight: 44, rowSpacing: spacing, sectionInsets: insets, headerHeight: header)
        var hintCalls = 0
        let clock = ContinuousClock()
        let prepareTime = clock.measure {
            layout.prepare(containerSize: Size(width: 1024, height: 700), sections: sections) { _ in
                hintCalls += 1
                return nil
            }
        }
        #expect(hintCalls == 1_000_000)
        var heights = Array(repeating: 44.0, count: 1_000_000)
        var answered = 0
        let workTime = clock.measure {
            for _ in 0..<1_000 {
                let index = Int.random(in: 0..<1_000_000, using: &generator)
                let height = Double(Int.random(in: 0...51_200, using: &generator)) / 256
                let changed = layout.setMeasuredSize(Size(width: .infinity, height: height), ofItem: index)
                #expect(changed == (height != heights[index]))
                heights[index] = height
                let y = Double.random(in: 0...layout.contentSize.height, using: &generator)
                answered += layout.items(in: Rect(x: 0, y: y, width: 1024, height: 700)).count
            }
        }
        print("ListLayoutTests: 1,000,000 rows, prepare \(prepareTime), 1,000 measurements and queries \(workTime)")
        #expect(answered > 1_000)
        // The prefix sum recomputed from scratch: every section's header and insets, the spacing
        // between its rows, and every row's height.
        func expectedY(of index: Int) -> Double {
            let section = index / 1_000
            let fixed = Double(section) * (header + insets.top + insets.bottom + 999 * spacing)
                + header + insets.top + Double(index % 1_000) * spacing
            return fixed + heights[0..<index].reduce(0, +)
        }
        for index in [0, 999, 1_000, 123_456, 999_999] + (0..<3).map({ _ in Int.random(in: 0..<1_000_000, using: &generator) }) {
            #expect(layout.frame(ofItem: index) == Rect(x: 8, y: expectedY(of: index), width: 1008, height: heights[index]),
                    "seed \(seed), row \(index)")
        }
        let total = Double(1_000) * (header + insets.top + insets.bottom + 999 * spacing) + heights.reduce(0, +)
        #expect(layout.contentSize.height == total)
        for _ in 0..<5 {
            let y = Double.random(in: 0...total, using: &generator)
            let rect = Rect(x: 0, y: y, width: 1024, height: 700)
            let answer = layout.items(in: rect)
            let first = max(0, (answer.first ?? 1) - 400), last = min(1_000_000, (answer.last ?? 0) + 400)
            #expect(answer == LayoutOracle.items(of: layout, in: rect, among: first..<last), "seed \(seed), rect \(rect)")
        }
    }

    @Test("degenerate inputs give no frames or empty answers, never a trap")
    func degenerateInputs() {
        for container in [Size.zero, Size(width: .nan, height: 100), Size(width: 100, height: -1)] {
            var layout = ListLayout(headerHeight: 10)
            layout.prepare(containerSize: container, sections: SectionItemCounts([3])) { _ in nil }
            #expect(layout.contentSize == .zero)
            #expect(layout.frame(ofItem: 0) == nil)
            #expect(layout.frame(ofHeaderInSection: 0) == nil)
            let measuredUnusable = layout.setMeasuredSize(Size(width: .infinity, height: 10), ofItem: 0)
            #expect(!measuredUnusable)
            #expect(layout.items(in: LayoutOracle.everythingRect).isEmpty)
            #expect(layout.headers(in: LayoutOracle.everythingRect).isEmpty)
            #expect(layout.constrainedSize(ofItem: 0) == .exactly(.zero))
        }
        var empty = ListLayout(headerHeight: 10)
        empty.prepare(containerSize: Size(width: 100, height: 100), sections: SectionItemCounts([0, 0])) { _ in nil }
        #expect(empty.headers(in: LayoutOracle.everythingRect) == [0, 1])
        #expect(empty.items(in: LayoutOracle.everythingRect).isEmpty)
        #expect(empty.contentSize == Size(width: 100, height: 20))
        var hostile = ListLayout(estimatedRowHeight: .nan, rowSpacing: .nan, sectionInsets: EdgeInsets(all: -3), headerHeight: -.infinity)
        hostile.prepare(containerSize: Size(width: 100, height: 100), sections: SectionItemCounts([3])) { _ in Size(width: .nan, height: .infinity) }
        #expect(hostile.contentSize == Size(width: 100, height: 0))
        #expect(hostile.items(in: LayoutOracle.everythingRect).isEmpty, "rows of zero height are in no rect")
        let measuredHostile = hostile.setMeasuredSize(Size(width: .infinity, height: 5), ofItem: 1)
        #expect(measuredHostile)
        #expect(hostile.items(in: LayoutOracle.everythingRect) == [1])
        for rect in LayoutOracle.hostileRects {
            #expect(hostile.items(in: rect).isEmpty)
        }
        var insetAway = ListLayout(sectionInsets: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        insetAway.prepare(containerSize: Size(width: 100, height: 100), sections: SectionItemCounts([2])) { _ in nil }
        #expect(insetAway.frame(ofItem: 1) == Rect(x: 60, y: 44, width: 0, height: 44))
        #expect(insetAway.items(in: LayoutOracle.everythingRect).isEmpty)
    }
}
