import Foundation
import Testing

/// The mouse over the grid in a real window, moved with xdotool: the card under it is reported
/// (`hover{item}`) and drawn lifted, at most ten reports a second however fast it moves, and
/// the lift goes when the mouse leaves the window.
@Suite("Grid hover", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridHoverWindowTests {
    /// The middles of the first row's cards at 1024 px: four columns of about 243 px under the
    /// 48 px section header.
    private static let firstCard = (x: 130, y: 140)
    private static let secondCard = (x: 385, y: 140)

    private func move(_ grid: GridSession, to point: (x: Int, y: Int)) {
        XDoTool.run(["mousemove", "--window", grid.window.window, "\(point.x)", "\(point.y)"])
    }

    /// The fingerprint of the first row of cards and the gaps around them (the lower rows may
    /// hold an animated image, which never holds still).
    private func signature(of grid: GridSession) -> String? {
        guard let shot = Screenshot(window: grid.window.window) else { return nil }
        defer { shot.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [shot.path, "-crop", "1024x210+0+40", "+repage", "-format", "%#", "info:"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signature = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !signature.isEmpty ? signature : nil
    }

    /// The first row's signature once two screenshots in a row agree.
    private func stillSignature(of grid: GridSession, timeout: Double = 4) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last = signature(of: grid)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.15)
            let now = signature(of: grid)
            if now == last { return now }
            last = now
        }
        return nil
    }

    @Test("Hovering a card reports it and lifts it; the next card is reported in turn; leaving the window drops the lift")
    func hoverReportsAndLifts() throws {
        let grid = try GridSession()
        // The mouse starts outside the window: nothing is hovered.
        XDoTool.run(["mousemove", "0", "0"])
        let plain = try #require(stillSignature(of: grid))
        var mark = grid.mark
        move(grid, to: Self.firstCard)
        let first = try #require(grid.waitForEvent(after: mark, timeout: 3) { $0.name == "hover" })
        #expect(first["item"] == 0, "\(first)")
        let lifted = try #require(stillSignature(of: grid))
        #expect(lifted != plain, "the hovered card is drawn lifted")

        mark = grid.mark
        Thread.sleep(forTimeInterval: 0.2)
        move(grid, to: Self.secondCard)
        let second = try #require(grid.waitForEvent(after: mark, timeout: 3) { $0.name == "hover" })
        #expect(second["item"] == 1, "\(second)")

        XDoTool.run(["mousemove", "0", "0"])
        #expect(stillSignature(of: grid) == plain, "the mouse gone, no card is lifted")
    }

    @Test("A fast sweep over many cards reports at most ten hovers a second, the last one the card the mouse stopped on")
    func sweepIsCoalesced() throws {
        let grid = try GridSession()
        move(grid, to: (x: 20, y: 140))
        Thread.sleep(forTimeInterval: 0.3)
        let mark = grid.mark
        let start = Date()
        // Across the first three rows and back, a move every 10 ms: many card changes a second.
        for pass in 0..<3 {
            for step in 0..<50 {
                let x = pass % 2 == 0 ? 20 + step * 20 : 1000 - step * 20
                move(grid, to: (x: x, y: 140 + pass * 190))
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        move(grid, to: (x: 385, y: 520))
        let seconds = Date().timeIntervalSince(start)
        Thread.sleep(forTimeInterval: 0.5)
        let hovers = grid.events.dropFirst(mark).filter { $0.name == "hover" }
        #expect(hovers.count >= 3, "the sweep was reported: \(hovers)")
        #expect(Double(hovers.count) <= seconds * 10 + 2, "\(hovers.count) hovers in \(seconds) s")
        // The third row's second card: item 9.
        #expect(hovers.last?["item"] == 9, "\(hovers.suffix(3))")
    }
}
