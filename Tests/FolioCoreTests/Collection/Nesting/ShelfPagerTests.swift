@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A horizontal pager nested as a shelf's collection in a free-scrolling vertical list (paging
/// inside free scrolling): shelf 1 of the 800×600 list holds an 800×160 pager of five pages.
@MainActor
@Suite("Nesting: a pager inside a shelf")
struct ShelfPagerTests {
    private static func driver() -> ShelfDriver {
        ShelfFixture.settled { $0.pagerShelves = [1] }
    }

    private static func pager(_ driver: ShelfDriver) throws -> PagerNode {
        let pager = try #require(driver.source.pagers[1])
        #expect(driver.row(1) === pager)
        return pager
    }

    @Test("The shelf holds a pager sized to the shelf less its title band, on its first page")
    func pagerIsNested() throws {
        let driver = Self.driver()
        let pager = try Self.pager(driver)
        #expect(pager.bounds == Size(width: 800, height: 160))
        #expect(pager.numberOfPages == 5)
        #expect(pager.currentPageIndex == 0)
        #expect(pager.forcedRangeMode == nil)
        #expect(driver.row(0)?.pagingState == nil && driver.row(2)?.pagingState == nil, "the other shelves scroll freely")
    }

    @Test("A horizontal drag over the pager pages it; the list stays")
    func horizontalDragPages() throws {
        let driver = Self.driver()
        let pager = try Self.pager(driver)
        driver.press(at: driver.point(inShelf: 1, x: 600))
        driver.move(dx: -400, dy: 0, speed: 1000)
        #expect(pager.pagingModel.position > 0.3)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(pager.currentPageIndex == 1)
        #expect(pager.pagingModel.position == 1)
        #expect(driver.listOffsets.allSatisfy { $0 == 0 })
        #expect(driver.rowOffsets.filter { $0.key != 1 }.values.allSatisfy { $0 == 0 }, "the other rows stayed")
        // A quick flick pages once more.
        driver.press(at: driver.point(inShelf: 1, x: 600))
        driver.move(dx: -60, dy: 0, speed: 2000)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(pager.currentPageIndex == 2)
        #expect(driver.list.contentOffset == 0)
    }

    @Test("A vertical drag over the pager scrolls the list; the pager stays on its page")
    func verticalDragScrollsTheList() throws {
        let driver = Self.driver()
        let pager = try Self.pager(driver)
        var positions: [Double] = []
        driver.afterFrame = { positions.append(pager.pagingModel.position) }
        driver.press(at: driver.point(inShelf: 1, x: 400))
        driver.move(dx: 0, dy: -150, speed: 800)
        // The list follows from the first move past the slop (6.4 px a frame at this speed).
        let dragged = driver.list.contentOffset
        #expect(dragged >= 150 - 16 - 6.4 && dragged <= 150)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset >= dragged)
        #expect(pager.currentPageIndex == 0)
        #expect(pager.pagingModel.position == 0)
        #expect(positions.allSatisfy { $0 == 0 })
    }

    @Test("Over the pager the horizontal wheel pages and the vertical wheel scrolls the list")
    func wheelOverThePager() throws {
        let driver = Self.driver()
        let pager = try Self.pager(driver)
        driver.wheel(dx: 1, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        #expect(pager.currentPageIndex == 1)
        #expect(driver.list.contentOffset == 0)
        driver.wheel(dy: 1, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 100)
        #expect(pager.currentPageIndex == 1)
    }

    @Test("A tap on the pager's page does not select the shelf")
    func tapOnThePager() throws {
        let driver = Self.driver()
        _ = driver.list.takeCollectionEvents()
        driver.click(at: driver.point(inShelf: 1, x: 400))
        #expect(driver.list.selectedItem == nil)
        #expect(!driver.list.takeCollectionEvents().contains(.selected(item: 1)))
    }

    @Test("A pager let go as the list scrolls away comes back on the page it was on")
    func pagerComesBackOnItsPage() throws {
        let driver = ShelfFixture.settled(shelves: 200) { $0.pagerShelves = [1] }
        let pager = try Self.pager(driver)
        driver.wheel(dx: 1, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        driver.wheel(dx: 1, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        #expect(pager.currentPageIndex == 2)
        #expect(pager.keptScrollPosition.item == 2, "kept live: \(pager.keptScrollPosition)")
        driver.jump(toShelf: 100)
        #expect(driver.row(1) == nil)
        #expect(driver.list.nestedScrollPosition(ofItem: 1)?.item == 2, "kept: \(String(describing: driver.list.nestedScrollPosition(ofItem: 1)))")
        driver.jump(toShelf: 0)
        let again = try Self.pager(driver)
        #expect(again !== pager)
        #expect(again.currentPageIndex == 2)
    }
}
