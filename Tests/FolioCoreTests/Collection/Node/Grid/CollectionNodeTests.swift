import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection node")
@MainActor
struct CollectionNodeTests {
    @Test("the data source's sections and items are numbered by index path and flat index")
    func sectionsAndIndexPaths() {
        let source = GridDataSource(sectionCounts: [3, 0, 5])
        let (grid, scheduler) = GridFixture.manual(source)
        #expect(grid.numberOfSections == 3)
        #expect((0..<3).map(grid.numberOfItems(inSection:)) == [3, 0, 5])
        #expect(grid.itemCount == 8)
        GridFixture.settle(grid, scheduler)
        #expect(grid.visibleIndexPaths.first == IndexPath(item: 0, section: 0))
        #expect(grid.visibleIndexPaths.last == IndexPath(item: 4, section: 2))
        #expect(grid.nodeForItem(at: IndexPath(item: 1, section: 2)) != nil)
        let node = grid.nodeForItem(at: IndexPath(item: 1, section: 2))!
        #expect(grid.indexPath(for: node) == IndexPath(item: 1, section: 2))
    }

    @Test("only the items near the window are asked for, whatever the item count")
    func rangesFollowTheWindow() {
        for count in [1_000, 1_000_000] {
            let source = GridDataSource(sections: 1, perSection: count)
            let (grid, scheduler) = GridFixture.manual(source)
            GridFixture.settle(grid, scheduler)
            // 4 rows of 4 are visible in 600 px; the preload range adds a few screenfuls.
            #expect(Set(grid.ranges.visible) == Set(0..<16), "\(count)")
            #expect(grid.ranges.visible.isSubset(of: grid.ranges.display) && grid.ranges.display.isSubset(of: grid.ranges.preload))
            #expect(source.blocksAskedFor.count == grid.ranges.preload.count)
            #expect(source.blocksAskedFor.count < 100)
            #expect(grid.residentCounts.bitmaps == grid.ranges.display.count)
        }
    }

    @Test("items are laid out at the size of their frames, drawn, and pushed to the renderer once")
    func bitmapsArePushed() {
        let source = GridDataSource(sections: 1, perSection: 100)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        let changes = grid.takeBitmapChanges()
        #expect(changes == grid.ranges.display)
        #expect(grid.bitmap(forItemAt: 5)?.size == Size(width: 200, height: 150))
        #expect(grid.takeBitmapChanges().isEmpty)
        grid.scrollToItem(at: IndexPath(item: 96, section: 0), position: .start, animated: false)
        GridFixture.settle(grid, scheduler)
        let moved = grid.takeBitmapChanges()
        #expect(moved.contains(0), "item 0's bitmap went")
        #expect(grid.bitmap(forItemAt: 0) == nil)
        #expect(moved.contains(96))
    }

    @Test("hit testing finds the item under a point, scrolled or not, and nothing in gaps")
    func hitTesting() {
        let layout = FlowLayout(itemSize: .fixed(Size(width: 190, height: 150)), interitemSpacing: 10, lineSpacing: 10)
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 2, perSection: 10), layout: layout)
        #expect(grid.indexPathForItem(at: Point(x: 5, y: 5)) == IndexPath(item: 0, section: 0))
        #expect(grid.indexPathForItem(at: Point(x: 205, y: 5)) == IndexPath(item: 1, section: 0))
        #expect(grid.indexPathForItem(at: Point(x: 195, y: 5)) == nil, "the gap between items")
        #expect(grid.indexPathForItem(at: Point(x: -1, y: 5)) == nil)
        #expect(grid.indexPathForItem(at: Point(x: .nan, y: 5)) == nil)
        grid.scrollToItem(at: IndexPath(item: 4, section: 0), position: .start, animated: false)
        #expect(grid.contentOffset == 160)
        #expect(grid.indexPathForItem(at: Point(x: 5, y: 5)) == IndexPath(item: 4, section: 0))
        #expect(grid.frameOnScreen(ofItem: 4) == Rect(x: 0, y: 0, width: 190, height: 150))
    }

    @Test("scrolling to an item puts it where asked, clamped to the content")
    func scrollToItem() {
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 400))
        let item = IndexPath(item: 200, section: 0)  // row 50: 7500...7650
        grid.scrollToItem(at: item, position: .start, animated: false)
        #expect(grid.contentOffset == 7_500)
        grid.scrollToItem(at: item, position: .end, animated: false)
        #expect(grid.contentOffset == 7_650 - 600)
        grid.scrollToItem(at: item, position: .center, animated: false)
        #expect(grid.contentOffset == 7_575 - 300)
        grid.scrollToItem(at: item, position: .nearest, animated: false)
        #expect(grid.contentOffset == 7_575 - 300, "already visible: no move")
        grid.scrollToItem(at: IndexPath(item: 399, section: 0), position: .start, animated: false)
        #expect(grid.contentOffset == 100 * 150 - 600, "clamped to the end")
    }

    @Test("a scroll asked for before the data or the size arrives is applied when they do")
    func pendingScroll() {
        let scheduler = ManualWorkScheduler()
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(scheduler), wake: {})
        let source = GridDataSource(sections: 1, perSection: 1_000)
        grid.scrollToItem(at: IndexPath(item: 400, section: 0), position: .start, animated: false)
        grid.dataSource = source
        grid.setBounds(GridFixture.size, scale: 1, at: 0)
        #expect(grid.contentOffset == 15_000)
        #expect(grid.visibleIndexPaths.first == IndexPath(item: 400, section: 0))
    }

    @Test("settling reports the offset and the first and last items with any part visible")
    func scrollSettledEvent() {
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 1_000))
        _ = grid.takeCollectionEvents()
        grid.handle(InputEvent(time: 1, kind: .wheel(dx: 0, dy: 1)))
        var time = 1.0
        while grid.tick(at: time), time < 5 { time += 1.0 / 60 }
        let events = grid.takeCollectionEvents()
        guard case .scrollSettled(let offset, let first, let last)? = events.last else {
            Issue.record("no scroll-settled event: \(events)")
            return
        }
        #expect(offset > 0 && offset == grid.contentOffset)
        let firstRow = Int(offset / 150), lastRow = Int(((offset + 600) / 150).rounded(.up)) - 1
        #expect(first == firstRow * 4 && last == lastRow * 4 + 3)
    }

    @Test("section headers are items of their own, drawn on top, and asked of the data source")
    func sectionHeaders() {
        let layout = FlowLayout(itemSize: .fixed(Size(width: 200, height: 150)), interitemSpacing: 0, lineSpacing: 0, headerHeight: 40)
        let source = GridDataSource(sections: 3, perSection: 4)
        let (grid, scheduler) = GridFixture.manual(source, layout: layout)
        GridFixture.settle(grid, scheduler)
        let header = CollectionNode.headerKey(forSection: 1)
        #expect(CollectionNode.section(ofHeaderKey: header) == 1)
        #expect(CollectionNode.section(ofHeaderKey: 5) == nil)
        let drawn = grid.visibleItems()
        #expect(drawn.contains { $0.index == header && $0.frame == Rect(x: 0, y: 190, width: 800, height: 40) })
        #expect(drawn.last?.index ?? 0 < 0, "headers come last, on top")
        #expect(Set(source.headersAskedFor) == [0, 1, 2])
        #expect(grid.bitmap(forItemAt: header)?.size == Size(width: 800, height: 40))
        #expect(grid.indexPathForItem(at: Point(x: 10, y: 200)) == nil, "a header is not an item")
    }
}
