import Foundation
import Testing

/// `folio-demo shelves` in a real window (under the Xvfb that `make test` starts): a vertical
/// list of horizontally scrolling rows, driven with xdotool as a person would and checked
/// through its `--events` output and screenshots.
@Suite("Shelves window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct ShelvesWindowTests {
    @Test("Rows scroll sideways under a horizontal drag or the sideways wheel, the list under a vertical one; each keeps its place")
    func scrolling() throws {
        let shelves = try ShelvesSession()
        #expect(shelves.ready["shelves"] == 50 && shelves.ready["items"] == 30)
        #expect(shelves.ready["width"] == 1024 && shelves.ready["height"] == 700)
        #expect(shelves.showsContent())
        // The first screen: shelves 0 to 2, cards 0 to 5 of each, each reported once drawn.
        #expect(shelves.waitForEvent(after: 0) { $0.name == "content" && $0["shelf"] == 2 && $0["item"] == 5 } != nil)
        shelves.demo.waitForQuiet(0.3)
        #expect(shelves.cardsWithContent == Set((0...2).flatMap { shelf in (0...5).map { [shelf, $0] } }))

        // A horizontal drag over shelf 1's row moves that row, and only it.
        var mark = shelves.mark
        shelves.drag(x: 700, y: 240 + 136, dx: -300, dy: 0)
        let row = try #require(shelves.waitForEvent(after: mark) { $0.name == "row-settled" })
        #expect(row["shelf"] == 1 && (250...300).contains(row.numbers["offset"] ?? 0), "\(row)")
        #expect((row["first"] ?? 0) >= 1, "\(row)")
        #expect(!shelves.events.dropFirst(mark).contains { $0.name == "list-settled" })

        // The sideways wheel (buttons 6/7) over shelf 0's row moves that row.
        mark = shelves.mark
        shelves.wheel(notches: 2, x: 500, y: 136, sideways: true)
        let wheeled = try #require(shelves.waitForEvent(after: mark) { $0.name == "row-settled" })
        #expect(wheeled["shelf"] == 0 && (wheeled.numbers["offset"] ?? 0) > 0, "\(wheeled)")

        // A vertical drag over a row moves the list, not the row.
        mark = shelves.mark
        shelves.drag(x: 500, y: 600, dx: 0, dy: -250)
        let list = try #require(shelves.waitForEvent(after: mark) { $0.name == "list-settled" })
        #expect((200...250).contains(list.numbers["offset"] ?? 0), "\(list)")
        #expect(!shelves.events.dropFirst(mark).contains { $0.name == "row-settled" })

        // The vertical wheel moves the list far; coming back, shelf 1's row is where it was left.
        mark = shelves.mark
        shelves.key("End")
        let end = try #require(shelves.waitForEvent(after: mark) { $0.name == "list-settled" })
        #expect(end["last"] == 49, "\(end)")
        mark = shelves.mark
        shelves.key("Home")
        #expect(shelves.waitForEvent(after: mark) { $0.name == "list-settled" && $0.numbers["offset"] == 0 } != nil)
        Thread.sleep(forTimeInterval: 0.3)
        // Shelf 1's card 2 now sits where card 0 would without the row's offset.
        mark = shelves.mark
        let card = ShelvesSession.card(2, shelfTop: 240, rowOffset: Int(row.numbers["offset"] ?? 0))
        shelves.click(x: card.x, y: card.y)
        let selected = try #require(shelves.waitForEvent(after: mark) { $0.name == "selected" })
        #expect(selected["shelf"] == 1 && selected["item"] == 2, "\(selected)")
    }

    @Test("Keys move a focus along a row and between rows; Enter opens the pager on the card, Esc comes back, Esc again quits")
    func keysOpenAndClose() throws {
        let shelves = try ShelvesSession()
        #expect(shelves.showsContent())
        var mark = shelves.mark
        // A click selects card 1 of shelf 0 (and never the shelf).
        let card = ShelvesSession.card(1, shelfTop: 0)
        shelves.click(x: card.x, y: card.y)
        let selected = try #require(shelves.waitForEvent(after: mark) { $0.name == "selected" })
        #expect(selected["shelf"] == 0 && selected["item"] == 1, "\(selected)")
        // Right twice: card 3; Down: shelf 1, the same column; Enter opens it.
        shelves.key("Right")
        shelves.key("Right")
        shelves.key("Down")
        Thread.sleep(forTimeInterval: 0.5)
        mark = shelves.mark
        shelves.key("Return")
        let opened = try #require(shelves.waitForEvent(after: mark) { $0.name == "opened" })
        #expect(opened["shelf"] == 1 && opened["item"] == 3, "\(opened)")
        let settled = try #require(shelves.waitForEvent(after: mark) { $0.name == "settled" })
        #expect(settled["page"] == 33, "\(settled)")
        #expect(shelves.showsContent())
        mark = shelves.mark
        shelves.key("Escape")
        let closed = try #require(shelves.waitForEvent(after: mark) { $0.name == "closed" })
        #expect(closed["shelf"] == 1 && closed["item"] == 3, "\(closed)")
        #expect(shelves.showsContent())
        // A double-click opens the card under it.
        mark = shelves.mark
        let other = ShelvesSession.card(4, shelfTop: 480)
        shelves.click(x: other.x, y: other.y, count: 2)
        let doubleClicked = try #require(shelves.waitForEvent(after: mark) { $0.name == "opened" })
        #expect(doubleClicked["shelf"] == 2 && doubleClicked["item"] == 4, "\(doubleClicked)")
        shelves.key("Escape")
        #expect(shelves.waitForEvent(after: mark) { $0.name == "closed" } != nil)
        mark = shelves.mark
        shelves.key("Escape")
        #expect(shelves.demo.waitForExit() == 0)
        #expect(shelves.events.last?.name == "quit")
    }

    @Test("100,000 shelves of 1,000 cards open on a far shelf, reach the end, and keep the first shelf through a resize")
    func huge() throws {
        let shelves = try ShelvesSession(["--shelves", "100000", "--items", "1000", "--start-shelf", "99990"])
        #expect(shelves.ready["shelves"] == 100_000 && shelves.ready["items"] == 1_000)
        #expect(shelves.waitForEvent(after: 0) { $0.name == "content" && $0["shelf"] == 99_990 } != nil)
        #expect(shelves.showsContent())
        var mark = shelves.mark
        shelves.key("End")
        let end = try #require(shelves.waitForEvent(after: mark) { $0.name == "list-settled" })
        #expect(end["last"] == 99_999, "\(end)")
        mark = shelves.mark
        shelves.key("Page_Up")
        let up = try #require(shelves.waitForEvent(after: mark) { $0.name == "list-settled" })
        let first = try #require(up["first"])
        mark = shelves.mark
        XDoTool.run(["windowsize", shelves.window.window, "800", "900"])
        let resized = try #require(shelves.waitForEvent(after: mark) { $0.name == "resized" })
        #expect(resized["width"] == 800 && resized["height"] == 900 && resized["first"] == first, "\(resized) after \(up)")
        #expect(shelves.showsContent())
    }
}
