import Foundation
import Testing

/// Dragging a photo to another place in the grid, in a real window: a press held 0.4 s then
/// moved lifts it, the release drops it there (`moved{from,to}`) and the cells show the new
/// order; Esc during the drag puts it back, with nothing reported.
@Suite("Grid move window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridMoveWindowTests {
    /// The grid in the default 1024×700 window, not scrolled: sections of 100 unless
    /// `sectionSize` says otherwise.
    private var geometry: GridFlowGeometry { GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: sectionSize) }
    /// The items in each section of the grid the test opened.
    private var sectionSize = 100

    /// A grid whose first screen (items 0-15, or 0-7 in small sections) has been drawn with its
    /// content.
    private mutating func openGrid(sectionSize: Int = 100) throws -> GridSession {
        self.sectionSize = sectionSize
        let grid = try GridSession(sectionSize == 100 ? [] : ["--section-size", "\(sectionSize)"])
        // Sections of a row each show fewer items on the first screen than the default's 16.
        let last = sectionSize == 100 ? 15 : 7
        try #require(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == last } != nil, "the first screen never showed")
        grid.demo.waitForQuiet(0.3)
        return grid
    }

    /// Presses on the centre of place `from`, holds `hold` seconds, moves in 12 steps to the
    /// centre of place `to` and rests there, still pressed: one xdotool run, so that the timing
    /// is steady.
    private func press(_ grid: GridSession, from: Int, to: Int, hold: Double = 0.4) {
        let start = geometry.centre(ofItem: from, offset: 0), end = geometry.centre(ofItem: to, offset: 0)
        let window = grid.window.window
        var arguments = ["mousemove", "--window", window, "\(start.x)", "\(start.y)", "mousedown", "1",
                         "sleep", String(format: "%.2f", hold)]
        let steps = 12
        for step in 1...steps {
            let x = start.x + (end.x - start.x) * step / steps, y = start.y + (end.y - start.y) * step / steps
            arguments += ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", "0.03"]
        }
        XDoTool.run(arguments + ["sleep", "0.6"])
    }

    /// `press(_:from:to:hold:)`, then the release.
    private func drag(_ grid: GridSession, from: Int, to: Int, hold: Double = 0.4) {
        press(grid, from: from, to: to, hold: hold)
        XDoTool.run(["mouseup", "1"])
    }

    @Test("A photo held 0.4 s and dragged onto another place moves there: moved{from,to}, and the cells show the new order")
    mutating func dragMovesPhoto() throws {
        let grid = try openGrid()
        let before = try grid.shot()
        defer { before.remove() }
        let mark = grid.mark
        drag(grid, from: 1, to: 3)
        let moved = try #require(grid.waitForEvent(after: mark) { $0.name == "moved" }, "no moved event")
        #expect(moved["from"] == 1 && moved["to"] == 3)
        // The dropped photo settles with the spring.
        Thread.sleep(forTimeInterval: 0.8)
        let after = try grid.shot()
        defer { after.remove() }
        #expect(try grid.same(1, before, 3, after, in: geometry), "the dragged photo is at its new place")
        #expect(try grid.same(2, before, 1, after, in: geometry), "the photos between moved back a place")
        #expect(try grid.same(3, before, 2, after, in: geometry))
        #expect(try grid.same(0, before, 0, after, in: geometry), "the photo before stays")
        #expect(try grid.same(4, before, 4, after, in: geometry), "the photo after stays")
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "selected" }, "a move is no click")
    }

    @Test("Esc during a drag cancels it: nothing is reported and the order stays")
    mutating func escapeCancelsDrag() throws {
        let grid = try openGrid()
        let before = try grid.shot()
        defer { before.remove() }
        let mark = grid.mark
        press(grid, from: 0, to: 6)
        // Mid-move: photo 1 has slid into place 0, and the target place 6 is empty.
        let during = try grid.shot()
        defer { during.remove() }
        #expect(try grid.same(1, before, 0, during, in: geometry), "the others made way")
        #expect(try !grid.same(6, before, 6, during, in: geometry), "the target place is a gap")
        grid.key("Escape")
        Thread.sleep(forTimeInterval: 0.1)
        XDoTool.run(["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.9)
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "moved" }, "no moved event")
        let after = try grid.shot()
        defer { after.remove() }
        for place in [0, 1, 5, 6] {
            #expect(try grid.same(place, before, place, after, in: geometry), "place \(place) shows what it did")
        }
    }

    @Test("A drag begun at once still scrolls the grid rather than moving a photo")
    mutating func quickDragScrolls() throws {
        let grid = try openGrid()
        let mark = grid.mark
        grid.drag(fromY: 500, dy: -200, step: 20, interval: 0.02, hold: 0.3)
        let settled = try #require(grid.nextSettle(after: mark), "the grid did not scroll")
        #expect(try #require(settled.numbers["offset"]) > 100)
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "moved" })
    }

    @Test("A photo dragged into the next section joins it there: its own section closes up, the other makes room")
    mutating func dragAcrossSections() throws {
        // Sections of 4, a row each: places 0-3 the first, 4-7 the second.
        let grid = try openGrid(sectionSize: 4)
        let before = try grid.shot()
        defer { before.remove() }
        let mark = grid.mark
        drag(grid, from: 1, to: 5)
        let moved = try #require(grid.waitForEvent(after: mark) { $0.name == "moved" }, "no moved event")
        // Into the second section's place 1: flat 4, the first section holding 3 now.
        #expect(moved["from"] == 1 && moved["to"] == 4)
        Thread.sleep(forTimeInterval: 0.8)
        let after = try grid.shot()
        defer { after.remove() }
        #expect(try grid.same(2, before, 1, after, in: geometry) && grid.same(3, before, 2, after, in: geometry),
                "the first section closed up")
        #expect(try !grid.same(3, before, 3, after, in: geometry), "its last place is empty")
        #expect(try grid.same(4, before, 4, after, in: geometry), "the second section's first photo stays")
        #expect(try grid.same(1, before, 5, after, in: geometry), "the dragged photo is in the second section")
        #expect(try grid.same(5, before, 6, after, in: geometry) && grid.same(6, before, 7, after, in: geometry),
                "the rest made room")
    }
}
