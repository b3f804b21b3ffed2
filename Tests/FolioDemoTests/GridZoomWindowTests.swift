import Foundation
import Testing

/// The grid demo's pager zooms its photo: opened with Return, a double-click zooms in, the first
/// Esc zooms out (the pager stays open), the second closes it.
@Suite("Grid zoom window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridZoomWindowTests {
    @Test("In the opened pager, double-click zooms; Esc zooms out first and closes the pager only at the fit")
    func escZoomsOutBeforeClosing() throws {
        let grid = try GridSession()
        var mark = grid.mark
        grid.key("Right")
        grid.key("Return")
        let opened = try #require(grid.waitForEvent(after: mark) { $0.name == "opened" }, "the pager did not open: \(grid.events)")
        let item = try #require(opened["item"])
        try #require(grid.waitForEvent(after: mark) { $0.name == "settled" } != nil)
        grid.demo.waitForQuiet(0.3)
        mark = grid.mark
        grid.click(x: 512, y: 300, count: 2)
        let zoomed = try #require(grid.waitForEvent(after: mark) { $0.name == "zoomed" }, "no zoomed event: \(grid.events)")
        #expect((zoomed.numbers["scale"] ?? 0) > 1, "\(zoomed)")
        mark = grid.mark
        grid.key("Escape")
        let out = try #require(grid.waitForEvent(after: mark) { $0.name == "zoomed" }, "Esc did not zoom out: \(grid.events)")
        #expect(out.numbers["scale"] == 1)
        #expect(!grid.events.dropFirst(mark).contains { $0.name == "closed" }, "the first Esc only zoomed out")
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == item)
        #expect(grid.demo.standardError.isEmpty, "\(grid.demo.standardError)")
    }
}
