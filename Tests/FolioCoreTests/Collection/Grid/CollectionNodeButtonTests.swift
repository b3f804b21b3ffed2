import FolioCore
import Testing
import TestSupport

@Suite("Collection buttons in cells")
@MainActor
struct CollectionNodeButtonTests {
    @Test("A click on a button while its cell is laid out again after the last click still reaches it, where the old bitmap shows it")
    func clickDuringRelayout() {
        let counter = ActionCounter()
        let (grid, scheduler) = GridFixture.manual(ButtonCellDataSource(count: 8) { _ in counter.record() })
        GridFixture.settle(grid, scheduler)
        // Item 0's button spans (20, 20) to (180, 130).
        let point = Point(x: 100, y: 75)
        GridFixture.click(grid, at: point, time: 1)
        #expect(counter.count == 1)
        #expect(!scheduler.pendingKeys.isEmpty, "the clicked cell waits to be laid out again")

        // The workers have not laid the cell out again yet: the old layout takes the press.
        grid.handle(InputEvent(time: 1.1, kind: .pointerDown(.mouse, point)))
        #expect(grid.takeCollectionEvents().isEmpty)
        grid.handle(InputEvent(time: 1.15, kind: .pointerUp(.mouse, point)))
        #expect(counter.count == 2, "the second click reached the button")
        #expect(grid.selectedItem == nil, "and not the cell")

        GridFixture.settle(grid, scheduler, at: 2)
        GridFixture.click(grid, at: point, time: 3)
        #expect(counter.count == 3, "the new layout takes presses once it arrives")
        // Off the button, inside the cell: the cell's own press.
        GridFixture.click(grid, at: Point(x: 10, y: 10), time: 4)
        #expect(counter.count == 3)
        #expect(grid.selectedItem == 0)
    }
}
