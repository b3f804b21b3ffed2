import FolioCore
import Foundation
import TestSupport
import Testing

@Suite("Self-sizing flow")
struct SelfSizingFlowTests {
    /// Items estimated 50×40, 10 apart across and 5 between lines, 20-point headers, in a
    /// 200-wide container with 5-point insets left and right: 190 across, three estimates a line.
    static func layout(_ counts: [Int], axis: ScrollAxis = .vertical, pinned: Bool = false) -> FlowLayout {
        var layout = FlowLayout(scrollAxis: axis, itemSize: .selfSizing(estimated: Size(width: 50, height: 40)), interitemSpacing: 10,
                                lineSpacing: 5, sectionInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5), headerHeight: 20,
                                pinsHeaders: pinned)
        layout.prepare(containerSize: Size(width: 200, height: 300), sections: SectionItemCounts(counts)) { _ in nil }
        return layout
    }

    @Test("estimated items fill lines, and a measured item re-flows its section and moves the next")
    func measuring() {
        var layout = Self.layout([4, 2])
        #expect(layout.frame(ofItem: 0) == Rect(x: 5, y: 20, width: 50, height: 40))
        #expect(layout.frame(ofItem: 2) == Rect(x: 125, y: 20, width: 50, height: 40))
        #expect(layout.frame(ofItem: 3) == Rect(x: 5, y: 65, width: 50, height: 40))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 105, width: 200, height: 20))
        #expect(layout.constrainedSize(ofItem: 0) == SizeRange(max: Size(width: 190, height: .infinity)))
        // Item 1 measures 100 wide and 60 tall: item 2 no longer fits its line.
        let wider = layout.setMeasuredSize(Size(width: 100, height: 60), ofItem: 1)
        #expect(wider)
        #expect(layout.frame(ofItem: 1) == Rect(x: 65, y: 20, width: 100, height: 60))
        #expect(layout.frame(ofItem: 2) == Rect(x: 5, y: 85, width: 50, height: 40))
        #expect(layout.frame(ofItem: 3) == Rect(x: 65, y: 85, width: 50, height: 40))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 125, width: 200, height: 20))
        #expect(layout.frame(ofItem: 4) == Rect(x: 5, y: 145, width: 50, height: 40))
        #expect(layout.contentSize == Size(width: 200, height: 185))
        let again = layout.setMeasuredSize(Size(width: 100, height: 60), ofItem: 1)
        #expect(!again, "the same size again changes nothing")
        // Wider than a line: as wide as the line, alone on it.
        let tooWide = layout.setMeasuredSize(Size(width: 900, height: 10), ofItem: 4)
        #expect(tooWide)
        #expect(layout.frame(ofItem: 4) == Rect(x: 5, y: 145, width: 190, height: 10))
        #expect(layout.frame(ofItem: 5) == Rect(x: 5, y: 160, width: 50, height: 40))
        let notANumber = layout.setMeasuredSize(Size(width: .nan, height: 10), ofItem: 4)
        let noSuchItem = layout.setMeasuredSize(Size(width: 10, height: 10), ofItem: 6)
        #expect(!notANumber && !noSuchItem)
        #expect(layout.items(in: Rect(x: 0, y: 150, width: 200, height: 5)) == [4])
        #expect(layout.headers(in: Rect(x: 0, y: 120, width: 200, height: 10)) == [1])
    }

    @Test("a horizontal self-sizing flow fills columns top to bottom")
    func horizontal() {
        var layout = FlowLayout(scrollAxis: .horizontal, itemSize: .selfSizing(estimated: Size(width: 30, height: 40)),
                                interitemSpacing: 0, lineSpacing: 0)
        layout.prepare(containerSize: Size(width: 500, height: 100), sections: SectionItemCounts([3])) { _ in nil }
        #expect(layout.frame(ofItem: 1) == Rect(x: 0, y: 40, width: 30, height: 40))
        #expect(layout.frame(ofItem: 2) == Rect(x: 30, y: 0, width: 30, height: 40))
        let measured = layout.setMeasuredSize(Size(width: 70, height: 10), ofItem: 0)
        #expect(measured)
        #expect(layout.frame(ofItem: 2) == Rect(x: 0, y: 50, width: 30, height: 40), "the shorter item leaves room")
        #expect(layout.contentSize == Size(width: 70, height: 100))
    }

    @Test("measurements are kept through appends and batch updates, and forgotten for a new width")
    func keepingMeasurements() {
        var layout = Self.layout([3])
        _ = layout.setMeasuredSize(Size(width: 80, height: 30), ofItem: 1)
        layout.prepareAppendingItems(containerSize: Size(width: 200, height: 300), sections: SectionItemCounts([5])) { _ in nil }
        #expect(layout.frame(ofItem: 1)?.size == Size(width: 80, height: 30))
        let edits = SectionEdits(removedSections: [], insertedSections: [], recountedSections: [0])
        layout.prepareUpdating(containerSize: Size(width: 200, height: 300), sections: SectionItemCounts([4]), edits: edits,
                               itemSizeHint: { _ in nil }, previousItem: { $0 + 1 })
        #expect(layout.frame(ofItem: 0) == Rect(x: 5, y: 20, width: 80, height: 30), "item 0 deleted: the measured item is first")
        layout.prepare(containerSize: Size(width: 300, height: 300), sections: SectionItemCounts([4])) { _ in nil }
        #expect(layout.frame(ofItem: 0)?.size == Size(width: 50, height: 40))
    }

    @Test("pinned headers follow the measured sections")
    func pinned() {
        var layout = Self.layout([3, 3], pinned: true)
        let measured = layout.setMeasuredSize(Size(width: 50, height: 100), ofItem: 0)
        #expect(measured)
        // Section 0: header 0-20, one line 20-120; section 1 from 120.
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 90, width: 200, height: 300)) == PinnedHeader(section: 0, frame: Rect(x: 0, y: 90, width: 200, height: 20)))
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 110, width: 200, height: 300))?.frame.minY == 100)
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 130, width: 200, height: 300))?.section == 1)
    }

    @Test("rect queries match brute force on random self-sizing flows with random measurements applied")
    func randomQueriesMatchBruteForce() {
        let seed = LayoutOracle.seed("SelfSizingFlowTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<120 {
            let vertical = Bool.random(using: &generator)
            var layout = FlowLayout(
                scrollAxis: vertical ? .vertical : .horizontal,
                itemSize: .selfSizing(estimated: Size(width: .random(in: 0...120, using: &generator), height: .random(in: 0...120, using: &generator))),
                interitemSpacing: .random(in: 0...8, using: &generator), lineSpacing: .random(in: 0...8, using: &generator),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &generator), left: .random(in: 0...20, using: &generator),
                                          bottom: .random(in: 0...20, using: &generator), right: .random(in: 0...20, using: &generator)),
                headerHeight: Bool.random(using: &generator) ? 0 : .random(in: 1...40, using: &generator)
            )
            let container = Size(width: .random(in: 30...800, using: &generator), height: .random(in: 30...800, using: &generator))
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 8, maxItems: 40, using: &generator))
            layout.prepare(containerSize: container, sections: sections) { _ in nil }
            let context = "seed \(seed), trial \(trial)"
            LayoutOracle.compare(layout, sections: sections, rectCount: 15, using: &generator, context: "\(context), estimates")
            guard sections.itemCount > 0 else { continue }
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                let size = Size(width: .random(in: 0...300, using: &generator), height: .random(in: 0...200, using: &generator))
                _ = layout.setMeasuredSize(size, ofItem: .random(in: 0..<sections.itemCount, using: &generator))
            }
            LayoutOracle.compare(layout, sections: sections, rectCount: 25, using: &generator, context: "\(context), measured")
        }
    }
}
