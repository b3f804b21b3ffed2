@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Tappable nodes inside cells take their presses as buttons do: shown pressed (the cell drawn
/// again), tapped once on release within the slop (the delegate, the `tapped` event, then the
/// node's action, on the main thread), let go by a drag; the topmost of overlapping tappable
/// nodes wins, and the cell is neither highlighted nor selected.
@Suite(.serialized)
@MainActor
struct CollectionNodeTappingTests {
    /// Item 5's cell is at (200, 150): its photo at (200, 150, 200, 100), its badge over the
    /// photo's right end at (350, 150, 50, 50).
    private static let onPhoto = Point(x: 250, y: 200)
    private static let onBadge = Point(x: 375, y: 170)
    private static let belowPhoto = Point(x: 250, y: 280)

    private static func grid() -> (CollectionNode, ManualWorkScheduler, TappableGridSource, PointerRecordingDelegate) {
        GridFixture.tappableGrid()
    }

    @Test("a press on a tappable node shows it pressed and draws the cell again; the release taps it once: delegate, event, then its action on the main thread")
    func pressAndReleaseTaps() throws {
        let (grid, scheduler, source, delegate) = Self.grid()
        let cell = try #require(source.cells.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onPhoto)))
        #expect(cell.photo.isTapPressed)
        #expect(!cell.badge.isTapPressed)
        #expect(scheduler.pendingKeys == [5], "the cell is drawn again, dimmed where pressed")
        #expect(cell.photo.decoration.alpha < 1, "a pressed node is drawn dimmed")
        grid.tick(at: 1.2)
        #expect(grid.highlightedItem == nil, "the cell is not highlighted under a tappable node")
        grid.handle(InputEvent(time: 1.3, kind: .pointerUp(.mouse, Self.onPhoto)))
        #expect(!cell.photo.isTapPressed)
        #expect(cell.photo.decoration.alpha == 1)
        #expect(source.taps.names == ["photo 5"])
        #expect(source.taps.calls.current.first?.thread == ThreadIdentity.current, "on the main thread")
        #expect(delegate.calls == ["tap photo 5"], "the delegate hears the tap, and no selection")
        #expect(grid.takeCollectionEvents().contains(.tapped(item: 5, node: "photo")))
        #expect(grid.selectedItem == nil)
    }

    @Test("of two overlapping tappable nodes, the one drawn on top takes the press")
    func topmostWins() throws {
        let (grid, scheduler, source, delegate) = Self.grid()
        let cell = try #require(source.cells.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onBadge)))
        #expect(cell.badge.isTapPressed)
        #expect(!cell.photo.isTapPressed)
        grid.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Self.onBadge)))
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(source.taps.names == ["badge 5"])
        #expect(delegate.calls.filter { !$0.hasPrefix("hover") } == ["tap badge 5"], "(a mouse released hovers where it is)")
    }

    @Test("a drag past the slop lets the node go without tapping it, and the content scrolls")
    func dragLetsGo() throws {
        let (grid, scheduler, source, delegate) = Self.grid()
        let cell = try #require(source.cells.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onPhoto)))
        for step in 1...6 {
            grid.handle(InputEvent(time: 1 + Double(step) * 0.016, kind: .pointerMoved(.mouse, Point(x: 250, y: 200 - Double(step) * 10))))
        }
        #expect(!cell.photo.isTapPressed, "let go past the slop")
        grid.handle(InputEvent(time: 1.2, kind: .pointerUp(.mouse, Point(x: 250, y: 140))))
        GridFixture.settle(grid, scheduler, at: 3)
        #expect(source.taps.names.isEmpty)
        #expect(!delegate.calls.contains { $0.hasPrefix("tap") })
        #expect(grid.contentOffset > 0, "the drag scrolled")
    }

    @Test("a release off the node, within the slop, does not tap it")
    func releaseOffTheNode() throws {
        let (grid, scheduler, source, _) = Self.grid()
        // 3 px above the photo's bottom edge, released 6 px lower: within the slop, off the photo.
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Point(x: 250, y: 247))))
        grid.handle(InputEvent(time: 1.05, kind: .pointerUp(.mouse, Point(x: 250, y: 253))))
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(source.taps.names.isEmpty)
    }

    @Test("a click beside the tappable nodes selects the cell as before")
    func clickBesideSelects() {
        let (grid, scheduler, source, delegate) = Self.grid()
        GridFixture.click(grid, at: Self.belowPhoto, time: 1)
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(grid.selectedItem == 5)
        #expect(delegate.calls.filter { !$0.hasPrefix("hover") } == ["select 5"])
        #expect(source.taps.names.isEmpty)
    }
}
