@testable import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection node: pinned section headers")
@MainActor
struct CollectionNodePinnedHeaderTests {
    /// Three sections of 8 items, 4 to a 150-point row under a 40-point header: each section is
    /// 340 long, the content 1020 in a 600-point viewport. The collection holds its data source
    /// and delegate weakly: the caller keeps them.
    static func loaded() -> (CollectionNode, SizeRangeDelegate, ManualWorkScheduler, SizedCellDataSource) {
        let layout = FlowLayout(itemSize: .fixed(Size(width: 200, height: 150)), interitemSpacing: 0, lineSpacing: 0,
                                headerHeight: 40, pinsHeaders: true)
        let delegate = SizeRangeDelegate()
        let source = SizedCellDataSource(sectionCounts: [8, 8, 8]) { _ in Size(width: 200, height: 150) }
        let (grid, scheduler) = GridFixture.manual(source, layout: layout, delegate: delegate)
        GridFixture.settle(grid, scheduler)
        return (grid, delegate, scheduler, source)
    }

    static func scroll(_ grid: CollectionNode, to offset: Double) {
        grid.absorb(grid.scrollModel.setOffset(offset, at: 0))
        grid.updatePipeline()
    }

    @Test("the header of the section at the top is drawn last, at the top, until the next header pushes it up")
    func drawnPinned() {
        let (grid, delegate, scheduler, source) = Self.loaded()
        defer { withExtendedLifetime((delegate, source)) {} }
        Self.scroll(grid, to: 250)
        GridFixture.settle(grid, scheduler)
        let header0 = CollectionNode.headerKey(forSection: 0)
        let shown = grid.visibleItems()
        #expect(shown.last == VisibleItem(index: header0, frame: Rect(x: 0, y: 0, width: 800, height: 40)))
        #expect(shown.filter { $0.index == header0 }.count == 1)
        #expect(grid.ranges.visible.contains(header0), "made and drawn though its own place scrolled away")
        #expect(grid.bitmap(forItemAt: header0) != nil)
        // At 320 section 0 ends 20 points below the top: its header sits above that end, and the
        // next header follows it.
        Self.scroll(grid, to: 320)
        let pushed = grid.visibleItems()
        #expect(pushed.last == VisibleItem(index: header0, frame: Rect(x: 0, y: -20, width: 800, height: 40)))
        #expect(pushed.contains(VisibleItem(index: CollectionNode.headerKey(forSection: 1), frame: Rect(x: 0, y: 20, width: 800, height: 40))))
        Self.scroll(grid, to: 400)
        #expect(grid.visibleItems().last == VisibleItem(index: CollectionNode.headerKey(forSection: 1),
                                                        frame: Rect(x: 0, y: 0, width: 800, height: 40)))
        #expect(!grid.visibleItems().contains { $0.index == header0 })
    }

    @Test("a press on the pinned header selects nothing under it; below it, the item is pressed")
    func pressesDoNotReachUnder() {
        let (grid, delegate, _, source) = Self.loaded()
        defer { withExtendedLifetime(source) {} }
        Self.scroll(grid, to: 250)
        // Content y 260 is item 4's row (190-340), under the pinned header.
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 10)) == nil)
        GridFixture.click(grid, at: Point(x: 10, y: 10), time: 1)
        #expect(delegate.selected.isEmpty)
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 50)) == IndexPath(item: 4, section: 0))
        GridFixture.click(grid, at: Point(x: 10, y: 50), time: 2)
        #expect(delegate.selected == [IndexPath(item: 4, section: 0)])
    }

    @Test("scrolling to an item leaves room for its section's pinned header, so that the header does not hide it")
    func scrollingClearsTheHeader() {
        let (grid, delegate, _, source) = Self.loaded()
        defer { withExtendedLifetime((delegate, source)) {} }
        grid.scrollToItem(at: IndexPath(item: 4, section: 0), position: .start, animated: false)
        #expect(grid.contentOffset == 150)
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 41)) == IndexPath(item: 4, section: 0))
        grid.scrollToItem(at: IndexPath(item: 0, section: 1), position: .start, animated: false)
        #expect(grid.contentOffset == 340, "the first row: the section's own start")
    }

    @Test("without pinning, headers scroll away with their sections")
    func unpinned() {
        let layout = FlowLayout(itemSize: .fixed(Size(width: 200, height: 150)), interitemSpacing: 0, lineSpacing: 0, headerHeight: 40)
        let source = SizedCellDataSource(sectionCounts: [8, 8, 8]) { _ in Size(width: 200, height: 150) }
        let (grid, _) = GridFixture.manual(source, layout: layout)
        Self.scroll(grid, to: 250)
        #expect(!grid.visibleItems().contains { $0.index == CollectionNode.headerKey(forSection: 0) })
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 10)) == IndexPath(item: 4, section: 0))
    }
}
