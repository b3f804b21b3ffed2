import Foundation
import Testing

/// The grid demo's search field in a real window, typed into with xdotool as a person types:
/// `/` focuses it without typing itself, the text is drawn in the field, and while the field has
/// the keyboard the letters, Delete and Esc never reach the grid or the app as shortcuts.
@Suite("Grid text field", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridTextFieldWindowTests {
    /// The search field at 1024 px: the bar's field at the left of the 44 px strip.
    private static let field = (x: 12, y: 7, width: 360, height: 30)

    /// The field's pixels now, as a picture (removed by the caller).
    private func fieldShot(_ grid: GridSession) -> Screenshot? {
        guard let shot = Screenshot(window: grid.window.window) else { return nil }
        defer { shot.remove() }
        return shot.cropped(x: Self.field.x, y: Self.field.y, width: Self.field.width, height: Self.field.height)
    }

    @Test("/ focuses the field without typing itself; typed letters are drawn in it and none reaches the grid as a shortcut")
    func typingIsDrawnAndKeptFromShortcuts() throws {
        let grid = try GridSession()
        grid.key("slash")
        let empty = try #require(fieldShot(grid))
        defer { empty.remove() }
        var mark = grid.mark
        // q would quit, i insert an item, s shuffle a section, r rotate the window.
        grid.type("qisr", delay: 60)
        let typed = try #require(grid.waitForEvent(after: mark, timeout: 5) { $0.name == "search" && $0.words["text"] == "qisr" },
                                 "the field's text reached the app: \(grid.events.suffix(5))")
        #expect(typed["results"] != nil)
        Thread.sleep(forTimeInterval: 0.3)
        let shown = try #require(fieldShot(grid))
        defer { shown.remove() }
        #expect(shown.signature != empty.signature, "the typed text is drawn in the field")
        #expect(!grid.events.contains { ["insert", "shuffle", "delete", "resized"].contains($0.name) }, "\(grid.events.suffix(8))")
        #expect(grid.demo.waitForExit(timeout: 0.2) == nil, "q typed into the field does not quit")

        // Backspace and Delete edit the text; the grid deletes nothing.
        mark = grid.mark
        grid.key("BackSpace")
        #expect(grid.waitForEvent(after: mark, timeout: 5) { $0.name == "search" && $0.words["text"] == "qis" } != nil)
        grid.key("Home")
        grid.key("Delete")
        #expect(grid.waitForEvent(after: mark, timeout: 5) { $0.name == "search" && $0.words["text"] == "is" } != nil)
        #expect(!grid.events.contains { $0.name == "delete" })
    }

    @Test("Esc clears the field, a second Esc leaves it, and only a third reaches the app")
    func escapeClearsLeavesThenQuits() throws {
        let grid = try GridSession()
        grid.key("ctrl+f")
        let mark = grid.mark
        grid.type("abc", delay: 60)
        #expect(grid.waitForEvent(after: mark, timeout: 5) { $0.name == "search" && $0.words["text"] == "abc" } != nil)
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark, timeout: 5) { $0.name == "search" && $0.words["text"] == "" } != nil)
        #expect(grid.demo.waitForExit(timeout: 0.3) == nil, "the first Esc only clears")
        grid.key("Escape")
        #expect(grid.demo.waitForExit(timeout: 0.5) == nil, "the second Esc only leaves the field")
        grid.key("Escape")
        #expect(grid.demo.waitForExit(timeout: 5) == 0, "with no field focused, Esc is the app's again: it quits")
    }
}
