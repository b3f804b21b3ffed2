@testable import FolioCore
import Foundation
import Testing

/// Where a dragged item drops in each layout: the slot holding the point, else the nearest one,
/// across sections, whatever the layout.
struct CollectionLayoutMoveTargetTests {
    /// A 3-column grid of 100×100 cells 10 apart, in sections of 5 under 20 px headers.
    private static func flow() -> FlowLayout {
        var layout = FlowLayout(itemSize: .fixed(Size(width: 100, height: 100)), interitemSpacing: 10, lineSpacing: 10,
                                headerHeight: 20)
        layout.prepare(containerSize: Size(width: 330, height: 400), sections: SectionItemCounts([5, 5]), itemSizeHint: { _ in nil })
        return layout
    }

    /// Everything a layout holds, as the rect to search.
    private static func all(_ layout: some CollectionLayout) -> Rect {
        Rect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height)
    }

    @Test("In a grid, the cell holding the point is the target; in a gap, the nearer cell; just past a short row's end, its last cell")
    func flowTargets() throws {
        let layout = Self.flow()
        let four = try #require(layout.frame(ofItem: 4)), three = try #require(layout.frame(ofItem: 3))
        let rect = Self.all(layout)
        #expect(layout.moveTargetItem(at: Point(x: four.midX, y: four.midY), within: rect) == 4)
        // Item 3 is at the start of the second row, item 4 beside it, 10 px apart.
        #expect(three.maxX + 10 == four.minX)
        #expect(layout.moveTargetItem(at: Point(x: three.maxX + 3, y: three.midY), within: rect) == 3)
        #expect(layout.moveTargetItem(at: Point(x: three.maxX + 7, y: three.midY), within: rect) == 4)
        // The second row holds items 3 and 4 only: the start of its empty third slot is nearest
        // item 4 (nearer than item 2 above it).
        #expect(layout.moveTargetItem(at: Point(x: four.maxX + 30, y: four.midY), within: rect) == 4)
    }

    @Test("In a grid with sections, a point on a section's header aims at the nearest cell: its first row's, or the previous section's last")
    func flowAcrossSections() throws {
        let layout = Self.flow()
        let header = try #require(layout.frame(ofHeaderInSection: 1))
        let firstOfSecond = try #require(layout.frame(ofItem: 5))
        let rect = Self.all(layout)
        // Just above the second section's first cell, in its header.
        #expect(layout.moveTargetItem(at: Point(x: firstOfSecond.midX, y: firstOfSecond.minY - 2), within: rect) == 5)
        // At the header's top, the first section's last row (items 3, 4) is nearer.
        #expect(header.minY < firstOfSecond.minY)
        let target = layout.moveTargetItem(at: Point(x: 50, y: header.minY), within: rect)
        #expect(target == 3)
    }

    @Test("Only items intersecting the rect are candidates; none there is no target; a non-finite point is none")
    func searchRect() throws {
        let layout = Self.flow()
        let seven = try #require(layout.frame(ofItem: 7))
        #expect(layout.moveTargetItem(at: Point(x: 50, y: 50), within: seven) == 7)
        #expect(layout.moveTargetItem(at: Point(x: 50, y: 50), within: Rect(x: 0, y: 5_000, width: 10, height: 10)) == nil)
        #expect(layout.moveTargetItem(at: Point(x: .nan, y: 50), within: Self.all(layout)) == nil)
    }

    @Test("In a list, the row beside the point is the target, wherever across it the point is; between rows the nearer")
    func listTargets() throws {
        var layout = ListLayout(estimatedRowHeight: 40, rowSpacing: 10)
        layout.prepare(containerSize: Size(width: 300, height: 400), sections: SectionItemCounts([4, 4]), itemSizeHint: { _ in nil })
        let rect = Self.all(layout)
        let two = try #require(layout.frame(ofItem: 2))
        #expect(layout.moveTargetItem(at: Point(x: 5, y: two.midY), within: rect) == 2)
        #expect(layout.moveTargetItem(at: Point(x: 299, y: two.midY), within: rect) == 2)
        #expect(layout.moveTargetItem(at: Point(x: 150, y: two.maxY + 3), within: rect) == 2)
        #expect(layout.moveTargetItem(at: Point(x: 150, y: two.maxY + 7), within: rect) == 3)
        // Into the second section.
        let five = try #require(layout.frame(ofItem: 5))
        #expect(layout.moveTargetItem(at: Point(x: 150, y: five.midY), within: rect) == 5)
        #expect(layout.moveTargetItem(at: Point(x: 150, y: layout.contentSize.height + 50), within: rect) == 7)
    }

    @Test("In a masonry, the cell holding the point is the target, and below a short column's end its last cell")
    func masonryTargets() throws {
        var layout = MasonryLayout(minimumColumnWidth: 100, columnSpacing: 10, interitemSpacing: 10)
        // Tall, short, short, short: the first column holds one tall cell, the second the rest.
        let heights = [300.0, 100, 100, 100]
        layout.prepare(containerSize: Size(width: 210, height: 400), sections: SectionItemCounts([4]),
                       itemSizeHint: { Size(width: 100, height: heights[$0.item]) })
        let rect = Self.all(layout)
        let tall = try #require(layout.frame(ofItem: 0))
        #expect(tall.height > 250, "item 0 keeps its tall aspect")
        for item in 0..<4 {
            let frame = try #require(layout.frame(ofItem: item))
            #expect(layout.moveTargetItem(at: Point(x: frame.midX, y: frame.midY), within: rect) == item)
        }
        // The tall cell fills the first column; the second holds items 1-3, and ends lower.
        let last = try #require(layout.frame(ofItem: 3))
        #expect(last.minX > tall.maxX && last.maxY > tall.maxY)
        // Below both columns: under the tall cell it is nearest, under the second column its
        // last cell.
        #expect(layout.moveTargetItem(at: Point(x: tall.midX, y: last.maxY + 10), within: rect) == 0)
        #expect(layout.moveTargetItem(at: Point(x: last.midX, y: last.maxY + 10), within: rect) == 3)
    }
}
