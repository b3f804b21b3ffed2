@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Context menus over nested collections: the menu is the innermost collection's item's (a card
/// in a shelf's row), asked of that collection's delegate and reported by it, but the list that
/// input reaches first keeps it, in its own coordinates, so that it is drawn over everything.
@MainActor
@Suite("Nesting: shelves' context menus")
struct ShelfContextMenuTests {
    /// Held for the whole test: a collection holds its delegate weakly.
    private let rowDelegate = MenuRecordingDelegate()
    private let listDelegate = MenuRecordingDelegate()

    /// Settled shelves whose list and row 1 offer menus.
    private func shelves() throws -> (ShelfDriver, CollectionNode) {
        let driver = ShelfFixture.settled()
        let row = try #require(driver.row(1))
        row.delegate = rowDelegate
        driver.list.delegate = listDelegate
        return (driver, row)
    }

    @Test("A right click on a card opens the card's menu from its row's delegate, placed by the list at the pointer")
    func rightClickOnACard() throws {
        let (driver, row) = try shelves()
        let card = driver.point(ofCard: 2, inShelf: 1)
        driver.send(.secondaryPress(.mouse, card))
        #expect(rowDelegate.asked == [IndexPath(item: 2, section: 0)])
        #expect(listDelegate.asked.isEmpty, "the shelf holding the row is not asked")
        let popup = try #require(driver.list.contextMenuPopup)
        #expect(popup.frame.origin == card)
        #expect(row.contextMenuPopup == nil, "the row keeps no menu of its own")

        driver.key(.down)
        driver.key(.enter)
        driver.frame()
        #expect(rowDelegate.chosen == ["Open 2"])
        #expect(driver.list.takeCollectionEvents().contains(.nested(item: 1, event: .menu(item: 2, action: "open"))))
        #expect(!driver.list.isShowingContextMenu)
    }

    @Test("A right click on the list's own title band opens the shelf's menu from the list's delegate")
    func rightClickOnTheList() throws {
        let (driver, _) = try shelves()
        driver.send(.secondaryPress(.mouse, driver.point(inShelf: 2, x: 300, y: -20)))
        #expect(listDelegate.asked == [IndexPath(item: 2, section: 0)])
        #expect(rowDelegate.asked.isEmpty)
        #expect(driver.list.isShowingContextMenu)
    }

    @Test("A long press on a card opens its menu and neither the row nor the list scrolls or selects; the wheel then closes it")
    func longPressOnACard() throws {
        let (driver, row) = try shelves()
        let finger = PointerID.finger(device: 1, finger: 4)
        driver.send(.pointerDown(finger, driver.point(ofCard: 3, inShelf: 1)))
        driver.wait(CollectionNode.longPressDuration + 0.05)
        #expect(driver.list.isShowingContextMenu)
        #expect(rowDelegate.asked == [IndexPath(item: 3, section: 0)])
        // The finger slides away off the popup and lifts: the menu's, not a drag.
        driver.send(.pointerMoved(finger, Point(x: 100, y: 560)))
        driver.send(.pointerUp(finger, Point(x: 100, y: 560)))
        driver.settle()
        #expect(driver.list.contentOffset == 0 && row.contentOffset == 0)
        #expect(row.selectedItem == nil && driver.list.selectedItem == nil)
        #expect(driver.list.isShowingContextMenu)
        driver.wheel(dy: 2)
        #expect(!driver.list.isShowingContextMenu)
        #expect(driver.list.contentOffset == 0, "the wheel that closed the menu did not scroll")

        // The next press is an ordinary one again.
        driver.click(at: driver.point(ofCard: 1, inShelf: 1))
        #expect(row.selectedItem == 1)
    }
}
