import FolioCore
import Foundation
import GRDB
import Testing
import TestSupport
@testable import FolioPhotos

/// The index on files it cannot trust: each bad file is set aside whole with one line and a
/// fresh index made in its place, damage found by a query included; where no index can be
/// kept on disk, one in memory serves the run.
@Suite("Photo index recovery")
struct PhotoIndexRecoveryTests {
    /// The files set aside beside the index at `path`.
    private func setAsideFiles(of path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("photos.sqlite.corrupt-") }.sorted()
    }

    /// The lines about the index at `path` among `lines`.
    private func lines(_ lines: [String], about path: String) -> [String] {
        lines.filter { $0.contains(path) }
    }

    /// Checks that `index` on `path` is a working, empty index on disk that keeps what it is given.
    private func expectFreshIndex(_ index: PhotoIndex, at path: String) {
        #expect(index.isOnDisk)
        #expect(index.photoCount == 0)
        #expect(index.apply(upserting: [PhotoIndexFixtures.photo("/after/x.jpg", number: 1)], deleting: []))
        #expect(PhotoIndex(path: path).photo(at: "/after/x.jpg") == PhotoIndexFixtures.photo("/after/x.jpg", number: 1))
    }

    /// An index of `count` photos written and closed at a fresh path, its WAL folded into the file.
    private func writtenIndex(count: Int) -> String {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        let index = PhotoIndex(path: path)
        index.apply(upserting: PhotoIndexFixtures.library(under: "/photos", count: count), deleting: [])
        return path
    }

    @Test("A file of garbage is set aside whole, with one line, and a fresh index made")
    func garbageIsSetAside() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        _ = PhotoIndexFile.makeFolder(for: path)
        var generator = SeededGenerator(seed: 7)
        let garbage = Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: URL(fileURLWithPath: path))
        try Data("stale wal".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        var index: PhotoIndex?
        let logged = LogCapture.lines { index = PhotoIndex(path: path) }
        let aside = setAsideFiles(of: path)
        #expect(aside.count == 2, "the file and its -wal: \(aside)")
        let moved = (path as NSString).deletingLastPathComponent + "/" + aside[0]
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == garbage)
        #expect(try String(contentsOfFile: moved + "-wal", encoding: .utf8) == "stale wal")
        let about = lines(logged, about: path)
        #expect(about.count == 1 && about[0].contains("not an SQLite database") && about[0].contains(aside[0]), "\(about)")
        expectFreshIndex(try #require(index), at: path)
    }

    @Test("Another program's SQLite database is set aside untouched, not taken over")
    func aForeignDatabaseIsSetAside() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        _ = PhotoIndexFile.makeFolder(for: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE photo (path TEXT PRIMARY KEY, other BLOB)")
            try db.execute(sql: "INSERT INTO photo VALUES ('/theirs.jpg', x'00')")
        }
        var index: PhotoIndex?
        let logged = LogCapture.lines { index = PhotoIndex(path: path) }
        let about = lines(logged, about: path)
        #expect(about.count == 1 && about[0].contains("another program's database"), "\(about)")
        let moved = (path as NSString).deletingLastPathComponent + "/" + (try #require(setAsideFiles(of: path).first))
        let theirs = try DatabaseQueue(path: moved).read { db in try String.fetchAll(db, sql: "SELECT path FROM photo") }
        #expect(theirs == ["/theirs.jpg"])
        expectFreshIndex(try #require(index), at: path)
    }

    @Test("A folder in the index's place is set aside")
    func aFolderInItsPlaceIsSetAside() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var index: PhotoIndex?
        let logged = LogCapture.lines { index = PhotoIndex(path: path) }
        #expect(lines(logged, about: path).count == 1)
        #expect(setAsideFiles(of: path).count == 1)
        expectFreshIndex(try #require(index), at: path)
    }

    @Test("A truncated index is set aside when opened or when first read, once, and rebuilt", arguments: [0.5, 0.9])
    func aTruncatedIndexIsRebuilt(keptShare: Double) throws {
        let path = writtenIndex(count: 2_000)
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "closing folded the WAL in")
        #expect(truncate(path, off_t(Double(size) * keptShare)) == 0)
        var index: PhotoIndex?
        let logged = LogCapture.lines {
            index = PhotoIndex(path: path)
            _ = index?.photos(under: "/photos")
            _ = index?.photos(under: "/photos")
        }
        let about = lines(logged, about: path)
        #expect(about.count == 1 && about[0].contains("set aside"), "\(about)")
        #expect(setAsideFiles(of: path).count == 1)
        expectFreshIndex(try #require(index), at: path)
    }

    @Test("Damage inside the photos' pages is found by a query, set aside once, and the query answered from the fresh index")
    func damageFoundByAQueryIsRecovered() throws {
        let path = writtenIndex(count: 5_000)
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        let index = PhotoIndex(path: path)
        #expect(index.photo(at: "/photos/d0/p00000.jpg") != nil, "healthy when opened")
        // Overwrites the last half of the file (the photos' leaf pages, far from the schema on
        // page 1) behind the open index's back, as a failing disk would.
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(size / 2))
        try handle.write(contentsOf: Data(repeating: 0xEE, count: size - size / 2))
        try handle.close()
        #expect(setAsideFiles(of: path).isEmpty)
        let answers = Locked<[Int]>([])
        let logged = LogCapture.lines {
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let count = index.photos(under: "/photos").count
                answers.withLock { $0.append(count) }
            }
        }
        #expect(answers.current.allSatisfy { $0 == 0 || $0 == 5_000 }, "\(answers.current)")
        let about = lines(logged, about: path)
        #expect(about.count == 1 && about[0].contains("set aside"), "\(about)")
        let aside = setAsideFiles(of: path)
        #expect(aside.count == 3 && aside.filter { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }.count == 2,
                "the open index's -wal and -shm go with it: \(aside)")
        expectFreshIndex(index, at: path)
    }

    @Test("A row another program wrote with values this one cannot read is skipped, with one line")
    func anUnreadableRowIsSkipped() throws {
        let path = writtenIndex(count: 3)
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE photo SET format = 'tiff' WHERE path = '/photos/d0/p00001.jpg'")
            try db.execute(sql: "UPDATE photo SET format = 'JPEG' WHERE path = '/photos/d0/p00002.jpg'")
        }
        let index = PhotoIndex(path: path)
        let logged = LogCapture.lines {
            #expect(index.photos(under: "/photos").map(\.path) == ["/photos/d0/p00000.jpg"])
        }
        #expect(logged.filter { $0.contains("2 rows hold values this program cannot read") }.count >= 1)
    }

    @Test("An index a newer version migrated further is left alone, and this run keeps its index in memory")
    func aNewerIndexIsLeftAlone() throws {
        let path = writtenIndex(count: 3)
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('from the future')")
        }
        var index: PhotoIndex?
        let logged = LogCapture.lines { index = PhotoIndex(path: path) }
        #expect(lines(logged, about: path).count == 1)
        #expect(index?.isOnDisk == false)
        #expect(setAsideFiles(of: path).isEmpty)
        #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM photo") } == 3)
    }

    @Test("Where no folder can be made for it, the index lives in memory, with one line, and works")
    func noFolderMeansMemory() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("folio-index-file-\(UUID().uuidString)").path
        try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: blocker))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let path = blocker + "/folio/photos.sqlite"
        var index: PhotoIndex?
        let logged = LogCapture.lines { index = PhotoIndex(path: path) }
        #expect(lines(logged, about: path).count == 1)
        let memory = try #require(index)
        #expect(!memory.isOnDisk)
        #expect(memory.apply(upserting: [PhotoIndexFixtures.photo("/m/x.jpg", number: 1)], deleting: []))
        #expect(memory.photos(under: "/m").count == 1)
    }

    @Test("In a read-only cache folder, an index is read nowhere and a bad one stays; memory serves, with one line",
          .enabled(if: TemporaryDisk.canMount || getuid() != 0, "needs a read-only folder: a read-only bind mount (root) or permissions (another user)"))
    func aReadOnlyFolderMeansMemory() throws {
        for content in [nil, Data("garbage".utf8)] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-index-ro-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let path = folder + "/photos.sqlite"
            if let content { try content.write(to: URL(fileURLWithPath: path)) }
            let isMount = getuid() == 0
            if isMount {
                // Root ignores permissions, not a read-only mount: bind the folder onto itself read-only.
                #expect(mount(folder, folder, nil, UInt(MS_BIND), nil) == 0)
                #expect(mount(folder, folder, nil, UInt(MS_BIND | MS_REMOUNT | MS_RDONLY), nil) == 0)
            } else {
                chmod(folder, 0o500)
            }
            defer {
                if isMount { umount2(folder, Int32(MNT_DETACH)) } else { chmod(folder, 0o700) }
                try? FileManager.default.removeItem(atPath: folder)
            }
            var index: PhotoIndex?
            let logged = LogCapture.lines { index = PhotoIndex(path: path) }
            let about = lines(logged, about: path)
            #expect(about.count == 1 && about[0].contains("kept in memory"), "\(about)")
            let memory = try #require(index)
            #expect(!memory.isOnDisk)
            #expect(memory.apply(upserting: [PhotoIndexFixtures.photo("/m/x.jpg", number: 1)], deleting: []))
            #expect(memory.photo(at: "/m/x.jpg") != nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == (content == nil ? [] : ["photos.sqlite"]))
        }
    }
}
