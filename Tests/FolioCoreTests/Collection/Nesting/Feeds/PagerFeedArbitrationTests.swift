@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Who owns a drag in a pager of feeds: its first movement past the 16 px slop decides, mostly
/// horizontal (|dx| > |dy|) the pager, otherwise the feed under it; locked until release, with
/// the fling. The pager rests on page 5 of 10 (800×600), page 5's feed scrolled to 3,000 px; each
/// drag presses at the page's centre and travels 600 px in a straight line.
@MainActor
@Suite("Pager of feeds: gesture arbitration")
struct PagerFeedArbitrationTests {
    enum Owner: Sendable { case pager, feed }

    struct Drag: Sendable, CustomTestStringConvertible {
        /// Degrees from the horizontal, 0…90.
        var angle: Int
        /// The signs of the horizontal and vertical movement.
        var sx: Double
        var sy: Double
        /// Pixels per second; a slow drag holds still 100 ms before release (no fling), a fast
        /// one is released moving (a flick).
        var speed: Double
        var isFast: Bool { speed > 1000 }

        static let length = 600.0

        /// The movement: at 45° exactly equal along both axes (the tie goes to the feed).
        var delta: (dx: Double, dy: Double) {
            if angle == 45 {
                let side = FeedDriver.onGrid(Self.length / 2.squareRoot())
                return (sx * side, sy * side)
            }
            let radians = Double(angle) * .pi / 180
            return (sx * FeedDriver.onGrid(Self.length * cos(radians)), sy * FeedDriver.onGrid(Self.length * sin(radians)))
        }

        var owner: Owner { angle < 45 ? .pager : .feed }

        var testDescription: String {
            "\(angle)° \(sx > 0 ? "right" : "left")-\(sy > 0 ? "down" : "up") at \(Int(speed)) px/s"
        }
    }

    nonisolated static let drags: [Drag] = {
        var drags: [Drag] = []
        for angle in stride(from: 0, through: 90, by: 5) {
            for (sx, sy) in [(1.0, 1.0), (1.0, -1.0), (-1.0, 1.0), (-1.0, -1.0)] {
                for speed in [300.0, 3000.0] { drags.append(Drag(angle: angle, sx: sx, sy: sy, speed: speed)) }
            }
        }
        return drags
    }()

    nonisolated static let startOffset = 3000.0

    /// The pager on page 5 with page 5's feed at `startOffset`, everything at rest.
    private func scrolledFeed() throws -> FeedDriver {
        let driver = FeedFixture.settled(initialPage: 5)
        try #require(driver.feed(5)).scrollToItem(at: IndexPath(item: 30, section: 0), position: .start, animated: false)
        driver.settle()
        _ = driver.pager.takeEvents()
        _ = driver.pager.takeCollectionEvents()
        try #require(driver.offset(ofPage: 5) == Self.startOffset)
        return driver
    }

    @Test("A drag's first movement past the slop picks its owner, which alone moves", arguments: drags)
    func arbitration(_ drag: Drag) throws {
        let driver = try scrolledFeed()
        let (dx, dy) = drag.delta
        driver.press(at: Point(x: 400, y: 300))
        driver.move(dx: dx, dy: dy, speed: drag.speed)
        let atRelease = try #require(driver.offset(ofPage: 5))
        let pagerAtRelease = driver.pager.pagingModel.position
        if !drag.isFast { driver.wait(0.1) }
        driver.release()
        #expect(driver.runUntilRest())
        let offset = try #require(driver.offset(ofPage: 5))
        let events = driver.pager.takeCollectionEvents()

        switch drag.owner {
        case .pager:
            // The pager followed the finger 1:1 from the press; the feed never moved.
            #expect(abs(pagerAtRelease - (5 - dx / 800)) < 1e-9, "pager at \(pagerAtRelease)")
            #expect(atRelease == Self.startOffset)
            #expect(offset == Self.startOffset)
            // 600 px at 40° is 460 px along: past half a page, and a flick anyway.
            #expect(driver.pager.currentPageIndex == (dx < 0 ? 6 : 4))
            #expect(events.contains(.settled(page: dx < 0 ? 6 : 4)))
            #expect(!events.contains { if case .nested = $0 { true } else { false } })
        case .feed:
            // The pager never left its page; the feed followed the finger from where the slop
            // was passed (moving up shows later rows).
            #expect(driver.positions.allSatisfy { $0 == 5 }, "the pager moved")
            #expect(driver.pager.currentPageIndex == 5)
            #expect(driver.pager.takeEvents().isEmpty)
            let dragged = atRelease - Self.startOffset
            #expect(dragged * dy < 0, "the feed moved against the finger")
            // What the finger moved along until the slop was passed (up to a frame's step past it)
            // is not scrolled.
            let slopTravel = 16 + drag.speed * driver.frameInterval
            #expect(abs(dragged) <= abs(dy) && abs(dragged) >= abs(dy) - slopTravel, "dragged \(dragged) for dy \(dy)")
            if drag.isFast {
                #expect((offset - atRelease) * dragged > abs(dy), "the fling carried the feed on")
            } else {
                #expect(offset == atRelease, "a drag held still rests where it let go")
            }
            #expect(events.contains { if case .nested(5, .scrollSettled(offset, _, _)) = $0 { true } else { false } })
            #expect(!events.contains { if case .settled = $0 { true } else { false } })
        }
        // The other feeds never moved, and nothing was selected.
        for page in [4, 6] { #expect(driver.offset(ofPage: page) == 0 || driver.feed(page) == nil, "page \(page)") }
        #expect(driver.source.delegates.values.allSatisfy { !$0.calls.contains { $0.hasPrefix("select") } })
    }

    @Test("A short flick, barely past the slop, still flings its owner", arguments: [0, 20, 70, 90])
    func shortFlick(angle: Int) throws {
        let driver = try scrolledFeed()
        let radians = Double(angle) * .pi / 180
        driver.press(at: Point(x: 400, y: 300))
        driver.move(dx: -FeedDriver.onGrid(40 * cos(radians)), dy: -FeedDriver.onGrid(40 * sin(radians)), speed: 1000)
        driver.release()
        #expect(driver.runUntilRest())
        if angle < 45 {
            #expect(driver.pager.currentPageIndex == 6)
            #expect(driver.offset(ofPage: 5) == Self.startOffset)
        } else {
            #expect(driver.pager.currentPageIndex == 5)
            #expect(try #require(driver.offset(ofPage: 5)) > Self.startOffset + 100, "the feed flung on")
        }
    }

    @Test("A drag that starts vertical stays the feed's when it turns horizontal")
    func lockedToFeed() throws {
        let driver = try scrolledFeed()
        driver.press(at: Point(x: 400, y: 300))
        driver.move(dx: 0, dy: -40, speed: 500)
        driver.move(dx: -500, dy: 0, speed: 1000)
        #expect(driver.offset(ofPage: 5) == Self.startOffset + 24)
        driver.move(dx: 0, dy: 30, speed: 500)
        #expect(driver.offset(ofPage: 5) == Self.startOffset - 6, "still following the finger vertically")
        driver.wait(0.1)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.positions.allSatisfy { $0 == 5 })
        #expect(driver.pager.currentPageIndex == 5)
    }

    @Test("A drag that starts horizontal stays the pager's when it turns vertical")
    func lockedToPager() throws {
        let driver = try scrolledFeed()
        driver.press(at: Point(x: 400, y: 300))
        driver.move(dx: -40, dy: 0, speed: 500)
        driver.move(dx: 0, dy: -250, speed: 1000)
        #expect(abs(driver.pager.pagingModel.position - 5.05) < 1e-9)
        driver.move(dx: -400, dy: 0, speed: 1000)
        #expect(driver.offset(ofPage: 5) == Self.startOffset)
        driver.wait(0.1)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.pager.currentPageIndex == 6)
        #expect(driver.offset(ofPage: 5) == Self.startOffset)
    }

    @Test("A drag that starts while the pager animates is the pager's, even a vertical one")
    func pressWhilePagerAnimates() throws {
        let driver = try scrolledFeed()
        driver.key(.right)
        driver.wait(0.06)
        #expect(driver.pager.pagingModel.isAnimating)
        let caught = driver.pager.pagingModel.position
        #expect(caught > 5 && caught < 6)
        driver.press(at: Point(x: 400, y: 300))
        driver.move(dx: 0, dy: -300, speed: 1000)
        // Held by the finger, the pager stays where it was caught; no feed scrolls.
        #expect(driver.pager.pagingModel.isDragging)
        #expect(abs(driver.pager.pagingModel.position - caught) < 1e-9)
        #expect(driver.offset(ofPage: 5) == Self.startOffset)
        #expect(driver.offset(ofPage: 6) == 0)
        driver.wait(0.1)
        driver.release()
        #expect(driver.runUntilRest())
        #expect(driver.offset(ofPage: 5) == Self.startOffset)
        #expect(driver.offset(ofPage: 6) == 0)
        #expect(driver.pager.pagingModel.position == Double(driver.pager.currentPageIndex))
    }

    @Test("A tap selects the row in the feed and does not move the pager", arguments: [0.0, 5.0])
    func tapSelects(jitter: Double) throws {
        let driver = try scrolledFeed()
        driver.press(at: Point(x: 400, y: 250))
        if jitter > 0 { driver.move(dx: jitter, dy: -jitter, speed: 100) }
        driver.wait(0.05)
        driver.release()
        #expect(driver.runUntilRest())
        // 3,000 + 250 px down the feed is row 32.
        #expect(driver.source.delegate(ofPage: 5).calls.contains("select [0, 32]"))
        #expect(driver.feed(5)?.selectedItem == 32)
        #expect(driver.pager.takeCollectionEvents().contains(.nested(item: 5, event: .selected(item: 32))))
        #expect(driver.positions.allSatisfy { $0 == 5 })
        #expect(driver.pager.takeEvents().isEmpty)
        #expect(driver.offset(ofPage: 5) == Self.startOffset)
    }

    @Test("A press on a flinging feed stops it and does not select", arguments: [false, true])
    func pressStopsFling(release: Bool) throws {
        let driver = try scrolledFeed()
        driver.press(at: Point(x: 400, y: 500))
        driver.move(dx: 0, dy: -300, speed: 3000)
        driver.release()
        driver.wait(0.1)
        #expect(try #require(driver.feed(5)).scrollModel.isAnimating)
        driver.press(at: Point(x: 400, y: 300))
        let stopped = try #require(driver.offset(ofPage: 5))
        driver.wait(0.05)
        if release { driver.release() }
        #expect(driver.offset(ofPage: 5) == stopped)
        #expect(driver.source.delegate(ofPage: 5).calls.allSatisfy { !$0.hasPrefix("select") })
        #expect(driver.pager.currentPageIndex == 5)
    }

    @Test("A release far from the press with no move between is arbitrated like a move", arguments: [
        (-300.0, 0.0), (0.0, -300.0), (-200.0, -200.0),
    ])
    func releaseWithoutMoves(dx: Double, dy: Double) throws {
        let driver = try scrolledFeed()
        driver.press(at: Point(x: 400, y: 300))
        driver.wait(0.05)
        driver.send(.pointerUp(.mouse, Point(x: 400 + dx, y: 300 + dy)))
        #expect(driver.runUntilRest())
        if abs(dx) > abs(dy) {
            #expect(driver.pager.currentPageIndex == 6)
            #expect(driver.offset(ofPage: 5) == Self.startOffset)
        } else {
            #expect(driver.pager.currentPageIndex == 5)
            #expect(driver.positions.allSatisfy { $0 == 5 })
            #expect(try #require(driver.offset(ofPage: 5)) > Self.startOffset)
        }
    }
}
