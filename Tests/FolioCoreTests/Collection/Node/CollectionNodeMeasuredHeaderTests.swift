@testable import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection node: measured section headers")
@MainActor
struct CollectionNodeMeasuredHeaderTests {
    /// 20 characters of 10 points: one line in the 300-point list.
    static let oneLine = "Short header of one"
    /// 40 characters: wraps to two lines at 300 points.
    static let twoLines = "A longer header that wraps to two lines."

    /// A 300 × 400 list of rows 50 tall under headers estimated at 40 and measured.
    static func list(_ source: TextHeaderDataSource, pinsHeaders: Bool = false) -> (CollectionNode, ManualWorkScheduler) {
        let layout = ListLayout(estimatedRowHeight: 50, headerHeight: 40, pinsHeaders: pinsHeaders, measuresHeaders: true)
        return GridFixture.manual(source, layout: layout, size: Size(width: 300, height: 400))
    }

    static func scroll(_ list: CollectionNode, to offset: Double) {
        list.absorb(list.scrollModel.setOffset(offset, at: 0))
        list.updatePipeline()
    }

    @Test("the header texts wrap as the test assumes: one line is 24 points, two are 48")
    func textMeasures() {
        let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder())
        let range = SizeRange(min: Size(width: 300, height: 0), max: Size(width: 300, height: .infinity))
        #expect(TextNode(Self.oneLine, attributes: HeaderText.attributes).layout(in: range, environment: environment).size.height == 24)
        #expect(TextNode(Self.twoLines, attributes: HeaderText.attributes).layout(in: range, environment: environment).size.height == 48)
    }

    @Test("a header whose text wraps to two lines is measured on a worker at 48 points, and the rows below move by exactly the difference")
    func wrappedHeaderIsTaller() {
        let source = TextHeaderDataSource(sectionCounts: [4, 4], headerTexts: [Self.oneLine, Self.twoLines], rowHeight: 50)
        let (list, scheduler) = Self.list(source)
        let header1 = CollectionNode.headerKey(forSection: 1)
        #expect(list.constrainedSize(ofItem: header1) == SizeRange(min: Size(width: 300, height: 0), max: Size(width: 300, height: .infinity)))
        #expect(list.layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 240, width: 300, height: 40), "the estimate until measured")
        GridFixture.settle(list, scheduler)
        #expect(list.layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 300, height: 24))
        #expect(list.layout.frame(ofItem: 0)?.minY == 24)
        #expect(list.layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 224, width: 300, height: 48))
        #expect(list.layout.frame(ofItem: 4)?.minY == 272)
        #expect(list.layout.frame(ofItem: 4)!.minY - list.layout.frame(ofHeaderInSection: 1)!.minY == 48)
        #expect(list.contentOffset == 0, "a header starting on screen keeps its place: what is below it moves")
        #expect(list.visibleItems().contains(VisibleItem(index: header1, frame: Rect(x: 0, y: 224, width: 300, height: 48))))
        // Laid out again at the same width (nodes not measured again), the headers keep their heights.
        list.relayout(keepingAnchor: true)
        #expect(list.layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 224, width: 300, height: 48))
    }

    @Test("in a grid, a wrapped header is measured at the full width and the rows below it move by the difference")
    func gridHeaderIsMeasured() {
        let source = TextHeaderDataSource(sectionCounts: [6, 6], headerTexts: [Self.oneLine, Self.twoLines], rowHeight: 50)
        let layout = FlowLayout(itemSize: .fixed(Size(width: 100, height: 50)), interitemSpacing: 0, lineSpacing: 0,
                                headerHeight: 40, measuresHeaders: true)
        let (grid, scheduler) = GridFixture.manual(source, layout: layout, size: Size(width: 300, height: 400))
        GridFixture.settle(grid, scheduler)
        #expect(grid.layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 300, height: 24))
        #expect(grid.layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 124, width: 300, height: 48))
        #expect(grid.layout.frame(ofItem: 6) == Rect(x: 0, y: 172, width: 100, height: 50))
        #expect(grid.contentOffset == 0)
    }

    @Test("a header at the top of the screen that grows stays whole there: the rows below it move down, the content does not scroll")
    func growingHeaderOnScreenKeepsItsPlace() {
        let source = TextHeaderDataSource(sectionCounts: [20], headerTexts: [Self.twoLines], rowHeight: 50)
        let (list, scheduler) = Self.list(source)
        GridFixture.settle(list, scheduler)
        #expect(list.layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 300, height: 48))
        #expect(list.contentOffset == 0, "row 0, the first row starting on screen, moved down by 8 with the header above it")
        #expect(list.layout.frame(ofItem: 0)?.minY == 48)
    }

    @Test("a header measured above the viewport keeps the row on screen where it was")
    func measuredAboveKeepsTheScreenStill() {
        let source = TextHeaderDataSource(sectionCounts: [10, 10], headerTexts: [Self.twoLines, Self.oneLine], rowHeight: 50)
        let (list, scheduler) = Self.list(source)
        Self.scroll(list, to: 300)
        // With the header at its estimate of 40, row 6 starts 40 below the viewport's top.
        #expect(list.layout.frame(ofItem: 6)?.minY == 340)
        GridFixture.settle(list, scheduler)
        #expect(list.layout.frame(ofHeaderInSection: 0)?.height == 48, "measured though above the viewport")
        #expect(list.layout.frame(ofItem: 6)?.minY == 348)
        #expect(list.contentOffset == 308)
        #expect(list.layout.frame(ofItem: 6)!.minY - list.contentOffset == 40, "row 6 has not moved on screen")
    }

    @Test("a pinned header is pinned at its measured height, and is pushed off by its section's end")
    func pinnedAndMeasured() {
        let source = TextHeaderDataSource(sectionCounts: [6, 12], headerTexts: [Self.twoLines, Self.oneLine], rowHeight: 50)
        let (list, scheduler) = Self.list(source, pinsHeaders: true)
        GridFixture.settle(list, scheduler)
        let header0 = CollectionNode.headerKey(forSection: 0)
        Self.scroll(list, to: 100)
        GridFixture.settle(list, scheduler)
        #expect(list.visibleItems().last == VisibleItem(index: header0, frame: Rect(x: 0, y: 0, width: 300, height: 48)))
        // Section 0 ends at 48 + 300 = 348: at 320 the 48-point header is pushed up by 20.
        Self.scroll(list, to: 320)
        #expect(list.visibleItems().last == VisibleItem(index: header0, frame: Rect(x: 0, y: -20, width: 300, height: 48)))
        #expect(list.pinnedHeaderExtent(coveringItem: 2) == 48)
    }
}
