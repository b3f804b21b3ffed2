import Foundation
import Testing

/// The photos pager's zoom in a real window, driven with xdotool as a person would: a
/// double-click zooms in, a drag then pans the photo instead of turning the page, Esc zooms out
/// (rather than quitting), and a drag then pages again; `zoomed` reports each change once.
@Suite("Photo zoom window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct PhotoZoomWindowTests {
    /// A photos pager of 10 pages at 1000×700 on page 3, its page drawn with its content.
    private func openPhotos() throws -> DemoWindowSession {
        let photos = try DemoWindowSession(demo: "photos", ["--size", "1000x700", "--pages", "10", "--start", "3"],
                                           what: "photos", readyTimeout: 8)
        try #require(photos.waitForEvent(after: 0) { $0.name == "content" && $0["page"] == 3 } != nil, "page 3 never showed")
        photos.demo.waitForQuiet(0.3)
        return photos
    }

    /// Double-clicks at (`x`, `y`) in the window.
    private func doubleClick(_ photos: DemoWindowSession, x: Int, y: Int) {
        XDoTool.run(["mousemove", "--window", photos.window.window, "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "80", "1"])
    }

    @Test("Double-click zooms in; a drag then pans without turning the page; Esc zooms out; a drag then pages")
    func zoomPanEscPage() throws {
        let photos = try openPhotos()
        var mark = photos.mark
        doubleClick(photos, x: 500, y: 300)
        let zoomed = try #require(photos.waitForEvent(after: mark) { $0.name == "zoomed" }, "no zoomed event: \(photos.events)")
        #expect((zoomed.numbers["scale"] ?? 0) > 1.5, "\(zoomed)")

        // A slow drag of 200 px pans the photo: no page turns, nothing settles elsewhere.
        mark = photos.mark
        photos.window.drag(fromX: 500, y: 350, dx: -200, step: 20, interval: 0.02, hold: 0.12)
        photos.demo.waitForQuiet(0.6)
        let after = photos.events.dropFirst(mark)
        #expect(!after.contains { $0.name == "settled" && $0["page"] != 3 }, "the drag panned, it did not page: \(Array(after))")
        #expect(!after.contains { $0.name == "quit" })

        // Esc zooms out, and the demo goes on.
        mark = photos.mark
        photos.key("Escape")
        let out = try #require(photos.waitForEvent(after: mark) { $0.name == "zoomed" }, "Esc did not zoom out: \(photos.events)")
        #expect(out.numbers["scale"] == 1, "\(out)")
        #expect(!photos.events.dropFirst(mark).contains { $0.name == "quit" }, "Esc zoomed out rather than quitting")

        // At the fit, the same drag pages as ever.
        mark = photos.mark
        photos.window.drag(fromX: 800, y: 350, dx: -600, step: 20, interval: 0.02, hold: 0.12)
        let settled = photos.waitForEvent(after: mark) { $0.name == "settled" }
        #expect(settled?["page"] == 4, "\(photos.events)")
        #expect(photos.demo.standardError.isEmpty, "\(photos.demo.standardError)")
    }

    @Test("Zoomed at the photo's right edge, a drag to the left turns the page and the new page is at the fit")
    func dragPastTheEdgePages() throws {
        let photos = try openPhotos()
        var mark = photos.mark
        doubleClick(photos, x: 990, y: 300)
        try #require(photos.waitForEvent(after: mark) { $0.name == "zoomed" } != nil, "no zoomed event: \(photos.events)")
        photos.demo.waitForQuiet(0.3)
        // Zoomed around the right edge, the photo has nothing further to show on the right: the
        // whole drag goes to paging.
        mark = photos.mark
        photos.window.drag(fromX: 800, y: 350, dx: -600, step: 20, interval: 0.02, hold: 0.12)
        let settled = photos.waitForEvent(after: mark) { $0.name == "settled" }
        #expect(settled?["page"] == 4, "\(photos.events)")
        let reset = photos.waitForEvent(after: mark) { $0.name == "zoomed" }
        #expect(reset?.numbers["scale"] == 1, "the page left went back to the fit: \(photos.events)")
    }
}
