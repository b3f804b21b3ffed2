import Foundation
import Testing

/// The embedding example in a real window (under the Xvfb that `make test` starts): an app with
/// its own loop and sidebar, and a Folio pager embedded beside it. Driven with xdotool, checked
/// through its `--events` output and screenshots: the sidebar's input stays the app's, the
/// pager's is Folio's, and each follows the other only through the page it settles on.
@Suite("Sidebar example window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct SidebarExampleWindowTests {
    @Test("The first frame is reported with the window's size and shows the sidebar and a photo beside it")
    func firstFrame() throws {
        let session = try SidebarExampleSession()
        #expect(session.ready["width"] == 900 && session.ready["height"] == 600)
        // The photo's page: many thousands of colours; the sidebar drawn by the app: a few hundred.
        let deadline = Date(timeIntervalSinceNow: 5)
        var pagerColours = 0
        repeat {
            if let shot = session.pagerShot() {
                pagerColours = shot.uniqueColors
                shot.remove()
            }
        } while pagerColours < 5_000 && Date() < deadline
        #expect(pagerColours >= 5_000, "the pager shows no photo")
        let sidebar = try #require(session.sidebarShot())
        defer { sidebar.remove() }
        #expect((20...2_000).contains(sidebar.uniqueColors), "the sidebar is not the app's flat drawing: \(sidebar.uniqueColors) colours")
    }

    @Test("A click on a sidebar row is the app's: it lights the row, then the pager scrolls to that page")
    func sidebarClickScrollsThePager() throws {
        let session = try SidebarExampleSession()
        session.example.waitForQuiet(0.5)
        let before = try #require(session.pagerShot())
        defer { before.remove() }
        let mark = session.mark
        let row = SidebarExampleSession.rowCentre(3)
        session.click(x: row.x, y: row.y)
        let page = try #require(session.waitForEvent(after: mark) { $0.name == "page" })
        #expect(page["page"] == 3)
        let events = session.eventsWhenQuiet(after: mark)
        // The app saw the click (Folio left it) before the pager moved.
        #expect(events.map(\.name) == ["sidebar", "page"], "\(events)")
        #expect(events.first?["row"] == 3)
        let after = try #require(session.pagerShot())
        defer { after.remove() }
        #expect(try #require(after.difference(from: before)) > 0.05, "the pager looks the same after moving three pages")
    }

    @Test("A swipe in the pager is Folio's: the pager settles on the next page, and only then does the sidebar follow")
    func swipeMovesTheSidebar() throws {
        let session = try SidebarExampleSession()
        session.example.waitForQuiet(0.5)
        let sidebarBefore = try #require(session.sidebarShot())
        defer { sidebarBefore.remove() }
        var mark = session.mark
        session.swipe(fromX: 760, dx: -400)
        #expect(session.waitForEvent(after: mark) { $0.name == "page" }?["page"] == 1)
        var events = session.eventsWhenQuiet(after: mark)
        #expect(events.map(\.name) == ["page", "sidebar"], "\(events)")
        #expect(events.last?["row"] == 1)
        let sidebarAfter = try #require(session.sidebarShot())
        defer { sidebarAfter.remove() }
        #expect(try #require(sidebarAfter.difference(from: sidebarBefore)) > 0.001, "the sidebar's highlight did not move")

        // Back the other way.
        mark = session.mark
        session.swipe(fromX: 400, dx: 400)
        #expect(session.waitForEvent(after: mark) { $0.name == "sidebar" }?["row"] == 0)
        events = session.eventsWhenQuiet(after: mark)
        #expect(events.map(\.name) == ["page", "sidebar"], "\(events)")
    }

    @Test("A drag that starts in the sidebar and ends over the pager moves neither")
    func dragFromTheSidebarIsTheApps() throws {
        let session = try SidebarExampleSession()
        session.example.waitForQuiet(0.5)
        let mark = session.mark
        // Starts on the first row (already selected), ends far into the pager.
        session.window.drag(fromX: 100, y: SidebarExampleSession.rowCentre(0).y, dx: 500, step: 25, interval: 0.01)
        #expect(session.eventsWhenQuiet(after: mark).isEmpty, "a press the app owned moved something")
    }

    @Test("Keys: Right pages the pager, which has the keyboard at the start; Down is the sidebar's, and the pager follows it")
    func keys() throws {
        let session = try SidebarExampleSession()
        session.example.waitForQuiet(0.5)
        var mark = session.mark
        session.key("Right")
        #expect(session.waitForEvent(after: mark) { $0.name == "sidebar" }?["row"] == 1)
        #expect(session.eventsWhenQuiet(after: mark).map(\.name) == ["page", "sidebar"])
        mark = session.mark
        session.key("Down")
        #expect(session.waitForEvent(after: mark) { $0.name == "page" }?["page"] == 2)
        #expect(session.eventsWhenQuiet(after: mark).map(\.name) == ["sidebar", "page"])
    }

    @Test("After the window is resized the pager fills the new space beside the sidebar and still swipes")
    func resize() throws {
        let session = try SidebarExampleSession()
        session.example.waitForQuiet(0.5)
        session.window.resize(width: 760, height: 480)
        Thread.sleep(forTimeInterval: 0.8)
        let shot = try #require(Screenshot(window: session.window.window))
        defer { shot.remove() }
        let pager = try #require(shot.cropped(x: SidebarExampleSession.sidebarWidth, y: 0, width: 540, height: 480))
        defer { pager.remove() }
        #expect(pager.uniqueColors >= 5_000, "no photo in the resized pager")
        // Laid out for 540 px, the photo ends 32 px short of the window's new right edge; laid
        // out for the old 680 px it would reach past it.
        let margin = try #require(shot.cropped(x: 735, y: 100, width: 20, height: 200))
        defer { margin.remove() }
        #expect(margin.uniqueColors <= 4, "the page was not laid out for the new size: \(margin.uniqueColors) colours at its margin")
        let mark = session.mark
        session.swipe(fromX: 650, y: 240, dx: -300)
        #expect(session.waitForEvent(after: mark) { $0.name == "page" }?["page"] == 1)
    }

    @Test("The clock's page, drawn on the main thread among pages drawn on workers, shows the time and changes by itself each second")
    func clockPageIsLive() throws {
        let session = try SidebarExampleSession()
        session.example.waitForQuiet(0.5)
        let mark = session.mark
        let row = SidebarExampleSession.rowCentre(SidebarExampleSession.albumCount)
        session.click(x: row.x, y: row.y)
        #expect(session.waitForEvent(after: mark) { $0.name == "page" }?["page"] == SidebarExampleSession.albumCount)
        session.example.waitForQuiet(0.5)
        // A few shapes and a text, not a photo; and, with no input at all, a new picture within
        // a second and a half, as the seconds go by.
        let first = try #require(session.pagerShot())
        defer { first.remove() }
        #expect((3...2_000).contains(first.uniqueColors), "not the clock's page: \(first.uniqueColors) colours")
        var changed = false
        let deadline = Date(timeIntervalSinceNow: 2.5)
        while !changed, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.3)
            guard let shot = session.pagerShot() else { continue }
            changed = shot.signature != first.signature
            shot.remove()
        }
        #expect(changed, "the clock did not change by itself")
        #expect(session.eventsWhenQuiet(after: mark).map(\.name) == ["sidebar", "page"], "nothing but the click moved anything")
    }

    @Test("Esc quits with status 0, as does a terminate signal", arguments: ["Escape", "SIGTERM"])
    func quits(how: String) throws {
        let session = try SidebarExampleSession()
        if how == "SIGTERM" {
            #expect(session.example.terminate() == 0)
        } else {
            session.key(how)
            #expect(session.example.waitForExit() == 0)
        }
        #expect(session.example.standardError.isEmpty, "\(session.example.standardError)")
    }
}
