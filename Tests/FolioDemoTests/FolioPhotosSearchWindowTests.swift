import Foundation
import Testing

/// folio-photos' search field in a real window on the generated folder of 300 photos: Ctrl+F or
/// `/` focuses it; what is typed filters the grid by file name, camera and month; Esc clears,
/// then leaves the field, and the keys are the grid's again.
@Suite("folio-photos search window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FolioPhotosSearchWindowTests {
    /// The library's photos by path, each with the month (1 to 12) and year it is shown under:
    /// its EXIF date from the manifest, else (no date) its file's modification time, local.
    private static func months(of library: String) throws -> [String: (year: Int, month: Int)] {
        let manifest = try String(contentsOfFile: library + "/manifest.tsv", encoding: .utf8)
        var months: [String: (year: Int, month: Int)] = [:]
        for row in manifest.split(separator: "\n").dropFirst() {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6 else { continue }
            let path = library + "/" + fields[0]
            if fields[5] != "-", let year = Int(fields[5].prefix(4)), let month = Int(fields[5].dropFirst(5).prefix(2)) {
                months[path] = (year, month)
            } else {
                let modified = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
                let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month], from: modified)
                months[path] = (parts.year ?? 0, parts.month ?? 0)
            }
        }
        return months
    }

    /// A session on the library with its scan done.
    private func open() throws -> (FolioPhotosSession, String) {
        let library = try FolioPhotosSession.library()
        let session = try FolioPhotosSession(library)
        _ = try #require(session.next("scan-done"), "\(session.events)")
        session.demo.waitForQuiet(0.3)
        return (session, library)
    }

    @Test("Ctrl+F and 'march' show the March photos alone; Return goes to the first; BackSpace widens; Esc clears, Esc leaves the field, q quits")
    func typeAndClear() throws {
        let (session, library) = try open()
        let months = try Self.months(of: library)
        let marches = months.values.filter { $0.month == 3 }.count
        try #require(marches > 0 && marches < 300, "the library has March photos and others")
        var mark = session.mark
        session.key("ctrl+f")
        session.type("march")
        #expect(session.searched("march", after: mark)?["results"] == marches, "\(session.events.suffix(6))")
        session.demo.waitForQuiet(0.4)

        // Return leaves the field for the first result; Return again opens it: a March photo.
        mark = session.mark
        session.key("Return")
        Thread.sleep(forTimeInterval: 0.2)
        session.key("Return")
        let opened = try #require(session.next("opened", after: mark), "\(session.events.suffix(6))")
        let path = try #require(opened.words["path"])
        #expect(months[path]?.month == 3, "\(path) was taken in March")
        session.key("Right")
        Thread.sleep(forTimeInterval: 0.3)
        mark = session.mark
        session.key("Escape")
        #expect(session.next("closed", after: mark)?["item"] == 1, "the viewer showed the results alone")

        // "march 2023" narrows to one year; rubbing the year out widens again.
        let march2023 = months.values.filter { $0.month == 3 && $0.year == 2023 }.count
        mark = session.mark
        session.key("ctrl+f")
        session.key("End")
        session.type(" 2023")
        #expect(session.searched("march 2023", after: mark)?["results"] == march2023)
        mark = session.mark
        for _ in 0..<5 { session.key("BackSpace") }
        #expect(session.searched("march", after: mark)?["results"] == marches)

        // A search that finds nothing shows its empty state, not photos.
        mark = session.mark
        session.type(" zzz")
        #expect(session.searched("march zzz", after: mark)?["results"] == 0)
        Thread.sleep(forTimeInterval: 0.6)
        #expect(!session.showsContent(timeout: 0.5), "no photo shows")

        mark = session.mark
        session.key("Escape")
        #expect(session.searched("", after: mark)?["results"] == 300)
        session.key("Escape")
        #expect(session.showsContent(timeout: 5))
        #expect(session.demo.waitForExit(timeout: 0.3) == nil)
        session.key("q")
        #expect(session.demo.waitForExit(timeout: 5) == 0)
    }

    @Test("/ focuses the field; q typed there searches and does not quit; a camera's name finds its photos")
    func slashAndCamera() throws {
        let (session, _) = try open()
        let mark = session.mark
        session.key("slash")
        session.type("q")
        #expect(session.searched("q", after: mark) != nil, "\(session.events.suffix(6))")
        #expect(session.demo.waitForExit(timeout: 0.3) == nil, "q in the field is text")
        session.key("BackSpace")
        session.type("pocket")
        let pocket = try #require(session.searched("pocket", after: mark)?["results"])
        // One unique photo in three (and its copies) is from the Folio Pocket 2; PNGs have no camera.
        #expect(pocket > 30 && pocket < 200, "\(pocket)")
        session.key("Escape", "Escape", "q")
        #expect(session.demo.waitForExit(timeout: 5) == 0)
    }
}
