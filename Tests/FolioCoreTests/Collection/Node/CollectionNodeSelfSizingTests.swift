import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection node: self-sizing flow items")
@MainActor
struct CollectionNodeSelfSizingTests {
    /// Cells of varied sizes, none the estimate: 150 to 250 wide, 120 to 200 tall.
    static func size(ofItem index: Int) -> Size {
        Size(width: 150 + Double(index % 3) * 50, height: 120 + Double(index % 5) * 20)
    }

    /// A loaded collection, with its data source (which the collection holds weakly: keep it).
    static func loaded() -> (CollectionNode, ManualWorkScheduler, SizedCellDataSource) {
        let layout = FlowLayout(itemSize: .selfSizing(estimated: Size(width: 100, height: 100)), interitemSpacing: 0, lineSpacing: 0,
                                headerHeight: 30)
        let source = SizedCellDataSource(sectionCounts: [60, 60, 60], size: size(ofItem:))
        let (grid, scheduler) = GridFixture.manual(source, layout: layout)
        return (grid, scheduler, source)
    }

    @Test("cells take their measured sizes, and lines re-flow to hold as many as fit")
    func measuredSizes() {
        let (grid, scheduler, source) = Self.loaded()
        defer { withExtendedLifetime(source) {} }
        #expect(grid.frameOnScreen(ofItem: 1) == Rect(x: 100, y: 30, width: 100, height: 100), "estimated: eight a line")
        GridFixture.settle(grid, scheduler)
        // 150 + 200 + 250 + 150 = 750 fit 800; the fifth (200) starts the next line.
        #expect(grid.frameOnScreen(ofItem: 1) == Rect(x: 150, y: 30, width: 200, height: 140))
        #expect(grid.frameOnScreen(ofItem: 3) == Rect(x: 600, y: 30, width: 150, height: 180))
        #expect(grid.frameOnScreen(ofItem: 4)?.origin == Point(x: 0, y: 210), "below the line's tallest item")
        #expect(grid.bitmap(forItemAt: 1)?.size == Size(width: 200, height: 140))
    }

    @Test("measurements arriving above the viewport do not move what is on screen")
    func anchorStays() {
        let (grid, scheduler, source) = Self.loaded()
        defer { withExtendedLifetime(source) {} }
        // Section 1's first item at the top: section 0, above, is all estimates yet.
        grid.scrollToItem(at: IndexPath(item: 0, section: 1), position: .start, animated: false)
        let anchor = 60, above = 59
        #expect(grid.frameOnScreen(ofItem: anchor)?.minY == 0)
        let offsetBefore = grid.contentOffset
        GridFixture.settle(grid, scheduler)
        // The items above were measured: section 0 grew, and the content offset with it...
        #expect(grid.frameOnScreen(ofItem: above)?.size == Self.size(ofItem: above))
        #expect(grid.contentOffset > offsetBefore + 100, "\(grid.contentOffset)")
        // ...so that what is on screen stayed where it was.
        let after = grid.frameOnScreen(ofItem: anchor)
        #expect(after == Rect(x: 0, y: 0, width: 150, height: 120), "\(String(describing: after))")
    }
}
