@testable import FolioCore
import Testing
import TestSupport

/// A cell's buttons while the cell is laid out again after a click: its old bitmap still shows
/// them, so presses still reach them.
@Suite(.serialized)
@MainActor
struct CollectionNodeButtonRelayoutTests {
    /// Item 5's button (column 1, row 1): the cell at (200, 150), the button at (220, 250, 80, 40).
    private static let onButton = Point(x: 250, y: 270)

    @Test("a click on a button while its cell is laid out again after the last click still reaches it, and not the cell")
    func clickDuringRelayout() {
        let recorder = ActionRecorder()
        let (grid, scheduler) = GridFixture.manual(ButtonGridSource(count: 40, recorder: recorder))
        GridFixture.settle(grid, scheduler)
        GridFixture.click(grid, at: Self.onButton, time: 1)
        #expect(recorder.count == 1)
        #expect(grid.data.elements[5]?.layout == nil && scheduler.pendingKeys == [5], "the clicked cell waits to be laid out again")

        // The workers have not laid the cell out again yet: the old layout takes the press.
        grid.handle(InputEvent(time: 1.1, kind: .pointerDown(.mouse, Self.onButton)))
        grid.handle(InputEvent(time: 1.15, kind: .pointerUp(.mouse, Self.onButton)))
        #expect(recorder.count == 2, "the second click reached the button")
        #expect(grid.selectedItem == nil, "and not the cell")

        GridFixture.settle(grid, scheduler, at: 2)
        #expect(grid.data.elements[5]?.replacedLayout == nil, "the new layout replaces the kept one")
        GridFixture.click(grid, at: Self.onButton, time: 3)
        #expect(recorder.count == 3, "the new layout takes presses once it arrives")
        // Off the button, inside the cell: the cell's own press.
        GridFixture.click(grid, at: Point(x: 350, y: 200), time: 4)
        #expect(recorder.count == 3)
        #expect(grid.selectedItem == 5)
    }
}
