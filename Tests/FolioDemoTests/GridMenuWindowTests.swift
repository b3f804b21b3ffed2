import Foundation
import Testing

/// The grid's context menu in a real window: a right click on a photo draws the popup over it;
/// the keys or the mouse choose Open, Duplicate or Delete, each doing what its key does and
/// reported as `menu{item,action}`; Esc and a click outside close it with nothing done, and
/// nothing beneath the popup hears the input meanwhile.
@Suite("Grid menu window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridMenuWindowTests {
    /// The default grid in the default 1024×700 window, not scrolled.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)
    /// The popup's size with the demo's three rows (its titles are narrower than its minimum).
    private let popupWidth = 168, popupHeight = 3 * 32 + 2 * 6

    /// A grid whose first screen (items 0-15) has been drawn with its content.
    private func openGrid() throws -> GridSession {
        let grid = try GridSession()
        try #require(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == 15 } != nil, "the first screen never showed")
        grid.demo.waitForQuiet(0.3)
        return grid
    }

    /// Where a right click on item 5 goes: inside its cell, with room for the popup below and
    /// to the right.
    private var pointer: (x: Int, y: Int) { geometry.centre(ofItem: 5, offset: 0) }

    /// A right click at the pointer, and a wait for the frame that draws the popup.
    private func rightClick(_ grid: GridSession) {
        XDoTool.run(["mousemove", "--window", grid.window.window, "\(pointer.x)", "\(pointer.y)", "click", "3"])
        Thread.sleep(forTimeInterval: 0.4)
    }

    /// Moves the mouse to `point` and waits for the frame that lifts the card under it: what the
    /// grid looks like there without a menu, for comparing with what it looks like after one.
    private func hover(_ grid: GridSession, at point: (x: Int, y: Int)) {
        XDoTool.run(["mousemove", "--window", grid.window.window, "\(point.x)", "\(point.y)"])
        Thread.sleep(forTimeInterval: 0.4)
    }

    /// The part of the window where the popup opens at the pointer.
    private func popupRegion(of grid: GridSession) throws -> Screenshot {
        let shot = try #require(Screenshot(window: grid.window.window))
        defer { shot.remove() }
        return try #require(shot.cropped(x: pointer.x, y: pointer.y, width: popupWidth, height: popupHeight))
    }

    /// How far two crops differ (0: the same pixels).
    private func difference(_ a: Screenshot, _ b: Screenshot) throws -> Double {
        try #require(a.difference(from: b))
    }

    /// The popup's dark panel covers the photo there: the region is dark on the whole (light
    /// only in its titles), 0-255, and unlike the photo.
    private func showsPopup(_ region: Screenshot, comparedWith photo: Screenshot) throws -> Bool {
        let colour = try #require(region.meanColour)
        let brightness = (colour.red + colour.green + colour.blue) / 3
        return try difference(region, photo) > 0.08 && brightness < 90
    }

    @Test("A right click draws the popup over the photo; Down, Down, Enter duplicates it (menu{item 5, duplicate}, one item more)")
    func keysDuplicate() throws {
        let grid = try openGrid()
        let photo = try popupRegion(of: grid)
        defer { photo.remove() }
        let mark = grid.mark
        rightClick(grid)
        let popup = try popupRegion(of: grid)
        defer { popup.remove() }
        #expect(try showsPopup(popup, comparedWith: photo), "no popup at the pointer")
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "selected" }, "the right click selected")
        grid.key("Down", "Down", "Return")
        let menu = try #require(grid.waitForEvent(after: mark) { $0.name == "menu" }, "no menu event")
        #expect(menu["item"] == 5 && menu.words["action"] == "duplicate", "\(menu)")
        let updated = try #require(grid.waitForEvent(after: mark) { $0.name == "updated" }, "nothing was inserted")
        #expect(updated["items"] == 2_001)
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "opened" }, "Enter also opened the item")
        #expect(grid.demo.standardError.isEmpty, "\(grid.demo.standardError)")
    }

    @Test("Delete, I and S do nothing while the menu is open; Esc closes it with nothing done and the demo running; a second Esc then quits as before")
    func escapeCloses() throws {
        let grid = try openGrid()
        // The mouse stays over item 5, lifted, through the menu and after it.
        hover(grid, at: pointer)
        let photo = try popupRegion(of: grid)
        defer { photo.remove() }
        let mark = grid.mark
        rightClick(grid)
        let popup = try popupRegion(of: grid)
        defer { popup.remove() }
        #expect(try showsPopup(popup, comparedWith: photo))
        // Keys that are the app's commands do nothing beneath an open menu.
        grid.key("Delete", "i", "s")
        grid.key("Escape")
        Thread.sleep(forTimeInterval: 0.4)
        let closed = try popupRegion(of: grid)
        defer { closed.remove() }
        #expect(try difference(closed, photo) < 0.03, "the popup is still drawn")
        #expect(!grid.events.dropFirst(mark).contains { ["menu", "quit", "updated"].contains($0.name) }, "\(grid.events.dropFirst(mark))")
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "quit" } != nil)
        #expect(grid.demo.waitForExit() == 0)
    }

    @Test("A click outside closes the menu and selects nothing; the next click selects as before")
    func clickOutsideCloses() throws {
        let grid = try openGrid()
        let elsewhere = geometry.centre(ofItem: 10, offset: 0)
        // The click outside leaves the mouse over item 10, lifted; item 5 is not.
        hover(grid, at: elsewhere)
        let photo = try popupRegion(of: grid)
        defer { photo.remove() }
        let mark = grid.mark
        rightClick(grid)
        grid.click(x: elsewhere.x, y: elsewhere.y)
        Thread.sleep(forTimeInterval: 0.5)
        let closed = try popupRegion(of: grid)
        defer { closed.remove() }
        #expect(try difference(closed, photo) < 0.03, "the popup is still drawn")
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "selected" || $0.name == "menu" }, "\(grid.events.dropFirst(mark))")
        grid.click(x: elsewhere.x, y: elsewhere.y)
        #expect(grid.waitForEvent(after: mark) { $0.name == "selected" }?["item"] == 10)
    }

    @Test("Clicking Open opens the pager on the photo; clicking Delete deletes it")
    func mouseOpensAndDeletes() throws {
        let grid = try openGrid()
        var mark = grid.mark
        rightClick(grid)
        // The first row's middle: below the popup's top padding.
        grid.click(x: pointer.x + 40, y: pointer.y + 6 + 16)
        let menu = try #require(grid.waitForEvent(after: mark) { $0.name == "menu" })
        #expect(menu["item"] == 5 && menu.words["action"] == "open", "\(menu)")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == 5)
        #expect(grid.waitForEvent(after: mark) { $0.name == "settled" }?["page"] == 5)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" } != nil)
        grid.demo.waitForQuiet(0.3)

        mark = grid.mark
        rightClick(grid)
        grid.click(x: pointer.x + 40, y: pointer.y + 6 + 2 * 32 + 16)
        let delete = try #require(grid.waitForEvent(after: mark) { $0.name == "menu" })
        #expect(delete["item"] == 5 && delete.words["action"] == "delete", "\(delete)")
        #expect(grid.waitForEvent(after: mark) { $0.name == "updated" }?["items"] == 1_999)
        #expect(grid.demo.standardError.isEmpty, "\(grid.demo.standardError)")
    }
}
