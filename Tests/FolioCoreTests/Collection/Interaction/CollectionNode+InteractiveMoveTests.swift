@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Moving an item by hand: a held press then a drag lifts it (a quicker drag scrolls), the others
/// make way at the slot under the pointer as the delegate allows, near an edge the content
/// scrolls by itself, a drop moves it in the data source and the collection as one batch update,
/// and Esc or a cancelled pointer puts everything back.
@Suite(.serialized)
@MainActor
struct CollectionNodeInteractiveMoveTests {
    /// A settled 4-column grid of 200×150 cells (item k at column k % 4, row k / 4) in 800×600,
    /// of `counts` sections, the source its delegate too.
    private static func grid(_ counts: [Int] = [40]) -> (CollectionNode, MovableGridSource) {
        let source = MovableGridSource(counts: counts)
        let (grid, scheduler) = GridFixture.manual(source, delegate: source)
        GridFixture.settle(grid, scheduler)
        return (grid, source)
    }

    /// The centre of slot `slot` on screen, unscrolled.
    private static func centre(_ slot: Int) -> Point {
        Point(x: Double(slot % 4) * 200 + 100, y: Double(slot / 4) * 150 + 75)
    }

    /// Presses on `item` at `time`, holds for the hold delay and moves 20 px right.
    private static func lift(_ grid: CollectionNode, item: Int, at time: Double = 1) {
        let start = centre(item)
        grid.handle(InputEvent(time: time, kind: .pointerDown(.mouse, start)))
        grid.tick(at: time + CollectionNode.interactiveMovementHoldDelay + 0.01)
        grid.handle(InputEvent(time: time + CollectionNode.interactiveMovementHoldDelay + 0.02,
                               kind: .pointerMoved(.mouse, Point(x: start.x + 20, y: start.y))))
    }

    /// The frame item `item` (by its key) is drawn at.
    private static func drawn(_ item: Int, in grid: CollectionNode) -> Rect? {
        grid.visibleItems().first { $0.index == item }?.frame
    }

    @Test("A press held 300 ms on an item, then moved past the slop, lifts it: no scroll, the move cursor, the item drawn last, larger, under the pointer")
    func holdThenDragLifts() throws {
        let (grid, source) = Self.grid()
        defer { withExtendedLifetime(source) {} }
        Self.lift(grid, item: 5)
        #expect(grid.isMovingItemInteractively)
        #expect(grid.interactiveMovementSourceIndexPath == IndexPath(item: 5, section: 0))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 5, section: 0))
        #expect(grid.contentOffset == 0)
        #expect(grid.pointerCursor == .move)
        #expect(grid.highlightedItem == nil, "the press's highlight went with it")
        grid.tick(at: 3)
        let last = try #require(grid.visibleItems().last)
        #expect(last.index == 5)
        // Held at its centre, moved 20 px right, grown by 5 % about its centre.
        let centre = Self.centre(5)
        #expect(abs(last.frame.midX - (centre.x + 20)) < 1e-6 && abs(last.frame.midY - centre.y) < 1e-6)
        #expect(abs(last.frame.width - 200 * InteractiveMove.liftedScale) < 1e-6)
        let lifted = try #require(grid.liftedItem)
        #expect(lifted.item == 5 && lifted.frame == last.frame && lifted.lift == 1)
    }

    @Test("A drag begun before the hold scrolls as before; a held press released without moving is a click that selects")
    func quickDragScrollsAndHeldClickSelects() {
        let (grid, scrolled) = Self.grid()
        defer { withExtendedLifetime(scrolled) {} }
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Point(x: 100, y: 400))))
        for step in 1...6 {
            grid.handle(InputEvent(time: 1 + Double(step) * 0.02, kind: .pointerMoved(.mouse, Point(x: 100, y: 400 - Double(step) * 20))))
        }
        #expect(!grid.isMovingItemInteractively)
        #expect(grid.contentOffset > 50)
        // A later move after a long hold is still the scroll's.
        grid.tick(at: 1.6)
        grid.handle(InputEvent(time: 1.7, kind: .pointerMoved(.mouse, Point(x: 100, y: 200))))
        #expect(!grid.isMovingItemInteractively)
        grid.handle(InputEvent(time: 1.8, kind: .pointerUp(.mouse, Point(x: 100, y: 200))))

        let (held, source) = Self.grid()
        held.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.centre(2))))
        held.tick(at: 1.5)
        held.handle(InputEvent(time: 1.6, kind: .pointerUp(.mouse, Self.centre(2))))
        #expect(!held.isMovingItemInteractively)
        #expect(held.selectedItem == 2)
        #expect(source.moves.isEmpty)
    }

    @Test("Over another slot the others make way: the item would drop there, those between shift a slot, sliding there with the spring, the slot left empty")
    func othersMakeWay() throws {
        let (grid, source) = Self.grid()
        defer { withExtendedLifetime(source) {} }
        Self.lift(grid, item: 0, at: 1)
        grid.tick(at: 2)
        grid.handle(InputEvent(time: 2, kind: .pointerMoved(.mouse, Self.centre(2))))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 2, section: 0))
        // Item 1 starts its slide from where it was.
        #expect(Self.drawn(1, in: grid) == Rect(x: 200, y: 0, width: 200, height: 150))
        #expect(grid.isMoving, "the slide needs frames")
        grid.tick(at: 2.1)
        let midway = try #require(Self.drawn(1, in: grid))
        #expect(midway.minX < 200 && midway.minX > 0)
        grid.tick(at: 3.5)
        #expect(Self.drawn(1, in: grid) == Rect(x: 0, y: 0, width: 200, height: 150))
        #expect(Self.drawn(2, in: grid) == Rect(x: 200, y: 0, width: 200, height: 150))
        #expect(Self.drawn(3, in: grid) == Rect(x: 600, y: 0, width: 200, height: 150), "after the target, nothing moves")
        let slot = Rect(x: 400, y: 0, width: 200, height: 150)
        #expect(!grid.visibleItems().dropLast().contains { $0.frame == slot }, "the target slot is a gap")
        #expect(!grid.isMoving)
    }

    @Test("A drop moves the item in the data source and the collection as one batch update: its node goes with it, the move is reported, and it settles into its slot")
    func dropMoves() throws {
        let (grid, source) = Self.grid()
        let node = try #require(grid.nodeForItem(at: IndexPath(item: 0, section: 0)))
        _ = grid.takeCollectionEvents()
        Self.lift(grid, item: 0, at: 1)
        grid.handle(InputEvent(time: 1.5, kind: .pointerMoved(.mouse, Self.centre(2))))
        // The others finish making way.
        grid.tick(at: 2.5)
        grid.handle(InputEvent(time: 2.6, kind: .pointerUp(.mouse, Self.centre(2))))
        #expect(!grid.isMovingItemInteractively)
        #expect(source.moves.map { [$0.from, $0.to] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]])
        #expect(Array(source.order.prefix(4)) == [1, 2, 0, 3])
        #expect(grid.takeCollectionEvents().contains(.moved(from: 0, to: 2)))
        #expect(grid.nodeForItem(at: IndexPath(item: 2, section: 0)) === node)
        #expect(grid.pointerCursor == .arrow)
        // It settles from under the pointer into slot 2 (keys are the new places now); the
        // others are already in theirs.
        grid.tick(at: 2.6)
        #expect(Self.drawn(0, in: grid) == Rect(x: 0, y: 0, width: 200, height: 150))
        #expect(Self.drawn(1, in: grid) == Rect(x: 200, y: 0, width: 200, height: 150))
        let settling = try #require(Self.drawn(2, in: grid))
        #expect(abs(settling.midX - 500) < 1e-6 && settling.width > 200)
        grid.tick(at: 4)
        #expect(Self.drawn(2, in: grid) == Rect(x: 400, y: 0, width: 200, height: 150))
    }

    @Test("Esc cancels: nothing moves in the data source, nothing is reported, everything springs back; a second Esc is not the move's")
    func escapeCancels() throws {
        let (grid, source) = Self.grid()
        _ = grid.takeCollectionEvents()
        Self.lift(grid, item: 0, at: 1)
        grid.handle(InputEvent(time: 1.5, kind: .pointerMoved(.mouse, Self.centre(6))))
        grid.tick(at: 2)
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 6, section: 0))
        #expect(grid.handleEscape())
        #expect(!grid.isMovingItemInteractively)
        #expect(!grid.handleEscape())
        #expect(source.moves.isEmpty)
        #expect(!grid.takeCollectionEvents().contains { if case .moved = $0 { true } else { false } })
        // Item 1 was in slot 0 and item 0 under the pointer: both spring back.
        #expect(Self.drawn(1, in: grid) == Rect(x: 0, y: 0, width: 200, height: 150))
        let returning = try #require(Self.drawn(0, in: grid))
        #expect(abs(returning.midX - Self.centre(6).x) < 1e-6)
        #expect(grid.isMoving)
        // The spring back starts with the next frame.
        grid.tick(at: 2)
        grid.tick(at: 3.5)
        #expect(Self.drawn(0, in: grid) == Rect(x: 0, y: 0, width: 200, height: 150))
        #expect(Self.drawn(1, in: grid) == Rect(x: 200, y: 0, width: 200, height: 150))
        // The release after the cancel is nobody's tap.
        grid.handle(InputEvent(time: 3.6, kind: .pointerUp(.mouse, Self.centre(6))))
        #expect(grid.selectedItem == nil)
    }

    @Test("A cancelled pointer cancels the move; so does its press after a lost release, which is a press again; another pointer's events wait")
    func cancelledPointerCancels() {
        let (grid, source) = Self.grid()
        Self.lift(grid, item: 3)
        grid.handle(InputEvent(time: 1.5, kind: .pointerMoved(.mouse, Self.centre(1))))
        grid.handle(InputEvent(time: 1.6, kind: .pointerCancelled(.mouse)))
        #expect(!grid.isMovingItemInteractively)
        #expect(source.moves.isEmpty)

        Self.lift(grid, item: 3, at: 3)
        let finger = PointerID.finger(device: 1, finger: 1)
        grid.handle(InputEvent(time: 3.5, kind: .pointerDown(finger, Self.centre(9))))
        grid.handle(InputEvent(time: 3.55, kind: .pointerUp(finger, Self.centre(9))))
        #expect(grid.isMovingItemInteractively, "another pointer's tap waits")
        #expect(grid.selectedItem == nil)
        grid.handle(InputEvent(time: 3.6, kind: .pointerDown(.mouse, Self.centre(6))))
        #expect(!grid.isMovingItemInteractively)
        grid.handle(InputEvent(time: 3.65, kind: .pointerUp(.mouse, Self.centre(6))))
        #expect(grid.selectedItem == 6, "the new press is a click")
        #expect(source.moves.isEmpty)
    }

    @Test("An item the data source does not let move is never lifted: the held drag scrolls")
    func refusedByDataSource() {
        let (grid, source) = Self.grid()
        source.fixedItems = [4]
        let start = Self.centre(4)
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, start)))
        grid.tick(at: 1.4)
        for step in 1...5 {
            grid.handle(InputEvent(time: 1.4 + Double(step) * 0.02, kind: .pointerMoved(.mouse, Point(x: start.x, y: start.y - Double(step) * 20))))
        }
        #expect(!grid.isMovingItemInteractively)
        #expect(grid.contentOffset > 50)
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    }

    @Test("The delegate can refuse a target (the item stays, a drop there moves nothing) or redirect it")
    func delegateRefusesOrRedirects() {
        let (grid, source) = Self.grid()
        source.redirect = { original, _ in original }
        Self.lift(grid, item: 0)
        grid.handle(InputEvent(time: 1.5, kind: .pointerMoved(.mouse, Self.centre(2))))
        #expect(source.proposals.last == IndexPath(item: 2, section: 0))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 0, section: 0))
        grid.handle(InputEvent(time: 1.6, kind: .pointerUp(.mouse, Self.centre(2))))
        #expect(source.moves.isEmpty)
        #expect(!grid.takeCollectionEvents().contains { if case .moved = $0 { true } else { false } })

        source.redirect = { _, proposed in IndexPath(item: proposed.item + 1, section: 0) }
        Self.lift(grid, item: 0, at: 3)
        grid.handle(InputEvent(time: 3.5, kind: .pointerMoved(.mouse, Self.centre(2))))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 3, section: 0))
        // A redirect to no place leaves the target where it was.
        source.redirect = { _, _ in IndexPath(item: 99, section: 0) }
        grid.handle(InputEvent(time: 3.6, kind: .pointerMoved(.mouse, Self.centre(5))))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 3, section: 0))
        grid.cancelInteractiveMovement()
    }

    @Test("Across sections the counts follow: the drop leaves the item in the other section, which grew by one")
    func acrossSections() throws {
        // Two sections of 6: the second starts on row 2, item 6 at slot 8's place.
        let (grid, source) = Self.grid([6, 6])
        _ = grid.takeCollectionEvents()
        Self.lift(grid, item: 0)
        let firstOfSecond = try #require(grid.frameOnScreen(ofItem: 6))
        grid.handle(InputEvent(time: 1.5, kind: .pointerMoved(.mouse, Point(x: firstOfSecond.midX, y: firstOfSecond.midY))))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 0, section: 1))
        grid.handle(InputEvent(time: 1.6, kind: .pointerUp(.mouse, Point(x: firstOfSecond.midX, y: firstOfSecond.midY))))
        #expect(source.sections == [[1, 2, 3, 4, 5], [0, 6, 7, 8, 9, 10, 11]])
        #expect(grid.numberOfItems(inSection: 0) == 5 && grid.numberOfItems(inSection: 1) == 7)
        #expect(grid.takeCollectionEvents().contains(.moved(from: 0, to: 5)))
    }

    @Test("Near the bottom edge the content scrolls by itself, faster deeper in, stopping at the end; near the top it scrolls back to the start")
    func autoScroll() {
        let (grid, source) = Self.grid()
        defer { withExtendedLifetime(source) {} }
        Self.lift(grid, item: 0)
        var time = 2.0
        func frame(pointer y: Double) -> Double {
            grid.handle(InputEvent(time: time, kind: .pointerMoved(.mouse, Point(x: 100, y: y))))
            let before = grid.contentOffset
            time += 1.0 / 60
            grid.tick(at: time)
            return grid.contentOffset - before
        }
        _ = frame(pointer: 300)
        #expect(frame(pointer: 300) == 0, "the middle stays still")
        let shallow = frame(pointer: 540), deep = frame(pointer: 590)
        #expect(shallow > 0 && deep > shallow * 2)
        for _ in 0..<300 { _ = frame(pointer: 590) }
        #expect(grid.contentOffset == 900, "at the end")
        #expect((grid.interactiveMovementTargetIndexPath?.item ?? 0) >= 36, "the target followed to the last rows")
        #expect(!grid.interactiveMoveNeedsFrames, "nothing left to scroll")
        #expect(grid.rangeController.ranges.visible.contains(0), "the lifted item stays in range, far from its slot")
        #expect(grid.bitmap(forItemAt: 0) != nil, "and keeps its bitmap")
        #expect(grid.bitmap(forItemAt: 1) == nil, "its neighbour, off screen, let its own go")
        for _ in 0..<300 { _ = frame(pointer: 4) }
        #expect(grid.contentOffset == 0)
        grid.cancelInteractiveMovement()
    }

    @Test("The app's own calls move an item: begin, update the position, end; a second begin during a move is refused")
    func appDrivenMove() {
        let (grid, source) = Self.grid()
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        grid.updateInteractiveMovementTargetPosition(Self.centre(5))
        #expect(grid.interactiveMovementTargetIndexPath == IndexPath(item: 5, section: 0))
        grid.endInteractiveMovement()
        #expect(source.moves.map { [$0.from, $0.to] } == [[IndexPath(item: 1, section: 0), IndexPath(item: 5, section: 0)]])
        #expect(Array(source.order.prefix(6)) == [0, 2, 3, 4, 5, 1])
        #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 99, section: 0)))
    }

    @Test("A change the app makes during a move (a batch update, a reload) cancels it, and the change applies")
    func dataChangeCancels() {
        let (grid, source) = Self.grid()
        Self.lift(grid, item: 0)
        grid.handle(InputEvent(time: 1.5, kind: .pointerMoved(.mouse, Self.centre(2))))
        let lines = LogCapture.lines {
            grid.performBatchUpdates { grid.reloadItems(at: [IndexPath(item: 7, section: 0)]) }
        }
        #expect(!grid.isMovingItemInteractively)
        #expect(lines.contains { $0.contains("item 0 was being moved; the move is cancelled") })
        // The release that follows is nobody's: nothing moves.
        grid.handle(InputEvent(time: 1.6, kind: .pointerUp(.mouse, Self.centre(2))))
        #expect(source.moves.isEmpty)

        Self.lift(grid, item: 0, at: 3)
        #expect(grid.isMovingItemInteractively)
        grid.reloadData()
        #expect(!grid.isMovingItemInteractively)
    }
}
