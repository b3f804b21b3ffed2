import FolioCore
import Foundation
import Glibc
import Synchronization

/// Why a folder cannot be watched at all. A plain value: any thread.
enum FolderWatchError: Error, Equatable, CustomStringConvertible {
    /// The folder at `path` is not a folder, or inotify refused it (`reason` says which).
    case cannotWatch(path: String, reason: String)

    /// The one-line message: "cannot watch PATH for changes: REASON".
    var description: String {
        switch self {
        case .cannotWatch(let path, let reason): "cannot watch \(path) for changes: \(reason)"
        }
    }
}

/// Watches a folder and every folder under it with inotify, on a thread of its own, and hands
/// the app the changes to the photos' files in coalesced batches: a batch goes once nothing
/// has happened for `quietPeriod`, or once its first change is `longestDelay` old while changes
/// keep coming, so that copying hundreds of files is one batch or a few. A file is reported
/// when it is complete (closed after writing, or moved in), never when it is created. Hidden
/// files and folders (".name") and symbolic links are left out. The thread sleeps in `poll`
/// when there is nothing to do; `stop()` wakes and ends it at once. Any thread.
final class FolderWatcher: Sendable {
    /// How long the folder must be quiet before a batch goes.
    static let quietPeriod = Duration.milliseconds(150)
    /// The longest a change waits in a batch while others keep coming.
    static let longestDelay = Duration.seconds(1)
    /// How many bytes one read of the kernel's events asks for.
    private static let readByteCount = 64 << 10

    /// The folder watched, as a full path.
    let folder: String
    /// The inotify descriptor, closed by the thread when it ends (which drops every watch).
    private let inotify: Int32
    /// The read end of a pipe `stop()` writes to, ending the thread's `poll`.
    private let wakeRead: Int32
    /// The pipe's write end, closed by `stop()`.
    private let wakeWrite: Int32
    /// The folders under watch and their known files; the thread's alone once it runs.
    private let tree: WatchedTree
    /// Where batches go, on the watcher's thread.
    private let onChanges: @Sendable (FolderChanges) -> Void
    /// Set by `stop()`; the thread ends when it sees it.
    private let isStopping = Atomic<Bool>(false)
    /// The watcher thread until `stop()` has claimed it. `Locked` rather than `Mutex`, which
    /// ThreadSanitizer does not follow on Linux.
    private let thread = Locked<pthread_t?>(nil)

    /// Watches `folder` (every folder under it is watched too; the files there now are known
    /// and not reported) and starts the thread. The tree is walked before this returns, so that
    /// no change after it is missed: call it where the scan runs, not on the main thread. `onChanges` runs on the watcher's thread, one
    /// batch at a time, never with an empty batch: it should hand the batch on (to the main
    /// thread, to the index) rather than do long work there, since events wait meanwhile.
    /// `watchLimit` caps the watches as if the system's limit were reached there (nil: the
    /// system's limit alone). Call `stop()` when done: the thread holds the watcher until then.
    init(folder: String, watchLimit: Int? = nil,
         onChanges: @escaping @Sendable (FolderChanges) -> Void) throws(FolderWatchError) {
        // Paths are full paths; the folder itself may be a symbolic link (a photo folder kept
        // on another disk), though nothing under it is followed.
        let folder = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        self.folder = folder
        self.onChanges = onChanges
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotWatch(path: folder, reason: "not a folder")
        }
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else {
            let reason = errno == EMFILE
                ? "the system's limit of inotify instances (fs.inotify.max_user_instances) is reached"
                : String(cString: strerror(errno))
            throw .cannotWatch(path: folder, reason: reason)
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            let reason = String(cString: strerror(errno))
            close(inotify)
            throw .cannotWatch(path: folder, reason: reason)
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        tree = WatchedTree(inotify: inotify, rootPath: folder, watchLimit: watchLimit)
        guard tree.watchCount > 0 else {
            close(inotify); close(wakeRead); close(wakeWrite)
            throw .cannotWatch(path: folder, reason: "its watch could not be added")
        }
        var handle = pthread_t()
        // The thread holds the watcher until it returns, so `stop()` can always join it.
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&handle, nil, { context in
            let watcher = Unmanaged<FolderWatcher>.fromOpaque(context!).takeRetainedValue()
            Thread.current.name = "folio-watcher"
            watcher.watch()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<FolderWatcher>.fromOpaque(context).release()
            close(inotify); close(wakeRead); close(wakeWrite)
            throw .cannotWatch(path: folder, reason: "its thread could not start (\(String(cString: strerror(started))))")
        }
        thread.withLock { $0 = handle }
    }

    /// Stops watching: ends the thread and, unless called from `onChanges`, waits for it, so
    /// that `onChanges` is never called after this returns. Idempotent. Any thread.
    func stop() {
        guard let handle = thread.withLock({ thread in defer { thread = nil }; return thread }) else { return }
        isStopping.store(true, ordering: .releasing)
        if pthread_equal(handle, pthread_self()) != 0 {
            // Called from `onChanges`: the thread ends when it returns, and nobody joins it.
            pthread_detach(handle)
        } else {
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
            pthread_join(handle, nil)
        }
        close(wakeWrite)
    }

    /// The watcher thread's loop: sleeps in `poll` until events come, `stop()` wakes it, or a
    /// batch or a rename's first half is due.
    private func watch() {
        defer {
            // Closing the descriptor drops every watch.
            close(inotify)
            close(wakeRead)
        }
        var buffer = [UInt8](repeating: 0, count: Self.readByteCount)
        var firstChange: ContinuousClock.Instant?
        var lastEvent = ContinuousClock.now
        while !isStopping.load(ordering: .acquiring) {
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
            let deadline = [tree.pendingMovesDeadline,
                            firstChange.map { min($0 + Self.longestDelay, lastEvent + Self.quietPeriod) }]
                .compactMap { $0 }.min()
            guard poll(&descriptors, 2, Self.milliseconds(until: deadline)) >= 0 else {
                if errno == EINTR { continue }
                FolioLogger.content.line(.warning, "watching \(folder) for changes stops: \(String(cString: strerror(errno)))")
                return
            }
            if descriptors[0].revents != 0 { continue }
            if descriptors[1].revents & Int16(POLLERR | POLLNVAL) != 0 {
                FolioLogger.content.line(.warning, "watching \(folder) for changes stops: the kernel's event queue failed")
                return
            }
            if descriptors[1].revents & Int16(POLLIN) != 0, readEvents(into: &buffer) {
                lastEvent = .now
            }
            let now = ContinuousClock.now
            tree.resolvePendingMoves(now: now)
            guard tree.hasChanges else { continue }
            let since = firstChange ?? lastEvent
            firstChange = since
            if now - lastEvent >= Self.quietPeriod || now - since >= Self.longestDelay {
                firstChange = nil
                onChanges(tree.takeChanges())
            }
        }
    }

    /// Reads and applies every event waiting; whether there were any.
    private func readEvents(into buffer: inout [UInt8]) -> Bool {
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return any }
            any = true
            let events = buffer.withUnsafeBytes { InotifyEvent.events(in: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            for event in events { tree.handle(event) }
        }
    }

    /// `poll`'s timeout until `deadline`, rounded up to whole milliseconds; -1 (none) for nil.
    private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let left = deadline - .now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(min(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000, 60_000))
    }
}
