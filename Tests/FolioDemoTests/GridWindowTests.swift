import Foundation
import Testing

/// `folio-demo grid` in a real window (under the Xvfb that `make test` starts), driven with
/// xdotool as a person would, checked through its `--events` output, screenshots, and where a
/// cell lies by the grid's published geometry.
@Suite("Grid window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridWindowTests {
    /// The default grid in the default 1024×700 window.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)
    private let height = 700.0

    /// Quits with Esc and checks the exit: status 0 and `quit` the last event.
    private func quitWithEscape(_ grid: GridSession) {
        let mark = grid.mark
        grid.key("Escape")
        #expect(grid.demo.waitForExit() == 0)
        #expect(grid.waitForEvent(after: mark) { $0.name == "quit" } != nil)
        #expect(grid.events.last?.name == "quit")
    }

    @Test("ready names the items, sections, layout and window, and the first screen shows photos", arguments: [
        (["--layout", "flow"], "flow", 2_000, 20),
        (["--layout", "masonry"], "masonry", 2_000, 20),
        (["--section-size", "0"], "flow", 2_000, 1),
        (["--items", "250", "--layout", "masonry"], "masonry", 250, 3),
    ])
    func ready(arguments: [String], layout: String, items: Int, sections: Int) throws {
        let grid = try GridSession(arguments)
        #expect(grid.ready["items"] == items && grid.ready["sections"] == sections)
        #expect(grid.ready.words["layout"] == layout)
        #expect(grid.ready["width"] == 1024 && grid.ready["height"] == 700)
        #expect(grid.showsContent())
    }

    @Test("The first screen reports content for exactly the cells it shows")
    func firstScreenContent() throws {
        let grid = try GridSession()
        let visible = try #require(geometry.visibleItems(top: 0, bottom: height))
        #expect(visible.first == 0 && visible.last == 15)
        #expect(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == visible.last } != nil)
        grid.demo.waitForQuiet(0.3)
        #expect(grid.itemsWithContent == Set(visible.first...visible.last))
    }

    @Test("The wheel scrolls down and back, settling where the geometry says")
    func wheel() throws {
        let grid = try GridSession()
        var mark = grid.mark
        grid.wheel(notches: 5)
        let down = try #require(grid.nextSettle(after: mark))
        let offset = try #require(down.numbers["offset"])
        #expect(offset > 0 && (down["first"] ?? 0) > 0)
        let visible = try #require(geometry.visibleItems(top: offset, bottom: offset + height))
        #expect(down["first"] == visible.first && down["last"] == visible.last, "\(down)")
        #expect(grid.showsContent())
        mark = grid.mark
        grid.wheel(notches: -5)
        let up = try #require(grid.nextSettle(after: mark))
        #expect(up.numbers["offset"] == 0 && up["first"] == 0 && up["last"] == 15)
    }

    @Test("A held drag scrolls by about its length; a flick keeps going")
    func dragAndFlick() throws {
        let grid = try GridSession()
        var mark = grid.mark
        grid.drag(fromY: 600, dy: -300, hold: 0.15)
        let dragged = try #require(grid.nextSettle(after: mark))
        let offset = try #require(dragged.numbers["offset"])
        // The first few pixels only tell a drag from a click.
        #expect((250...300).contains(offset), "\(dragged)")
        let visible = try #require(geometry.visibleItems(top: offset, bottom: offset + height))
        #expect(dragged["first"] == visible.first && dragged["last"] == visible.last, "\(dragged)")
        mark = grid.mark
        grid.drag(fromY: 600, dy: -100, step: 20, interval: 0.008)
        let flung = try #require(grid.nextSettle(after: mark))
        #expect(flung.numbers["offset", default: 0] > offset + 400, "\(flung)")
    }

    @Test("Page Down and Page Up scroll a screenful; End and Home reach and focus the last and first items")
    func keys() throws {
        let grid = try GridSession()
        var mark = grid.mark
        grid.key("Page_Down")
        let pageDown = try #require(grid.nextSettle(after: mark))
        let offset = try #require(pageDown.numbers["offset"])
        #expect(offset > height / 2 && offset <= height, "\(pageDown)")
        mark = grid.mark
        grid.key("Page_Up")
        #expect(grid.nextSettle(after: mark)?.numbers["offset"] == 0)
        mark = grid.mark
        grid.key("End")
        let end = try #require(grid.nextSettle(after: mark))
        #expect(end["last"] == 1_999)
        let bottom = geometry.verticalExtent(ofItem: 1_999).bottom + GridFlowGeometry.spacing
        #expect(abs(end.numbers["offset", default: 0] - (bottom - height)) < 1, "\(end)")
        // End focused the last item: Enter opens it.
        mark = grid.mark
        grid.key("Return")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == 1_999)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == 1_999)
        mark = grid.mark
        grid.key("Home")
        let home = try #require(grid.nextSettle(after: mark))
        #expect(home.numbers["offset"] == 0 && home["first"] == 0)
        mark = grid.mark
        grid.key("Return")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == 0)
    }

    @Test("Return and Esc pressed twenty times as fast as xdotool types: opened and closed alternate, one each")
    func openCloseInOrder() throws {
        let grid = try GridSession()
        // Focuses the first item, which Return opens.
        grid.key("Right")
        Thread.sleep(forTimeInterval: 0.5)
        let mark = grid.mark
        XDoTool.run(["key", "--window", grid.window.window, "--delay", "5"] + Array(repeating: ["Return", "Escape"], count: 20).flatMap { $0 })
        let deadline = Date(timeIntervalSinceNow: 8)
        func pairs() -> [String] { grid.events.dropFirst(mark).map(\.name).filter { $0 == "opened" || $0 == "closed" } }
        while pairs().count < 40, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(pairs() == Array(repeating: ["opened", "closed"], count: 20).flatMap { $0 }, "\(pairs())")
    }

    @Test("A click selects the cell under the pointer, scrolled or not; a header or a gap selects nothing")
    func clickSelects() throws {
        let grid = try GridSession()
        var mark = grid.mark
        let six = geometry.centre(ofItem: 6, offset: 0)
        grid.click(x: six.x, y: six.y)
        #expect(grid.waitForEvent(after: mark) { $0.name == "selected" }?["item"] == 6)

        mark = grid.mark
        grid.wheel(notches: 3)
        let settled = try #require(grid.nextSettle(after: mark))
        let offset = try #require(settled.numbers["offset"])
        let first = try #require(settled["first"])
        // The second row in view, third column: clear of the window's edges.
        let target = first + geometry.columns + 2
        let point = geometry.centre(ofItem: target, offset: offset)
        #expect(geometry.item(atX: Double(point.x), y: Double(point.y) + offset) == target)
        mark = grid.mark
        grid.click(x: point.x, y: point.y)
        #expect(grid.waitForEvent(after: mark) { $0.name == "selected" }?["item"] == target)

        // The gap between the first two columns of the target's row.
        mark = grid.mark
        grid.click(x: Int(GridFlowGeometry.spacing + geometry.cellWidth + 3), y: point.y)
        #expect(grid.waitForEvent(after: mark, timeout: 0.8) { $0.name == "selected" } == nil)
        mark = grid.mark
        grid.key("Home")
        #expect(grid.nextSettle(after: mark) != nil)
        mark = grid.mark
        grid.click(x: 500, y: 20)
        #expect(grid.waitForEvent(after: mark, timeout: 0.8) { $0.name == "selected" } == nil)
    }

    @Test("Enter opens the focused item, Esc closes on the item last shown, a second Esc quits")
    func enterOpensEscCloses() throws {
        let grid = try GridSession()
        var mark = grid.mark
        // The first arrow shows the focus on the first item in view; then one right and one row down.
        grid.key("Right", "Right", "Down")
        grid.key("Return")
        let focused = 1 + geometry.columns
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == focused)
        #expect(grid.showsContent())
        mark = grid.mark
        grid.key("Right")
        // The pager's rest on the opened page may be reported after this mark.
        #expect(grid.waitForEvent(after: mark) { $0.name == "settled" && $0["page"] == focused + 1 } != nil)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == focused + 1)
        // The item the pager last showed has the focus now: Enter opens it.
        mark = grid.mark
        grid.key("Return")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == focused + 1)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == focused + 1)
        quitWithEscape(grid)
    }

    @Test("A double-click selects and opens the item under the pointer")
    func doubleClickOpens() throws {
        let grid = try GridSession()
        let mark = grid.mark
        let nine = geometry.centre(ofItem: 9, offset: 0)
        grid.click(x: nine.x, y: nine.y, count: 2)
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == 9)
        #expect(grid.events.dropFirst(mark).first { $0.name == "selected" }?["item"] == 9)
        #expect(grid.showsContent())
        let closing = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: closing) { $0.name == "closed" }?["item"] == 9)
    }

    @Test("Esc in the pager returns to the grid where it was, scrolled to the item last shown")
    func closingKeepsThePlace() throws {
        let grid = try GridSession()
        var mark = grid.mark
        grid.wheel(notches: 5)
        let before = try #require(grid.nextSettle(after: mark))
        let offset = try #require(before.numbers["offset"])
        // The second row in view, second column: wholly in view.
        let item = try #require(before["first"]) + geometry.columns + 1
        let point = geometry.centre(ofItem: item, offset: offset)
        #expect(point.y > 0 && Double(point.y) < height)
        mark = grid.mark
        grid.click(x: point.x, y: point.y, count: 2)
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == item)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == item)
        // Back where it was: one wheel notch moves on from the same offset.
        mark = grid.mark
        grid.wheel(notches: 1)
        let next = try #require(grid.nextSettle(after: mark))
        #expect(grid.events.dropFirst(mark).filter { $0.name == "scroll-settled" }.count == 1)
        let step = next.numbers["offset", default: 0] - offset
        #expect(step > 0 && step <= 200, "from \(offset) to \(next)")

        // Paged to the end in the pager, the grid comes back scrolled to the last item.
        mark = grid.mark
        grid.key("Return")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == item)
        // The pager may report coming to rest on the opened page after "opened" (and so
        // after this mark); End is judged by the page it finally rests on.
        mark = grid.mark
        grid.key("End")
        #expect(grid.waitForEvent(after: mark) { $0.name == "settled" && $0["page"] == 1_999 } != nil)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == 1_999)
        #expect(grid.nextSettle(after: mark)?["last"] == 1_999)
        #expect(grid.waitForEvent(after: mark) { $0.name == "content" && $0["item"] == 1_999 } != nil)
    }

    @Test("In a masonry a click selects an item in view, a double-click there opens it, and Down moves the focus below")
    func masonryClicksAndArrows() throws {
        let grid = try GridSession(["--layout", "masonry"])
        var mark = grid.mark
        grid.key("Page_Down")
        let settled = try #require(grid.nextSettle(after: mark))
        let first = try #require(settled["first"]), last = try #require(settled["last"])
        // The middle of the third column, clear of the gaps between columns.
        mark = grid.mark
        grid.click(x: 639, y: 350)
        let selected = try #require(grid.waitForEvent(after: mark) { $0.name == "selected" }?["item"])
        #expect((first...last).contains(selected), "\(selected) not in \(first)...\(last)")
        // Past the double-click interval, so that this is a new pair of clicks.
        Thread.sleep(forTimeInterval: 0.5)
        mark = grid.mark
        grid.click(x: 639, y: 350, count: 2)
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == selected)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == selected)
        // The next item down the same column comes later in the reading order.
        mark = grid.mark
        grid.key("Down", "Return")
        let below = try #require(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"])
        #expect(below > selected)
    }

    @Test("A million flow items open at once, show content, and End reaches the last")
    func millionItems() throws {
        let grid = try GridSession(["--items", "1000000"])
        #expect(grid.secondsToReady < 3, "ready after \(grid.secondsToReady) s")
        #expect(grid.ready["items"] == 1_000_000 && grid.ready["sections"] == 10_000)
        #expect(grid.waitForEvent(after: 0, timeout: 2) { $0.name == "content" && $0["item"] == 0 } != nil)
        let mark = grid.mark
        grid.key("End")
        let end = try #require(grid.nextSettle(after: mark))
        #expect(end["last"] == 999_999)
        let million = GridFlowGeometry(width: 1024, itemCount: 1_000_000, sectionSize: 100)
        let bottom = million.verticalExtent(ofItem: 999_999).bottom + GridFlowGeometry.spacing
        #expect(abs(end.numbers["offset", default: 0] - (bottom - height)) < 1, "\(end)")
        #expect(grid.waitForEvent(after: mark, timeout: 3) { $0.name == "content" && $0["item"] == 999_999 } != nil)
        quitWithEscape(grid)
    }

    @Test("A hundred thousand masonry items open at once, show content, and End reaches the last")
    func masonryHundredThousand() throws {
        let grid = try GridSession(["--items", "100000", "--layout", "masonry"])
        #expect(grid.secondsToReady < 3, "ready after \(grid.secondsToReady) s")
        #expect(grid.ready["items"] == 100_000 && grid.ready["sections"] == 1_000)
        #expect(grid.waitForEvent(after: 0, timeout: 2) { $0.name == "content" && $0["item"] == 0 } != nil)
        let mark = grid.mark
        grid.key("End")
        let end = try #require(grid.nextSettle(after: mark))
        #expect(end["last"] == 99_999 && (end["first"] ?? 0) > 99_900, "\(end)")
        #expect(grid.waitForEvent(after: mark, timeout: 3) { $0.name == "content" && $0["item"] == 99_999 } != nil)
        #expect(grid.showsContent())
        quitWithEscape(grid)
    }

    @Test("Resizing reflows and keeps the first visible item in view; R rotates")
    func resizeAndRotate() throws {
        let grid = try GridSession()
        var mark = grid.mark
        grid.wheel(notches: 5)
        let before = try #require(grid.nextSettle(after: mark))
        let anchor = try #require(before["first"])
        #expect(anchor > 0)

        mark = grid.mark
        grid.window.resize(width: 800, height: 700)
        let resized = try #require(grid.waitForEvent(after: mark) { $0.name == "resized" })
        #expect(resized["width"] == 800 && resized["height"] == 700)
        let narrow = GridFlowGeometry(width: 800, itemCount: 2_000, sectionSize: 100)
        #expect(narrow.columns == 3)
        let view = try #require(visibleAfterNudge(grid))
        #expect(view.first <= anchor && anchor <= view.last, "\(anchor) not in \(view)")
        #expect(resized["first"] == view.first)
        let expected = try #require(narrow.visibleItems(top: view.offset, bottom: view.offset + height))
        #expect(view.first == expected.first && view.last == expected.last)

        mark = grid.mark
        grid.key("r")
        let rotated = try #require(grid.waitForEvent(after: mark) { $0.name == "resized" })
        #expect(rotated["width"] == 700 && rotated["height"] == 800)
        let turned = try #require(visibleAfterNudge(grid))
        #expect(turned.first <= anchor && anchor <= turned.last, "\(anchor) not in \(turned)")
        #expect(grid.showsContent())
    }

    /// What is in view where the grid rests: learnt from a wheel notch down and one back up, the
    /// second's `scroll-settled` (the grid must be at least a notch from the top).
    private func visibleAfterNudge(_ grid: GridSession) -> (offset: Double, first: Int, last: Int)? {
        var mark = grid.mark
        grid.wheel(notches: 1)
        guard grid.nextSettle(after: mark) != nil else { return nil }
        mark = grid.mark
        grid.wheel(notches: -1)
        guard let back = grid.nextSettle(after: mark), let offset = back.numbers["offset"],
              let first = back["first"], let last = back["last"] else { return nil }
        return (offset, first, last)
    }

    @Test("--start-item opens scrolled to the item, focused: it is drawn, in view, and Enter opens it")
    func startItem() throws {
        let grid = try GridSession(["--start-item", "500"])
        #expect(grid.waitForEvent(after: 0, timeout: 3) { $0.name == "content" && $0["item"] == 500 } != nil)
        let settled = try #require(grid.nextSettle(after: 0))
        #expect((settled["first"] ?? .max) <= 500 && 500 <= (settled["last"] ?? -1), "\(settled)")
        #expect(!grid.itemsWithContent.contains(0))
        var mark = grid.mark
        grid.key("Return")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == 500)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == 500)
        quitWithEscape(grid)
    }

    @Test("Cells scrolled into view report content the first time they are drawn with it")
    func contentWhenScrolledIntoView() throws {
        let grid = try GridSession()
        #expect(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == 15 } != nil)
        // Cells drawn ahead off screen come into view already made: they count when first shown.
        for move in [{ grid.wheel(notches: 5) }, { grid.key("Page_Down") }] {
            let mark = grid.mark
            move()
            let settled = try #require(grid.nextSettle(after: mark))
            let first = try #require(settled["first"]), last = try #require(settled["last"])
            #expect(first > 0)
            grid.demo.waitForQuiet(0.3)
            let missing = Set(first...last).subtracting(grid.itemsWithContent)
            #expect(missing.isEmpty, "no content event for \(missing.sorted()) after \(settled)")
        }
    }
}
