import FolioCore
import Foundation
import GRDB
import Testing
import TestSupport
@testable import FolioPhotos

/// The index's queries and changes on a healthy file: what goes in comes out, a folder's photos
/// are exactly those under it, a batch is one transaction, and two indexes on one file share it.
@Suite("Photo index")
struct PhotoIndexTests {
    @Test("Every field of 10,000 photos survives a round trip through the file")
    func tenThousandPhotosRoundTrip() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        let library = PhotoIndexFixtures.library(under: "/photos", count: 10_000)
        do {
            let index = PhotoIndex(path: path)
            #expect(index.isOnDisk)
            #expect(index.apply(upserting: library, deleting: []))
        }
        let reopened = PhotoIndex(path: path)
        #expect(reopened.isOnDisk)
        let started = ContinuousClock.now
        let photos = reopened.photos(under: "/photos")
        let elapsed = ContinuousClock.now - started
        #expect(photos == library.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
                "in the paths' byte order, every field as written")
        #expect(reopened.photoCount == 10_000)
        #expect(reopened.photo(at: library[4_321].path) == library[4_321])
        #expect(reopened.photo(at: "/photos/d43/missing.jpg") == nil)
        // A bound for a debug build on a loaded machine; the release figure is far below it.
        #expect(elapsed < .seconds(3), "reading 10,000 photos took \(elapsed)")
    }

    @Test("A folder's photos are those under it at any depth, never a sibling's whose name it begins")
    func aFolderHoldsOnlyWhatIsUnderIt() {
        let index = PhotoIndex(path: nil)
        let paths = ["/a/b/x.jpg", "/a/b/c/d/y.jpg", "/a/bc/x.jpg", "/a/b.jpg", "/a/b", "/a/b0/z.jpg", "/a/b-/z.jpg",
                     "/a/b!/z.jpg", "/a/B/x.jpg", "/a/x.jpg", "/ab/x.jpg", "/a/b\u{7F}/x.jpg", "/a/bé/x.jpg"]
        index.apply(upserting: paths.enumerated().map { PhotoIndexFixtures.photo($1, number: $0) }, deleting: [])
        #expect(index.photos(under: "/a/b").map(\.path) == ["/a/b/c/d/y.jpg", "/a/b/x.jpg"])
        #expect(index.photos(under: "/a/b/").map(\.path) == ["/a/b/c/d/y.jpg", "/a/b/x.jpg"], "a trailing slash changes nothing")
        #expect(Set(index.fileStamps(under: "/a/b").keys) == ["/a/b/c/d/y.jpg", "/a/b/x.jpg"])
        #expect(index.photos(under: "/a").count == paths.count - 1, "all but /ab/x.jpg")
        #expect(index.photos(under: "/").count == paths.count)
        #expect(index.photos(under: "/a/b/x.jpg").isEmpty)
        #expect(index.photos(under: "/nowhere").isEmpty)
    }

    @Test("Folders named with %, _, spaces, quotes and characters beyond ASCII are matched literally",
          arguments: ["/p/100%", "/p/a_b", "/p/with space", "/p/it's \"quoted\"", "/p/caf\u{E9}", "/p/cafe\u{301}",
                      "/p/\u{FFFD}\u{FFFD}", "/p/日本語", "/p/🙂", "/p/*?[]", "/p/back\\slash", "/p/%_"])
    func unusualFolderNamesAreLiteral(folder: String) {
        let index = PhotoIndex(path: nil)
        // The look-alikes a LIKE pattern or a Unicode-aware comparison would mix up with `folder`.
        let lookAlikes = ["/p/100x", "/p/100", "/p/aXb", "/p/a%b", "/p/withspace", "/p/café", "/p/cafe\u{301}x",
                          "/p/\u{FFFD}", "/p/%", "/p/_", "/p/*", "/p/back", "/p/%_x", "/p/a_bc", "/p/日本"]
            .filter { $0.utf8.elementsEqual(folder.utf8) == false }
        var records = lookAlikes.enumerated().map { PhotoIndexFixtures.photo("\($1)/other.jpg", number: $0) }
        records.append(PhotoIndexFixtures.photo("\(folder)/inner/mine.jpg", number: 99))
        index.apply(upserting: records, deleting: [])
        #expect(index.photos(under: folder).map(\.path) == ["\(folder)/inner/mine.jpg"])
        #expect(index.photo(at: "\(folder)/inner/mine.jpg")?.path.utf8.elementsEqual("\(folder)/inner/mine.jpg".utf8) == true)
    }

    @Test("NFC and NFD spellings of one name are two rows, each found by its own bytes")
    func canonicallyEquivalentPathsStayApart() {
        let index = PhotoIndex(path: nil)
        let composed = "/p/caf\u{E9}/x.jpg", decomposed = "/p/cafe\u{301}/x.jpg"
        index.apply(upserting: [PhotoIndexFixtures.photo(composed, number: 1), PhotoIndexFixtures.photo(decomposed, number: 2)], deleting: [])
        #expect(index.photoCount == 2)
        #expect(index.photos(under: "/p/caf\u{E9}").map { Array($0.path.utf8) } == [Array(composed.utf8)])
        #expect(index.photos(under: "/p/cafe\u{301}").map { Array($0.path.utf8) } == [Array(decomposed.utf8)])
    }

    @Test("The known files under a folder carry each file's size and modification time")
    func fileStampsCarrySizeAndTime() {
        let index = PhotoIndex(path: nil)
        let library = PhotoIndexFixtures.library(under: "/lib", count: 250)
        index.apply(upserting: library, deleting: [])
        let stamps = index.fileStamps(under: "/lib/d1")
        #expect(stamps.count == 100)
        for record in library[100..<200] {
            #expect(stamps[record.path] == IndexedFileStamp(byteCount: record.byteCount, modificationTime: record.modificationTime))
        }
    }

    @Test("A batch writes, replaces and removes in one go; a path both written and removed is written")
    func aBatchWritesReplacesAndRemoves() {
        let index = PhotoIndex(path: nil)
        let library = PhotoIndexFixtures.library(under: "/lib", count: 10)
        index.apply(upserting: library, deleting: [])
        var changed = library[3]
        changed.byteCount = 1
        changed.camera = nil
        changed.format = .webp
        #expect(index.apply(upserting: [changed, library[5]], deleting: [library[0].path, library[5].path, "/lib/never.jpg"]))
        #expect(index.photoCount == 9)
        #expect(index.photo(at: library[0].path) == nil)
        #expect(index.photo(at: changed.path) == changed)
        #expect(index.photo(at: library[5].path) == library[5])
        #expect(index.apply(upserting: [], deleting: []))
    }

    @Test("A batch that fails part way leaves the index as it was, with one line")
    func aFailedBatchChangesNothing() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        let index = PhotoIndex(path: path)
        let library = PhotoIndexFixtures.library(under: "/lib", count: 10)
        index.apply(upserting: library, deleting: [])
        // A trigger another connection adds refuses one path, so the batch fails after it wrote
        // and removed rows before that one.
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse BEFORE INSERT ON photo WHEN NEW.path = '/lib/refused.jpg'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        let lines = LogCapture.lines {
            #expect(!index.apply(upserting: [PhotoIndexFixtures.photo("/lib/new.jpg", number: 1),
                                             PhotoIndexFixtures.photo("/lib/refused.jpg", number: 2)],
                                 deleting: [library[0].path, library[1].path]))
        }
        #expect(index.photo(at: "/lib/new.jpg") == nil)
        #expect(index.photo(at: library[0].path) == library[0])
        #expect(index.photoCount == 10)
        #expect(lines.filter { $0.contains(path) && $0.contains("cannot write 2 photos and remove 2") && $0.contains("refused") }.count == 1,
                "\(lines)")
    }

    @Test("Two indexes on one file, written from several threads at once, lose nothing")
    func twoIndexesOnOneFileShareIt() {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        // Two pools on one file are two sets of SQLite connections with their own locks, as two
        // processes would have; only the process boundary is missing.
        let indexes = [PhotoIndex(path: path), PhotoIndex(path: path)]
        let writers = 8, batches = 20, batchSize = 50
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            let index = indexes[writer % 2]
            for batch in 0..<batches {
                let records = (0..<batchSize).map { item in
                    PhotoIndexFixtures.photo("/w\(writer)/b\(batch)/p\(item).jpg", number: writer * 10_000 + batch * 100 + item)
                }
                let removed = batch > 0 ? ["/w\(writer)/b\(batch - 1)/p0.jpg"] : []
                if !index.apply(upserting: records, deleting: removed) { failures.withLock { $0 += 1 } }
                // Reads on the other index meanwhile see whole batches only.
                let seen = indexes[(writer + 1) % 2].photos(under: "/w\(writer)/b\(batch)")
                if seen.count != batchSize { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.current == 0)
        let expected = writers * (batches * batchSize - (batches - 1))
        #expect(indexes[0].photoCount == expected)
        #expect(PhotoIndex(path: path).photoCount == expected)
        #expect(indexes[1].photo(at: "/w7/b19/p49.jpg") == PhotoIndexFixtures.photo("/w7/b19/p49.jpg", number: 71_949))
    }

    /// python3 in PATH, whose sqlite3 module is another process's SQLite for the test below.
    private static let python: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("Another process writing the same index meanwhile neither fails nor damages it",
          .enabled(if: python != nil, "needs python3, whose sqlite3 module plays the other process"))
    func anotherProcessSharesTheFile() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        let index = PhotoIndex(path: path)
        #expect(index.isOnDisk)
        // Forty transactions of fifty rows, each waiting its turn through the busy timeout; it
        // prints the journal mode it found, which must be the index's WAL.
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], timeout=10, isolation_level=None)
            for batch in range(40):
                db.execute("BEGIN IMMEDIATE")
                for item in range(50):
                    db.execute("INSERT INTO photo VALUES (?, 1, 2, 'jpeg', 3, 4, 1, NULL, NULL)", (f"/other/b{batch}/p{item}.jpg",))
                db.execute("COMMIT")
            print(db.execute("PRAGMA journal_mode").fetchone()[0])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = ["-c", script, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // This process writes until the other ends, so their writes overlap however fast it starts.
        let written = Locked(0), failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            var batch = 0
            while (process.isRunning || batch < 5) && batch < 5_000 {
                let records = (0..<20).map { PhotoIndexFixtures.photo("/this/w\(writer)/b\(batch)/p\($0).jpg", number: $0) }
                if index.apply(upserting: records, deleting: []) { written.withLock { $0 += 20 } } else { failures.withLock { $0 += 1 } }
                batch += 1
            }
        }
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == "wal")
        #expect(failures.current == 0)
        #expect(index.photos(under: "/other").count == 2_000)
        #expect(index.photos(under: "/this").count == written.current)
        let check = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }
}
