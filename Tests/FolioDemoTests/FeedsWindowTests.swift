import Foundation
import Testing

/// `folio-demo feeds` in a real window (under the Xvfb that `make test` starts), driven with
/// xdotool as a person would: drags, the wheels, keys and resizing, checked through its
/// `--events` output and screenshots. The window is 1024×700; the feeds are 644 px high, above
/// the band of the page indicator.
@Suite("Feeds window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FeedsWindowTests {
    /// The feeds with `arguments`, checked to open on `page` of `pages` at the session's size.
    private func launch(_ arguments: [String] = [], page: Int = 0, pages: Int = 10) throws -> FeedsSession {
        let feeds = try FeedsSession(arguments)
        #expect(feeds.ready["page"] == page && feeds.ready["pages"] == pages, "\(feeds.ready)")
        #expect(feeds.ready["width"] == FeedsSession.width && feeds.ready["height"] == FeedsSession.height, "\(feeds.ready)")
        return feeds
    }

    // MARK: - Drags

    @Test("A vertical drag scrolls the feed by its length and its flick keeps going, and neither turns the page")
    func verticalDragScrolls() throws {
        let feeds = try launch()
        #expect(feeds.showsContent(), "the first screen draws posts with their photos")
        var mark = feeds.mark
        feeds.drag(x: 500, y: 600, dx: 0, dy: -300, hold: 0.15)
        let dragged = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        let offset = try #require(dragged.numbers["offset"])
        // The first few pixels only tell a drag from a click.
        #expect((250...300).contains(offset), "\(dragged)")
        #expect(dragged["items"] == 30 && dragged["first"].map { $0 > 0 } == true, "\(dragged)")
        mark = feeds.mark
        feeds.drag(x: 500, y: 500, dx: 0, dy: -100, step: 20, interval: 0.008)
        let flung = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(flung.numbers["offset", default: 0] > offset + 300, "the fling went to the feed: \(flung)")
        #expect(feeds.noEvent(after: 0, within: 0.3) { $0.name == "settled" }, "\(feeds.events)")
    }

    @Test("A horizontal drag pages and a reverse one comes back; a flick pages; the feeds stay where they were")
    func horizontalDragPages() throws {
        let feeds = try launch()
        var mark = feeds.mark
        feeds.drag(x: 800, y: 350, dx: -600, dy: 0, hold: 0.15)
        #expect(feeds.nextSettledPage(after: mark) == 1)
        mark = feeds.mark
        feeds.drag(x: 200, y: 350, dx: 600, dy: 0, hold: 0.15)
        #expect(feeds.nextSettledPage(after: mark) == 0)
        mark = feeds.mark
        feeds.drag(x: 600, y: 350, dx: -90, dy: 0, step: 18, interval: 0.008)
        #expect(feeds.nextSettledPage(after: mark) == 1)
        #expect(feeds.noEvent(after: 0, within: 0.3) { $0.name == "feed-settled" }, "\(feeds.events)")
    }

    @Test("A drag 30° off horizontal pages without scrolling; 30° off vertical scrolls without paging")
    func diagonalDragsLockToTheirAxis() throws {
        let feeds = try launch()
        let angle = 30.0 * Double.pi / 180
        // Towards the upper left: the next page, and down the feed if the feed took it.
        var mark = feeds.mark
        feeds.drag(x: 800, y: 600, dx: -600, dy: -Int((600 * tan(angle)).rounded()), hold: 0.15)
        #expect(feeds.nextSettledPage(after: mark) == 1)
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "feed-settled" }, "\(feeds.events)")

        mark = feeds.mark
        feeds.drag(x: 600, y: 620, dx: -Int((400 * tan(angle)).rounded()), dy: -400, hold: 0.15)
        let scrolled = try #require(feeds.nextFeedSettle(after: mark, page: 1))
        // The feed follows the vertical part alone, less the slop.
        #expect((340...400).contains(scrolled.numbers["offset", default: 0]), "\(scrolled)")
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "settled" }, "\(feeds.events)")
    }

    @Test("A drag keeps the owner its first movement chose, however it turns; a drag while the pager moves is the pager's")
    func ownershipIsLockedUntilRelease() throws {
        let feeds = try launch()
        // Up first: the feed's, even when it then goes sideways for most of a page.
        var mark = feeds.mark
        feeds.drag(from: (700, 500), through: [(700, 440), (100, 440)], hold: 0.15)
        let scrolled = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect((30...60).contains(scrolled.numbers["offset", default: 0]), "\(scrolled)")
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "settled" }, "\(feeds.events)")

        // Sideways first: the pager's, even when it then goes up the window; short of half a
        // page and held, it springs back.
        mark = feeds.mark
        feeds.drag(from: (800, 600), through: [(740, 600), (740, 150)], hold: 0.15)
        #expect(feeds.nextSettledPage(after: mark) == 0)
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "feed-settled" }, "\(feeds.events)")

        // A notch of the horizontal wheel sets the pager moving; the vertical drag right after
        // it catches the pager and leaves both feeds alone.
        mark = feeds.mark
        feeds.drag(from: (500, 600), through: [(500, 300)], hold: 0.15, first: ["click", "7"])
        #expect(feeds.nextSettledPage(after: mark) != nil)
        #expect(feeds.noEvent(after: mark, within: 0.3) { $0.name == "feed-settled" }, "\(feeds.events)")
    }

    // MARK: - Offsets kept

    @Test("A feed let go by the pager shows the same posts at the same offset when its page comes back")
    func offsetKeptAcrossRelease() throws {
        let feeds = try launch()
        var mark = feeds.mark
        feeds.wheel(notches: 3)
        let before = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(before.numbers["offset"] == 300, "\(before)")
        let screen = try #require(feeds.stillScreen(), "the window came to rest")

        // The pager keeps the feeds of the current page and its neighbours: on page 3, feed 0 is gone.
        mark = feeds.mark
        feeds.key("Right", "Right", "Right")
        #expect(feeds.waitForEvent(after: mark) { $0.name == "settled" && $0["page"] == 3 } != nil)
        #expect(feeds.waitForEvent(after: mark) { $0.name == "content" && $0["page"] == 3 } != nil)
        mark = feeds.mark
        feeds.key("Left", "Left", "Left")
        #expect(feeds.waitForEvent(after: mark) { $0.name == "settled" && $0["page"] == 0 } != nil)
        #expect(feeds.shows(screen), "feed 0 is drawn as it was left, pixel for pixel")

        // A step down and back up lands where the feed was, on the same posts.
        mark = feeds.mark
        feeds.key("Down")
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == 400)
        mark = feeds.mark
        feeds.key("Up")
        let after = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(after.numbers["offset"] == 300 && after["first"] == before["first"] && after["last"] == before["last"],
                "before \(before), after \(after)")
    }

    // MARK: - Wheel and keys

    @Test("The vertical wheel scrolls the feed; the horizontal wheel and Shift+wheel page, one page per burst of notches")
    func wheel() throws {
        let feeds = try launch()
        var mark = feeds.mark
        feeds.wheel(notches: 3)
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == 300)
        mark = feeds.mark
        feeds.wheel(notches: -3)
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == 0)

        let paging = feeds.mark
        for (notches, shift, page) in [(1, false, 1), (-1, false, 0), (1, true, 1), (-1, true, 0)] {
            mark = feeds.mark
            if shift { feeds.wheel(notches: notches, shift: true) } else { feeds.horizontalWheel(notches: notches) }
            #expect(feeds.nextSettledPage(after: mark) == page, "notch \(notches), shift \(shift)")
        }
        // Notches within 150 ms of the first are the same turn: one page.
        mark = feeds.mark
        feeds.horizontalWheel(notches: 3, delay: 10)
        #expect(feeds.nextSettledPage(after: mark) == 1)
        #expect(feeds.noEvent(after: mark, within: 0.5) { $0.name == "settled" && $0["page"] != 1 }, "\(feeds.events)")
        #expect(feeds.events(named: "feed-settled", after: paging).isEmpty, "paging scrolled no feed")
    }

    @Test("Left and Right page; Up and Down step; Page Down and Space scroll a screen; End reaches the end and fetches; Home the top")
    func keys() throws {
        // A fetch slower than the End spring, so that End rests on the first batch's end.
        let feeds = try launch(["--latency", "1000"])
        var mark = feeds.mark
        feeds.key("Right")
        #expect(feeds.nextSettledPage(after: mark) == 1)
        mark = feeds.mark
        feeds.key("Left")
        #expect(feeds.nextSettledPage(after: mark) == 0)

        for (key, offset) in [("Down", 100.0), ("Down", 200), ("Up", 100), ("Up", 0)] {
            mark = feeds.mark
            feeds.key(key)
            #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == offset, "\(key)")
        }
        mark = feeds.mark
        feeds.key("Page_Down")
        let screen = try #require(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"])
        #expect(screen > Double(FeedsSession.feedHeight) / 2 && screen <= Double(FeedsSession.feedHeight), "\(screen)")
        mark = feeds.mark
        feeds.key("space")
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == 2 * screen)
        mark = feeds.mark
        feeds.key("Page_Up")
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?.numbers["offset"] == screen)

        mark = feeds.mark
        feeds.key("End")
        let end = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        // At the end of what is loaded: the first batch, unless a slow machine's spring ran
        // long enough to follow the fetch to the second.
        #expect(end["last"].map { $0 + 1 } == end["items"], "\(end)")
        let fetched = try #require(feeds.waitForEvent(after: mark) { $0.name == "fetched" })
        #expect(fetched["page"] == 0 && fetched["items"] == 60, "\(fetched)")
        mark = feeds.mark
        feeds.key("Home")
        let home = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(home["first"] == 0 && home["items"] == 60, "\(home)")
        // Rows measured while Home's spring runs move the content, not the spring's goal.
        #expect(home.numbers["offset"] == 0, "\(home)")
        #expect(feeds.events(named: "settled", after: 0).count == 2, "only Left and Right paged")
    }

    // MARK: - Fetching

    @Test("Fetching stops at --items: the last batch is cut short, and End there fetches nothing more")
    func fetchesUpToTheLimit() throws {
        let feeds = try launch(["--items", "45", "--batch", "30", "--latency", "0"])
        var mark = feeds.mark
        feeds.key("End")
        let fetched = try #require(feeds.waitForEvent(after: mark) { $0.name == "fetched" })
        #expect(fetched["page"] == 0 && fetched["items"] == 45, "\(fetched)")
        feeds.demo.waitForQuiet(0.4)
        mark = feeds.mark
        feeds.key("End")
        // At the end already or not, End rests on post 44, the last.
        let end = feeds.nextFeedSettle(after: mark, page: 0, timeout: 2) ?? feeds.events(named: "feed-settled").last
        #expect(end?["last"] == 44 && end?["items"] == 45, "\(String(describing: end))")
        #expect(feeds.noEvent(after: mark, within: 0.5) { $0.name == "fetched" })
        #expect(feeds.events(named: "fetched").count == 1, "\(feeds.events(named: "fetched"))")
    }

    @Test("A feed of one batch never fetches")
    func oneBatchNeverFetches() throws {
        let feeds = try launch(["--items", "30", "--batch", "30", "--latency", "0"])
        let mark = feeds.mark
        feeds.key("End")
        let end = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(end["last"] == 29 && end["items"] == 30, "\(end)")
        #expect(feeds.noEvent(after: 0, within: 0.8) { $0.name == "fetched" })
    }

    @Test("While a fetch runs the feed ends in a Loading row whose spinner turns; the inserted posts then rest")
    func loadingRowSpins() throws {
        let feeds = try launch(["--latency", "2500"])
        let mark = feeds.mark
        feeds.key("End")
        let end = try #require(feeds.nextFeedSettle(after: mark, page: 0))
        #expect(end["last"] == 29 && end["items"] == 30, "\(end)")
        #expect(feeds.events(named: "fetched").isEmpty, "the fetch is still running")
        // The Loading row: the feed's last 56 px, left of the scroll indicator.
        let row = { feeds.strip(y: FeedsSession.feedHeight - 56, height: 56, width: FeedsSession.contentWidth) }
        let first = try #require(row())
        // Looked at again up to three times 0.15 s apart: on a loaded machine one look may come
        // before the next frame is presented.
        var turned = false
        for _ in 0..<3 where !turned {
            Thread.sleep(forTimeInterval: 0.15)
            turned = try #require(row()).signature != first.signature
        }
        #expect(feeds.events(named: "fetched").isEmpty, "the fetch ran while the spinner was looked at")
        #expect(first.colors > 20, "the row draws text and a spinner: \(first.colors) colours")
        #expect(turned, "the spinner turns")
        #expect(feeds.waitForEvent(after: mark) { $0.name == "fetched" }?["items"] == 60)
        // Where the row was, the first inserted post now comes to rest.
        #expect(feeds.still(timeout: 3) { row()?.signature } != nil)
    }

    // MARK: - Resizing

    @Test("Rotating and resizing keep the page, and the feed's first visible post")
    func resizeKeepsThePage() throws {
        let feeds = try launch(["--start", "2"], page: 2)
        var mark = feeds.mark
        feeds.wheel(notches: 4)
        let before = try #require(feeds.nextFeedSettle(after: mark, page: 2))
        let first = try #require(before["first"])

        mark = feeds.mark
        feeds.key("r")
        let rotated = try #require(feeds.waitForEvent(after: mark) { $0.name == "resized" })
        #expect(rotated["page"] == 2 && rotated["width"] == FeedsSession.height && rotated["height"] == FeedsSession.width,
                "\(rotated)")
        // A step down and back shows where the feed rests after the reflow: the post that was
        // first on screen (cut at the top, perhaps) and the first that started on screen, which
        // the feed keeps in place, still show.
        mark = feeds.mark
        feeds.key("Down")
        #expect(feeds.nextFeedSettle(after: mark, page: 2) != nil)
        mark = feeds.mark
        feeds.key("Up")
        let after = try #require(feeds.nextFeedSettle(after: mark, page: 2))
        let shown = try #require(after["first"]) ... #require(after["last"])
        let firstStarting = min(first + 1, try #require(before["last"]))
        #expect(shown.contains(first) && shown.contains(firstStarting), "before \(before), after \(after)")

        mark = feeds.mark
        feeds.key("r")
        #expect(feeds.waitForEvent(after: mark) { $0.name == "resized" }?["page"] == 2)
        mark = feeds.mark
        feeds.window.resize(width: 800, height: 600)
        let resized = try #require(feeds.waitForEvent(after: mark) { $0.name == "resized" && $0["width"] == 800 })
        #expect(resized["height"] == 600 && resized["page"] == 2, "\(resized)")
        mark = feeds.mark
        feeds.key("Right")
        #expect(feeds.nextSettledPage(after: mark) == 3, "the pager pages at the new width")
    }

    // MARK: - Quitting

    @Test("Esc during a fetch quits at once: status 0, nothing fetched, and quit is the last event")
    func escapeQuitsDuringAFetch() throws {
        let feeds = try launch(["--latency", "5000"])
        let mark = feeds.mark
        feeds.key("End")
        #expect(feeds.nextFeedSettle(after: mark, page: 0)?["last"] == 29, "at the end, its fetch under way")
        let asked = Date()
        feeds.key("Escape")
        #expect(feeds.demo.waitForExit() == 0, "\(feeds.demo.standardError)")
        #expect(Date().timeIntervalSince(asked) < 3, "the running fetch did not hold up the exit")
        #expect(feeds.waitForEvent(after: 0, timeout: 2) { $0.name == "quit" } != nil)
        #expect(feeds.events.last?.name == "quit", "\(feeds.events.suffix(3))")
        #expect(feeds.events(named: "fetched").isEmpty)
    }
}
