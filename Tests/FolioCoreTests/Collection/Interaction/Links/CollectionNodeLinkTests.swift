@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Links in text inside cells take their presses as buttons do: drawn pressed while pressed,
/// activated once on release on the link (the delegate first, then the node's action, on the
/// main thread), let go by a drag, never selecting or highlighting the cell.
@Suite(.serialized)
@MainActor
struct CollectionNodeLinkTests {
    /// Item 5 (column 1, row 1) is at (200, 150): its link's first line at (240, 250, 50, 12),
    /// its second at (220, 262, 25, 12); "see" at (220, 250, 15, 12), its top half out of reach of
    /// the link below it (12 px lines reach 6 px up and down).
    private static let onFirstLine = Point(x: 260, y: 256)
    private static let onSecondLine = Point(x: 230, y: 268)
    private static let onPlainText = Point(x: 222, y: 252)

    private static func grid() -> (CollectionNode, ManualWorkScheduler, LinkGridSource, LinkRecorder) {
        let recorder = LinkRecorder()
        let source = LinkGridSource(count: 40, recorder: recorder)
        let (grid, scheduler) = GridFixture.manual(source, delegate: source)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler, source, recorder)
    }

    @Test("press and release on a link activate it once, delegate first, on the main thread; it shows pressed meanwhile (the cell redrawn) and the cell is neither highlighted nor selected")
    func pressAndReleaseActivates() throws {
        let (grid, scheduler, source, recorder) = Self.grid()
        let text = try #require(source.texts.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onFirstLine)))
        #expect(text.highlightedLink == 0)
        #expect(scheduler.pendingKeys == [5], "the cell is drawn again, on a worker")
        grid.tick(at: 1.2)
        #expect(grid.highlightedItem == nil)
        scheduler.runAll()
        grid.tick(at: 1.25)
        grid.handle(InputEvent(time: 1.3, kind: .pointerUp(.mouse, Self.onFirstLine)))
        grid.tick(at: 1.3)
        #expect(recorder.names == ["delegate x:5", "action x:5"])
        #expect(recorder.calls.current.allSatisfy { $0.thread == ThreadIdentity.current }, "on the main thread")
        #expect(source.delegateCalls == ["link x:5 [0, 5]"])
        #expect(text.highlightedLink == nil)
        #expect(grid.selectedItem == nil && grid.highlightedItem == nil)
        #expect(scheduler.pendingKeys == [5], "drawn again unpressed")
        GridFixture.settle(grid, scheduler, at: 2)
        #expect(recorder.names.count == 2)
    }

    @Test("the link's second line takes the press too: a link wrapped over two lines is one link")
    func secondLine() {
        let (grid, scheduler, source, recorder) = Self.grid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onSecondLine)))
        #expect(source.texts.current[5]?.highlightedLink == 0)
        grid.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Self.onSecondLine)))
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(recorder.names == ["delegate x:5", "action x:5"])
    }

    @Test("releasing beyond the link's slop does not activate it")
    func releaseOffTheLink() throws {
        let (grid, scheduler, source, recorder) = Self.grid()
        // Near the right end of "gamma"; then 7 px right, within the tap slop but 6 px beyond the
        // link's end and its reach.
        let press = Point(x: 244, y: 268), release = Point(x: 251.5, y: 268)
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, press)))
        #expect(source.texts.current[5]?.highlightedLink == 0)
        grid.handle(InputEvent(time: 1.05, kind: .pointerMoved(.mouse, release)))
        grid.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, release)))
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(recorder.names.isEmpty)
        #expect(source.texts.current[5]?.highlightedLink == nil)
        #expect(grid.selectedItem == nil)
    }

    @Test("dragging past the slop lets the link go without activating it")
    func dragCancels() throws {
        let (grid, scheduler, source, recorder) = Self.grid()
        let text = try #require(source.texts.current[5])
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onFirstLine)))
        for step in 1...6 {
            grid.handle(InputEvent(time: 1 + Double(step) * 0.016,
                                   kind: .pointerMoved(.mouse, Point(x: 260, y: 256 - Double(step) * 5))))
        }
        #expect(text.highlightedLink == nil)
        grid.handle(InputEvent(time: 1.12, kind: .pointerMoved(.mouse, Self.onFirstLine)))
        grid.handle(InputEvent(time: 1.13, kind: .pointerUp(.mouse, Self.onFirstLine)))
        GridFixture.settle(grid, scheduler, at: 3)
        #expect(recorder.names.isEmpty)
        #expect(grid.selectedItem == nil)
    }

    @Test("a cancelled pointer lets the link go without activating it")
    func cancelLetsGo() {
        let (grid, scheduler, source, recorder) = Self.grid()
        grid.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onFirstLine)))
        grid.handle(InputEvent(time: 1.05, kind: .pointerCancelled(.mouse)))
        GridFixture.settle(grid, scheduler, at: 1.2)
        #expect(recorder.names.isEmpty)
        #expect(source.texts.current[5]?.highlightedLink == nil)
    }

    @Test("a click on the plain text beside a link selects the cell and activates nothing")
    func plainTextSelects() {
        let (grid, _, source, recorder) = Self.grid()
        GridFixture.click(grid, at: Self.onPlainText, time: 1)
        #expect(grid.selectedItem == 5)
        #expect(source.delegateCalls.contains("select [0, 5]"), "\(source.delegateCalls)")
        #expect(recorder.names.isEmpty)
        #expect(source.texts.current[5]?.highlightedLink == nil)
    }

    @Test("a link in a feed inside a pager of feeds receives the click, and only that feed's")
    func linkInANestedFeed() throws {
        let source = LinkFeedPagerSource()
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: 2, wake: {})
        pager.dataSource = source
        pager.setBounds(GridFixture.size, scale: 1, at: 0)
        var quiet = 0
        while quiet < 2 {
            scheduler.runAll()
            pager.tick(at: 0)
            quiet = scheduler.pendingKeys.isEmpty ? quiet + 1 : 0
        }
        let feed = try #require(pager.collectionNode(forPageAt: 2))
        let text = try #require(source.feed(ofPage: 2).texts.current[5])
        pager.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, Self.onSecondLine)))
        #expect(text.highlightedLink == 0)
        pager.tick(at: 1.05)
        pager.handle(InputEvent(time: 1.1, kind: .pointerUp(.mouse, Self.onSecondLine)))
        pager.tick(at: 1.1)
        #expect(source.recorder.names == ["delegate x:5", "action x:5"])
        #expect(source.feed(ofPage: 2).delegateCalls == ["link x:5 [0, 5]"])
        #expect(source.feed(ofPage: 1).delegateCalls.isEmpty && source.feed(ofPage: 3).delegateCalls.isEmpty)
        #expect(feed.selectedItem == nil)
        #expect(pager.currentPageIndex == 2)
        #expect(text.highlightedLink == nil)
    }
}
