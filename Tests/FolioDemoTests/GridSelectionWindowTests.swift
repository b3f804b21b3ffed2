import Foundation
import Testing

/// Several items selected in the grid's real window, as a person does it: Ctrl-clicks and a
/// Shift-click select several and the demo reports them all; Delete removes them in one animated
/// batch update; Esc clears a selection of several and leaves the demo running.
@Suite("Grid selection window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridSelectionWindowTests {
    /// The default grid in the default 1024×700 window, not scrolled.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)

    /// A grid whose first screen (items 0-15) has been drawn with its content.
    private func openGrid() throws -> GridSession {
        let grid = try GridSession()
        try #require(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == 15 } != nil, "the first screen never showed")
        grid.demo.waitForQuiet(0.3)
        return grid
    }

    /// A click on item `item` with `modifier` ("ctrl", "shift") held, as xdotool presses it.
    private func click(_ item: Int, holding modifier: String?, in grid: GridSession) {
        let point = geometry.centre(ofItem: item, offset: 0)
        var arguments = ["mousemove", "--window", grid.window.window, "\(point.x)", "\(point.y)"]
        if let modifier { arguments += ["keydown", modifier] }
        arguments += ["click", "1"]
        if let modifier { arguments += ["keyup", modifier] }
        XDoTool.run(arguments)
    }

    /// The items of the `selected` lines after the first `index` events, in order: a single
    /// item's line as a list of one. The event parser keeps numbers and words, so lists are
    /// read from the raw lines.
    private func selections(in grid: GridSession, after index: Int) -> [[Int]] {
        let lines = grid.demo.outputLines(timeout: 0).filter { GridEvent(line: $0) != nil }.dropFirst(index)
        return lines.compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["event"] as? String == "selected" else { return nil }
            if let items = object["items"] as? [Int] { return items }
            return (object["item"] as? Int).map { [$0] }
        }
    }

    /// Waits up to `timeout` seconds for a `selected` line after `index` whose items are `items`.
    private func waitForSelection(_ items: [Int], in grid: GridSession, after index: Int, timeout: Double = 8) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if selections(in: grid, after: index).contains(items) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }

    @Test("Ctrl-clicks select three and report them all; Delete removes the three in one update")
    func selectThreeAndDelete() throws {
        let grid = try openGrid()
        let mark = grid.mark
        click(2, holding: nil, in: grid)
        click(5, holding: "ctrl", in: grid)
        click(9, holding: "ctrl", in: grid)
        #expect(waitForSelection([2, 5, 9], in: grid, after: mark), "\(selections(in: grid, after: mark))")
        #expect(selections(in: grid, after: mark).first == [2])
        let beforeDelete = grid.mark
        grid.key("Delete")
        let updated = try #require(grid.waitForEvent(after: beforeDelete) { $0.name == "updated" }, "Delete reported no update")
        #expect(updated["items"] == 1_997)
        Thread.sleep(forTimeInterval: 0.5)
        let updates = grid.events.dropFirst(beforeDelete).filter { $0.name == "updated" }
        #expect(updates.count == 1, "one batch: \(updates)")
    }

    @Test("A Shift-click selects the range from the anchor and Shift+Right stretches it; Esc clears it and the demo keeps running")
    func shiftRangeAndEscape() throws {
        let grid = try openGrid()
        let mark = grid.mark
        click(1, holding: nil, in: grid)
        click(6, holding: "shift", in: grid)
        #expect(waitForSelection([1, 2, 3, 4, 5, 6], in: grid, after: mark), "\(selections(in: grid, after: mark))")
        let beforeArrow = grid.mark
        grid.key("shift+Right")
        #expect(waitForSelection([1, 2, 3, 4, 5, 6, 7], in: grid, after: beforeArrow), "\(selections(in: grid, after: beforeArrow))")
        let beforeEscape = grid.mark
        grid.key("Escape")
        #expect(waitForSelection([], in: grid, after: beforeEscape), "Esc cleared nothing")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!grid.events.contains { $0.name == "quit" }, "Esc with a selection of several does not quit")
        // With nothing selected, Esc is the app's again: it quits.
        let beforeQuit = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: beforeQuit) { $0.name == "quit" } != nil, "the second Esc did not quit")
    }
}
