import Foundation
import Testing

/// The grid demo's badges count how many times their photo was opened (Enter or a
/// double-click): the badge's text is set in place on the cell shown, in a real window.
@Suite("Grid open count badge", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridOpenCountWindowTests {
    /// The first screen's geometry at the session's 1024 px width, in sections of 100.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)

    /// The fingerprint of item `item`'s badge corner (the cell's bottom left) at offset 0, once
    /// two screenshots in a row agree.
    private func badge(of item: Int, in grid: GridSession) -> String? {
        let extent = geometry.verticalExtent(ofItem: item)
        let x = Int(geometry.left(ofItem: item)), y = Int(extent.bottom) - 40
        func shot() -> String? {
            guard let screen = Screenshot(window: grid.window.window) else { return nil }
            defer { screen.remove() }
            guard let corner = screen.cropped(x: x, y: y, width: 170, height: 40) else { return nil }
            defer { corner.remove() }
            return corner.signature
        }
        var last = shot()
        for _ in 0..<40 {
            Thread.sleep(forTimeInterval: 0.1)
            let now = shot()
            if let now, now == last { return now }
            last = now
        }
        return nil
    }

    /// Opens the focused item with Return and comes back with Esc, waiting for each.
    private func openAndClose(_ grid: GridSession, item: Int) {
        var mark = grid.mark
        grid.key("Return")
        #expect(grid.waitForEvent(after: mark) { $0.name == "opened" }?["item"] == item)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.waitForEvent(after: mark) { $0.name == "closed" }?["item"] == item)
    }

    @Test("Each opening changes the opened photo's badge (#0, then #0 · 1×, then #0 · 2×), and only its badge")
    func badgeCountsOpenings() throws {
        let grid = try GridSession()
        #expect(grid.showsContent(), "the first screen draws photos")
        // Focuses the first item, which Return opens.
        grid.key("Right")
        Thread.sleep(forTimeInterval: 0.5)
        let unopened = try #require(badge(of: 0, in: grid))
        let neighbour = try #require(badge(of: 1, in: grid))

        openAndClose(grid, item: 0)
        let once = try #require(badge(of: 0, in: grid))
        #expect(once != unopened, "the badge shows the first opening")
        openAndClose(grid, item: 0)
        let twice = try #require(badge(of: 0, in: grid))
        #expect(twice != once && twice != unopened, "the badge shows the second opening")
        #expect(badge(of: 1, in: grid) == neighbour, "the other badges stay as they were")
    }
}
