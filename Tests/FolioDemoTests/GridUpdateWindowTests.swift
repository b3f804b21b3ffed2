import Foundation
import Testing

/// The grid's editing keys in a real window: Delete, I and S change the items as animated batch
/// updates, report `updated` once the animation is over, and the cells on screen show the new
/// order; with nothing to delete, nothing happens and nothing is logged.
@Suite("Grid updates window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridUpdateWindowTests {
    /// The default grid in the default 1024×700 window, not scrolled.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)

    /// A grid whose first screen (items 0-15) has been drawn with its content.
    private func openGrid(_ arguments: [String] = []) throws -> GridSession {
        let grid = try GridSession(arguments)
        try #require(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == 15 } != nil, "the first screen never showed")
        grid.demo.waitForQuiet(0.3)
        return grid
    }

    /// Selects item `item` with a click.
    private func select(_ item: Int, in grid: GridSession) throws {
        let mark = grid.mark
        let point = geometry.centre(ofItem: item, offset: 0)
        grid.click(x: point.x, y: point.y)
        try #require(grid.waitForEvent(after: mark) { $0.name == "selected" }?["item"] == item)
    }

    /// Presses `key` and returns the `updated` event it brings.
    private func press(_ key: String, in grid: GridSession) throws -> GridEvent {
        let mark = grid.mark
        grid.key(key)
        let updated = try #require(grid.waitForEvent(after: mark) { $0.name == "updated" }, "\(key) reported no update")
        // Reported once the animation ended; the frame that ends it is then on screen.
        Thread.sleep(forTimeInterval: 0.15)
        return updated
    }

    @Test("Delete removes the selected item: the items after it move up a place, and the one that took its place is selected")
    func deleteSelected() throws {
        let grid = try openGrid()
        try select(5, in: grid)
        let before = try grid.shot()
        defer { before.remove() }
        #expect(try press("Delete", in: grid)["items"] == 1_999)
        let after = try grid.shot()
        defer { after.remove() }
        for place in 0..<5 {
            #expect(try grid.same(place, before, place, after, in: geometry), "item \(place) before the deleted one stays")
        }
        for place in 5..<11 {
            #expect(try grid.same(place + 1, before, place, after, in: geometry), "item \(place + 1) moved up to \(place)")
        }
        #expect(try !grid.same(5, before, 5, after, in: geometry), "the deleted item is gone")
        // The item that took its place is selected: Delete again deletes it.
        #expect(try press("BackSpace", in: grid)["items"] == 1_998)
        let again = try grid.shot()
        defer { again.remove() }
        #expect(try grid.same(7, before, 5, again, in: geometry))
        #expect(grid.demo.standardError.isEmpty, "\(grid.demo.standardError)")
    }

    @Test("I inserts a new photo after the selected item, moving the rest down a place; with nothing selected, at the front")
    func insert() throws {
        let grid = try openGrid()
        let start = try grid.shot()
        defer { start.remove() }
        #expect(try press("i", in: grid)["items"] == 2_001)
        let front = try grid.shot()
        defer { front.remove() }
        for place in 0..<11 {
            #expect(try grid.same(place, start, place + 1, front, in: geometry), "item \(place) moved down to \(place + 1)")
        }

        // The new photo is selected: the next goes after it, at place 1.
        try select(5, in: grid)
        let before = try grid.shot()
        defer { before.remove() }
        #expect(try press("I", in: grid)["items"] == 2_002)
        let after = try grid.shot()
        defer { after.remove() }
        for place in 0...5 {
            #expect(try grid.same(place, before, place, after, in: geometry), "item \(place) up to the selected one stays")
        }
        for place in 6..<11 {
            #expect(try grid.same(place, before, place + 1, after, in: geometry), "item \(place) moved down to \(place + 1)")
        }
    }

    @Test("S shuffles the section on screen: the count stays, the cells change places, the grid does not scroll")
    func shuffle() throws {
        let grid = try openGrid()
        let before = try grid.shot()
        defer { before.remove() }
        let mark = grid.mark
        #expect(try press("s", in: grid)["items"] == 2_000)
        let after = try grid.shot()
        defer { after.remove() }
        // Photos repeat every so many items, so a cell may show the same photo by chance; the
        // badges differ, but not enough to count at thumbnail size.
        let moved = try (0..<12).filter { try !grid.same($0, before, $0, after, in: geometry) }
        #expect(moved.count >= 8, "only \(moved) changed")
        // The header stayed where it was.
        let headers = try [before, after].map { try #require($0.cropped(x: 0, y: 0, width: 1024, height: 44)) }
        defer { headers.forEach { $0.remove() } }
        #expect(try #require(headers[0].difference(from: headers[1])) < 0.01)
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "scroll-settled" })
        // Shuffling again is another batch of the same size.
        #expect(try press("s", in: grid)["items"] == 2_000)
    }

    @Test("Delete with nothing selected, or nothing at all, does nothing and logs nothing; S in an empty grid neither")
    func nothingToDelete() throws {
        let grid = try openGrid()
        var mark = grid.mark
        grid.key("Delete")
        #expect(grid.waitForEvent(after: mark, timeout: 0.8) { $0.name == "updated" } == nil)
        #expect(grid.demo.terminate() == 0)
        #expect(grid.demo.standardError.isEmpty, "\(grid.demo.standardError)")

        // One demo is on the display at a time: this one starts once the first has gone.
        let empty = try GridSession(["--items", "0"])
        mark = empty.mark
        empty.key("Delete", "BackSpace", "s")
        #expect(empty.waitForEvent(after: mark, timeout: 0.8) { $0.name == "updated" } == nil)
        #expect(try press("i", in: empty)["items"] == 1)
        #expect(try press("Delete", in: empty)["items"] == 0)
        mark = empty.mark
        empty.key("Delete")
        #expect(empty.waitForEvent(after: mark, timeout: 0.8) { $0.name == "updated" } == nil)
        empty.key("q")
        #expect(empty.demo.waitForExit() == 0)
        #expect(empty.demo.standardError.isEmpty, "\(empty.demo.standardError)")
    }
}
