@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Tab into cells through the collection: the focus walks the cells' buttons and links, Enter
/// and Space act on the focused one as a click would, in either keyboard mode; an arrow or a
/// batch update that deletes the item takes it off.
@Suite(.serialized)
@MainActor
struct CollectionNodeControlFocusTests {
    private static func buttonGrid(count: Int = 8) -> (CollectionNode, ManualWorkScheduler, ActionRecorder) {
        let recorder = ActionRecorder()
        let source = ButtonGridSource(count: count, recorder: recorder)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler, recorder)
    }

    private static func press(_ grid: CollectionNode, _ key: Key, _ modifiers: KeyModifiers = [], at time: Double = 1) {
        grid.handle(InputEvent(time: time, kind: .key(key), modifiers: modifiers))
    }

    @Test("Tab goes from button to button in item order, Shift+Tab back, wrapping at both ends; the ring is the button's frame")
    func tabOrder() {
        let (grid, _, _) = Self.buttonGrid()
        var seen: [Int] = []
        for _ in 0..<9 {
            Self.press(grid, .tab)
            seen.append(grid.focusedControlPosition?.item ?? -1)
        }
        #expect(seen == [0, 1, 2, 3, 4, 5, 6, 7, 0])
        #expect(grid.focusedItem == 0)
        #expect(grid.focusedControlFramesOnScreen == [Rect(x: 20, y: 100, width: 80, height: 40)])
        Self.press(grid, .tab, .shift)
        #expect(grid.focusedControlPosition?.item == 7 && grid.focusedItem == 7)
        #expect(grid.focusedControlFramesOnScreen == [Rect(x: 620, y: 250, width: 80, height: 40)])
        Self.press(grid, .tab, .shift)
        #expect(grid.focusedControlPosition?.item == 6)
    }

    @Test("Enter and Space act on the focused button once each, on the main thread, in focus and in scroll mode")
    func enterActs() {
        let (grid, scheduler, recorder) = Self.buttonGrid()
        Self.press(grid, .tab)
        Self.press(grid, .tab)
        Self.press(grid, .enter)
        #expect(recorder.calls.current.map(\.title) == ["B1"])
        #expect(recorder.calls.current.first?.thread == ThreadIdentity.current)
        #expect(scheduler.pendingKeys == [1], "the cell is drawn again with what the action changed")
        #expect(grid.takeCollectionEvents().allSatisfy { if case .activated = $0 { false } else { true } }, "the item is not activated")
        grid.keyboardMode = .scroll
        Self.press(grid, .tab)
        Self.press(grid, .space)
        #expect(recorder.calls.current.map(\.title) == ["B1", "B2"])
        #expect(grid.contentOffset == 0, "Space acted instead of scrolling")
    }

    @Test("An arrow moves the focus off the control to an item; Enter then activates the item")
    func arrowLeavesControl() {
        let (grid, _, recorder) = Self.buttonGrid()
        Self.press(grid, .tab)
        Self.press(grid, .right)
        #expect(grid.focusedControlPosition == nil && grid.focusedItem == 1)
        #expect(grid.focusedControlFramesOnScreen.isEmpty)
        _ = grid.takeCollectionEvents()
        Self.press(grid, .enter)
        #expect(recorder.count == 0)
        #expect(grid.takeCollectionEvents() == [.activated(item: 1)])
        // From the focused item, Tab goes into its own button first.
        Self.press(grid, .tab)
        #expect(grid.focusedControlPosition?.item == 1)
    }

    @Test("Items with no controls are stops of their own")
    func itemsWithoutControls() {
        let (grid, scheduler) = GridFixture.manual(GridDataSource(sections: 1, perSection: 12))
        GridFixture.settle(grid, scheduler)
        Self.press(grid, .tab)
        #expect(grid.focusedItem == 0 && grid.focusedControlPosition == nil)
        Self.press(grid, .tab)
        #expect(grid.focusedItem == 1)
        Self.press(grid, .tab, .shift)
        Self.press(grid, .tab, .shift)
        #expect(grid.focusedItem == 11)
    }

    @Test("A link is a stop: Enter tells the delegate, then calls the link's action")
    func linkActs() {
        let source = LinkGridSource(count: 8, recorder: LinkRecorder())
        let (grid, scheduler) = GridFixture.manual(source)
        grid.delegate = source
        GridFixture.settle(grid, scheduler)
        Self.press(grid, .tab)
        Self.press(grid, .tab)
        #expect(grid.focusedControlPosition?.item == 1)
        // The link's two lines, in item 1 at x 200.
        #expect(grid.focusedControlFramesOnScreen == [Rect(x: 240, y: 100, width: 50, height: 12), Rect(x: 220, y: 112, width: 25, height: 12)])
        Self.press(grid, .enter)
        #expect(source.recorder.names == ["delegate x:1", "action x:1"])
    }

    @Test("A batch update carries the focused control with its item, and deleting the item takes it away")
    func batchUpdates() {
        let recorder = ActionRecorder()
        let source = ButtonMutableSource(count: 8, recorder: recorder)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        Self.press(grid, .tab)
        Self.press(grid, .tab)
        Self.press(grid, .tab)
        #expect(grid.focusedControlPosition?.item == 2)
        source.titles.remove(at: 0)
        grid.performBatchUpdates { grid.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(grid.focusedControlPosition?.item == 1, "moved up with its item")
        Self.press(grid, .enter, at: 2)
        #expect(recorder.calls.current.map(\.title) == ["B2"])
        source.titles.remove(at: 1)
        grid.performBatchUpdates { grid.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(grid.focusedControlPosition == nil)
        Self.press(grid, .enter, at: 3)
        #expect(recorder.count == 1, "Enter on no control acts on none")
    }
}
