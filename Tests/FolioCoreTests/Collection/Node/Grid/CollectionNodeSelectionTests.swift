import FolioCore
import Foundation
import Testing
import TestSupport

@Suite("Collection selection and highlight")
@MainActor
struct CollectionNodeSelectionTests {
    private func makeGrid() -> (CollectionNode, RecordingCollectionDelegate) {
        let delegate = RecordingCollectionDelegate()
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 200), delegate: delegate)
        _ = grid.takeCollectionEvents()
        return (grid, delegate)
    }

    @Test("a press highlights its item only after the delay, and the release selects it")
    func highlightThenSelect() {
        let (grid, delegate) = makeGrid()
        let point = Point(x: 250, y: 10)  // item 1
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, point)))
        grid.tick(at: 1 + CollectionNode.highlightDelay / 2)
        #expect(grid.highlightedItem == nil)
        #expect(grid.nextDeadline == 1 + CollectionNode.highlightDelay)
        grid.tick(at: 1 + CollectionNode.highlightDelay)
        #expect(grid.highlightedItem == 1)
        grid.handle(InputEvent(time: 1.2, kind: .pointerUp(.mouse, point)))
        #expect(grid.highlightedItem == nil)
        #expect(grid.selectedItem == 1 && grid.focusedItem == 1)
        #expect(grid.indexPathForSelectedItem == IndexPath(item: 1, section: 0))
        #expect(delegate.calls == ["highlight [0, 1]", "unhighlight [0, 1]", "select [0, 1]"])
        #expect(grid.takeCollectionEvents() == [.selected(item: 1)])
    }

    @Test("a quick click selects without a highlight")
    func quickClick() {
        let (grid, delegate) = makeGrid()
        GridFixture.click(grid, at: Point(x: 10, y: 160), time: 1, duration: 0.03)  // item 4
        #expect(grid.selectedItem == 4)
        #expect(delegate.calls == ["select [0, 4]"])
    }

    @Test("moving past the slop cancels the highlight and scrolls instead of selecting")
    func dragCancels() {
        let (grid, delegate) = makeGrid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Point(x: 250, y: 300))))
        grid.tick(at: 1.1)
        #expect(grid.highlightedItem != nil)
        for step in 1...10 {
            grid.handle(InputEvent(time: 1.1 + Double(step) * 0.016, kind: .pointerMoved(.mouse, Point(x: 250, y: 300 - Double(step) * 10))))
        }
        grid.handle(InputEvent(time: 1.3, kind: .pointerUp(.mouse, Point(x: 250, y: 200))))
        #expect(grid.highlightedItem == nil && grid.selectedItem == nil)
        #expect(grid.contentOffset > 0)
        #expect(!delegate.calls.contains { $0.hasPrefix("select") })
        #expect(delegate.calls.contains("unhighlight [0, 9]"))
    }

    @Test("a press that catches moving content stops it and selects nothing")
    func catchingAFling() {
        let (grid, delegate) = makeGrid()
        grid.handle(InputEvent(time: 1, kind: .wheel(dx: 0, dy: 3)))
        grid.tick(at: 1.05)
        #expect(grid.isMoving)
        GridFixture.click(grid, at: Point(x: 250, y: 300), time: 1.06, duration: 0.03)
        #expect(grid.selectedItem == nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("select") })
    }

    @Test("a second click on the same item soon after activates it; a slow one only selects")
    func doubleClick() {
        let (grid, delegate) = makeGrid()
        GridFixture.click(grid, at: Point(x: 10, y: 10), time: 1, duration: 0.03)
        GridFixture.click(grid, at: Point(x: 12, y: 11), time: 1.2, duration: 0.03)
        #expect(delegate.calls == ["select [0, 0]", "select [0, 0]", "activate [0, 0]"])
        #expect(grid.takeCollectionEvents() == [.selected(item: 0), .selected(item: 0), .activated(item: 0)])
        delegate.clear()
        GridFixture.click(grid, at: Point(x: 10, y: 10), time: 3, duration: 0.03)
        GridFixture.click(grid, at: Point(x: 10, y: 10), time: 3 + CollectionNode.doubleClickInterval + 0.1, duration: 0.03)
        #expect(delegate.calls == ["select [0, 0]", "select [0, 0]"])
    }

    @Test("with selection off, clicks select nothing")
    func selectionOff() {
        let (grid, delegate) = makeGrid()
        grid.allowsSelection = false
        GridFixture.click(grid, at: Point(x: 10, y: 10), time: 1, duration: 0.2)
        #expect(grid.selectedItem == nil && delegate.calls.isEmpty)
    }
}
