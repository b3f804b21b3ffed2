@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A vertical list of shelves through batch updates of the list: each row's collection and kept
/// position move with its shelf; a deleted or reloaded shelf's row is let go.
@MainActor
@Suite("Nesting: shelves through batch updates")
struct ShelfBatchUpdateTests {
    private static func paths(_ items: [Int]) -> [IndexPath] { items.map { IndexPath(item: $0, section: 0) } }

    /// 20 shelves, the list scrolled to shelf 4 (shelves 4…6 on screen, 2…9 near it), row 5
    /// scrolled sideways by 100.
    private static func scrolledToShelf4() -> ShelfDriver {
        let driver = ShelfFixture.settled()
        driver.jump(toShelf: 4)
        driver.wheel(dx: 1, at: driver.point(inShelf: 5, x: 400))
        driver.runUntilRest()
        return driver
    }

    @Test("A shelf inserted above row 5 leaves its collection and position with it, now row 6; only the shelf the screen moved away from is let go")
    func insertAboveKeepsTheRow() throws {
        let driver = Self.scrolledToShelf4()
        #expect(driver.list.contentOffset == 800)
        #expect(driver.shelvesWithRows == Array(2..<10))
        let row5 = try #require(driver.row(5)), row6 = try #require(driver.row(6))
        #expect(row5.contentOffset == 100)
        let made = driver.source.made.count
        // The jump let go of shelves 0 and 1.
        #expect(driver.source.released.map(\.shelf) == [0, 1])
        let releasedBefore = driver.source.released.count

        driver.source.shelves = 21
        driver.list.performBatch(animated: false) { driver.list.insertItems(at: Self.paths([3])) }
        #expect(driver.row(6) === row5)
        #expect(driver.row(7) === row6)
        #expect(driver.offset(ofRow: 6) == 100)
        #expect(driver.list.nestedScrollPosition(ofItem: 6)?.offset == 100)
        #expect(driver.list.item(holdingNestedCollection: row5) == 6)
        // What was on screen stays there: the list moved down a shelf.
        #expect(driver.list.contentOffset == 1_000)
        #expect(driver.list.visibleNestedCollections().map(\.item) == [5, 6, 7])
        driver.settle()
        #expect(driver.row(6) === row5 && row5.contentOffset == 100)
        #expect(driver.row(6)?.forcedRangeMode == nil)
        // Display 700…2200: shelves 3…10. Old 2 stayed 2 and left it; old 3…9 are 4…10; the new
        // shelf 3 is made as it comes near.
        #expect(driver.source.released.dropFirst(releasedBefore).map(\.shelf) == [2])
        #expect(driver.source.made.count == made + 1)
        #expect(driver.source.made.last == 3)
        #expect(driver.shelvesWithRows == Array(3..<11))
    }

    @Test("A drag on a row under way when a shelf is inserted above it stays with that row")
    func dragFollowsItsRowThroughAnInsert() throws {
        let driver = Self.scrolledToShelf4()
        let row5 = try #require(driver.row(5))
        driver.press(at: driver.point(inShelf: 5, x: 600))
        driver.move(dx: -100, dy: 0, speed: 1000)
        let before = row5.contentOffset
        #expect(before > 100 + 60)
        driver.source.shelves = 21
        driver.list.performBatch(animated: false) { driver.list.insertItems(at: Self.paths([3])) }
        #expect(driver.list.contentOffset == 1_000)
        #expect(driver.list.nesting.pointerGesture?.item == 6)
        driver.move(dx: -100, dy: 0, speed: 1000)
        #expect(row5.contentOffset == before + 100, "the row follows the pointer on")
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.row(6) === row5)
        #expect(driver.list.contentOffset == 1_000)
        #expect(driver.rowOffsets.filter { $0.key != 6 }.values.allSatisfy { $0 == 0 })
    }

    @Test("A kept position moves with its shelf through inserts above it, and the row comes back there")
    func keptPositionMovesWithItsShelf() throws {
        let driver = ShelfFixture.settled(shelves: 100)
        driver.wheel(dx: 3, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        driver.jump(toShelf: 50)
        #expect(driver.row(1) == nil)
        #expect(driver.list.nestedScrollPosition(ofItem: 1)?.offset == 300)

        driver.source.shelves = 102
        driver.list.performBatch(animated: false) { driver.list.insertItems(at: Self.paths([0, 1])) }
        #expect(driver.list.nestedScrollPosition(ofItem: 3)?.offset == 300)
        #expect(driver.list.nestedScrollPosition(ofItem: 1) == nil, "the new shelf was never shown")
        driver.jump(toShelf: 0)
        #expect(driver.offset(ofRow: 3) == 300)
        #expect(driver.offset(ofRow: 1) == 0)
    }

    @Test("A deleted shelf's row is let go, the source told with its old index; the rows after it move up")
    func deleteReleasesTheRow() throws {
        let driver = Self.scrolledToShelf4()
        let row5 = try #require(driver.row(5)), row6 = try #require(driver.row(6)), row3 = try #require(driver.row(3))
        let releasedBefore = driver.source.released.count

        driver.source.shelves = 18
        driver.list.performBatch(animated: false) { driver.list.deleteItems(at: Self.paths([3, 5])) }
        let released = driver.source.released.dropFirst(releasedBefore)
        #expect(released.map(\.shelf) == [3, 5])
        #expect(released.map(\.collection) == [ObjectIdentifier(row3), ObjectIdentifier(row5)])
        #expect(driver.row(4) === row6, "old 6 is new 4")
        #expect(driver.list.item(holdingNestedCollection: row5) == nil)
        #expect(row5.residentCounts.nodes == 0, "a released row holds nothing")
        driver.settle()
        #expect((0..<18).allSatisfy { driver.list.nestedScrollPosition(ofItem: $0)?.offset ?? 0 == 0 },
                "row 5's sideways position went with it")
    }

    @Test("A reloaded shelf's row is let go and made afresh at its start")
    func reloadRemakesTheRow() throws {
        let driver = Self.scrolledToShelf4()
        let row5 = try #require(driver.row(5))
        let releasedBefore = driver.source.released.count
        driver.list.performBatch(animated: false) { driver.list.reloadItems(at: Self.paths([5])) }
        #expect(driver.source.released.dropFirst(releasedBefore).map(\.shelf) == [5])
        driver.settle()
        let fresh = try #require(driver.row(5))
        #expect(fresh !== row5)
        #expect(fresh.contentOffset == 0)
    }

    @Test("A shelf moved keeps its row and position at its new index")
    func moveKeepsTheRow() throws {
        let driver = Self.scrolledToShelf4()
        let row5 = try #require(driver.row(5))
        let releasedBefore = driver.source.released.count
        driver.list.performBatch(animated: false) {
            driver.list.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 7, section: 0))
        }
        #expect(driver.row(7) === row5)
        #expect(driver.offset(ofRow: 7) == 100)
        #expect(driver.source.released.count == releasedBefore)
    }

    @Test("Reloading the data with another source drops the kept positions; with the same source keeps those within the count")
    func reloadDataAndKeptPositions() throws {
        let driver = ShelfFixture.settled()
        driver.wheel(dx: 2, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        driver.list.reloadData()
        #expect(driver.list.nestedScrollPosition(ofItem: 1)?.offset == 200)
        driver.settle()
        #expect(driver.offset(ofRow: 1) == 200, "the same source's row comes back where it was")
        let other = ShelfListSource(shelves: 20, cards: 50, innerLayout: ShelfFixture.cardsLayout, insets: ShelfFixture.insets)
        let released = driver.source.released.count
        driver.list.dataSource = other
        driver.settle()
        #expect(driver.source.released.count == released + 6, "the old source is told its rows were let go")
        #expect(other.released.isEmpty)
        #expect(driver.list.nestedScrollPosition(ofItem: 1)?.offset == 0)
        #expect(driver.offset(ofRow: 1) == 0)
        #expect(other.made.contains(1))
    }
}
