import FolioCore
@testable import FolioPhotos
import Foundation
import Glibc
import TestSupport
import Testing

/// A real folder under /tmp, watched; each test its own. The waits poll for the batches with
/// a generous deadline rather than sleeping a fixed time.
@Suite struct FolderWatcherTests {
    /// A fresh folder, its path without a trailing slash, removed by `remove`.
    private static func makeFolder(_ label: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-watch-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `byteCount` bytes to a new file at `path` and closes it.
    private static func write(_ path: String, byteCount: Int = 1000) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x5A, count: byteCount))
    }

    /// Starts watching `folder`, collecting the batches and the name of the thread each came on.
    private static func watch(_ folder: String, watchLimit: Int? = nil) throws
        -> (FolderWatcher, Locked<[FolderChanges]>, Locked<Set<String>>) {
        let batches = Locked<[FolderChanges]>([]), threads = Locked<Set<String>>([])
        let watcher = try FolderWatcher(folder: folder, watchLimit: watchLimit) { changes in
            batches.withLock { $0.append(changes) }
            threads.withLock { _ = $0.insert(Thread.current.name ?? "") }
        }
        return (watcher, batches, threads)
    }

    /// Waits until the batches so far satisfy `condition`, up to `seconds`; whether they did.
    private static func waitFor(_ batches: Locked<[FolderChanges]>, seconds: Double = 10,
                                _ condition: ([FolderChanges]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(batches.current) { return true }
            usleep(10_000)
        }
        return condition(batches.current)
    }

    @Test("A file written slowly in two parts is reported once, added, after it is closed, on the watcher's thread")
    func slowWrite() throws {
        let folder = try Self.makeFolder("slow")
        defer { Self.remove(folder) }
        let (watcher, batches, threads) = try Self.watch(folder)
        defer { watcher.stop() }
        let path = folder + "/slow.jpg"
        // Created and written through one descriptor, as a camera import or a download does.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        let part = [UInt8](repeating: 1, count: 5000)
        #expect(Glibc.write(descriptor, part, part.count) == part.count)
        // Longer than the quiet period: a batch would have gone by now if the open file counted.
        usleep(UInt32(FolderWatcher.quietPeriod.seconds * 3 * 1_000_000))
        #expect(batches.current.allSatisfy { !$0.added.contains(path) })
        #expect(Glibc.write(descriptor, part, part.count) == part.count)
        close(descriptor)
        #expect(Self.waitFor(batches) { $0.contains { $0.added.contains(path) } })
        usleep(UInt32(FolderWatcher.quietPeriod.seconds * 2 * 1_000_000))
        #expect(batches.current.filter { $0.added.contains(path) || $0.rewritten.contains(path) }.count == 1)
        #expect(threads.current == ["folio-watcher"])
    }

    @Test("A known file deleted is removed; one written again is rewritten; hidden files are never reported")
    func deleteAndRewrite() throws {
        let folder = try Self.makeFolder("delete")
        defer { Self.remove(folder) }
        Self.write(folder + "/gone.jpg")
        Self.write(folder + "/again.jpg")
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: folder + "/gone.jpg")
        Self.write(folder + "/again.jpg", byteCount: 2000)
        Self.write(folder + "/.hidden.jpg")
        #expect(Self.waitFor(batches) { batches in
            batches.contains { $0.removed.contains(folder + "/gone.jpg") } && batches.contains { $0.rewritten.contains(folder + "/again.jpg") }
        })
        let all = batches.current
        #expect(all.allSatisfy { $0.added.isEmpty && !$0.needsRescan })
    }

    @Test("A file renamed within the tree, into a subfolder, is one rename from old to new")
    func renameWithinTree() throws {
        let folder = try Self.makeFolder("rename")
        defer { Self.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        Self.write(folder + "/a.jpg")
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        #expect(rename(folder + "/a.jpg", folder + "/sub/b.jpg") == 0)
        #expect(Self.waitFor(batches) { !$0.isEmpty })
        usleep(UInt32(FolderWatcher.quietPeriod.seconds * 2 * 1_000_000))
        let all = batches.current
        #expect(all.flatMap(\.renames) == [FileRename(from: folder + "/a.jpg", to: folder + "/sub/b.jpg")])
        #expect(all.allSatisfy { $0.added.isEmpty && $0.removed.isEmpty })
    }

    @Test("A folder renamed within the tree renames every file under it, in subfolders too")
    func folderRenamed() throws {
        let folder = try Self.makeFolder("folder-rename")
        defer { Self.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/2024/may", withIntermediateDirectories: true)
        Self.write(folder + "/2024/a.jpg")
        Self.write(folder + "/2024/may/b.jpg")
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        #expect(rename(folder + "/2024", folder + "/twenty-four") == 0)
        #expect(Self.waitFor(batches) { $0.flatMap(\.renames).count == 2 })
        // The moved folder's watches follow it: a file written there now has its new path.
        Self.write(folder + "/twenty-four/may/c.jpg")
        #expect(Self.waitFor(batches) { $0.contains { $0.added.contains(folder + "/twenty-four/may/c.jpg") } })
        #expect(Set(batches.current.flatMap(\.renames)) == [
            FileRename(from: folder + "/2024/a.jpg", to: folder + "/twenty-four/a.jpg"),
            FileRename(from: folder + "/2024/may/b.jpg", to: folder + "/twenty-four/may/b.jpg"),
        ])
    }

    @Test("A folder moved in arrives whole; moved out again, everything under it is removed")
    func folderMovedInAndOut() throws {
        let folder = try Self.makeFolder("move-in")
        let outside = try Self.makeFolder("outside")
        defer { Self.remove(folder); Self.remove(outside) }
        try FileManager.default.createDirectory(atPath: outside + "/trip/day2", withIntermediateDirectories: true)
        let names = ["trip/1.jpg", "trip/2.jpg", "trip/day2/3.jpg"]
        for name in names { Self.write(outside + "/" + name) }
        Self.write(outside + "/trip/.thumbs")
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        #expect(rename(outside + "/trip", folder + "/trip") == 0)
        let inside = Set(names.map { folder + "/" + $0 })
        #expect(Self.waitFor(batches) { Set($0.flatMap(\.added)) == inside })
        // Its subfolder is watched now.
        Self.write(folder + "/trip/day2/4.jpg")
        #expect(Self.waitFor(batches) { $0.contains { $0.added.contains(folder + "/trip/day2/4.jpg") } })
        #expect(rename(folder + "/trip", outside + "/back") == 0)
        #expect(Self.waitFor(batches) { Set($0.flatMap(\.removed)) == inside.union([folder + "/trip/day2/4.jpg"]) })
        // No longer watched: what is written there now is not reported.
        let before = batches.current.count
        Self.write(outside + "/back/day2/5.jpg")
        usleep(UInt32(FolderWatcher.quietPeriod.seconds * 3 * 1_000_000))
        #expect(batches.current.count == before)
    }

    @Test("A new subfolder is watched, and the files written in it are added")
    func newSubfolder() throws {
        let folder = try Self.makeFolder("subfolder")
        defer { Self.remove(folder) }
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: folder + "/new/deeper", withIntermediateDirectories: true)
        Self.write(folder + "/new/a.jpg")
        Self.write(folder + "/new/deeper/b.jpg")
        #expect(Self.waitFor(batches) { Set($0.flatMap(\.added)) == [folder + "/new/a.jpg", folder + "/new/deeper/b.jpg"] })
        try FileManager.default.removeItem(atPath: folder + "/new")
        #expect(Self.waitFor(batches) { Set($0.flatMap(\.removed)) == [folder + "/new/a.jpg", folder + "/new/deeper/b.jpg"] })
    }

    @Test("Copying 500 files is one batch or a few, with every file added")
    func manyFilesCoalesce() throws {
        let folder = try Self.makeFolder("many")
        defer { Self.remove(folder) }
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        let paths = (0..<500).map { folder + "/photo-\($0).jpg" }
        for path in paths { Self.write(path, byteCount: 2000) }
        #expect(Self.waitFor(batches) { Set($0.flatMap(\.added)) == Set(paths) })
        // The copy takes well under the longest delay here; allow for a slow machine.
        #expect(batches.current.count <= 5)
    }

    @Test("Changes that never pause still go out in batches at most about a second old")
    func steadyStream() throws {
        let folder = try Self.makeFolder("stream")
        defer { Self.remove(folder) }
        let (watcher, batches, _) = try Self.watch(folder)
        defer { watcher.stop() }
        let start = ContinuousClock.now
        var firstBatchAfter: Duration?
        // A file every 50 ms for 2.5 s: never quiet for the quiet period.
        for index in 0..<50 {
            Self.write(folder + "/stream-\(index).jpg")
            if firstBatchAfter == nil, !batches.current.isEmpty { firstBatchAfter = ContinuousClock.now - start }
            usleep(50_000)
        }
        let waited = try #require(firstBatchAfter, "no batch while the files kept coming")
        #expect(waited < FolderWatcher.longestDelay * 2, "the first batch came after \(waited)")
        #expect(Self.waitFor(batches) { $0.flatMap(\.added).count == 50 })
    }

    @Test("The watched folder deleted: every file in it is removed, and one line says it is no longer watched")
    func rootDeleted() throws {
        let folder = try Self.makeFolder("root")
        defer { Self.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        Self.write(folder + "/a.jpg")
        Self.write(folder + "/sub/b.jpg")
        var watched: (FolderWatcher, Locked<[FolderChanges]>, Locked<Set<String>>)?
        let lines = try LogCapture.lines {
            let (watcher, batches, threads) = try Self.watch(folder)
            watched = (watcher, batches, threads)
            try FileManager.default.removeItem(atPath: folder)
            #expect(Self.waitFor(batches) { Set($0.flatMap(\.removed)) == [folder + "/a.jpg", folder + "/sub/b.jpg"] })
        }
        let (watcher, _, _) = try #require(watched)
        watcher.stop()
        #expect(lines.filter { $0.contains(folder) && $0.contains("no longer watched") }.count == 1)
    }

    @Test("stop() wakes the sleeping thread and returns within 100 ms; no batch comes afterwards")
    func stopIsPrompt() throws {
        let folder = try Self.makeFolder("stop")
        defer { Self.remove(folder) }
        let (watcher, batches, _) = try Self.watch(folder)
        usleep(50_000)
        let start = ContinuousClock.now
        watcher.stop()
        let took = ContinuousClock.now - start
        #expect(took < .milliseconds(100), "stop took \(took)")
        watcher.stop()
        Self.write(folder + "/late.jpg")
        usleep(UInt32(FolderWatcher.quietPeriod.seconds * 3 * 1_000_000))
        #expect(batches.current.isEmpty)
    }

    @Test("Reaching the watch limit logs one line saying how to raise it, and the folders within it are still watched")
    func watchLimit() throws {
        let folder = try Self.makeFolder("limit")
        defer { Self.remove(folder) }
        for name in ["a", "b", "c", "d", "e"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: false)
        }
        var watched: (FolderWatcher, Locked<[FolderChanges]>, Locked<Set<String>>)?
        let lines = try LogCapture.lines { watched = try Self.watch(folder, watchLimit: 2) }
        let (watcher, batches, _) = try #require(watched)
        defer { watcher.stop() }
        let ours = lines.filter { $0.contains(folder) }
        #expect(ours.count == 1)
        #expect(ours.first?.contains("too large to watch in full") == true)
        #expect(ours.first?.contains("fs.inotify.max_user_watches") == true)
        if let limit = WatchedTree.systemWatchLimit { #expect(ours.first?.contains("limit of \(limit) folder watches") == true) }
        Self.write(folder + "/top.jpg")
        #expect(Self.waitFor(batches) { $0.contains { $0.added.contains(folder + "/top.jpg") } })
    }

    @Test("A watched folder named through a symbolic link is watched, and its files are reported under that name")
    func rootThroughLink() throws {
        let folder = try Self.makeFolder("real")
        let link = folder + "-link"
        defer { Self.remove(folder); Self.remove(link) }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
        let (watcher, batches, _) = try Self.watch(link)
        defer { watcher.stop() }
        Self.write(folder + "/via-link.jpg")
        #expect(Self.waitFor(batches) { $0.contains { $0.added == [link + "/via-link.jpg"] } })
    }

    @Test("A folder that is not there, or is a file, cannot be watched, with the reason")
    func notAFolder() throws {
        let folder = try Self.makeFolder("not")
        defer { Self.remove(folder) }
        Self.write(folder + "/file.jpg")
        #expect(throws: FolderWatchError.cannotWatch(path: folder + "/file.jpg", reason: "not a folder")) {
            _ = try FolderWatcher(folder: folder + "/file.jpg") { _ in }
        }
        #expect(throws: FolderWatchError.self) { _ = try FolderWatcher(folder: folder + "/missing") { _ in } }
    }
}
