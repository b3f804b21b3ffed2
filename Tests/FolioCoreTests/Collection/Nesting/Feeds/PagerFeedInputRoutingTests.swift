@testable import FolioCore
import Testing
import TestSupport

/// Where the wheel, the keys and the trackpad go in a pager of feeds (800×600, page 5 of 10,
/// feeds of 1,000 rows of 100 px whose arrows scroll, as an app sets them).
@MainActor
@Suite("Pager of feeds: wheel, key and trackpad routing")
struct PagerFeedInputRoutingTests {
    /// Every feed's offset, by page.
    private func offsets(_ driver: FeedDriver) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: driver.pager.pagesWithCollections.compactMap { page in driver.feed(page).map { (page, $0.contentOffset) } })
    }

    // MARK: - Wheel

    @Test("The vertical wheel scrolls the feed under the pointer, a notch at a time; the pager stays")
    func verticalWheel() {
        let driver = FeedFixture.settled()
        driver.wheel(dy: 1)
        #expect(driver.runUntilRest())
        driver.wheel(dy: 2)
        #expect(driver.runUntilRest())
        driver.wheel(dy: -1)
        #expect(driver.runUntilRest())
        #expect(offsets(driver) == [4: 0, 5: 200, 6: 0])
        #expect(driver.pager.currentPageIndex == 5)
        #expect(driver.positions.allSatisfy { $0 == 5 })
        #expect(driver.pager.takeEvents().isEmpty)
    }

    @Test("A wheel event with no pointer position scrolls the current page's feed")
    func wheelWithoutLocation() {
        let driver = FeedFixture.settled()
        driver.wheel(dy: 3, at: nil)
        #expect(driver.runUntilRest())
        #expect(offsets(driver) == [4: 0, 5: 300, 6: 0])
    }

    @Test("Mid-swipe, the vertical wheel scrolls whichever page's feed is under the pointer")
    func wheelMidSwipe() {
        let driver = FeedFixture.settled()
        driver.press(at: Point(x: 700, y: 300))
        driver.move(dx: -480, dy: 0, speed: 1000)
        // Page 5 shows at x −480…320 and page 6 at 320…1120.
        driver.wheel(dy: 2, at: Point(x: 600, y: 300))
        driver.wheel(dy: 1, at: Point(x: 200, y: 300))
        driver.wait(0.3)
        #expect(driver.offset(ofPage: 6) == 200)
        #expect(driver.offset(ofPage: 5) == 100)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        #expect(driver.offset(ofPage: 6) == 200)
    }

    @Test("The horizontal wheel pages, a page a notch, with the pager's lockout; the feeds stay")
    func horizontalWheel() {
        let driver = FeedFixture.settled()
        driver.wheel(dx: 1)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        // Two quick notches are one page.
        driver.wheel(dx: 1)
        driver.wait(0.05)
        driver.wheel(dx: 1)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 7)
        // Notches past the lockout each page.
        driver.wheel(dx: -1)
        driver.wait(0.2)
        driver.wheel(dx: -1)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 5)
        #expect(offsets(driver).values.allSatisfy { $0 == 0 })
    }

    @Test("A diagonal notch goes by its larger axis: mostly down scrolls the feed, mostly sideways pages", arguments: [
        (1, 1, false), (-1, 1, false), (1, 3, false), (2, 1, true), (-3, 1, true), (3, -2, true),
    ])
    func diagonalWheel(dx: Int, dy: Int, pages: Bool) {
        let driver = FeedFixture.settled()
        driver.wheel(dx: dx, dy: dy)
        #expect(driver.runUntilRest())
        if pages {
            #expect(driver.pager.currentPageIndex == (dx > 0 ? 6 : 4))
            #expect(offsets(driver).values.allSatisfy { $0 == 0 }, "a sideways notch scrolled a feed too")
        } else {
            #expect(driver.pager.currentPageIndex == 5)
            #expect(driver.offset(ofPage: 5) == Double(max(0, dy)) * 100)
        }
    }

    @Test("A wheel outside every page reaches no feed")
    func wheelOutside() {
        let driver = FeedFixture.settled()
        driver.wheel(dy: 2, at: Point(x: 400, y: 700))
        #expect(driver.runUntilRest())
        #expect(offsets(driver).values.allSatisfy { $0 == 0 })
    }

    // MARK: - Keys

    @Test("Left and Right page; the feeds stay")
    func arrowsAcrossPage() {
        let driver = FeedFixture.settled()
        driver.key(.right)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        driver.key(.left)
        driver.key(.left)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 4)
        #expect(offsets(driver).values.allSatisfy { $0 == 0 })
    }

    @Test("Up and Down scroll the current feed a notch; Page Down and Space a screen less 40 px; Home and End to the ends")
    func keysScrollTheFeed() {
        let driver = FeedFixture.settled()
        let steps: [(Key, Double)] = [
            (.down, 100), (.down, 200), (.up, 100), (.pageDown, 660), (.space, 1220), (.pageUp, 660),
            (.end, 1_000 * 100 - 600), (.up, 99_300), (.home, 0), (.up, 0),
        ]
        for (key, offset) in steps {
            driver.key(key)
            #expect(driver.runUntilRest())
            #expect(driver.offset(ofPage: 5) == offset, "\(key)")
        }
        #expect(driver.offset(ofPage: 4) == 0 && driver.offset(ofPage: 6) == 0)
        #expect(driver.positions.allSatisfy { $0 == 5 })
    }

    @Test("Arrows pressed quickly add up, like wheel notches")
    func arrowsAddUp() {
        let driver = FeedFixture.settled()
        for _ in 0..<3 {
            driver.key(.down)
            driver.wait(0.02)
        }
        #expect(driver.runUntilRest())
        #expect(driver.offset(ofPage: 5) == 300)
    }

    @Test("After paging, the keys scroll the new page's feed")
    func keysFollowThePage() {
        let driver = FeedFixture.settled()
        driver.key(.right)
        driver.key(.pageDown)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        #expect(driver.offset(ofPage: 6) == 560, "the key went to the page the pager was going to")
        #expect(driver.offset(ofPage: 5) == 0)
    }

    @Test("With the default focus mode the arrows move the feed's focus instead")
    func focusModeArrows() {
        let driver = FeedFixture.settled(keyboardMode: .focus)
        driver.key(.down)
        driver.key(.down)
        #expect(driver.runUntilRest())
        #expect(driver.feed(5)?.focusedItem == 1)
        #expect(driver.pager.currentPageIndex == 5)
    }

    // MARK: - Trackpad

    @Test("A trackpad gesture that starts vertical scrolls the feed until it pauses, sideways deltas included")
    func trackpadStartsVertical() {
        let driver = FeedFixture.settled()
        driver.trackpad(dx: 0, dy: 5, count: 20)
        #expect(driver.offset(ofPage: 5) == 100)
        // Still the feed's gesture: sideways deltas move nothing, even after a short pause.
        driver.trackpad(dx: -10, dy: 0, count: 20)
        driver.wait(0.1)
        driver.trackpad(dx: 10, dy: 1, count: 20)
        #expect(driver.pager.pagingModel.position == 5)
        #expect(driver.offset(ofPage: 5) == 120)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 5)
        #expect(driver.positions.allSatisfy { $0 == 5 })
        #expect(driver.pager.takeEvents().isEmpty)
    }

    @Test("After a pause longer than the trackpad's end delay, a sideways gesture pages")
    func trackpadPauseThenSideways() {
        let driver = FeedFixture.settled()
        let delay = driver.pager.pagingModel.configuration.trackpadEndDelay
        driver.trackpad(dx: 0, dy: 5, count: 20)
        driver.wait(delay + 0.05)
        driver.trackpad(dx: 10, dy: 0, count: 30)
        #expect(abs(driver.pager.pagingModel.position - (5 + 300.0 / 400)) < 1e-9)
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        #expect(driver.offset(ofPage: 5) == 100)
        #expect(driver.offset(ofPage: 6) == 0)
    }

    @Test("A trackpad gesture that starts sideways stays the pager's when it turns vertical")
    func trackpadStartsSideways() {
        let driver = FeedFixture.settled()
        driver.trackpad(dx: 8, dy: 1, count: 10)
        #expect(abs(driver.pager.pagingModel.position - 5.2) < 1e-9)
        driver.trackpad(dx: 0, dy: 8, count: 20)
        #expect(abs(driver.pager.pagingModel.position - 5.2) < 1e-9)
        #expect(driver.runUntilRest())
        #expect(offsets(driver).values.allSatisfy { $0 == 0 })
    }

    @Test("A sideways trackpad gesture that starts with a slight slant pages: its first deltas are held until they lean clearly, and none is lost")
    func trackpadSlantedStart() {
        let driver = FeedFixture.settled()
        // The first delta leans down a little; the next ones clearly sideways.
        driver.trackpad(dx: 1, dy: 1.5, count: 1)
        #expect(driver.pager.pagingModel.position == 5)
        #expect(driver.offset(ofPage: 5) == 0)
        driver.trackpad(dx: 10, dy: 0, count: 10)
        #expect(abs(driver.pager.pagingModel.position - (5 + 101.0 / 400)) < 1e-9)
        #expect(driver.offset(ofPage: 5) == 0)
        #expect(driver.runUntilRest())
    }

    @Test("A vertical trackpad gesture over a neighbour mid-swipe scrolls that neighbour's feed")
    func trackpadOverNeighbour() {
        let driver = FeedFixture.settled()
        driver.press(at: Point(x: 700, y: 300))
        driver.move(dx: -480, dy: 0, speed: 1000)
        driver.trackpad(dx: 0, dy: 5, count: 10, at: Point(x: 600, y: 300))
        #expect(driver.offset(ofPage: 6) == 50)
        #expect(driver.offset(ofPage: 5) == 0)
        driver.release()
        #expect(driver.runUntilRest())
    }
}
