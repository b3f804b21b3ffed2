import FolioCore
import Foundation
import TestSupport
import Testing

/// A list whose section headers are measured like its rows: each starts at `headerHeight` and
/// takes the height its node measured at, moving what follows.
@Suite("List layout: measured section headers")
struct ListLayoutMeasuredHeaderTests {
    /// Three sections of 4 rows, 50 tall with 2 between, inside insets 3 top and 7 bottom,
    /// under headers estimated at 40, in a 300 × 400 container.
    static func prepared(pinsHeaders: Bool = false) -> ListLayout {
        var layout = ListLayout(estimatedRowHeight: 50, rowSpacing: 2, sectionInsets: EdgeInsets(top: 3, left: 0, bottom: 7, right: 0),
                                headerHeight: 40, pinsHeaders: pinsHeaders, measuresHeaders: true)
        layout.prepare(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([4, 4, 4])) { _ in nil }
        return layout
    }

    @Test("a header measured at two lines' height gets a taller frame, and everything below moves by exactly the difference")
    func twoLineHeaderPushesWhatFollows() {
        var layout = Self.prepared()
        #expect(layout.constrainedSize(ofHeaderInSection: 1) == SizeRange(min: Size(width: 300, height: 0), max: Size(width: 300, height: .infinity)))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 256, width: 300, height: 40))
        let itemsBefore = (0..<12).map { layout.frame(ofItem: $0)! }
        let headersBefore = (0..<3).map { layout.frame(ofHeaderInSection: $0)! }
        let contentBefore = layout.contentSize.height
        // Two lines of 24: 48, 8 more than the estimate.
        let grew = layout.setMeasuredSize(Size(width: 300, height: 48), ofHeaderInSection: 1)
        #expect(grew)
        let again = layout.setMeasuredSize(Size(width: 300, height: 48), ofHeaderInSection: 1)
        #expect(!again, "the same height again changes nothing")
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 256, width: 300, height: 48))
        for item in 0..<4 { #expect(layout.frame(ofItem: item) == itemsBefore[item], "row \(item) is above the header") }
        for item in 4..<12 { #expect(layout.frame(ofItem: item) == itemsBefore[item].offsetBy(dx: 0, dy: 8), "row \(item)") }
        #expect(layout.frame(ofHeaderInSection: 0) == headersBefore[0])
        #expect(layout.frame(ofHeaderInSection: 2) == headersBefore[2].offsetBy(dx: 0, dy: 8))
        #expect(layout.contentSize.height == contentBefore + 8)
        #expect(layout.items(in: Rect(x: 0, y: 296, width: 300, height: 10)) == [], "the header's last 8 points and the inset hold no row")
        #expect(layout.items(in: Rect(x: 0, y: 307, width: 300, height: 1)) == [4])
        #expect(layout.headers(in: Rect(x: 0, y: 300, width: 300, height: 1)) == [1])
        // Shrinking to one line moves them back up by the new difference.
        let shrank = layout.setMeasuredSize(Size(width: 300, height: 24), ofHeaderInSection: 1)
        #expect(shrank)
        #expect(layout.frame(ofItem: 4) == itemsBefore[4].offsetBy(dx: 0, dy: -16))
    }

    @Test("fixed headers ignore measurements and are laid out at exactly their frames; bad measurements change nothing")
    func fixedHeadersAndBadInput() {
        var fixed = ListLayout(estimatedRowHeight: 50, headerHeight: 40)
        fixed.prepare(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([2])) { _ in nil }
        #expect(fixed.constrainedSize(ofHeaderInSection: 0) == nil)
        let taken = fixed.setMeasuredSize(Size(width: 300, height: 80), ofHeaderInSection: 0)
        #expect(!taken)
        #expect(fixed.frame(ofHeaderInSection: 0)?.height == 40)

        var layout = Self.prepared()
        let nan = layout.setMeasuredSize(Size(width: 300, height: .nan), ofHeaderInSection: 0)
        let past = layout.setMeasuredSize(Size(width: 300, height: 80), ofHeaderInSection: 3)
        let negativeSection = layout.setMeasuredSize(Size(width: 300, height: 80), ofHeaderInSection: -1)
        #expect(!nan && !past && !negativeSection)
        #expect(layout.constrainedSize(ofHeaderInSection: 3) == nil)
        let infinite = layout.setMeasuredSize(Size(width: 300, height: .infinity), ofHeaderInSection: 0)
        #expect(infinite)
        #expect(layout.frame(ofHeaderInSection: 0)?.height == ListLayout.maximumLength)
        let negative = layout.setMeasuredSize(Size(width: 300, height: -5), ofHeaderInSection: 0)
        #expect(negative)
        #expect(layout.frame(ofHeaderInSection: 0)?.height == 0)
        #expect(layout.frame(ofItem: 0)?.minY == 3)
    }

    @Test("a pinned header is pinned at its measured height and pushed off by its section's end")
    func pinnedAtMeasuredHeight() {
        var layout = Self.prepared(pinsHeaders: true)
        let grew = layout.setMeasuredSize(Size(width: 300, height: 64), ofHeaderInSection: 0)
        #expect(grew)
        // Section 0 is 64 + 3 + 4 × 50 + 3 × 2 + 7 = 280 long.
        #expect(layout.frame(ofHeaderInSection: 1)?.minY == 280)
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 100, width: 300, height: 400))
            == PinnedHeader(section: 0, frame: Rect(x: 0, y: 100, width: 300, height: 64)))
        // 20 points before the section's end, the 64-point header is pushed up by 44.
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 260, width: 300, height: 400))
            == PinnedHeader(section: 0, frame: Rect(x: 0, y: 216, width: 300, height: 64)))
    }

    @Test("appending rows and batch updates keep measured headers, following inserted and removed sections")
    func measurementsSurviveUpdates() {
        var layout = Self.prepared()
        _ = layout.setMeasuredSize(Size(width: 300, height: 48), ofHeaderInSection: 0)
        _ = layout.setMeasuredSize(Size(width: 300, height: 72), ofHeaderInSection: 2)
        layout.prepareAppendingItems(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([4, 4, 6])) { _ in nil }
        #expect(layout.frame(ofHeaderInSection: 0)?.height == 48)
        #expect(layout.frame(ofHeaderInSection: 2)?.height == 72)
        #expect(layout.frame(ofItem: 8)?.minY == layout.frame(ofHeaderInSection: 2)!.maxY + 3)
        // Section 0 is removed and a new one inserted at 1: the old sections 1 and 2 are now 0 and 2.
        let edits = SectionEdits(removedSections: [0], insertedSections: [1], recountedSections: [])
        layout.prepareUpdating(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([4, 3, 6]), edits: edits,
                               itemSizeHint: { _ in nil }, previousItem: { $0 < 4 ? $0 + 4 : ($0 < 7 ? nil : $0 + 1) })
        #expect(layout.frame(ofHeaderInSection: 0)?.height == 40, "the old section 1 was never measured")
        #expect(layout.frame(ofHeaderInSection: 1)?.height == 40, "a new section starts at the estimate")
        #expect(layout.frame(ofHeaderInSection: 2)?.height == 72)
        #expect(layout.frame(ofItem: 7)?.minY == layout.frame(ofHeaderInSection: 2)!.maxY + 3)
        // A new width measures everything anew.
        layout.prepareUpdating(containerSize: Size(width: 200, height: 400), sections: SectionItemCounts([4, 3, 6]),
                               edits: SectionEdits(removedSections: [], insertedSections: [], recountedSections: []),
                               itemSizeHint: { _ in nil }, previousItem: { $0 })
        #expect(layout.frame(ofHeaderInSection: 2)?.height == 40)
    }

    @Test("rect queries match brute force on random lists with random header and row measurements")
    func randomQueriesMatchBruteForce() {
        let seed = LayoutOracle.seed("ListLayoutMeasuredHeaderTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<100 {
            var layout = ListLayout(estimatedRowHeight: .random(in: 0...80, using: &generator), rowSpacing: .random(in: 0...8, using: &generator),
                                    headerHeight: .random(in: 1...40, using: &generator), footerHeight: Bool.random(using: &generator) ? 0 : 12,
                                    measuresHeaders: true)
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 8, maxItems: 30, using: &generator))
            layout.prepare(containerSize: Size(width: .random(in: 30...800, using: &generator), height: 600), sections: sections) { _ in nil }
            guard sections.sectionCount > 0 else { continue }
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                let height = Int.random(in: 0..<8, using: &generator) == 0 ? 0 : Double.random(in: 0.1...150, using: &generator)
                if sections.itemCount > 0, Bool.random(using: &generator) {
                    _ = layout.setMeasuredSize(Size(width: .infinity, height: height), ofItem: .random(in: 0..<sections.itemCount, using: &generator))
                } else {
                    _ = layout.setMeasuredSize(Size(width: .infinity, height: height),
                                               ofHeaderInSection: .random(in: 0..<sections.sectionCount, using: &generator))
                }
            }
            LayoutOracle.compare(layout, sections: sections, rectCount: 25, using: &generator, context: "seed \(seed), trial \(trial)")
        }
    }
}
