import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection keyboard focus")
@MainActor
struct CollectionNodeFocusTests {
    private func press(_ key: Key, on grid: CollectionNode, at time: Double) {
        grid.handle(InputEvent(time: time, kind: .key(key)))
        var now = time
        while grid.isMoving, now < time + 3 {
            now += 1.0 / 60
            grid.tick(at: now)
        }
    }

    @Test("arrows move the focus by item across a row and by row up and down")
    func arrowsInAFlow() {
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 100))
        press(.right, on: grid, at: 1)
        #expect(grid.focusedItem == 0, "the first arrow shows the focus on the first item in view")
        press(.right, on: grid, at: 2)
        #expect(grid.focusedItem == 1)
        press(.down, on: grid, at: 3)
        #expect(grid.focusedItem == 5)
        press(.down, on: grid, at: 4)
        #expect(grid.focusedItem == 9)
        press(.left, on: grid, at: 5)
        #expect(grid.focusedItem == 8)
        press(.up, on: grid, at: 6)
        #expect(grid.focusedItem == 4)
        press(.up, on: grid, at: 7)
        press(.up, on: grid, at: 8)
        #expect(grid.focusedItem == 0, "no row above the first")
    }

    @Test("the focus is kept in view: moving down past the window scrolls")
    func focusScrolls() {
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 100))
        grid.focusItem(at: IndexPath(item: 0, section: 0), animated: false)
        for step in 0..<6 { press(.down, on: grid, at: 1 + Double(step)) }
        #expect(grid.focusedItem == 24)
        let frame = grid.frameOnScreen(ofItem: 24)!
        #expect(frame.minY >= 0 && frame.maxY <= 600)
        #expect(grid.contentOffset == 7 * 150 - 600 + CollectionNode.focusMargin)
    }

    @Test("Home and End go to the first and last item and focus it; Enter activates the focus")
    func homeEndEnter() {
        let delegate = RecordingCollectionDelegate()
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 2, perSection: 50), delegate: delegate)
        press(.end, on: grid, at: 1)
        #expect(grid.focusedItem == 99)
        #expect(grid.contentOffset == 26 * 150 - 600, "two sections of 13 rows")
        press(.enter, on: grid, at: 5)
        #expect(delegate.calls.contains("activate [1, 49]"))
        press(.home, on: grid, at: 6)
        #expect(grid.focusedItem == 0 && grid.contentOffset == 0)
    }

    @Test("down in a masonry goes to the next item below in the same column")
    func masonryDown() {
        let delegate = RecordingCollectionDelegate()
        // Item 0 tall, items 1 and 2 short: 1 goes right of 0, 2 under 1, 3 under 2 or 0.
        delegate.originalSizes = [0: Size(width: 100, height: 300), 1: Size(width: 100, height: 100), 2: Size(width: 100, height: 100)]
        let layout = MasonryLayout(minimumColumnWidth: 400, columnSpacing: 0, interitemSpacing: 0)
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 6), layout: layout, delegate: delegate)
        grid.focusItem(at: IndexPath(item: 1, section: 0), animated: false)
        press(.down, on: grid, at: 1)
        #expect(grid.focusedItem == 2)
        let below = grid.frameOnScreen(ofItem: 2)!, above = grid.frameOnScreen(ofItem: 1)!
        #expect(below.minX == above.minX && below.minY >= above.maxY)
    }

    @Test("Page Down scrolls about a screenful and leaves the focus alone")
    func pageDown() {
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 400))
        press(.pageDown, on: grid, at: 1)
        #expect(grid.contentOffset > 400 && grid.contentOffset <= 600)
        #expect(grid.focusedItem == nil)
    }
}
