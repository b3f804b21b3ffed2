import FolioCore
import Foundation
import TestSupport
import Testing

@Suite("Section footers")
struct SectionFooterTests {
    static let container = Size(width: 300, height: 200)

    @Test("a flow's footers end their sections, after the bottom inset; empty sections are header and footer")
    func flow() {
        var layout = FlowLayout(itemSize: .fixed(Size(width: 100, height: 100)), interitemSpacing: 0, lineSpacing: 10,
                                sectionInsets: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0), headerHeight: 20, footerHeight: 15)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([4, 0, 1])) { _ in nil }
        // Section 0: header 0-20, inset to 25, lines 25-125 and 135-235, inset to 242, footer 242-257.
        #expect(layout.frame(ofFooterInSection: 0) == Rect(x: 0, y: 242, width: 300, height: 15))
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 257, width: 300, height: 20))
        #expect(layout.frame(ofFooterInSection: 1) == Rect(x: 0, y: 277, width: 300, height: 15))
        #expect(layout.frame(ofItem: 4) == Rect(x: 0, y: 317, width: 100, height: 100))
        #expect(layout.frame(ofFooterInSection: 2) == Rect(x: 0, y: 424, width: 300, height: 15))
        #expect(layout.contentSize.height == 439)
        #expect(layout.frame(ofFooterInSection: 3) == nil)
        #expect(layout.footers(in: Rect(x: 0, y: 250, width: 300, height: 30)) == [0, 1])
        #expect(layout.footers(in: Rect(x: 0, y: 430, width: 300, height: 100)) == [2])
        #expect(layout.items(in: Rect(x: 0, y: 236, width: 300, height: 60)).isEmpty, "insets, footer and header hold no items")
    }

    @Test("a self-sizing flow's footers follow its measured sections")
    func selfSizingFlow() {
        var layout = FlowLayout(itemSize: .selfSizing(estimated: Size(width: 100, height: 50)), interitemSpacing: 0, lineSpacing: 0,
                                headerHeight: 20, footerHeight: 10)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([3, 2])) { _ in nil }
        #expect(layout.frame(ofFooterInSection: 0) == Rect(x: 0, y: 70, width: 300, height: 10))
        _ = layout.setMeasuredSize(Size(width: 100, height: 90), ofItem: 1)
        #expect(layout.frame(ofFooterInSection: 0) == Rect(x: 0, y: 110, width: 300, height: 10))
        #expect(layout.frame(ofHeaderInSection: 1)?.minY == 120)
        #expect(layout.footers(in: Rect(x: 0, y: 100, width: 300, height: 100)) == [0, 1])
    }

    @Test("a list's footers end their sections, and survive rows appended after them")
    func list() {
        var layout = ListLayout(estimatedRowHeight: 40, rowSpacing: 2, sectionInsets: EdgeInsets(top: 3, left: 0, bottom: 4, right: 0),
                                headerHeight: 10, footerHeight: 8)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([2, 0])) { _ in nil }
        // Section 0: header 0-10, inset to 13, rows 13-53 and 55-95, inset to 99, footer 99-107.
        #expect(layout.frame(ofFooterInSection: 0) == Rect(x: 0, y: 99, width: 300, height: 8))
        #expect(layout.frame(ofHeaderInSection: 1)?.minY == 107)
        #expect(layout.frame(ofFooterInSection: 1) == Rect(x: 0, y: 117, width: 300, height: 8))
        let measured = layout.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 1)
        #expect(measured)
        #expect(layout.frame(ofFooterInSection: 0)?.minY == 119)
        layout.prepareAppendingItems(containerSize: Self.container, sections: SectionItemCounts([3, 1])) { _ in nil }
        // Row 2 follows row 1 (55-115) at 117-157; inset to 161, footer 161-169; section 1 from 169.
        #expect(layout.frame(ofItem: 2)?.minY == 117)
        #expect(layout.frame(ofFooterInSection: 0) == Rect(x: 0, y: 161, width: 300, height: 8))
        #expect(layout.frame(ofItem: 3)?.minY == 182)
        #expect(layout.frame(ofFooterInSection: 1)?.minY == 226)
        #expect(layout.contentSize.height == 234)
        #expect(layout.footers(in: Rect(x: 0, y: 160, width: 300, height: 70)) == [0, 1])
        var fresh = layout
        fresh.prepare(containerSize: Self.container, sections: SectionItemCounts([3, 1])) { _ in nil }
        _ = fresh.setMeasuredSize(Size(width: .infinity, height: 60), ofItem: 1)
        #expect(fresh.frame(ofFooterInSection: 1) == layout.frame(ofFooterInSection: 1), "appending matches preparing anew")
    }

    @Test("a masonry's footers sit under its tallest column")
    func masonry() {
        var layout = MasonryLayout(minimumColumnWidth: 100, columnSpacing: 0, interitemSpacing: 0, headerHeight: 20, footerHeight: 12)
        layout.prepare(containerSize: Self.container, sections: SectionItemCounts([4, 0])) { _ in nil }
        #expect(layout.frame(ofFooterInSection: 0) == Rect(x: 0, y: 220, width: 300, height: 12))
        #expect(layout.frame(ofFooterInSection: 1) == Rect(x: 0, y: 252, width: 300, height: 12))
        #expect(layout.footers(in: Rect(x: 0, y: 225, width: 300, height: 30)) == [0, 1])
    }

    @Test("footer and item queries match brute force on random flows, lists and masonries with footers")
    func randomQueriesMatchBruteForce() {
        let seed = LayoutOracle.seed("SectionFooterTests")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<90 {
            let header = Bool.random(using: &generator) ? 0 : Double.random(in: 1...30, using: &generator)
            let footer = Double.random(in: 0.5...30, using: &generator)
            let insets = EdgeInsets(top: .random(in: 0...10, using: &generator), left: .random(in: 0...10, using: &generator),
                                    bottom: .random(in: 0...10, using: &generator), right: .random(in: 0...10, using: &generator))
            let sections = SectionItemCounts(LayoutOracle.counts(maxSections: 8, maxItems: 30, using: &generator))
            let container = Size(width: .random(in: 50...600, using: &generator), height: 400)
            var layouts: [any CollectionLayout] = [
                FlowLayout(itemSize: .fixed(Size(width: .random(in: 10...90, using: &generator), height: .random(in: 10...90, using: &generator))),
                           interitemSpacing: 3, lineSpacing: 4, sectionInsets: insets, headerHeight: header, footerHeight: footer),
                FlowLayout(itemSize: .selfSizing(estimated: Size(width: 60, height: 40)), interitemSpacing: 3, lineSpacing: 4,
                           sectionInsets: insets, headerHeight: header, footerHeight: footer),
                ListLayout(estimatedRowHeight: .random(in: 0...60, using: &generator), rowSpacing: 2, sectionInsets: insets,
                           headerHeight: header, footerHeight: footer),
                MasonryLayout(minimumColumnWidth: 80, columnSpacing: 4, interitemSpacing: 4, sectionInsets: insets,
                              headerHeight: header, footerHeight: footer),
            ]
            for kind in layouts.indices {
                layouts[kind].prepare(containerSize: container, sections: sections) { _ in nil }
                let layout = layouts[kind]
                let context = "seed \(seed), trial \(trial), layout \(kind)"
                LayoutOracle.compare(layout, sections: sections, rectCount: 10, using: &generator, context: context)
                for _ in 0..<10 {
                    let rect = Rect(x: .random(in: -10...container.width, using: &generator),
                                    y: .random(in: -20...(layout.contentSize.height + 20), using: &generator),
                                    width: .random(in: 1...200, using: &generator), height: .random(in: 1...300, using: &generator))
                    let expected = (0..<sections.sectionCount).filter { layout.frame(ofFooterInSection: $0)?.intersects(rect) == true }
                    #expect(layout.footers(in: rect) == expected, "\(context), \(rect)")
                }
                if sections.sectionCount > 0 {
                    let last = layout.frame(ofFooterInSection: sections.sectionCount - 1)
                    #expect(last.map { abs($0.maxY - layout.contentSize.height) < 1e-9 } == true, "\(context): the last footer ends the content")
                }
            }
        }
    }
}
