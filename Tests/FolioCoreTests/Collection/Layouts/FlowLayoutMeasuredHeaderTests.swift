import FolioCore
import Foundation
import TestSupport
import Testing

/// A grid whose section headers are measured: each starts at `headerHeight` and takes the length
/// its node measured at along the scroll axis, moving every later section.
@Suite("Flow layout: measured section headers")
struct FlowLayoutMeasuredHeaderTests {
    /// Three sections of 6 items 100 × 50, three to a row without spacing, under headers
    /// estimated at 40 in a 300 × 400 container: each section is 140 long.
    static func prepared(pinsHeaders: Bool = false, counts: [Int] = [6, 6, 6]) -> FlowLayout {
        var layout = FlowLayout(itemSize: .fixed(Size(width: 100, height: 50)), interitemSpacing: 0, lineSpacing: 0,
                                headerHeight: 40, pinsHeaders: pinsHeaders, measuresHeaders: true)
        layout.prepare(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts(counts)) { _ in nil }
        return layout
    }

    @Test("a header measured at two lines' height gets a taller frame, and every item below moves by exactly the difference")
    func tallerHeaderPushesWhatFollows() {
        var layout = Self.prepared()
        #expect(layout.constrainedSize(ofHeaderInSection: 1) == SizeRange(min: Size(width: 300, height: 0), max: Size(width: 300, height: .infinity)))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 140, width: 300, height: 40))
        let itemsBefore = (0..<18).map { layout.frame(ofItem: $0)! }
        let grew = layout.setMeasuredSize(Size(width: 300, height: 64), ofHeaderInSection: 1)
        #expect(grew)
        let again = layout.setMeasuredSize(Size(width: 300, height: 64), ofHeaderInSection: 1)
        #expect(!again, "the same length again changes nothing")
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 140, width: 300, height: 64))
        for item in 0..<6 { #expect(layout.frame(ofItem: item) == itemsBefore[item], "item \(item) is above the header") }
        for item in 6..<18 { #expect(layout.frame(ofItem: item) == itemsBefore[item].offsetBy(dx: 0, dy: 24), "item \(item)") }
        #expect(layout.frame(ofHeaderInSection: 2) == Rect(x: 0, y: 304, width: 300, height: 40))
        #expect(layout.contentSize == Size(width: 300, height: 444))
        #expect(layout.items(in: Rect(x: 0, y: 190, width: 300, height: 14)) == [], "the header's last 24 points hold no item")
        #expect(layout.items(in: Rect(x: 0, y: 204, width: 300, height: 1)) == [6, 7, 8])
        #expect(layout.headers(in: Rect(x: 0, y: 200, width: 300, height: 1)) == [1])
        #expect(layout.headers(in: Rect(x: 0, y: 0, width: 300, height: 444)) == [0, 1, 2])
    }

    @Test("fixed headers and self-sizing items ignore measurements; bad measurements change nothing")
    func ignoredMeasurements() {
        var fixed = FlowLayout(itemSize: .fixed(Size(width: 100, height: 50)), headerHeight: 40)
        fixed.prepare(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([3])) { _ in nil }
        #expect(fixed.constrainedSize(ofHeaderInSection: 0) == nil)
        let takenFixed = fixed.setMeasuredSize(Size(width: 300, height: 80), ofHeaderInSection: 0)
        #expect(!takenFixed)
        var selfSizing = FlowLayout(itemSize: .selfSizing(estimated: Size(width: 100, height: 50)), headerHeight: 40, measuresHeaders: true)
        selfSizing.prepare(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([3])) { _ in nil }
        #expect(selfSizing.constrainedSize(ofHeaderInSection: 0) == nil)
        var layout = Self.prepared()
        let nan = layout.setMeasuredSize(Size(width: 300, height: .nan), ofHeaderInSection: 0)
        let past = layout.setMeasuredSize(Size(width: 300, height: 80), ofHeaderInSection: 3)
        #expect(!nan && !past)
        let atEstimate = layout.setMeasuredSize(Size(width: 300, height: 40), ofHeaderInSection: 0)
        #expect(!atEstimate, "measured at its estimate: no frame moved")
        let infinite = layout.setMeasuredSize(Size(width: 300, height: .infinity), ofHeaderInSection: 0)
        #expect(infinite)
        #expect(layout.frame(ofHeaderInSection: 0)?.height == ListLayout.maximumLength)
    }

    @Test("a pinned header is pinned at its measured length and pushed off by its section's end")
    func pinnedAtMeasuredLength() {
        var layout = Self.prepared(pinsHeaders: true)
        _ = layout.setMeasuredSize(Size(width: 300, height: 64), ofHeaderInSection: 1)
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 150, width: 300, height: 400))
            == PinnedHeader(section: 1, frame: Rect(x: 0, y: 150, width: 300, height: 64)))
        // Section 1 ends at 140 + 64 + 100 = 304: at 260 its header is pushed up to 240.
        #expect(layout.pinnedHeader(in: Rect(x: 0, y: 260, width: 300, height: 400))
            == PinnedHeader(section: 1, frame: Rect(x: 0, y: 240, width: 300, height: 64)))
    }

    @Test("scrolling sideways, a header is measured in width at the container's height")
    func horizontal() {
        var layout = FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: 50, height: 100)), interitemSpacing: 0,
                                lineSpacing: 0, headerHeight: 40, measuresHeaders: true)
        layout.prepare(containerSize: Size(width: 400, height: 300), sections: SectionItemCounts([6, 6])) { _ in nil }
        #expect(layout.constrainedSize(ofHeaderInSection: 0) == SizeRange(min: Size(width: 0, height: 300), max: Size(width: .infinity, height: 300)))
        let before = layout.frame(ofItem: 6)!
        let grew = layout.setMeasuredSize(Size(width: 70, height: 300), ofHeaderInSection: 0)
        #expect(grew)
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 70, height: 300))
        #expect(layout.frame(ofItem: 0)?.minX == 70)
        #expect(layout.frame(ofItem: 6) == before.offsetBy(dx: 30, dy: 0))
    }

    @Test("appended items and batch updates keep measured headers, following inserted, removed and recounted sections")
    func measurementsSurviveUpdates() {
        var layout = Self.prepared()
        _ = layout.setMeasuredSize(Size(width: 300, height: 64), ofHeaderInSection: 0)
        _ = layout.setMeasuredSize(Size(width: 300, height: 16), ofHeaderInSection: 2)
        layout.prepareAppendingItems(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([6, 6, 9])) { _ in nil }
        #expect(layout.frame(ofHeaderInSection: 0)?.height == 64)
        #expect(layout.frame(ofHeaderInSection: 2) == Rect(x: 0, y: 304, width: 300, height: 16))
        #expect(layout.frame(ofItem: 12)?.minY == 320)
        // Section 1 removed, one inserted at 0, section 2 (now 2) recounted.
        let edits = SectionEdits(removedSections: [1], insertedSections: [0], recountedSections: [2])
        layout.prepareUpdating(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([3, 6, 3]), edits: edits,
                               itemSizeHint: { _ in nil }, previousItem: { _ in nil })
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 300, height: 40), "a new section starts at the estimate")
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 90, width: 300, height: 64))
        #expect(layout.frame(ofHeaderInSection: 2) == Rect(x: 0, y: 254, width: 300, height: 16), "recounted, still measured")
        #expect(layout.contentSize.height == 320)
    }

    @Test("rect queries match brute force on random grids with random header measurements, on both axes")
    func randomQueriesMatchBruteForce() {
        let seed = LayoutOracle.seed("FlowLayoutMeasuredHeaderTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<120 {
            let axis: ScrollAxis = Bool.random(using: &generator) ? .vertical : .horizontal
            var layout = FlowLayout(
                scrollAxis: axis,
                itemSize: .fixed(Size(width: .random(in: 5...120, using: &generator), height: .random(in: 5...120, using: &generator))),
                interitemSpacing: .random(in: 0...8, using: &generator), lineSpacing: .random(in: 0...8, using: &generator),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &generator), left: .random(in: 0...20, using: &generator),
                                          bottom: .random(in: 0...20, using: &generator), right: .random(in: 0...20, using: &generator)),
                headerHeight: .random(in: 1...40, using: &generator), footerHeight: Bool.random(using: &generator) ? 0 : 12,
                measuresHeaders: true
            )
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 8, maxItems: 30, using: &generator))
            layout.prepare(containerSize: Size(width: .random(in: 30...800, using: &generator), height: .random(in: 30...800, using: &generator)),
                           sections: sections) { _ in nil }
            guard sections.sectionCount > 0 else { continue }
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let length = Int.random(in: 0..<6, using: &generator) == 0 ? 0 : Double.random(in: 0.1...150, using: &generator)
                _ = layout.setMeasuredSize(Size(width: length, height: length), ofHeaderInSection: .random(in: 0..<sections.sectionCount, using: &generator))
            }
            LayoutOracle.compare(layout, sections: sections, rectCount: 25, using: &generator, context: "seed \(seed), trial \(trial)")
            if let last = sections.counts.indices.last, sections.itemCount > 0,
               let end = (0..<sections.itemCount).compactMap({ layout.frame(ofItem: $0) }).map({ axis == .vertical ? $0.maxY : $0.maxX }).max() {
                let content = axis == .vertical ? layout.contentSize.height : layout.contentSize.width
                #expect(end <= content, "\(seed) \(trial): an item ends past the content (last section \(last))")
            }
        }
    }
}
