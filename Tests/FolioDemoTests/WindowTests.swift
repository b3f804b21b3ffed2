import Foundation
import Testing

/// The real demo in a real window (under the Xvfb that `make test` starts), driven with xdotool
/// as a person would, checked through its `--events` output and screenshots.
@Suite("Demo window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct WindowTests {
    /// A demo at 1000×700 on `start` of `pages`, its window found and its first frame shown.
    private func launch(_ extra: [String] = [], pages: Int = 10, start: Int = 3) throws -> (DemoProcess, XDoTool) {
        let demo = try DemoProcess(arguments: ["photos", "--events", "--size", "1000x700", "--pages", "\(pages)",
                                               "--start", "\(start)", "--assets", DemoPaths.assets] + extra)
        let ready = try #require(demo.waitForEvent { $0.name == "ready" }, "no ready event; stderr: \(demo.standardError)")
        #expect(ready["page"] == start && ready["pages"] == pages && ready["width"] == 1000 && ready["height"] == 700)
        let window = try #require(XDoTool(pid: demo.pid), "the demo's window was not found")
        return (demo, window)
    }

    @Test("A slow drag past half a page changes page; a slow drag short of it springs back")
    func slowDrags() throws {
        let (demo, window) = try launch()
        defer { _ = demo.terminate() }
        var count = demo.events.count
        window.drag(fromX: 800, y: 350, dx: -600, step: 20, interval: 0.02, hold: 0.12)
        #expect(demo.nextSettledPage(after: count) == 4)
        count = demo.events.count
        window.drag(fromX: 700, y: 350, dx: -300, step: 20, interval: 0.02, hold: 0.12)
        #expect(demo.nextSettledPage(after: count) == 4)
    }

    @Test("A fast flick moves one page in its direction")
    func flicks() throws {
        let (demo, window) = try launch()
        defer { _ = demo.terminate() }
        var count = demo.events.count
        window.drag(fromX: 600, y: 350, dx: -90, step: 18, interval: 0.008)
        #expect(demo.nextSettledPage(after: count) == 4)
        count = demo.events.count
        window.drag(fromX: 400, y: 350, dx: 90, step: 18, interval: 0.008)
        #expect(demo.nextSettledPage(after: count) == 3)
    }

    @Test("A reverse flick returns to the start page")
    func reverseFlick() throws {
        let (demo, window) = try launch()
        defer { _ = demo.terminate() }
        let count = demo.events.count
        window.drag(fromX: 700, y: 350, dx: -300, step: 20, interval: 0.02, thenBack: 60)
        #expect(demo.nextSettledPage(after: count) == 3)
    }

    @Test("Keys page, add up, and jump to the ends")
    func keys() throws {
        let (demo, window) = try launch()
        defer { _ = demo.terminate() }
        var count = demo.events.count
        window.key("Right")
        #expect(demo.nextSettledPage(after: count) == 4)
        count = demo.events.count
        window.key("Right", "Right")
        #expect(demo.nextSettledPage(after: count) == 6)
        count = demo.events.count
        window.key("End")
        #expect(demo.nextSettledPage(after: count) == 9)
        count = demo.events.count
        window.key("Home")
        #expect(demo.nextSettledPage(after: count) == 0)
    }

    @Test("A wheel notch pages; a burst of notches pages once")
    func wheel() throws {
        let (demo, window) = try launch()
        defer { _ = demo.terminate() }
        var count = demo.events.count
        window.click(5)
        #expect(demo.nextSettledPage(after: count) == 4)
        count = demo.events.count
        window.click(4)
        #expect(demo.nextSettledPage(after: count) == 3)
        count = demo.events.count
        window.click(5, repeat: 6, delay: 10)
        #expect(demo.nextSettledPage(after: count) == 4)
        demo.waitForQuiet()
        #expect(demo.events.dropFirst(count).filter { $0.name == "settled" }.map { $0["page"] } == [4])
    }

    @Test("Resizing and rotating keep the page, at rest and mid-animation")
    func resizes() throws {
        let (demo, window) = try launch()
        defer { _ = demo.terminate() }
        var count = demo.events.count
        window.resize(width: 700, height: 900)
        let resized = demo.waitForEvent(after: count) { $0.name == "resized" }
        #expect(resized?["width"] == 700 && resized?["height"] == 900 && resized?["page"] == 3)
        count = demo.events.count
        window.key("r")
        let rotated = demo.waitForEvent(after: count) { $0.name == "resized" }
        #expect(rotated?["width"] == 900 && rotated?["height"] == 700 && rotated?["page"] == 3)
        count = demo.events.count
        window.key("Right")
        window.resize(width: 1100, height: 600)
        #expect(demo.nextSettledPage(after: count) == 4)
        #expect(demo.waitForEvent(after: count) { $0.name == "resized" }?["page"] == 4)
    }

    @Test("Dragging past the first page rubber-bands and springs back")
    func rubberBand() throws {
        let (demo, window) = try launch(start: 0)
        defer { _ = demo.terminate() }
        let count = demo.events.count
        window.drag(fromX: 300, y: 350, dx: 200, step: 20, interval: 0.02, hold: 0.12)
        #expect(demo.nextSettledPage(after: count) == 0)
    }

    @Test("Circular paging wraps from the first page to the last")
    func circular() throws {
        let (demo, window) = try launch(["--circular"], start: 0)
        defer { _ = demo.terminate() }
        let count = demo.events.count
        window.key("Left")
        #expect(demo.nextSettledPage(after: count) == 9)
    }

    @Test("Swiping through ten photo pages shows each with its content")
    func contentForEachPage() throws {
        let (demo, window) = try launch(pages: 20, start: 0)
        defer { _ = demo.terminate() }
        for page in 1...10 {
            let count = demo.events.count
            window.key("Right")
            #expect(demo.nextSettledPage(after: count) == page)
        }
        demo.waitForQuiet()
        let shown = Set(demo.events.filter { $0.name == "content" }.compactMap { $0["page"] })
        #expect(shown.isSuperset(of: Set(0...10)))
    }

    @Test("Swiping at three pages a second never shows a placeholder", arguments: ["photos", "stress"])
    func noPlaceholders(demoName: String) throws {
        let demo = try DemoProcess(arguments: [demoName, "--events", "--stats", "--size", "1000x700", "--pages", "40",
                                               "--assets", DemoPaths.assets])
        try #require(demo.waitForEvent { $0.name == "ready" } != nil)
        let window = try #require(XDoTool(pid: demo.pid))
        // A person looks at the first page for a moment before swiping; the neighbours are drawn
        // meanwhile (the first frame itself waits only for the visible page).
        Thread.sleep(forTimeInterval: 0.5)
        let count = demo.events.count
        XDoTool.run(["key", "--window", window.window, "--delay", "333"] + Array(repeating: "Right", count: 12))
        #expect(demo.waitForEvent(after: count) { $0.name == "settled" && $0["page"] == 12 } != nil)
        #expect(demo.terminate() == 0)
        let statistics = try #require(demo.statistics)
        #expect(statistics["frames", default: 0] > 100)
        #expect(statistics["placeholderFrames"] == 0)
    }

    @Test("Screenshots show the page's content, and different pages differ")
    func screenshots() throws {
        let (demo, window) = try launch(start: 0)
        defer { _ = demo.terminate() }
        let first = try #require(Screenshot(window: window.window))
        defer { first.remove() }
        #expect(first.uniqueColors > 1000)
        let count = demo.events.count
        window.key("Right")
        #expect(demo.nextSettledPage(after: count) == 1)
        demo.waitForQuiet()
        let second = try #require(Screenshot(window: window.window))
        defer { second.remove() }
        #expect(second.uniqueColors > 1000)
        #expect(first.signature != second.signature)
    }

    @Test("With no pages the window shows the empty state")
    func emptyState() throws {
        let demo = try DemoProcess(arguments: ["photos", "--events", "--pages", "0", "--assets", DemoPaths.assets])
        defer { _ = demo.terminate() }
        let ready = demo.waitForEvent { $0.name == "ready" }
        #expect(ready?["pages"] == 0 && ready?["page"] == 0)
        let window = try #require(XDoTool(pid: demo.pid))
        let shot = try #require(Screenshot(window: window.window))
        defer { shot.remove() }
        #expect(shot.uniqueColors > 10)
        window.key("Right")
        demo.waitForQuiet()
        #expect(demo.events.allSatisfy { $0.name != "settled" })
    }

    @Test("SIGTERM quits cleanly, with a quit event and status 0")
    func terminate() throws {
        let (demo, _) = try launch()
        let status = demo.terminate()
        #expect(status == 0)
        #expect(demo.events.last?.name == "quit")
    }

    @Test("The stress demo opens on a million pages and pages through them")
    func stress() throws {
        let demo = try DemoProcess(arguments: ["stress", "--events", "--start", "999998", "--assets", DemoPaths.assets])
        defer { _ = demo.terminate() }
        let ready = try #require(demo.waitForEvent { $0.name == "ready" })
        #expect(ready["pages"] == 1_000_000 && ready["page"] == 999_998)
        let window = try #require(XDoTool(pid: demo.pid))
        let count = demo.events.count
        window.key("Right")
        #expect(demo.nextSettledPage(after: count) == 999_999)
        #expect(demo.waitForEvent(after: count) { $0.name == "content" && $0["page"] == 999_999 } != nil)
    }

    @Test("F1 shows the debug overlay over the page and hides it again")
    func debugOverlay() throws {
        let (demo, window) = try launch(start: 0)
        defer { _ = demo.terminate() }
        demo.waitForQuiet()
        let plain = try #require(Screenshot(window: window.window))
        defer { plain.remove() }
        window.key("F1")
        demo.waitForQuiet()
        let overlay = try #require(Screenshot(window: window.window))
        defer { overlay.remove() }
        window.key("F1")
        demo.waitForQuiet()
        let hidden = try #require(Screenshot(window: window.window))
        defer { hidden.remove() }
        #expect(overlay.signature != plain.signature)
        #expect(hidden.signature == plain.signature)
    }

    @Test("A scripted session swipes by itself, quits, and prints its frame statistics")
    func scriptedSession() throws {
        let demo = try DemoProcess(arguments: ["photos", "--events", "--stats", "--size", "1000x700", "--pages", "60",
                                               "--start", "20", "--script", "swipe8", "--assets", DemoPaths.assets])
        let status = try #require(demo.waitForExit(timeout: 30), "the scripted session did not quit by itself")
        #expect(status == 0)
        let settled = demo.events.filter { $0.name == "settled" }.compactMap { $0["page"] }
        // Twenty flicks forward, then twenty back (chained flicks never rest in between).
        #expect(settled.last == 20)
        let statistics = try #require(demo.statistics)
        #expect(statistics["frames", default: 0] > 150)
        #expect(statistics["peakRSSKiB", default: 0] > 0)
    }
}
