@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Context menus in a collection: a right click or a long press opens the item's, and while it
/// is open every pointer, wheel and key is the menu's (rows highlighted, chosen, the menu
/// closed), never selecting, scrolling or moving the focus beneath it.
@Suite(.serialized)
@MainActor
struct CollectionNodeContextMenuTests {
    /// Item 5: column 1, row 1 of the 4-column grid of 200×150 cells.
    private static let onItem5 = Point(x: 250, y: 200)
    private static let finger = PointerID.finger(device: 3, finger: 1)

    /// Held for the whole test: the collection holds its delegate and data source weakly.
    private let delegate = MenuRecordingDelegate()
    private let source = ModelDataSource(count: 40)

    /// The 4-column grid of `source`'s items, told to `delegate`, settled.
    private func grid() -> (CollectionNode, ManualWorkScheduler) {
        let (grid, scheduler) = GridFixture.manual(source, delegate: delegate)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler)
    }

    /// The middle of row `row` of the open popup.
    private static func rowPoint(_ grid: CollectionNode, _ row: Int) throws -> Point {
        let frame = try #require(grid.contextMenuPopup).rowFrame(row)
        return Point(x: frame.midX, y: frame.midY)
    }

    private static func secondaryPress(_ grid: CollectionNode, at point: Point = onItem5, time: Double = 1) {
        grid.handle(InputEvent(time: time, kind: .secondaryPress(.mouse, point)))
    }

    private static func click(_ grid: CollectionNode, at point: Point, time: Double) {
        grid.handle(InputEvent(time: time, kind: .pointerDown(.mouse, point)))
        grid.handle(InputEvent(time: time + 0.05, kind: .pointerUp(.mouse, point)))
        grid.tick(at: time + 0.05)
    }

    @Test("A right click on an item asks the delegate with its node and opens the menu at the pointer, selecting nothing")
    func rightClickOpens() throws {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        grid.tick(at: 1.2)
        #expect(delegate.asked == [IndexPath(item: 5, section: 0)])
        let node = try #require(delegate.nodes.first ?? nil)
        #expect(node === grid.nodeForItem(at: IndexPath(item: 5, section: 0)))
        let popup = try #require(grid.contextMenuPopup)
        #expect(popup.frame.origin == Self.onItem5)
        #expect(popup.menu.actions.map(\.title) == ["Open", "Hidden", "Duplicate", "Delete"])
        #expect(grid.isShowingContextMenu)
        #expect(grid.selectedItem == nil && grid.highlightedItem == nil)
        #expect(grid.takeCollectionEvents().isEmpty)
    }

    @Test("No menu opens off the items, or where the delegate offers none")
    func noMenu() {
        source.ids = Array(0..<5)
        let (grid, _) = grid()
        Self.secondaryPress(grid, at: Point(x: 700, y: 400))
        #expect(!grid.isShowingContextMenu)
        delegate.itemsWithoutMenu = [2]
        Self.secondaryPress(grid, at: Point(x: 450, y: 20))
        #expect(delegate.asked == [IndexPath(item: 2, section: 0)])
        #expect(!grid.isShowingContextMenu)
    }

    @Test("Near the window's corner the popup flips left and up, whole on screen")
    func flipsAtTheCorner() throws {
        let (grid, _) = grid()
        Self.secondaryPress(grid, at: Point(x: 790, y: 585))
        let frame = try #require(grid.contextMenuPopup).frame
        #expect(frame.maxX == 790 && frame.maxY == 585)
        #expect(frame.minX >= 0 && frame.minY >= 0)
    }

    @Test("Hovering highlights a row; clicking it reports the action in lower case, runs its handler, tells the delegate and closes")
    func clickChooses() throws {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        let duplicate = try Self.rowPoint(grid, 2)
        grid.handle(InputEvent(time: 1.1, kind: .hover(duplicate)))
        #expect(grid.contextMenuPopup?.highlightedRow == 2)
        Self.click(grid, at: duplicate, time: 1.2)
        // The mouse that hovered the menu's row hovers what is under it once the menu closes.
        #expect(grid.takeCollectionEvents() == [.menu(item: 5, action: "duplicate"), .hover(item: 5)])
        #expect(delegate.handled == ["duplicate"])
        #expect(delegate.chosen == ["Duplicate 5"])
        #expect(!grid.isShowingContextMenu)
        #expect(grid.selectedItem == nil && delegate.selected.isEmpty, "the click on the menu selects nothing beneath it")
    }

    @Test("A click on a disabled row or the padding chooses nothing and keeps the menu open")
    func disabledRow() throws {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        Self.click(grid, at: try Self.rowPoint(grid, 1), time: 1.2)
        let popup = try #require(grid.contextMenuPopup)
        Self.click(grid, at: Point(x: popup.frame.midX, y: popup.frame.minY + 2), time: 1.4)
        #expect(grid.isShowingContextMenu)
        #expect(delegate.chosen.isEmpty && grid.takeCollectionEvents().isEmpty)
    }

    @Test("A click outside closes the menu and is swallowed, its release too; the next click selects as usual")
    func clickOutsideCloses() {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        let elsewhere = Point(x: 100, y: 400)
        Self.click(grid, at: elsewhere, time: 1.2)
        grid.tick(at: 1.5)
        #expect(!grid.isShowingContextMenu)
        #expect(grid.selectedItem == nil && delegate.selected.isEmpty && delegate.chosen.isEmpty)
        #expect(grid.takeCollectionEvents().isEmpty)
        Self.click(grid, at: elsewhere, time: 2)
        #expect(grid.selectedItem == 8)
    }

    @Test("Down skips the disabled row and Enter chooses; the arrows never move the focus beneath the menu")
    func keyboard() {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        for (step, key) in [Key.down, .down, .right, .left].enumerated() {
            grid.handle(InputEvent(time: 1.1 + Double(step) * 0.01, kind: .key(key)))
        }
        #expect(grid.contextMenuPopup?.highlightedRow == 2, "Open, then Duplicate past the disabled row")
        #expect(grid.focusedItem == nil)
        grid.handle(InputEvent(time: 1.2, kind: .key(.up)))
        grid.handle(InputEvent(time: 1.21, kind: .key(.up)))
        #expect(grid.contextMenuPopup?.highlightedRow == 3, "round from the first to Delete")
        grid.handle(InputEvent(time: 1.3, kind: .key(.enter)))
        #expect(grid.takeCollectionEvents() == [.menu(item: 5, action: "delete")])
        #expect(delegate.chosen == ["Delete 5"])
        #expect(!grid.isShowingContextMenu)
        #expect(grid.takeCollectionEvents().isEmpty, "Enter did not also activate an item")
    }

    @Test("Esc closes the menu through handleEscape, without an action; a second Esc is the app's again")
    func escape() {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        #expect(grid.handleEscape())
        #expect(!grid.isShowingContextMenu)
        #expect(!grid.handleEscape())
        #expect(delegate.chosen.isEmpty)
    }

    @Test("The wheel closes the menu and does not scroll")
    func wheelCloses() {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        grid.handle(InputEvent(time: 1.1, kind: .wheel(dx: 0, dy: 3), location: Self.onItem5))
        grid.tick(at: 1.6)
        #expect(!grid.isShowingContextMenu)
        #expect(grid.contentOffset == 0)
    }

    @Test("A right click while a menu is open opens the menu of the item under it instead")
    func secondRightClick() throws {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        Self.secondaryPress(grid, at: Point(x: 50, y: 20), time: 1.2)
        #expect(delegate.asked.map(\.item) == [5, 0])
        #expect(try #require(grid.contextMenuPopup).frame.origin == Point(x: 50, y: 20))
        grid.handle(InputEvent(time: 1.3, kind: .key(.down)))
        grid.handle(InputEvent(time: 1.4, kind: .key(.enter)))
        #expect(grid.takeCollectionEvents() == [.menu(item: 0, action: "open")])
    }

    @Test("A finger held half a second within the slop opens the menu, ends its press without selecting, and lifting it leaves the menu open")
    func longPressOpens() throws {
        let (grid, _) = grid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(Self.finger, Self.onItem5)))
        #expect(grid.nextDeadline.map { $0 <= 1 + CollectionNode.longPressDuration } == true)
        grid.handle(InputEvent(time: 1.2, kind: .pointerMoved(Self.finger, Point(x: 254, y: 203))))
        grid.tick(at: 1.49)
        #expect(!grid.isShowingContextMenu)
        #expect(grid.highlightedItem == 5, "the press highlights its item while it waits")
        grid.tick(at: 1.5)
        #expect(grid.isShowingContextMenu)
        #expect(grid.highlightedItem == nil, "the press ended when the menu opened")
        grid.handle(InputEvent(time: 1.7, kind: .pointerUp(Self.finger, Point(x: 254, y: 203))))
        grid.tick(at: 1.8)
        #expect(grid.isShowingContextMenu)
        #expect(grid.selectedItem == nil && delegate.selected.isEmpty)
        let open = try Self.rowPoint(grid, 0)
        grid.handle(InputEvent(time: 2, kind: .pointerDown(Self.finger, open)))
        grid.handle(InputEvent(time: 2.05, kind: .pointerUp(Self.finger, open)))
        #expect(grid.takeCollectionEvents() == [.menu(item: 5, action: "open")])
    }

    @Test("The finger that opened the menu by a long press chooses the row it slides onto and lifts from")
    func longPressSlidesOntoARow() throws {
        let (grid, _) = grid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(Self.finger, Self.onItem5)))
        grid.tick(at: 1.5)
        let duplicate = try Self.rowPoint(grid, 2)
        grid.handle(InputEvent(time: 1.6, kind: .pointerMoved(Self.finger, duplicate)))
        #expect(grid.contextMenuPopup?.highlightedRow == 2)
        grid.handle(InputEvent(time: 1.7, kind: .pointerUp(Self.finger, duplicate)))
        #expect(grid.takeCollectionEvents() == [.menu(item: 5, action: "duplicate")])
        #expect(grid.contentOffset == 0, "the slide did not scroll")
    }

    @Test("A finger dragged past the slop scrolls, and no menu opens however long it is held")
    func dragIsNoLongPress() {
        let (grid, _) = grid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(Self.finger, Self.onItem5)))
        grid.handle(InputEvent(time: 1.1, kind: .pointerMoved(Self.finger, Point(x: 250, y: 170))))
        grid.handle(InputEvent(time: 1.2, kind: .pointerMoved(Self.finger, Point(x: 250, y: 140))))
        grid.tick(at: 1.7)
        grid.tick(at: 2.5)
        #expect(!grid.isShowingContextMenu)
        #expect(delegate.asked.isEmpty)
        #expect(grid.contentOffset > 0)
    }

    @Test("A mouse held down is no long press, and a finger lifted before the half second opens nothing")
    func shortOrMouse() {
        let (grid, _) = grid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onItem5)))
        grid.tick(at: 2)
        grid.handle(InputEvent(time: 2.1, kind: .pointerUp(.mouse, Self.onItem5)))
        grid.handle(InputEvent(time: 3, kind: .pointerDown(Self.finger, Self.onItem5)))
        grid.handle(InputEvent(time: 3.3, kind: .pointerUp(Self.finger, Self.onItem5)))
        grid.tick(at: 4)
        #expect(!grid.isShowingContextMenu)
        #expect(delegate.asked.isEmpty)
    }

    @Test("Deleting the menu's item closes the menu; an update around it keeps it on its item")
    func followsItsItem() {
        let (grid, scheduler) = grid()
        Self.secondaryPress(grid)
        source.ids.remove(at: 1)
        grid.performBatchUpdates { grid.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        GridFixture.settle(grid, scheduler, at: 1.5)
        #expect(grid.isShowingContextMenu)
        grid.handle(InputEvent(time: 1.6, kind: .key(.down)))
        grid.handle(InputEvent(time: 1.7, kind: .key(.enter)))
        #expect(grid.takeCollectionEvents().contains(.menu(item: 4, action: "open")), "the item is at 4 now")
        #expect(delegate.chosen == ["Open 4"])

        Self.secondaryPress(grid, time: 2)
        source.ids.remove(at: 5)
        grid.performBatchUpdates { grid.deleteItems(at: [IndexPath(item: 5, section: 0)]) }
        GridFixture.settle(grid, scheduler, at: 2.5)
        #expect(!grid.isShowingContextMenu)
    }

    @Test("A resize closes the menu")
    func resizeCloses() {
        let (grid, _) = grid()
        Self.secondaryPress(grid)
        grid.setBounds(Size(width: 600, height: 600), scale: 1, at: 1.2)
        grid.tick(at: 1.2)
        #expect(!grid.isShowingContextMenu)
    }
}
