import Foundation
import Testing

/// folio-photos in a real window on a generated folder of 300 photos (made once under .build by
/// scripts/make-photo-library.py), driven with xdotool and read through its events and
/// screenshots.
@Suite("folio-photos window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct FolioPhotosWindowTests {
    @Test("A cold open scans the folder into the grid, showing thumbnails; a warm open shows every photo in its first frame")
    func coldThenWarm() throws {
        let library = try FolioPhotosSession.library()
        let cold = try FolioPhotosSession(library)
        #expect(cold.ready["photos"] == 0, "nothing is indexed yet: \(cold.ready)")
        #expect(cold.ready["width"] == 1024 && cold.ready["height"] == 700)
        let done = try #require(cold.next("scan-done"), "\(cold.events)")
        #expect(done["photos"] == 300)
        #expect(cold.events.contains { $0.name == "scan-progress" && $0["found"] == $0["indexed"] && ($0["found"] ?? 0) >= 300 })
        let added = try #require(cold.next("added"), "\(cold.events)")
        #expect(added["count"] == 300)
        #expect(cold.showsContent(timeout: 8), "the grid shows no photos")
        // Past the screen, every photo's thumbnail is made in the background, where other
        // programs find them too (a flow cell at 1024 px is 167 px: the 256-pixel `large/`).
        let thumbnails = cold.cache + "/thumbnails/large"
        // Whole thumbnails only: an MD5 and ".png" (a thumbnail being written has another name).
        func madeCount() -> Int {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: thumbnails)) ?? []
            return names.filter { $0.count == 36 && $0.hasSuffix(".png") && $0.prefix(32).allSatisfy(\.isHexDigit) }.count
        }
        let deadline = Date(timeIntervalSinceNow: 30)
        while madeCount() < 300, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(madeCount() == 300)
        #expect(cold.demo.terminate() == 0)
        #expect(cold.events.last?.name == "quit")

        let warm = try FolioPhotosSession(library, cache: cold.cache)
        #expect(warm.ready["photos"] == 300, "the index's photos are in the first frame: \(warm.ready)")
        let rescan = try #require(warm.next("scan-done"))
        #expect(rescan["photos"] == 300)
        #expect(!warm.events.contains { $0.name == "added" || $0.name == "removed" }, "nothing changed: \(warm.events)")
        #expect(warm.showsContent(timeout: 8))
    }

    @Test("Enter opens the focused photo full-window with its path; arrows turn the page; Esc returns to the grid at the photo")
    func viewer() throws {
        let session = try FolioPhotosSession(try FolioPhotosSession.library())
        _ = try #require(session.next("scan-done"))
        var mark = session.mark
        session.key("Right", "Return")
        let opened = try #require(session.next("opened", after: mark), "\(session.events)")
        #expect(opened["item"] == 0)
        let path = try #require(opened.words["path"])
        #expect(path.hasPrefix(try FolioPhotosSession.library() + "/"), "\(path)")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(session.next("settled", after: mark)?["page"] == 0)
        #expect(session.showsContent(timeout: 10), "the viewer shows no photo")
        mark = session.mark
        session.key("Right")
        #expect(session.next("settled", after: mark)?["page"] == 1)
        mark = session.mark
        session.key("Escape")
        #expect(session.next("closed", after: mark)?["item"] == 1)
        // Esc in the grid quits.
        session.key("Escape")
        #expect(session.demo.waitForExit(timeout: 5) == 0)
    }

    @Test("In the viewer a double-click zooms in; Esc zooms out first, then returns to the grid")
    func zoom() throws {
        let session = try FolioPhotosSession(try FolioPhotosSession.library())
        _ = try #require(session.next("scan-done"))
        var mark = session.mark
        session.key("Right", "Return")
        _ = try #require(session.next("settled", after: mark), "\(session.events)")
        mark = session.mark
        session.click(x: 512, y: 400, count: 2)
        let zoomed = try #require(session.next("zoomed", after: mark), "\(session.events)")
        #expect((zoomed.numbers["scale"] ?? 0) > 1.5, "\(zoomed)")
        mark = session.mark
        session.key("plus")
        let further = try #require(session.next("zoomed", after: mark), "\(session.events)")
        #expect((further.numbers["scale"] ?? 0) > (zoomed.numbers["scale"] ?? 0))
        mark = session.mark
        session.key("Escape")
        #expect(session.next("zoomed", after: mark)?.numbers["scale"] == 1)
        #expect(!session.events.dropFirst(mark).contains { $0.name == "closed" }, "the first Esc only zooms out")
        mark = session.mark
        session.key("Escape")
        #expect(session.next("closed", after: mark)?["item"] == 0)
    }

    @Test("A double-click on a photo opens it")
    func doubleClickOpens() throws {
        let session = try FolioPhotosSession(try FolioPhotosSession.library())
        _ = try #require(session.next("scan-done"))
        #expect(session.showsContent(timeout: 8))
        let mark = session.mark
        // The first cell of the first section: under the title row and the first header.
        session.click(x: 80, y: 44 + 40 + 60, count: 2)
        let opened = try #require(session.next("opened", after: mark), "\(session.events)")
        #expect(opened["item"] == 0)
    }

    @Test("folio-photos FILE opens the viewer on that photo among its folder's")
    func openFile() throws {
        let library = try FolioPhotosSession.library()
        let file = library + "/part-001/IMG_00007.jpg"
        let session = try FolioPhotosSession(file)
        let opened = try #require(session.next("opened"), "\(session.events)")
        #expect(opened.words["path"] == file)
        #expect(session.showsContent(timeout: 10))
    }

    @Test("Photos copied in, deleted and renamed while the folder is open arrive as added and removed")
    func watchesTheFolder() throws {
        let library = try FolioPhotosSession.library()
        let folder = FolioPhotosSession.temporaryFolder("watched")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try FileManager.default.contentsOfDirectory(atPath: library + "/part-001").filter { $0.hasPrefix("IMG_") }.sorted()
        for name in files.prefix(40) { try FileManager.default.copyItem(atPath: library + "/part-001/" + name, toPath: folder + "/" + name) }
        let session = try FolioPhotosSession(folder)
        #expect(session.next("scan-done")?["photos"] == 40)
        // The scan's photos arrive as one batch, reported when its animation ends.
        #expect(session.next("added")?["count"] == 40)
        var mark = session.mark
        for name in files[40..<43] { try FileManager.default.copyItem(atPath: library + "/part-001/" + name, toPath: folder + "/" + name) }
        let added = try #require(session.next("added", after: mark), "\(session.events)")
        #expect(added["count"] == 3)
        mark = session.mark
        try FileManager.default.removeItem(atPath: folder + "/" + files[0])
        let removed = try #require(session.next("removed", after: mark), "\(session.events)")
        #expect(removed["count"] == 1)
        // A rename is the old name gone and the new one come.
        mark = session.mark
        try FileManager.default.moveItem(atPath: folder + "/" + files[1], toPath: folder + "/renamed.jpg")
        #expect(session.next("removed", after: mark)?["count"] == 1)
        #expect(session.next("added", after: mark)?["count"] == 1)
        // A file that is no photo changes nothing.
        mark = session.mark
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("not a photo".utf8))
        Thread.sleep(forTimeInterval: 1)
        #expect(!session.events.dropFirst(mark).contains { $0.name == "added" || $0.name == "removed" })
    }

    @Test("Sorted by name in a masonry, the grid shows the folders' photos")
    func masonryByName() throws {
        let session = try FolioPhotosSession(try FolioPhotosSession.library(), ["--layout", "masonry", "--sort", "name"])
        #expect(session.next("scan-done")?["photos"] == 300)
        #expect(session.showsContent(timeout: 8))
    }
}
