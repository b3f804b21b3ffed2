@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Buttons inside cells take their presses: highlighted while pressed (the cell drawn again),
/// acting once on release inside, never selecting or highlighting the cell.
@Suite(.serialized)
@MainActor
struct CollectionNodeButtonTests {
    /// Item 5's button (column 1, row 1): the cell at (200, 150), the button at (220, 250, 80, 40).
    private static let onButton = Point(x: 250, y: 270)
    private static let elsewhereInCell = Point(x: 350, y: 200)

    private static func grid() -> (CollectionNode, ManualWorkScheduler, ButtonGridSource, ActionRecorder, RecordingCollectionDelegate) {
        let recorder = ActionRecorder()
        let source = ButtonGridSource(count: 40, recorder: recorder)
        let delegate = RecordingCollectionDelegate()
        let (grid, scheduler) = GridFixture.manual(source, delegate: delegate)
        GridFixture.settle(grid, scheduler)
        delegate.clear()
        return (grid, scheduler, source, recorder, delegate)
    }

    @Test("the button sits where the cell's layout puts it")
    func buttonFrame() throws {
        let (grid, _, source, _, _) = Self.grid()
        let layout = try #require(grid.data.elements[5]?.layout)
        let hit = try #require(layout.topmostButton(at: Point(x: 30, y: 120)))
        #expect(hit.button === source.buttons.current[5])
        #expect(hit.frame == Rect(x: 20, y: 100, width: 80, height: 40))
    }

    @Test("press and release on a button act once on the main thread, highlight the button while pressed (the cell redrawn), and never select or highlight the cell")
    func pressAndReleaseActs() throws {
        let (grid, scheduler, source, recorder, delegate) = Self.grid()
        let button = try #require(source.buttons.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        #expect(button.isHighlighted)
        #expect(scheduler.pendingKeys == [5], "the cell is drawn again, on a worker")
        grid.tick(at: 1.2)
        #expect(grid.highlightedItem == nil)
        scheduler.runAll()
        grid.tick(at: 1.25)
        grid.handle(InputEvent(time: 1.3, kind: .pointerUp(.mouse, Self.onButton)))
        grid.tick(at: 1.3)
        #expect(recorder.count == 1)
        #expect(recorder.calls.current.first?.title == "B5")
        #expect(recorder.calls.current.first?.thread == ThreadIdentity.current, "on the main thread")
        #expect(!button.isHighlighted)
        #expect(grid.selectedItem == nil)
        #expect(grid.highlightedItem == nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("select") || $0.hasPrefix("highlight") }, "\(delegate.calls)")
        #expect(scheduler.pendingKeys == [5], "drawn again unhighlighted")
        GridFixture.settle(grid, scheduler, at: 2)
        #expect(recorder.count == 1)
    }

    @Test("releasing outside the button does not act")
    func releaseOutsideDoesNotAct() throws {
        let (grid, scheduler, source, recorder, delegate) = Self.grid()
        let button = try #require(source.buttons.current[5])
        let nearEdge = Point(x: 296, y: 270)
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, nearEdge)))
        #expect(button.isHighlighted)
        // 6 px right: within the tap slop, but off the button.
        grid.handle(InputEvent(time: 1.05, kind: .pointerMoved(.mouse, Point(x: 302, y: 270))))
        grid.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Point(x: 302, y: 270))))
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(recorder.count == 0)
        #expect(!button.isHighlighted)
        #expect(grid.selectedItem == nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("select") })
    }

    @Test("dragging past the slop lets the button go without acting")
    func dragDoesNotAct() throws {
        let (grid, scheduler, source, recorder, _) = Self.grid()
        let button = try #require(source.buttons.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        for step in 1...6 {
            grid.handle(InputEvent(time: 1 + Double(step) * 0.016, kind: .pointerMoved(.mouse, Point(x: 250, y: 270 - Double(step) * 5))))
        }
        #expect(!button.isHighlighted)
        grid.handle(InputEvent(time: 1.12, kind: .pointerMoved(.mouse, Self.onButton)))
        grid.handle(InputEvent(time: 1.13, kind: .pointerUp(.mouse, Self.onButton)))
        GridFixture.settle(grid, scheduler, at: 3)
        #expect(recorder.count == 0)
        #expect(!button.isHighlighted)
        #expect(grid.selectedItem == nil)
    }

    @Test("a click elsewhere in the cell still selects it, without acting")
    func clickElsewhereSelects() {
        let (grid, _, _, recorder, delegate) = Self.grid()
        GridFixture.click(grid, at: Self.elsewhereInCell, time: 1)
        #expect(grid.selectedItem == 5)
        #expect(delegate.calls.contains("select [0, 5]"), "\(delegate.calls)")
        #expect(recorder.count == 0)
    }

    @Test("a disabled button is passed over: the click selects the cell")
    func disabledButtonSelects() throws {
        let (grid, _, source, recorder, _) = Self.grid()
        try #require(source.buttons.current[5]).isEnabled = false
        GridFixture.click(grid, at: Self.onButton, time: 1)
        #expect(grid.selectedItem == 5)
        #expect(recorder.count == 0)
    }

    @Test("a button in a feed inside a pager of feeds receives the click")
    func buttonInANestedFeed() throws {
        let recorder = ActionRecorder()
        let source = ButtonFeedPagerSource(pages: 5, recorder: recorder)
        let pager = GridFixture.settledPager(source, initialPage: 2)
        let feed = try #require(pager.collectionNode(forPageAt: 2))
        let button = try #require(source.feed(ofPage: 2).buttons.current[5])
        pager.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        #expect(button.isHighlighted)
        pager.tick(at: 1.05)
        pager.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Self.onButton)))
        pager.tick(at: 1.1)
        #expect(recorder.count == 1)
        #expect(recorder.calls.current.first?.title == "B5")
        #expect(feed.selectedItem == nil)
        #expect(pager.currentPageIndex == 2)
        #expect(source.feed(ofPage: 1).buttons.current[5]?.isHighlighted != true)
    }

    @Test("a button whose item is deleted or reloaded while pressed lets go without acting; one whose item moves is judged where it is now and drawn released there")
    func pressedButtonThroughAnUpdate() throws {
        let recorder = ActionRecorder()
        let source = ButtonMutableSource(count: 40, recorder: recorder)
        let (grid, scheduler) = GridFixture.manual(source)
        GridFixture.settle(grid, scheduler)
        let button = try #require(source.buttons.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onButton)))
        #expect(button.isHighlighted)
        source.titles.remove(at: 5)
        grid.performBatch(animated: false) { grid.deleteItems(at: [IndexPath(item: 5, section: 0)]) }
        GridFixture.settle(grid, scheduler, at: 1.1)
        grid.handle(InputEvent(time: 1.2, kind: .pointerUp(.mouse, Self.onButton)))
        GridFixture.settle(grid, scheduler, at: 1.3)
        #expect(recorder.count == 0, "the deleted item's button does not act: \(recorder.calls.current.map(\.title))")
        #expect(!button.isHighlighted)
        #expect(grid.selectedItem == nil)

        // Item 9 (title 10) is pressed, then item 0 is deleted: title 10 moves to item 8, from
        // under the pointer, and title 11 comes under it.
        let moving = try #require(source.buttons.current[10])
        let onItem9 = Point(x: 250, y: 420)
        grid.handle(InputEvent(time: 2, kind: .pointerDown(.mouse, onItem9)))
        #expect(moving.isHighlighted)
        GridFixture.settle(grid, scheduler, at: 2.05)
        #expect(ButtonMutableSource.showsHighlight(grid.bitmap(forItemAt: 9)?.bitmap), "drawn pressed")
        source.titles.remove(at: 0)
        grid.performBatch(animated: false) { grid.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        GridFixture.settle(grid, scheduler, at: 2.1)
        grid.handle(InputEvent(time: 2.2, kind: .pointerUp(.mouse, onItem9)))
        GridFixture.settle(grid, scheduler, at: 2.3)
        #expect(recorder.count == 0, "released where the button no longer is: \(recorder.calls.current.map(\.title))")
        #expect(!moving.isHighlighted)
        #expect(!ButtonMutableSource.showsHighlight(grid.bitmap(forItemAt: 8)?.bitmap), "its cell is drawn released")
        let other = try #require(source.buttons.current[11])
        #expect(!other.isHighlighted)

        // Pressed, then the data reloaded: the cell is made anew, and the old button does not act.
        let reloaded = try #require(source.buttons.current[11])
        grid.handle(InputEvent(time: 3, kind: .pointerDown(.mouse, onItem9)))
        #expect(reloaded.isHighlighted)
        grid.reloadData()
        GridFixture.settle(grid, scheduler, at: 3.1)
        grid.handle(InputEvent(time: 3.2, kind: .pointerUp(.mouse, onItem9)))
        GridFixture.settle(grid, scheduler, at: 3.3)
        #expect(recorder.count == 0, "\(recorder.calls.current.map(\.title))")
        #expect(!reloaded.isHighlighted)
    }
}
