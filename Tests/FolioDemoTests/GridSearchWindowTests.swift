import Foundation
import Testing

/// The grid demo's search bar in a real window: Ctrl+F or `/` shows it with the field focused;
/// what is typed filters the grid (items are named after their photos' files, taken in their
/// section's month counting back from December 2025, on one of a few cameras); Esc clears the
/// text, then leaves the field and hides the bar, and the keys are the grid's again.
@Suite("Grid search window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridSearchWindowTests {
    /// The default grid in the default 1024×700 window, not scrolled.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)

    /// The bundled photos' file names, in the list's order: item N shows photo N modulo their count.
    private static func photoNames() throws -> [String] {
        let list = try String(contentsOfFile: DemoPaths.assets + "/photos/photos.tsv", encoding: .utf8)
        return list.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
    }

    /// A grid whose first screen (items 0-15) has been drawn with its content.
    private func openGrid(_ arguments: [String] = []) throws -> GridSession {
        let grid = try GridSession(arguments)
        // The pointer rests in the corner, over no card: a hovered card is lifted.
        XDoTool.run(["mousemove", "--window", grid.window.window, "2", "2"])
        try #require(grid.waitForEvent(after: 0) { $0.name == "content" && $0["item"] == 15 } != nil, "the first screen never showed")
        grid.demo.waitForQuiet(0.3)
        return grid
    }

    /// The photo part of the cell at flat place `item`, `down` pixels lower than the grid draws
    /// it unsearched (the bar's height while it shows): above the badge, which names the item.
    private func photo(_ item: Int, down: Double, in shot: Screenshot) throws -> Screenshot {
        let top = (geometry.verticalExtent(ofItem: item).top + down).rounded(), left = geometry.left(ofItem: item).rounded()
        return try #require(shot.cropped(x: Int(left) + 10, y: Int(top) + 10, width: Int(geometry.cellWidth) - 20,
                                         height: Int(geometry.cellHeight * 0.6)))
    }

    /// Whether place `a` in `first` (drawn `down` lower) and place `b` in `second` show the same photo.
    private func same(_ a: Int, _ first: Screenshot, down: Double, _ b: Int, _ second: Screenshot) throws -> Bool {
        let (x, y) = (try photo(a, down: down, in: first), try photo(b, in: second))
        defer { x.remove(); y.remove() }
        return try #require(x.difference(from: y)) < 0.04
    }

    private func photo(_ item: Int, in shot: Screenshot) throws -> Screenshot { try photo(item, down: 0, in: shot) }

    @Test("Ctrl+F and 'march' show March 2025's hundred photos alone; BackSpace widens; Esc clears, Esc again hides the bar, and q quits")
    func typeAndClear() throws {
        let grid = try openGrid()
        let names = try Self.photoNames()
        let before = try #require(Screenshot(window: grid.window.window))
        defer { before.remove() }
        var mark = grid.mark
        grid.key("ctrl+f")
        grid.type("march")
        let march = try #require(grid.searched("march", after: mark), "\(grid.events.suffix(8))")
        // Section 9 is March 2025; no file name or camera holds "march".
        #expect(march["results"] == 100)
        // Reported once applied: the cells then slide and fade in.
        Thread.sleep(forTimeInterval: 2)
        let filtered = try #require(Screenshot(window: grid.window.window))
        defer { filtered.remove() }
        // Place k shows item 900 + k, whose photo is (900 + k) modulo the photos' count: the
        // first screen shows photos 0 to 15 at places 0 to 15 (the thirteenth plays an animation).
        for place in 0..<12 {
            let shown = (900 + place) % names.count
            guard shown < 16, shown != 12 else { continue }
            #expect(try same(place, filtered, down: 44, shown, before), "place \(place) shows item \(900 + place)'s photo")
        }

        // "march forest": the March photos of a forest; rubbing out " forest" widens to March.
        mark = grid.mark
        grid.type(" forest")
        let forests = (900..<1_000).filter { names[$0 % names.count].contains("forest") }.count
        #expect(grid.searched("march forest", after: mark)?["results"] == forests)
        #expect(forests > 0 && forests < 100)
        mark = grid.mark
        for _ in 0..<7 { grid.key("BackSpace") }
        #expect(grid.searched("march", after: mark)?["results"] == 100)

        // Esc clears: every item again; Esc again leaves the field and hides the bar.
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.searched("", after: mark)?["results"] == 2_000)
        grid.key("Escape")
        // The demo's own data source is back: its cells are made anew and fade in.
        Thread.sleep(forTimeInterval: 2)
        let after = try #require(Screenshot(window: grid.window.window))
        defer { after.remove() }
        for place in [0, 5, 11, 15] {
            #expect(try same(place, after, down: 0, place, before), "the grid is back as it was at place \(place)")
        }
        #expect(grid.demo.waitForExit(timeout: 0.3) == nil, "Esc leaving the field does not quit")
        grid.key("q")
        #expect(grid.demo.waitForExit(timeout: 5) == 0)
    }

    @Test("/ focuses the search field; q typed there searches (for the Leica Q2's photos) and does not quit")
    func slashAndQ() throws {
        let grid = try openGrid()
        let mark = grid.mark
        grid.key("slash")
        grid.type("q")
        let search = try #require(grid.searched("q", after: mark), "\(grid.events.suffix(8))")
        let results = try #require(search["results"])
        #expect(results > 0 && results < 2_000, "one camera in six: \(results)")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(grid.demo.waitForExit(timeout: 0.3) == nil, "q in the field is text")
        grid.key("Escape", "Escape", "q")
        #expect(grid.demo.waitForExit(timeout: 5) == 0)
    }

    @Test("A million items are searched and cleared without holding up the window")
    func millionItems() throws {
        let grid = try openGrid(["--items", "1000000"])
        var mark = grid.mark
        grid.key("ctrl+f")
        grid.type("march")
        // Sections of 100 count back a month each from December 2025: every twelfth from 9 is a March.
        let marches = Array(stride(from: 9, to: 10_000, by: 12)).count * 100
        #expect(grid.searched("march", after: mark, timeout: 20)?["results"] == marches)
        mark = grid.mark
        grid.key("Escape")
        #expect(grid.searched("", after: mark, timeout: 20)?["results"] == 1_000_000)
        grid.key("Escape", "q")
        #expect(grid.demo.waitForExit(timeout: 8) == 0)
    }
}
