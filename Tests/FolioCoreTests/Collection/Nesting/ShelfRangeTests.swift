@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Which shelves of a vertical list hold collections, at which ranges, and where each row is
/// scrolled to as the list moves (800×600, shelves 200 px tall, rows of 150 px cards 40 px below
/// each shelf's top).
@MainActor
@Suite("Nesting: shelves' ranges and kept positions")
struct ShelfRangeTests {
    @Test("Only the shelves in the list's display range hold collections, each sized to its shelf less the title band")
    func collectionsFollowTheDisplayRange() throws {
        let driver = ShelfFixture.settled()
        let ranges = driver.list.ranges
        #expect(driver.list.rangeController.mode == .full)
        #expect(ranges.visible == [0, 1, 2])
        // Full tuning at rest: a screen ahead, half a screen behind (clipped at the top).
        #expect(ranges.display == Set(0..<6))
        #expect(driver.shelvesWithRows == Array(0..<6))
        #expect(driver.source.liveCount == 6)
        #expect(driver.source.made.prefix(3).sorted() == [0, 1, 2], "the shelves on screen are made first")
        for shelf in 0..<6 {
            let row = try #require(driver.row(shelf))
            #expect(row.bounds == Size(width: 800, height: 160), "shelf \(shelf)")
            #expect(row.scrollAxis == .horizontal)
        }
        #expect(driver.list.visibleNestedCollections().map(\.frame) == [
            Rect(x: 0, y: 40, width: 800, height: 160), Rect(x: 0, y: 240, width: 800, height: 160),
            Rect(x: 0, y: 440, width: 800, height: 160),
        ])
    }

    @Test("The items in the display range count the list's own shelves and the cards of the rows on screen")
    func itemsInDisplayRangeCountTheNestedRows() throws {
        let driver = ShelfFixture.settled()
        let rows = try (0..<3).map { try #require(driver.row($0)) }
        let cards = rows.reduce(0) { $0 + $1.ranges.display.count }
        #expect(cards > 0)
        #expect(driver.list.itemsInDisplayRange == driver.list.ranges.display.count + cards)
        #expect(rows[0].itemsInDisplayRange == rows[0].ranges.display.count, "a row nests nothing")
    }

    @Test("The rows on screen run their full ranges and may fetch; the others make only their first screen and may not")
    func rangeModesOfRows() throws {
        let driver = ShelfFixture.settled()
        for shelf in 0..<3 {
            let row = try #require(driver.row(shelf))
            #expect(row.forcedRangeMode == nil, "shelf \(shelf)")
            #expect(row.allowsBatchFetching, "shelf \(shelf)")
            #expect(row.ranges.preload.count > row.ranges.visible.count, "shelf \(shelf)")
        }
        for shelf in 3..<6 {
            let row = try #require(driver.row(shelf))
            #expect(row.forcedRangeMode == .visibleOnly, "shelf \(shelf)")
            #expect(!row.allowsBatchFetching, "shelf \(shelf)")
            // 800 px show cards 0…5 (the sixth cut at 900).
            #expect(row.ranges.visible == Set(0..<6), "shelf \(shelf)")
            #expect(row.ranges.preload == row.ranges.visible, "shelf \(shelf)")
            #expect(row.residentCounts.nodes == 6, "shelf \(shelf)")
            #expect(row.areVisibleItemsDrawn, "shelf \(shelf)")
        }
    }

    @Test("Scrolling the list moves the modes: a row that leaves the screen drops to its first screen, one that comes on runs in full, one past the display range is let go")
    func scrollingMovesTheModes() throws {
        let driver = ShelfFixture.settled()
        let zero = try #require(driver.row(0)), three = try #require(driver.row(3))
        driver.wheel(dy: 4, at: driver.point(inShelf: 1, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 400)
        // Visible 400..<1000: shelves 2…4; display 100..<1600: shelves 0…7.
        #expect(driver.list.ranges.visible == [2, 3, 4])
        #expect(driver.row(3) === three, "a row that stays near the window is not made again")
        #expect(three.forcedRangeMode == nil && three.allowsBatchFetching)
        #expect(driver.row(0) === zero)
        #expect(zero.forcedRangeMode == .visibleOnly && !zero.allowsBatchFetching)
        for _ in 0..<4 { driver.wheel(dy: 1, at: driver.point(inShelf: 3, x: 400)) }
        #expect(driver.runUntilRest())
        #expect(driver.list.contentOffset == 800)
        // Display 500..<2000: shelves 2…9.
        #expect(driver.shelvesWithRows == Array(2..<10))
        #expect(driver.row(0) == nil)
        #expect(driver.source.released.map(\.shelf).sorted() == [0, 1])
        #expect(driver.source.released.first { $0.shelf == 0 }?.collection == ObjectIdentifier(zero))
        #expect(zero.residentCounts.bitmaps == 0 && zero.residentCounts.nodes == 0, "a released row holds nothing")
    }

    @Test("A row scrolled sideways, let go as the list goes 50 screens away, comes back at the same place")
    func keptPositionComesBack() throws {
        let driver = ShelfFixture.settled(shelves: 1_000)
        driver.wheel(dx: 3, at: driver.point(inShelf: 2, x: 400))
        #expect(driver.runUntilRest())
        let first = try #require(driver.row(2))
        #expect(first.contentOffset == 300)
        #expect(driver.list.contentOffset == 0)
        // 50 screens of 600 px: 150 shelves.
        driver.jump(toShelf: 150)
        #expect(driver.list.contentOffset == 30_000)
        #expect(driver.row(2) == nil)
        #expect(driver.source.released.contains { $0.shelf == 2 && $0.collection == ObjectIdentifier(first) })
        #expect(driver.list.nestedScrollPosition(ofItem: 2)?.offset == 300)
        #expect(driver.list.nestedScrollPosition(ofItem: 2)?.item == 2, "card 2 was first on screen")
        driver.jump(toShelf: 0)
        let second = try #require(driver.row(2))
        #expect(second !== first, "a new collection for the shelf's next visit")
        #expect(second.contentOffset == 300)
        #expect(second.ranges.visible == Set(2..<8))
        #expect(driver.offset(ofRow: 1) == 0 && driver.offset(ofRow: 3) == 0, "the others at their starts")
        #expect(driver.source.releasedCollections.allSatisfy { $0.collection == nil || $0.collection === first },
                "nothing but this test keeps a released row")
    }

    @Test("A shelf that holds no collection is asked once while near the window, again on its next visit")
    func declinedShelfAskedAgainOnReturn() {
        let driver = ShelfFixture.settled(shelves: 1_000) { $0.declining = [1] }
        #expect(driver.shelvesWithRows == [0, 2, 3, 4, 5])
        #expect(driver.source.asked.filter { $0 == 1 }.count == 1)
        driver.wheel(dy: 1, at: driver.point(inShelf: 0, x: 400))
        #expect(driver.runUntilRest())
        #expect(driver.source.asked.filter { $0 == 1 }.count == 1, "not asked again while it stays near")
        #expect(driver.list.visibleNestedCollections().map(\.item) == [0, 2, 3])
        driver.jump(toShelf: 100)
        driver.jump(toShelf: 0)
        #expect(driver.source.asked.filter { $0 == 1 }.count == 2)
        driver.source.declining = []
        driver.jump(toShelf: 100)
        driver.jump(toShelf: 0)
        #expect(driver.row(1) != nil)
    }

    @Test("100,000 shelves of 1,000 cards: scrolling through many screens keeps the live rows within the display range, and positions only for shelves shown")
    func hugeListStaysBounded() throws {
        let driver = ShelfFixture.settled(shelves: 100_000, cards: 1_000)
        var mostLive = 0
        var outside: [String] = []
        driver.afterFrame = {
            let live = Set(driver.shelvesWithRows)
            mostLive = max(mostLive, live.count)
            if !live.isSubset(of: driver.list.ranges.display) || driver.source.liveCount != live.count {
                outside.append("at \(driver.list.contentOffset): \(live.sorted()) vs \(driver.list.ranges.display.sorted())")
            }
        }
        // Down through 150 screens, three notches at a time, scrolling a row sideways now and then.
        var scrolledSideways: [Int: Double] = [:]
        for step in 0..<300 {
            driver.wheel(dy: 3, at: driver.point(inShelf: Int(driver.list.contentOffset / 200) + 1, x: 400))
            #expect(driver.runUntilRest())
            if step % 50 == 25 {
                let shelf = Int(driver.list.contentOffset / 200) + 1
                driver.wheel(dx: 2, at: driver.point(inShelf: shelf, x: 400))
                #expect(driver.runUntilRest())
                scrolledSideways[shelf] = driver.offset(ofRow: shelf)
            }
        }
        #expect(driver.list.contentOffset == 90_000)
        // A jump far down and back.
        driver.jump(toShelf: 99_990)
        driver.jump(toShelf: 450)
        #expect(outside.isEmpty, "\(outside.prefix(3))")
        // Full tuning holds at most 1 + 1 + ½ screens: 7.5 shelves, 9 when cut at both ends.
        #expect(mostLive <= 9)
        #expect(mostLive >= 8, "the range was never cut at both ends")
        let shown = Set(driver.source.made)
        let live = Set(driver.shelvesWithRows)
        let kept = Set(driver.list.nesting.keptPositions.keys)
        #expect(kept.isSubset(of: shown), "positions kept only for shelves that were shown")
        #expect(kept.union(live) == shown)
        #expect(kept.count < 600, "\(kept.count) positions kept")
        #expect(driver.source.liveCount == live.count)
        #expect(driver.source.releasedCollections.allSatisfy { $0.collection == nil }, "nothing keeps a released row")
        #expect(scrolledSideways.count == 6)
        for (shelf, offset) in scrolledSideways {
            #expect(offset == 200)
            #expect(driver.list.nestedScrollPosition(ofItem: shelf)?.offset == offset, "shelf \(shelf)")
        }
    }
}
