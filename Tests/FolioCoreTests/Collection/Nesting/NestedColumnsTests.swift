@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Vertical lists inside a horizontal, free-scrolling collection (no pager): an 800×600 row of
/// columns 400 px wide, each holding, 40 px below its top, a 400×560 vertical list of 100 px rows.
@MainActor
@Suite("Nesting: vertical lists in a horizontal collection")
struct NestedColumnsTests {
    private static let columns = FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: 400, height: 600)),
                                            interitemSpacing: 0, lineSpacing: 0)
    private static let rows = FlowLayout(itemSize: .fixed(Size(width: 400, height: 100)), interitemSpacing: 0, lineSpacing: 0)

    private static func driver() -> ShelfDriver {
        ShelfFixture.settled(shelves: 30, cards: 100, layout: columns, innerLayout: rows)
    }

    /// The window point `y` down column `column`'s list at `x` across it, the outer collection
    /// scrolled as it is.
    private static func point(_ driver: ShelfDriver, column: Int, x: Double = 200, y: Double = 300) -> Point {
        Point(x: Double(column) * 400 - driver.list.contentOffset + x, y: 40 + y)
    }

    @Test("The columns hold vertical lists sized to the column less its title band")
    func columnsHoldLists() throws {
        let driver = Self.driver()
        #expect(driver.list.scrollAxis == .horizontal)
        #expect(driver.list.ranges.visible == [0, 1])
        let list = try #require(driver.row(0))
        #expect(list.scrollAxis == .vertical)
        #expect(list.bounds == Size(width: 400, height: 560))
        #expect(driver.list.visibleNestedCollections().map(\.frame) == [
            Rect(x: 0, y: 40, width: 400, height: 560), Rect(x: 400, y: 40, width: 400, height: 560),
        ])
    }

    @Test("The vertical wheel over a column scrolls its list; the outer collection stays")
    func verticalWheelGoesToTheInnerList() {
        let driver = Self.driver()
        driver.wheel(dy: 2, at: Self.point(driver, column: 1))
        #expect(driver.runUntilRest())
        #expect(driver.offset(ofRow: 1) == 200)
        #expect(driver.offset(ofRow: 0) == 0)
        #expect(driver.list.contentOffset == 0)
    }

    @Test("The horizontal wheel over a column scrolls the outer collection; no list moves")
    func horizontalWheelGoesToTheOuter() {
        let driver = Self.driver()
        driver.wheel(dx: 2, at: Self.point(driver, column: 0))
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 200)
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 })
        // A mostly sideways notch: the outer collection only, none of it down.
        driver.wheel(dx: 2, dy: 1, at: Self.point(driver, column: 1))
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 400)
        #expect(driver.rowOffsets.values.allSatisfy { $0 == 0 })
    }

    @Test("A vertical drag scrolls the list under it; a horizontal drag the outer collection")
    func dragsByAxis() {
        let driver = Self.driver()
        driver.press(at: Self.point(driver, column: 0, y: 400))
        driver.move(dx: 0, dy: -200, speed: 1000)
        driver.release()
        #expect(driver.runUntilRest())
        #expect((driver.offset(ofRow: 0) ?? 0) >= 200 - 16)
        #expect(driver.list.contentOffset == 0)
        #expect(driver.listOffsets.allSatisfy { $0 == 0 })

        driver.press(at: Self.point(driver, column: 1))
        driver.move(dx: -200, dy: 0, speed: 1000)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset >= 200 - 16)
        #expect(driver.offset(ofRow: 1) == 0)
    }

    @Test("Up and Down move the focus within the column's list; Right moves to the next column at the nearest row")
    func keysByAxis() throws {
        let driver = Self.driver()
        driver.key(.down)
        driver.key(.down)
        driver.key(.down)
        #expect(driver.runUntilRest())
        #expect(driver.row(0)?.focusedItem == 2)
        #expect(driver.list.focusedItem == 0)
        #expect(driver.list.contentOffset == 0)
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(driver.list.focusedItem == 1)
        #expect(driver.row(0)?.focusedItem == nil)
        #expect(driver.row(1)?.focusedItem == 2, "the row at the same height")
        #expect(driver.list.focusRingItem == nil)
    }
}
