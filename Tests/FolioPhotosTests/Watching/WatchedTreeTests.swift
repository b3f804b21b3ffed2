@testable import FolioPhotos
import Foundation
import Glibc
import Testing

/// The tree driven directly: its walk over real folders, and events the kernel sends rarely.
@Suite struct WatchedTreeTests {
    private static func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-tree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("The walk watches every real folder once, never through a symbolic link, and knows the visible regular files")
    func walk() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/.cache", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/a/b/photo.jpg", contents: Data([1]))
        _ = FileManager.default.createFile(atPath: folder + "/top.png", contents: Data([1]))
        _ = FileManager.default.createFile(atPath: folder + "/.cache/hidden.jpg", contents: Data([1]))
        // A loop back to the root, a link to a file, and a FIFO.
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/b/loop", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.jpg", withDestinationPath: folder + "/top.png")
        #expect(mkfifo(folder + "/pipe.jpg", 0o644) == 0)
        let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(inotify >= 0)
        defer { close(inotify) }
        let tree = WatchedTree(inotify: inotify, rootPath: folder + "/", watchLimit: nil)
        #expect(tree.watchCount == 3)
        #expect(tree.knownFiles == [folder + "/a/b/photo.jpg", folder + "/top.png"])
        #expect(!tree.hasChanges)
    }

    @Test("A queue overflow turns the batch into a rescan and watches the tree afresh")
    func overflow() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/a", withIntermediateDirectories: true)
        let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(inotify >= 0)
        defer { close(inotify) }
        let tree = WatchedTree(inotify: inotify, rootPath: folder, watchLimit: nil)
        _ = FileManager.default.createFile(atPath: folder + "/a/new.jpg", contents: Data([1]))
        tree.handle(InotifyEvent(watchDescriptor: -1, mask: UInt32(IN_Q_OVERFLOW), cookie: 0, name: nil))
        let changes = tree.takeChanges()
        #expect(changes.needsRescan)
        #expect(changes.added.isEmpty)
        #expect(tree.watchCount == 2)
        #expect(tree.knownFiles == [folder + "/a/new.jpg"])
        #expect(!tree.hasChanges)
    }

    @Test("A rename's first half with no second within the window is a move out: the file is removed")
    func unmatchedMove() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/a.jpg", contents: Data([1]))
        let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(inotify >= 0)
        defer { close(inotify) }
        let tree = WatchedTree(inotify: inotify, rootPath: folder, watchLimit: nil)
        // The root's watch is the first this descriptor made.
        tree.handle(InotifyEvent(watchDescriptor: 1, mask: UInt32(IN_MOVED_FROM), cookie: 9, name: "a.jpg"))
        let now = ContinuousClock.now
        tree.resolvePendingMoves(now: now)
        #expect(!tree.hasChanges)
        #expect(tree.pendingMovesDeadline != nil)
        tree.resolvePendingMoves(now: now + WatchedTree.moveMatchWindow * 2)
        #expect(tree.takeChanges().removed == [folder + "/a.jpg"])
        #expect(tree.pendingMovesDeadline == nil)
        #expect(tree.knownFiles.isEmpty)
    }

    @Test("The system's watch limit the message quotes is the kernel's, read from /proc")
    func systemWatchLimit() throws {
        let text = try String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8)
        let kernel = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(WatchedTree.systemWatchLimit == kernel)
    }
}
