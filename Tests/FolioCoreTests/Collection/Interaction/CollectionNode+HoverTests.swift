@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// The mouse hovering a collection: the item and the control under it, the delegate's enter and
/// exit calls, the tappable node told, the hand cursor over controls (through a pager's nested
/// feed too), the arrow elsewhere and once the pointer left, and `hover(item:)` events at most
/// ten a second, the latest item winning.
@Suite(.serialized)
@MainActor
struct CollectionNodeHoverTests {
    private static let onPhoto5 = Point(x: 250, y: 200)
    private static let onBadge5 = Point(x: 375, y: 170)
    private static let belowPhoto5 = Point(x: 250, y: 280)
    private static let onPhoto6 = Point(x: 450, y: 200)

    private static func grid() -> (CollectionNode, ManualWorkScheduler, TappableGridSource, PointerRecordingDelegate) {
        GridFixture.tappableGrid()
    }

    private static func hoverEvents(_ grid: CollectionNode) -> [Int?] {
        grid.takeCollectionEvents().compactMap { event in
            if case .hover(let item) = event { return .some(item) }
            return nil
        }
    }

    @Test("hovering finds the item and shows the hand over a tappable node, the arrow beside it and after the pointer left")
    func cursorFollowsControls() {
        let (grid, _, _, delegate) = Self.grid()
        #expect(grid.pointerCursor == .arrow)
        grid.handle(InputEvent(time: 1, kind: .hover(Self.onPhoto5)))
        #expect(grid.hoveredItem == 5)
        #expect(grid.pointerCursor == .hand)
        grid.handle(InputEvent(time: 1.2, kind: .hover(Self.belowPhoto5)))
        #expect(grid.hoveredItem == 5)
        #expect(grid.pointerCursor == .arrow)
        grid.handle(InputEvent(time: 1.4, kind: .pointerExited))
        #expect(grid.hoveredItem == nil)
        #expect(grid.pointerCursor == .arrow)
        #expect(delegate.calls == ["hover 5", "end 5"])
    }

    @Test("the delegate hears the pointer leave one item and come over the next, and a tappable node is told it is hovered")
    func enterAndExit() throws {
        let (grid, _, source, delegate) = Self.grid()
        let cell = try #require(source.cells.current[5])
        grid.handle(InputEvent(time: 1, kind: .hover(Self.onBadge5)))
        #expect(cell.badge.isHovered)
        #expect(!cell.photo.isHovered)
        grid.handle(InputEvent(time: 1.2, kind: .hover(Self.onPhoto6)))
        #expect(!cell.badge.isHovered)
        #expect(delegate.calls == ["hover 5", "end 5", "hover 6"])
        #expect(source.taps.hovers.current == ["over badge 5", "off badge 5"])
    }

    @Test("hover events come at most ten a second: a change within the interval waits for its deadline and the latest item wins")
    func eventsAreCoalesced() {
        let (grid, _, _, _) = Self.grid()
        grid.handle(InputEvent(time: 1, kind: .hover(Self.onPhoto5)))
        #expect(Self.hoverEvents(grid) == [5], "the first change is reported at once")
        grid.handle(InputEvent(time: 1.02, kind: .hover(Self.onPhoto6)))
        grid.handle(InputEvent(time: 1.04, kind: .hover(Point(x: 650, y: 200))))
        #expect(Self.hoverEvents(grid).isEmpty, "within the interval nothing more is reported")
        #expect(grid.nextDeadline.map { abs($0 - 1.1) < 1e-9 } == true, "the host is woken when the interval ends: \(String(describing: grid.nextDeadline))")
        grid.tick(at: 1.09)
        #expect(Self.hoverEvents(grid).isEmpty)
        grid.tick(at: 1.1)
        #expect(Self.hoverEvents(grid) == [7], "the latest item, not the one passed over")
        grid.tick(at: 1.5)
        #expect(Self.hoverEvents(grid).isEmpty, "nothing changed since")
        #expect(grid.nextDeadline == nil || grid.nextDeadline! > 1.5)
    }

    @Test("a change that comes back to the reported item within the interval reports nothing")
    func changeUndoneReportsNothing() {
        let (grid, _, _, _) = Self.grid()
        grid.handle(InputEvent(time: 1, kind: .hover(Self.onPhoto5)))
        _ = Self.hoverEvents(grid)
        grid.handle(InputEvent(time: 1.02, kind: .hover(Self.onPhoto6)))
        grid.handle(InputEvent(time: 1.04, kind: .hover(Self.onPhoto5)))
        grid.tick(at: 1.2)
        #expect(Self.hoverEvents(grid).isEmpty)
    }

    @Test("while a press is down the hover stands still; hovering scrolls nothing and does not stop a press from selecting")
    func pressFreezesHover() {
        let (grid, scheduler, _, delegate) = Self.grid()
        grid.handle(InputEvent(time: 1, kind: .hover(Self.belowPhoto5)))
        grid.handle(InputEvent(time: 1.1, kind: .pointerDown(.mouse, Self.belowPhoto5)))
        grid.tick(at: 1.15)
        grid.handle(InputEvent(time: 1.2, kind: .pointerUp(.mouse, Self.belowPhoto5)))
        GridFixture.settle(grid, scheduler, at: 1.3)
        #expect(grid.selectedItem == 5)
        #expect(grid.contentOffset == 0)
        #expect(delegate.calls == ["hover 5", "select 5"])
    }

    @Test("a pager's cursor is its page's nested collection's: the hand over a button in the feed, the arrow beside it")
    func nestedCursor() throws {
        let recorder = ActionRecorder()
        let source = ButtonFeedPagerSource(pages: 3, recorder: recorder)
        let pager = GridFixture.settledPager(source, initialPage: 1)
        let feed = try #require(pager.collectionNode(forPageAt: 1))
        // Item 5's button, at (220, 250, 80, 40) in the feed, which fills the page.
        pager.handle(InputEvent(time: 1, kind: .hover(Point(x: 250, y: 270))))
        #expect(feed.hoveredItem == 5)
        #expect(pager.pointerCursor == .hand)
        pager.handle(InputEvent(time: 1.1, kind: .hover(Point(x: 350, y: 200))))
        #expect(pager.pointerCursor == .arrow)
        pager.handle(InputEvent(time: 1.2, kind: .hover(Point(x: 250, y: 270))))
        #expect(pager.pointerCursor == .hand)
        pager.handle(InputEvent(time: 1.3, kind: .pointerExited))
        #expect(feed.hoveredItem == nil)
        #expect(pager.pointerCursor == .arrow)
    }
}
