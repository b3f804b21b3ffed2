@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Where drags, the wheel, clicks and keys go in a vertical list of horizontal rows (800×600,
/// shelves 200 px tall, rows of 150 px cards 40 px below each shelf's top, 50 cards a row).
@MainActor
@Suite("Nesting: shelves' input routing")
struct ShelfInputTests {
    // MARK: - Drags

    @Test("A horizontal drag over a row scrolls that row, not the list")
    func horizontalDragScrollsTheRow() {
        let driver = ShelfFixture.settled()
        driver.press(at: driver.point(inShelf: 1, x: 600))
        driver.move(dx: -300, dy: 0, speed: 1000)
        #expect(driver.list.contentOffset == 0)
        let dragged = driver.offset(ofRow: 1) ?? 0
        // Past the slop, the row follows the pointer.
        #expect(dragged >= 300 - 16 && dragged <= 300)
        driver.release()
        #expect(driver.runUntilRest())
        #expect((driver.offset(ofRow: 1) ?? 0) >= dragged, "the fling carries on in the row")
        #expect(driver.listOffsets.allSatisfy { $0 == 0 }, "the list never moved")
        #expect(driver.rowOffsets.filter { $0.key != 1 }.values.allSatisfy { $0 == 0 })
        #expect(driver.row(1)?.selectedItem == nil && driver.list.selectedItem == nil, "a drag selects nothing")
    }

    @Test("A vertical drag over a row scrolls the list, not the row")
    func verticalDragScrollsTheList() {
        let driver = ShelfFixture.settled()
        driver.press(at: driver.point(inShelf: 2, x: 400))
        driver.move(dx: 0, dy: -200, speed: 1000)
        let dragged = driver.list.contentOffset
        #expect(dragged >= 200 - 16 && dragged <= 200)
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 })
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset >= dragged)
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 }, "no row moved")
        #expect(driver.list.selectedItem == nil)
    }

    @Test("A slanted drag goes by its first movement past the slop, and stays with that collection")
    func slantedDragLocksToItsFirstAxis() {
        let driver = ShelfFixture.settled()
        driver.press(at: driver.point(inShelf: 1, x: 600))
        // Mostly sideways first: the row's; then straight down, still the row's.
        driver.move(dx: -40, dy: 10, speed: 500)
        driver.move(dx: 0, dy: 150, speed: 500)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 0)
        #expect((driver.offset(ofRow: 1) ?? 0) > 0)
    }

    // MARK: - Wheel

    @Test("A vertical wheel over a row scrolls the list")
    func verticalWheelScrollsTheList() {
        let driver = ShelfFixture.settled()
        driver.wheel(dy: 2, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 200)
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 })
    }

    @Test("A horizontal wheel over a row scrolls that row only; a diagonal notch goes by its larger axis")
    func horizontalWheelScrollsTheRow() {
        let driver = ShelfFixture.settled()
        driver.wheel(dx: 2, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.offset(ofRow: 1) == 200)
        #expect(driver.list.contentOffset == 0)
        #expect(driver.rowOffsets.filter { $0.key != 1 }.values.allSatisfy { $0 == 0 })
        // Mostly sideways: the row under the pointer only, none of it down.
        driver.wheel(dx: 2, dy: 1, at: driver.point(inShelf: 2, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.offset(ofRow: 2) == 200)
        #expect(driver.list.contentOffset == 0)
        // Mostly down: the list only.
        driver.wheel(dx: 1, dy: 2, at: driver.point(inShelf: 0, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 200)
        #expect(driver.offset(ofRow: 0) == 0)
    }

    @Test("Over a shelf's title band the vertical wheel scrolls the list and the horizontal one moves nothing")
    func wheelOverTitleBand() {
        let driver = ShelfFixture.settled()
        let title = driver.point(inShelf: 1, x: 400, y: -20)
        driver.wheel(dx: 3, at: title)
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 0)
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 })
        driver.wheel(dy: 1, at: title)
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 100)
    }

    // MARK: - Trackpad

    @Test("A trackpad gesture that starts vertical over a row scrolls the list until it pauses; one that starts sideways scrolls the row")
    func trackpadByFirstLean() {
        let driver = ShelfFixture.settled()
        let delay = driver.list.scrollModel.configuration.trackpadEndDelay
        driver.trackpad(dx: 0, dy: 5, count: 20, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.list.contentOffset == 100)
        // Still the list's gesture: sideways deltas move no row.
        driver.trackpad(dx: 5, dy: 0, count: 10, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 })
        driver.wait(delay + 0.05)
        #expect(driver.runUntilRest())
        // A new gesture, sideways from the start, over the row now under the pointer (shelf 1
        // moved up 100 px: the point is in shelf 1 still).
        let point = driver.point(inShelf: 1, x: 400)
        driver.trackpad(dx: 5, dy: 1, count: 20, at: point)
        #expect(driver.offset(ofRow: 1) == 100)
        #expect(driver.list.contentOffset == 100)
        // Turning vertical mid-gesture stays with the row: the list does not move.
        driver.trackpad(dx: 0, dy: 5, count: 10, at: point)
        #expect(driver.list.contentOffset == 100)
        #expect(driver.runUntilRest())
    }

    // MARK: - Clicks

    @Test("A click on a card selects that card in its row, reported as nested; the shelf is not selected")
    func clickSelectsTheCard() throws {
        let driver = ShelfFixture.settled()
        _ = driver.list.takeCollectionEvents()
        driver.wheel(dx: 1, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        _ = driver.list.takeCollectionEvents()
        // Row 1 is scrolled by 100: card 3 spans 350…500 on screen.
        driver.click(at: driver.point(ofCard: 3, inShelf: 1))
        #expect(driver.point(ofCard: 3, inShelf: 1) == Point(x: 425, y: 315))
        let row = try #require(driver.row(1))
        #expect(row.selectedItem == 3)
        #expect(row.focusedItem == 3)
        #expect(driver.list.selectedItem == nil, "the shelf itself is not selected")
        let events = driver.list.takeCollectionEvents()
        #expect(events.contains(.nested(item: 1, event: .selected(item: 3))))
        #expect(!events.contains(.selected(item: 1)))
        #expect(events.filter(\.reportsInput) == [.nested(item: 1, event: .selected(item: 3))])
        #expect(driver.source.delegate(of: row)?.calls.contains("select \(IndexPath(item: 3, section: 0))") == true)
        // The list's focus follows into the row, whose ring is the one drawn.
        #expect(driver.list.focusedItem == 1)
        #expect(driver.list.focusRingItem == nil)
        #expect(driver.rowOffsets.values.filter { $0 != 0 } == [100], "a click scrolls nothing")
        #expect(driver.list.contentOffset == 0)
    }

    @Test("A click in another row moves the selection's focus there: the first row's focus goes")
    func clickInAnotherRow() throws {
        let driver = ShelfFixture.settled()
        driver.click(at: driver.point(ofCard: 0, inShelf: 0))
        driver.click(at: driver.point(ofCard: 4, inShelf: 2))
        #expect(driver.row(2)?.selectedItem == 4)
        #expect(driver.row(0)?.focusedItem == nil)
        #expect(driver.list.focusedItem == 2)
        #expect(driver.list.selectedItem == nil)
        let events = driver.list.takeCollectionEvents().filter(\.reportsInput)
        #expect(events == [.nested(item: 0, event: .selected(item: 0)), .nested(item: 2, event: .selected(item: 4))])
    }

    // MARK: - Keys

    @Test("Right moves the focus within the first row on screen; the list stays and draws no ring")
    func rightMovesWithinTheRow() throws {
        let driver = ShelfFixture.settled()
        driver.key(.right)
        #expect(driver.runUntilRest())
        let row = try #require(driver.row(0))
        #expect(row.focusedItem == 0, "the first arrow shows the focus on the first card in view")
        driver.key(.right)
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(row.focusedItem == 2)
        #expect(driver.list.focusedItem == 0)
        #expect(driver.list.focusRingItem == nil)
        #expect(driver.list.contentOffset == 0)
        // Right past the screen scrolls the row to show the card, with the focus margin.
        for _ in 0..<4 { driver.key(.right) }
        #expect(driver.runUntilRest())
        #expect(row.focusedItem == 6)
        #expect(driver.offset(ofRow: 0) == 7 * 150 + CollectionNode.focusMargin - 800)
        #expect(driver.list.contentOffset == 0)
    }

    @Test("Down moves to the next shelf and focuses the card nearest the column the focus left")
    func downKeepsTheColumn() throws {
        let driver = ShelfFixture.settled()
        driver.key(.right)
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(driver.row(0)?.focusedItem == 1, "card 1: 150…300, centred at 225")
        // Row 1 scrolled by 100: its card 1 shows at 50…200, card 2 at 200…350.
        driver.wheel(dx: 1, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        driver.key(.down)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 1)
        #expect(driver.row(0)?.focusedItem == nil, "the row left loses its focus")
        #expect(driver.row(1)?.focusedItem == 2, "nearest the column at 225, not the same index")
        #expect(driver.list.focusRingItem == nil)
        #expect(driver.offset(ofRow: 1) == 100, "the card was in view: the row did not move")
        // Down again to shelf 2, at its start: card 1 is under the column.
        driver.key(.down)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 2)
        #expect(driver.row(2)?.focusedItem == 1)
        #expect(driver.row(1)?.focusedItem == nil)
        // Up goes back.
        driver.key(.up)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 1)
        #expect(driver.row(1)?.focusedItem == 2)
    }

    @Test("Down to a shelf below the screen scrolls the list to it and focuses its row")
    func downScrollsTheList() throws {
        let driver = ShelfFixture.settled()
        driver.key(.right)
        for _ in 0..<3 { driver.key(.down) }
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 3)
        // Shelf 3 (600…800) shown with the focus margin.
        #expect(driver.list.contentOffset == 800 + CollectionNode.focusMargin - 600)
        #expect(driver.row(3)?.focusedItem == 0)
        #expect(driver.list.focusRingItem == nil)
        #expect((0..<3).allSatisfy { driver.row($0)?.focusedItem == nil })
    }

    @Test("Enter activates the focused card, reported as nested")
    func enterActivatesTheCard() throws {
        let driver = ShelfFixture.settled()
        driver.key(.right)
        driver.key(.down)
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 1 && driver.row(1)?.focusedItem == 1)
        _ = driver.list.takeCollectionEvents()
        driver.key(.enter)
        driver.frame()
        let events = driver.list.takeCollectionEvents().filter(\.reportsInput)
        #expect(events == [.nested(item: 1, event: .activated(item: 1))])
        #expect(driver.list.selectedItem == nil && driver.row(1)?.selectedItem == nil, "activation is not selection")
    }

    @Test("The list's ring shows on a shelf with no collection, and hides again when the focus is in a row")
    func focusRingOnDeclinedShelf() throws {
        let driver = ShelfFixture.settled { $0.declining = [1] }
        driver.key(.right)
        driver.key(.down)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 1)
        #expect(driver.list.focusRingItem == 1, "nothing nested holds the focus: the list draws its ring")
        driver.key(.down)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 2)
        #expect(driver.row(2)?.focusedItem != nil)
        #expect(driver.list.focusRingItem == nil)
    }
}
