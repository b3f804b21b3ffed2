import Foundation
import Testing
import TestSupport
@testable import FolioCore

/// The disk cache on its own: where it lives by default, what it keeps, what it evicts first,
/// and how it copes with a folder it cannot trust.
@Suite("Image disk cache")
struct ImageDiskCacheTests {
    private func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("folio-cache-\(UUID().uuidString)").path
    }

    private func url(_ name: String) -> URL {
        URL(string: "https://images.example.com/\(name).jpg")!
    }

    @Test("The default folder follows XDG_CACHE_HOME, then HOME")
    func theDefaultFolderFollowsXDG() {
        #expect(ImageDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"])
                == "/var/cache/me/folio/images")
        #expect(ImageDiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"])
                == "/home/me/.cache/folio/images", "a relative XDG_CACHE_HOME is ignored, as the specification says")
        #expect(ImageDiskCache.defaultDirectory(environment: ["HOME": "/home/me"]) == "/home/me/.cache/folio/images")
        #expect(ImageDiskCache.defaultDirectory(environment: [:]) == nil)
    }

    @Test("Entries are named by 32 hexadecimal digits of the URL's SHA-256")
    func entriesAreNamedByTheURLsHash() {
        let cache = ImageDiskCache(directory: temporaryFolder())
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let name = (cache.entryPath(for: URL(string: "abc")!) as NSString).lastPathComponent
        #expect(name == "ba7816bf8f01cfea414140de5dae2223")
        #expect(cache.entryPath(for: url("a")) != cache.entryPath(for: url("b")))
    }

    @Test("What is stored is found by URL, holding exactly the bytes, until cleared")
    func whatIsStoredIsFoundUntilCleared() throws {
        let cache = ImageDiskCache(directory: temporaryFolder())
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let bytes = Data((0..<5000).map { UInt8($0 % 251) })
        #expect(cache.cachedFile(for: url("kept")) == nil)
        let stored = try #require(cache.store(bytes, for: url("kept")))
        #expect(cache.cachedFile(for: url("kept")) == stored)
        #expect(FileManager.default.contents(atPath: stored) == bytes)
        #expect(cache.cachedFile(for: url("other")) == nil)
        #expect(cache.totalByteCount == 5000)
        cache.clear()
        #expect(cache.cachedFile(for: url("kept")) == nil)
        #expect(cache.totalByteCount == 0)
        #expect(cache.store(bytes, for: url("kept")) != nil, "usable after clearing")
    }

    @Test("Eviction keeps the total within the bound, removing the least recently used first")
    func evictionRemovesTheLeastRecentlyUsedFirst() throws {
        let cache = ImageDiskCache(directory: temporaryFolder(), maxByteCount: 10_000)
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let bytes = Data(repeating: 7, count: 3000)
        // Modification times are only as fine as the kernel's clock tick: space the uses out.
        for name in ["a", "b", "c"] {
            #expect(cache.store(bytes, for: url(name)) != nil)
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(cache.cachedFile(for: url("a")) != nil, "a used again: b is now the least recently used")
        Thread.sleep(forTimeInterval: 0.02)
        #expect(cache.store(bytes, for: url("d")) != nil)
        #expect(cache.cachedFile(for: url("b")) == nil)
        for name in ["a", "c", "d"] { #expect(cache.cachedFile(for: url(name)) != nil, "\(name) kept") }
        #expect(cache.totalByteCount <= 10_000)

        for index in 0..<20 { cache.store(bytes, for: url("more-\(index)")) }
        #expect(cache.totalByteCount <= 10_000)
        #expect(cache.cachedFile(for: url("more-19")) != nil, "the newest is kept")
    }

    @Test("An entry larger than the whole bound is not kept")
    func anEntryLargerThanTheBoundIsNotKept() {
        let cache = ImageDiskCache(directory: temporaryFolder(), maxByteCount: 1000)
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        #expect(cache.store(Data(repeating: 1, count: 1001), for: url("big")) == nil)
        #expect(cache.totalByteCount == 0)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: cache.directory)) ?? ["?"]).isEmpty)
    }

    @Test("An empty entry, or one over the file limit, is removed and missed")
    func anEmptyOrOversizedEntryIsMissed() throws {
        let cache = ImageDiskCache(directory: temporaryFolder())
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        #expect(FileManager.default.createFile(atPath: cache.entryPath(for: url("empty")), contents: Data()))
        #expect(cache.cachedFile(for: url("empty")) == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.entryPath(for: url("empty"))))
        #expect(cache.store(Data(repeating: 1, count: 2000), for: url("large")) != nil)
        #expect(cache.cachedFile(for: url("large"), maxFileByteCount: 1000) == nil)
        #expect(cache.isEnabled)
    }

    @Test("An entry that is not a regular file turns the cache off, with one line")
    func anEntryThatIsNotARegularFileTurnsTheCacheOff() throws {
        let cache = ImageDiskCache(directory: temporaryFolder())
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        try FileManager.default.createDirectory(atPath: cache.entryPath(for: url("folder")), withIntermediateDirectories: false)
        let lines = LogCapture.lines {
            #expect(cache.cachedFile(for: url("folder")) == nil)
            #expect(cache.cachedFile(for: url("folder")) == nil)
        }
        #expect(!cache.isEnabled)
        #expect(lines.filter { $0.contains(cache.directory) }.count == 1, "\(lines)")
        #expect(cache.store(Data([1]), for: url("after")) == nil, "an off cache keeps nothing")
    }

    @Test("A symbolic link in an entry's place is not followed")
    func aSymbolicLinkIsNotFollowed() throws {
        let cache = ImageDiskCache(directory: temporaryFolder())
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        try FileManager.default.createSymbolicLink(atPath: cache.entryPath(for: url("link")), withDestinationPath: "/etc/hostname")
        #expect(cache.cachedFile(for: url("link")) == nil)
        #expect(!cache.isEnabled)
    }

    @Test("Temporary files are never found by URL; stale ones go when a cache opens the folder")
    func temporaryFilesAreNeverFound() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = ImageDiskCache(directory: folder)
        let writer = try #require(first.makeWriter(for: url("half")))
        #expect(writer.append(Data(repeating: 3, count: 500)))
        #expect(first.cachedFile(for: url("half")) == nil, "half written: not an entry")
        #expect(ImageDiskCache(directory: folder, staleTemporaryFileAge: .seconds(600)).totalByteCount == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1, "a fresh temporary file stays")
        _ = ImageDiskCache(directory: folder, staleTemporaryFileAge: .zero)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "a stale one goes")
        writer.abandon()
        #expect(first.cachedFile(for: url("half")) == nil)
    }

    @Test("A writer whose temporary file was removed still gives its bytes back")
    func aWriterWhoseFileWasRemovedGivesItsBytesBack() throws {
        let cache = ImageDiskCache(directory: temporaryFolder())
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let writer = try #require(cache.makeWriter(for: url("raced")))
        let bytes = Data((0..<3000).map { UInt8($0 % 200) })
        #expect(writer.append(bytes))
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.directory) {
            try FileManager.default.removeItem(atPath: cache.directory + "/" + name)
        }
        guard case .notStored(let back) = writer.commit() else {
            Issue.record("not stored, with its bytes")
            return
        }
        #expect(back == bytes)
        #expect(cache.isEnabled, "another process clearing the folder is no reason to stop")
    }
}
