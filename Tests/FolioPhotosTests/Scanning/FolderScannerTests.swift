import FolioCore
@testable import FolioPhotos
import Foundation
import TestSupport
import Testing

@Suite("Folder scanner")
struct FolderScannerTests {
    typealias Files = PhotoTestFiles
    let folder: ScanScratchFolder

    init() throws {
        folder = try ScanScratchFolder()
    }

    /// What a scan delivered.
    struct Run {
        var summary: ScanSummary
        var progresses: [ScanProgress]
        var seconds: Double
        /// Every record of every batch, by path.
        var records: [String: PhotoRecord] {
            Dictionary(progresses.flatMap(\.records).map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        }
        /// The records' paths relative to `root`, sorted.
        func paths(under root: String) -> [String] { records.keys.map { String($0.dropFirst(root.count + 1)) }.sorted() }
    }

    /// Scans `root` to its end; `react` sees each batch with the scanner (to cancel it, or to
    /// change the tree under it).
    private func scan(_ root: String, workers: Int = 2, known: [String: IndexedFileStamp] = [:], interval: Duration = .milliseconds(100),
                      react: @escaping @Sendable (ScanProgress, FolderScanner) -> Void = { _, _ in }) -> Run {
        let progresses = Locked<[ScanProgress]>([]), finishes = Locked<[ScanSummary]>([])
        let box = Locked<FolderScanner?>(nil)
        let scanner = FolderScanner(root: root, workerCount: workers, knownFiles: known, progressInterval: interval, onProgress: { progress in
            progresses.withLock { $0.append(progress) }
            if let scanner = box.current { react(progress, scanner) }
        }, onFinish: { summary in finishes.withLock { $0.append(summary) } })
        box.withLock { $0 = scanner }
        let start = ContinuousClock.now
        scanner.start()
        let summary = scanner.waitUntilFinished()
        let seconds = (ContinuousClock.now - start).seconds
        #expect(finishes.current == [summary], "onFinish is called once, before waitUntilFinished returns")
        return Run(summary: summary, progresses: progresses.current, seconds: seconds)
    }

    /// The stamps of `records`, as an index would keep them.
    private func known(_ records: [String: PhotoRecord]) -> [String: IndexedFileStamp] {
        records.mapValues(\.stamp)
    }

    @Test("A hostile tree: photos found by their bytes, hidden entries, FIFOs and linked folders passed over, a link loop harmless, empty and cut files skipped with one line each",
          .timeLimit(.minutes(1)), arguments: [1, 2])
    func hostileTree(workers: Int) throws {
        let exif = Files.cameraTIFF(orientation: 6, original: "2018:05:06 07:08:09")
        try folder.write(Files.jpeg(width: 64, height: 48, exif: exif), as: "a.jpg")
        try folder.write(Files.webp(width: 30, height: 20, exif: Files.cameraTIFF(original: "2020:01:02 03:04:05", littleEndian: true)), as: "sub/b.webp")
        try folder.write(Files.png(width: 7, height: 5), as: "sub/deeper/c.png")
        try folder.write(Files.gif, as: "d.gif")
        try folder.write(Files.jpeg(width: 8, height: 8), as: "photo.txt")
        try folder.write(Array("not a photo\n".utf8), as: "fake.jpg")
        try folder.write(Array("notes\n".utf8), as: "notes.txt")
        try folder.write([], as: "empty.jpg")
        try folder.write(Array(Files.jpeg(width: 64, height: 48, exif: exif).prefix(60)), as: "cut.jpg")
        try folder.write(Files.jpeg(width: 8, height: 8), as: ".hidden.jpg")
        try folder.write(Files.jpeg(width: 8, height: 8), as: ".cache/e.jpg")
        try folder.link("link.jpg", to: "a.jpg")
        try folder.link("dangling.jpg", to: "nowhere.jpg")
        try folder.link("sub/loop", to: "..")
        try folder.write(Files.jpeg(width: 8, height: 8), as: "elsewhere/f.jpg")
        try folder.folder("root")
        let root = folder.path + "/root"
        // The tree proper lives under root/; elsewhere/ is only reached by a link.
        for name in ["a.jpg", "sub", "d.gif", "photo.txt", "fake.jpg", "notes.txt", "empty.jpg", "cut.jpg", ".hidden.jpg", ".cache", "link.jpg", "dangling.jpg"] {
            try FileManager.default.moveItem(atPath: folder.path + "/" + name, toPath: root + "/" + name)
        }
        try folder.link("root/outside", to: folder.path + "/elsewhere")
        try #require(mkfifo(root + "/pipe.jpg", 0o644) == 0)

        var run: Run?
        let lines = LogCapture.lines { run = scan(root, workers: workers) }.filter { $0.contains(folder.path) }
        let result = try #require(run)
        #expect(result.paths(under: root) == ["a.jpg", "d.gif", "link.jpg", "photo.txt", "sub/b.webp", "sub/deeper/c.png"])
        #expect(result.seconds < 10, "the FIFO is never opened")
        let summary = result.summary
        #expect(summary.photoCount == 6 && summary.readCount == 6 && summary.unchangedCount == 0)
        #expect(summary.notPhotoCount == 2 && summary.skippedFileCount == 2 && summary.skippedFolderCount == 0)
        #expect(!summary.wasCancelled && summary.removedPaths.isEmpty)
        #expect(result.progresses.last?.foundCount == 10 && result.progresses.last?.indexedCount == 10)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.contains { $0.contains("empty.jpg: empty file") } && lines.contains { $0.contains("cut.jpg: JPEG header is cut or damaged") })

        let records = result.records
        let a = try #require(records[root + "/a.jpg"])
        #expect(a.format == .jpeg && a.pixelWidth == 64 && a.orientation == 6 && a.dateTaken == 1_525_590_489 && a.camera == "Canon EOS 5D")
        let link = try #require(records[root + "/link.jpg"])
        #expect(link.pixelWidth == a.pixelWidth && link.dateTaken == a.dateTaken, "a linked file is read under its link's path")
        #expect(records[root + "/sub/b.webp"]?.dateTaken == ExifDateTime.seconds(from: "2020:01:02 03:04:05"))
    }

    @Test("A folder that cannot be read is skipped with one line, and its known files are not reported removed")
    func unreadableFolder() throws {
        try folder.write(Files.jpeg(width: 8, height: 8), as: "open/a.jpg")
        let locked = try folder.write(Files.jpeg(width: 8, height: 8), as: "locked/b.jpg")
        var status = stat()
        try #require(stat(locked, &status) == 0)
        let known = [locked: IndexedFileStamp(status), folder.path + "/open/gone.jpg": IndexedFileStamp(byteCount: 5, modificationTime: 1)]
        try #require(chmod(folder.path + "/locked", 0) == 0)
        var run: Run?
        let lines = LogCapture.lines { run = scan(folder.path, known: known) }.filter { $0.contains(folder.path) }
        let summary = try #require(run).summary
        #expect(summary.removedPaths == [folder.path + "/open/gone.jpg"])
        if geteuid() == 0 {
            // Permissions do not stop root: the folder is read, and its file found unchanged.
            #expect(summary.photoCount == 2 && summary.unchangedCount == 1 && summary.skippedFolderCount == 0 && lines.isEmpty)
        } else {
            #expect(summary.photoCount == 1 && summary.skippedFolderCount == 1)
            #expect(lines == lines.filter { $0.contains("cannot read the folder \(folder.path)/locked (Permission denied); skipping it") } && lines.count == 1)
        }
    }

    @Test("A rescan reads only new and changed files, counts unchanged ones, and reports removed paths")
    func incremental() throws {
        try folder.write(Files.jpeg(width: 10, height: 10, exif: Files.cameraTIFF(original: "2011:01:01 00:00:00")), as: "a.jpg")
        let b = try folder.write(Files.jpeg(width: 20, height: 10, exif: Files.cameraTIFF(original: "2012:01:01 00:00:00")), as: "b.jpg")
        let c = try folder.write(Files.jpeg(width: 30, height: 10), as: "c.jpg")
        try folder.write(Files.png(width: 4, height: 4), as: "sub/d.png")
        let first = scan(folder.path)
        #expect(first.summary.photoCount == 4 && first.summary.readCount == 4)
        let known = known(first.records)

        // a.jpg: same size and time, other bytes: a rescan must trust the stamp and not read it.
        let a = folder.path + "/a.jpg"
        var status = stat()
        try #require(stat(a, &status) == 0)
        try folder.write([UInt8](repeating: 0x20, count: Int(status.st_size)), as: "a.jpg")
        var times = [status.st_atim, status.st_mtim]
        try #require(utimensat(AT_FDCWD, a, &times, 0) == 0)
        // b.jpg: redated, a second later.
        try folder.write(Files.jpeg(width: 20, height: 10, exif: Files.cameraTIFF(original: "2013:01:01 00:00:00")), as: "b.jpg")
        try #require(stat(b, &status) == 0)
        times = [status.st_atim, timespec(tv_sec: status.st_mtim.tv_sec + 1, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, b, &times, 0) == 0)
        try FileManager.default.removeItem(atPath: c)
        try folder.write(Files.gif, as: "sub/e.gif")

        let second = scan(folder.path, known: known)
        #expect(second.paths(under: folder.path) == ["b.jpg", "sub/e.gif"])
        #expect(second.records[b]?.dateTaken == ExifDateTime.seconds(from: "2013:01:01 00:00:00"))
        #expect(second.summary.photoCount == 4 && second.summary.readCount == 2 && second.summary.unchangedCount == 2)
        #expect(second.summary.removedPaths == [c])
        #expect(second.progresses.last?.foundCount == 4 && second.progresses.last?.indexedCount == 4)
    }

    @Test("Progress comes in batches no closer than the interval, counts never go back, every record once", arguments: [1, 2])
    func batches(workers: Int) throws {
        for index in 0..<600 { try folder.write(Files.jpeg(width: 8 + index % 5, height: 8), as: "f\(index / 100)/p\(index).jpg") }
        let once = scan(folder.path, workers: workers, interval: .seconds(3600))
        #expect(once.progresses.count == 1, "only the final batch within an hour")
        #expect(once.progresses.first?.records.count == 600 && once.progresses.first?.foundCount == 600)

        let run = scan(folder.path, workers: workers, interval: .milliseconds(100))
        let all = run.progresses.flatMap(\.records)
        #expect(all.count == 600 && Set(all.map(\.path)).count == 600 && run.summary.readCount == 600)
        for (earlier, later) in zip(run.progresses, run.progresses.dropFirst()) {
            #expect(earlier.foundCount <= later.foundCount && earlier.indexedCount <= later.indexedCount)
        }
        #expect(run.progresses.count <= Int(run.seconds / 0.1) + 2)
    }

    @Test("Cancelling ends the scan promptly, says so, and reports nothing removed", .timeLimit(.minutes(1)), arguments: [1, 2])
    func cancellation(workers: Int) throws {
        for index in 0..<2000 { try folder.write(Files.jpeg(width: 8, height: 8), as: "f\(index / 100)/p\(index).jpg") }
        let known = [folder.path + "/stale.jpg": IndexedFileStamp(byteCount: 1, modificationTime: 1)]
        let run = scan(folder.path, workers: workers, known: known, interval: .zero) { _, scanner in scanner.cancel() }
        #expect(run.summary.wasCancelled && run.summary.removedPaths.isEmpty)
        #expect(run.summary.photoCount < 2000, "\(run.summary.photoCount) photos")
        #expect(run.seconds < 5)

        // Cancelled at once, before the workers have taken anything.
        let scanner = FolderScanner(root: folder.path, workerCount: workers, knownFiles: known)
        scanner.start()
        scanner.cancel()
        let summary = scanner.waitUntilFinished()
        #expect(summary.wasCancelled && summary.removedPaths.isEmpty && summary.photoCount < 2000)
    }

    @Test("A folder deleted mid-scan is passed over in silence; a missing root is logged and removes nothing")
    func vanishing() throws {
        try folder.write(Files.jpeg(width: 8, height: 8), as: "stays.jpg")
        for index in 0..<5 { try folder.write(Files.jpeg(width: 8, height: 8), as: "goes/p\(index).jpg") }
        let goes = folder.path + "/goes"
        var run: Run?
        let lines = LogCapture.lines {
            // One worker lists the root first; the first batch comes right after it.
            run = scan(folder.path, workers: 1, interval: .zero) { _, _ in try? FileManager.default.removeItem(atPath: goes) }
        }.filter { $0.contains(folder.path) }
        let summary = try #require(run).summary
        #expect(summary.photoCount == 1 && summary.skippedFolderCount == 0 && !summary.wasCancelled)
        #expect(lines.isEmpty, "\(lines)")

        let missing = folder.path + "/unmounted"
        var missingRun: Run?
        let missingLines = LogCapture.lines {
            missingRun = scan(missing, known: [missing + "/a.jpg": IndexedFileStamp(byteCount: 1, modificationTime: 1)])
        }.filter { $0.contains(missing) }
        let missingSummary = try #require(missingRun).summary
        #expect(missingSummary.skippedFolderCount == 1 && missingSummary.removedPaths.isEmpty)
        #expect(missingLines.count == 1)
    }
}
