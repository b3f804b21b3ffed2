import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection retention and anchoring")
@MainActor
struct CollectionNodeRetentionTests {
    @Test("visiting many items keeps at most the retention limit of nodes beyond the ranges")
    func retentionBound() {
        let source = GridDataSource(sections: 1, perSection: 100_000)
        let (grid, scheduler) = GridFixture.manual(source)
        grid.retainedItemLimit = 64
        var time = 0.0
        for row in stride(from: 0, to: 2_000, by: 4) {
            time += 1.0 / 60
            grid.scrollToItem(at: IndexPath(item: row * 4, section: 0), position: .start, animated: false)
            GridFixture.settle(grid, scheduler, at: time)
            #expect(grid.residentCounts.nodes <= grid.ranges.preload.count + 64, "row \(row)")
        }
        #expect(source.blocksAskedFor.count > 6_000, "many items were visited")
        // Coming back to the start asks the data source again for nodes it let go.
        let asked = source.blocksAskedFor.count
        grid.scrollToItem(at: IndexPath(item: 0, section: 0), position: .start, animated: false)
        GridFixture.settle(grid, scheduler, at: time + 1)
        #expect(source.blocksAskedFor.count > asked)
        #expect(source.blocksAskedFor.suffix(from: asked).contains(0))
    }

    @Test("items that come back within the retention limit keep their nodes")
    func shortTripKeepsNodes() {
        let source = GridDataSource(sections: 1, perSection: 10_000)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        let first = grid.nodeForItem(at: IndexPath(item: 0, section: 0))
        grid.scrollToItem(at: IndexPath(item: 200, section: 0), position: .start, animated: false)
        GridFixture.settle(grid, scheduler, at: 1)
        grid.scrollToItem(at: IndexPath(item: 0, section: 0), position: .start, animated: false)
        GridFixture.settle(grid, scheduler, at: 2)
        #expect(first != nil && grid.nodeForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(source.blocksAskedFor.filter { $0 == 0 }.count == 1)
    }

    @Test("resizing reflows the grid and keeps the first visible item in view")
    func anchorOnResize() {
        let layout = FlowLayout(itemSize: .columns(minimumWidth: 190, aspectRatio: 0.75), interitemSpacing: 0, lineSpacing: 0)
        let (grid, scheduler) = GridFixture.manual(GridDataSource(sections: 10, perSection: 100), layout: layout)
        grid.scrollToItem(at: IndexPath(item: 37, section: 5), position: .start, animated: false)
        let anchor = grid.visibleIndexPaths.first!
        for (index, size) in [Size(width: 500, height: 700), Size(width: 1300, height: 500), Size(width: 800, height: 600)].enumerated() {
            grid.setBounds(size, scale: 1, at: Double(index + 1))
            GridFixture.settle(grid, scheduler, at: Double(index + 1))
            #expect(grid.visibleIndexPaths.contains(anchor), "\(size)")
            #expect(grid.frameOnScreen(ofItem: 537).map { $0.minY <= 0.5 && $0.maxY > 0 } == true, "\(size)")
        }
    }

    @Test("rows that measure taller than estimated above the window do not move what is on screen")
    func listMeasurementAnchors() {
        let source = GridDataSource(sections: 1, perSection: 1_000)
        let (list, scheduler) = GridFixture.manual(source, layout: ListLayout(estimatedRowHeight: 40))
        list.scrollToItem(at: IndexPath(item: 100, section: 0), position: .start, animated: false)
        GridFixture.settle(list, scheduler)
        let anchor = list.visibleIndexPaths.first!.item
        let before = list.frameOnScreen(ofItem: anchor)!.minY
        // The test cell's stack measures its own height: the estimate was wrong.
        #expect(list.frameOnScreen(ofItem: anchor)!.height != 40)
        list.scrollToItem(at: IndexPath(item: anchor, section: 0), position: .nearest, animated: false)
        #expect(abs(list.frameOnScreen(ofItem: anchor)!.minY - before) < 0.5)
        #expect(list.contentOffset != 100 * 40, "the offset followed the rows measured above")
    }
}
