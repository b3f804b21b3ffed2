import Foundation
import Testing
@testable import FolioPhotos

/// Where the index lives, and how a file that cannot be an index is told apart and set aside.
@Suite("Photo index file")
struct PhotoIndexFileTests {
    @Test("The default path follows XDG_CACHE_HOME if absolute, else HOME/.cache")
    func theDefaultPathFollowsXDG() {
        #expect(PhotoIndexFile.defaultPath(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"])
                == "/var/cache/me/folio/photos.sqlite")
        #expect(PhotoIndexFile.defaultPath(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"])
                == "/home/me/.cache/folio/photos.sqlite", "a relative XDG_CACHE_HOME is ignored, as the specification says")
        #expect(PhotoIndexFile.defaultPath(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/me"])
                == "/home/me/.cache/folio/photos.sqlite")
        let fromPasswordDatabase = PhotoIndexFile.defaultPath(environment: [:])
        #expect(fromPasswordDatabase == nil || fromPasswordDatabase!.hasSuffix("/.cache/folio/photos.sqlite"))
    }

    @Test("The folder is made readable by its owner alone")
    func theFolderIsPrivate() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        #expect(PhotoIndexFile.makeFolder(for: path))
        let attributes = try FileManager.default.attributesOfItem(atPath: (path as NSString).deletingLastPathComponent)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("The time stamp of a set-aside file is UTC, to the second")
    func theTimestampIsUTC() {
        #expect(PhotoIndexFile.timestamp(Date(timeIntervalSince1970: 1_795_763_046.9)) == "20261127T070406Z")
    }

    @Test("Setting aside moves the file and its companions together, never over an earlier one")
    func settingAsideMovesCompanionsAndNeverOverwrites() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        _ = PhotoIndexFile.makeFolder(for: path)
        let now = Date(timeIntervalSince1970: 1_795_763_046)
        for round in 1...2 {
            for suffix in ["", "-wal", "-shm"] {
                try Data("round \(round)\(suffix)".utf8).write(to: URL(fileURLWithPath: path + suffix))
            }
            let moved = try PhotoIndexFile.setAside(path, now: now).get()
            #expect(moved == path + ".corrupt-20261127T070406Z" + (round == 1 ? "" : "-2"))
            for suffix in ["", "-wal", "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: path + suffix))
                #expect(try String(contentsOfFile: moved + suffix, encoding: .utf8) == "round \(round)\(suffix)")
            }
        }
    }

    @Test("A FIFO, a folder, a short or foreign file is judged before SQLite opens it")
    func problemsAreFoundBeforeOpening() throws {
        let path = PhotoIndexFixtures.temporaryIndexPath()
        defer { PhotoIndexFixtures.removeFolder(of: path) }
        _ = PhotoIndexFile.makeFolder(for: path)
        #expect(PhotoIndexFile.problem(at: path) == nil, "an absent file is made")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(PhotoIndexFile.problem(at: path) == nil, "an empty file is an empty database")
        try Data("SQLite format 3".utf8).write(to: URL(fileURLWithPath: path))
        #expect(PhotoIndexFile.problem(at: path) == .unusable("only 15 bytes long"))
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        #expect(PhotoIndexFile.problem(at: path) == .unusable("not an SQLite database"))
        var header = Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0, count: 84)
        header[68...71] = [0x12, 0x34, 0x56, 0x78]
        try Data(header).write(to: URL(fileURLWithPath: path))
        #expect(PhotoIndexFile.problem(at: path) == .unusable("another program's database (application id 12345678)"))
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path + "-wal", 0o600) == 0)
        #expect(PhotoIndexFile.problem(at: path) == .unusable("photos.sqlite-wal is not a regular file"))
        try FileManager.default.removeItem(atPath: path + "-wal")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(PhotoIndexFile.problem(at: path) == .unusable("a folder is in its place"))
    }
}
