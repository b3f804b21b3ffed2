import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection node: the delegate's constrained sizes")
@MainActor
struct CollectionNodeConstrainedSizeTests {
    /// Items 0 and 4 may be anything up to 1000×1000, the rest exactly their slots; every cell
    /// prefers 80×60, item 4 prefers 500×500.
    static func loaded(_ layout: any CollectionLayout) -> (CollectionNode, SizeRangeDelegate) {
        let delegate = SizeRangeDelegate()
        let any = SizeRange(max: Size(width: 1_000, height: 1_000))
        delegate.ranges = [0: any, 4: any]
        let source = SizedCellDataSource(sectionCounts: [12]) { $0 == 4 ? Size(width: 500, height: 500) : Size(width: 80, height: 60) }
        let (grid, scheduler) = GridFixture.manual(source, layout: layout, delegate: delegate)
        GridFixture.settle(grid, scheduler)
        return (grid, delegate)
    }

    @Test("in a flow, an item the delegate lets be smaller keeps its size; one asking for more stays in its slot")
    func flow() {
        let (grid, _) = Self.loaded(GridFixture.plainFlow)
        #expect(grid.frameOnScreen(ofItem: 0) == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(grid.bitmap(forItemAt: 0)?.size == Size(width: 80, height: 60), "drawn at its size, not stretched")
        #expect(grid.visibleItems().first { $0.index == 0 }?.frame == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(grid.frameOnScreen(ofItem: 1) == Rect(x: 200, y: 0, width: 200, height: 150), "no range: exactly its slot")
        #expect(grid.bitmap(forItemAt: 1)?.size == Size(width: 200, height: 150))
        #expect(grid.frameOnScreen(ofItem: 4) == Rect(x: 0, y: 150, width: 200, height: 150), "capped at its slot")
        #expect(grid.bitmap(forItemAt: 4)?.size == Size(width: 200, height: 150))
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 10)) == IndexPath(item: 0, section: 0))
        #expect(grid.indexPathForItem(at: Point(x: 150, y: 100)) == nil, "in the slot, beside the item")
    }

    @Test("in a list, a row the delegate lets be narrower keeps its width and measures its height")
    func list() {
        let (grid, _) = Self.loaded(ListLayout(estimatedRowHeight: 44))
        #expect(grid.frameOnScreen(ofItem: 0) == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(grid.bitmap(forItemAt: 0)?.size == Size(width: 80, height: 60))
        // Rows without a range are the row's width; their preferred height is kept.
        #expect(grid.frameOnScreen(ofItem: 1) == Rect(x: 0, y: 60, width: 800, height: 60))
        #expect(grid.frameOnScreen(ofItem: 4) == Rect(x: 0, y: 240, width: 500, height: 500))
    }

    @Test("in a masonry, an item the delegate lets be smaller keeps its size in its column")
    func masonry() {
        let (grid, _) = Self.loaded(MasonryLayout(minimumColumnWidth: 200, columnSpacing: 0, interitemSpacing: 0))
        #expect(grid.frameOnScreen(ofItem: 0) == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(grid.bitmap(forItemAt: 0)?.size == Size(width: 80, height: 60))
        #expect(grid.frameOnScreen(ofItem: 1) == Rect(x: 200, y: 0, width: 200, height: 200))
        #expect(grid.frameOnScreen(ofItem: 4) == Rect(x: 0, y: 200, width: 200, height: 200))
    }
}
