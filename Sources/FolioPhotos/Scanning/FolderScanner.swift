import FolioCore
import FolioSDL
import Foundation
import Glibc
import Synchronization

/// Scans a folder tree for photos on `workerCount` threads of its own, breadth-first: lists
/// folders, reads the headers of files that are new or changed since the index (`knownFiles`),
/// and reports progress in batches at most every `progressInterval`, then one summary, removed
/// paths included. Cancellable: `cancel()` ends it within one file's headers or one folder
/// entry.
///
/// The tree is hostile. Hidden entries (names starting with ".") are passed over, as photo
/// browsers do. Symlinked folders are not followed (as photo apps do not: a link to a parent, or
/// to "/", would otherwise rescan or loop), and a folder reached twice by other means (a bind
/// mount) is listed once, by its (device, inode). A symlinked file is read, under its link's
/// path, when it resolves to a regular file. FIFOs, sockets and devices are told apart by
/// `d_type` or `lstat` and never opened; folders are opened without blocking and without
/// following a link swapped in since. Unreadable folders and files are skipped with one log line
/// each; a folder or file gone mid-scan is passed over in silence.
///
/// Start once; the callbacks are called on a worker, one at a time, `onFinish` last and once.
/// `cancel()` and `waitUntilFinished()` from any thread.
final class FolderScanner: @unchecked Sendable {
    // @unchecked: `state` is only touched with `lock` held; `cancelled` is atomic; the rest is
    // set in `init` and never changed.

    /// One piece of work: a folder to list, or a file to read, with the stamp it was found with.
    enum Item {
        case folder(String)
        case file(String, IndexedFileStamp)
    }

    /// The folder scanned, as given, less a trailing "/".
    let root: String
    /// The threads that scan.
    let workerCount: Int
    /// The most time between two progress batches while files are being read.
    let progressInterval: Duration
    private let knownFiles: [String: IndexedFileStamp]
    private let decoder: SDLImageDecoder
    private let onProgress: @Sendable (ScanProgress) -> Void
    private let onFinish: @Sendable (ScanSummary) -> Void
    private let lock = NSCondition()
    private var state = FolderScanState()
    /// Held while a batch is delivered, so that batches arrive one at a time and in order.
    private let delivery = NSLock()
    private let cancelled = Atomic(false)
    private let started = Atomic(false)
    private let startTime = Locked(ContinuousClock.now)

    /// A scan of `root` that will not re-read the files of `knownFiles` (path -> stamp) whose
    /// stamp is unchanged. Any thread.
    init(
        root: String, workerCount: Int, knownFiles: [String: IndexedFileStamp] = [:], decoder: SDLImageDecoder = SDLImageDecoder(),
        progressInterval: Duration = .milliseconds(100),
        onProgress: @escaping @Sendable (ScanProgress) -> Void = { _ in }, onFinish: @escaping @Sendable (ScanSummary) -> Void = { _ in }
    ) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.workerCount = max(1, workerCount)
        self.knownFiles = knownFiles
        self.decoder = decoder
        self.progressInterval = progressInterval
        self.onProgress = onProgress
        self.onFinish = onFinish
    }

    /// Starts the workers; a second call does nothing. Any thread.
    func start() {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        let now = ContinuousClock.now
        startTime.withLock { $0 = now }
        lock.withLock {
            state.lastDelivery = now
            state.enqueue([.folder(root)])
        }
        for index in 0..<workerCount {
            let thread = Thread { [self] in work() }
            thread.name = "folio-photos scan \(index + 1)"
            thread.start()
        }
    }

    /// Ends the scan early: the workers stop after what they are doing, and the summary says it
    /// was cancelled and reports no removed paths. Any thread.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        lock.withLock { lock.broadcast() }
    }

    /// Whether `cancel()` was called. Any thread.
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Waits for the scan to end and returns its summary (after `onFinish` was called). Any
    /// thread but a worker's.
    func waitUntilFinished() -> ScanSummary {
        lock.withLock {
            while state.finished == nil { lock.wait() }
            return state.finished!
        }
    }

    /// A worker: takes items until there are none and no other worker may make more. Called on
    /// a worker.
    private func work() {
        while let item = nextItem() {
            switch item {
            case .folder(let path): list(path)
            case .file(let path, let stamp): read(path, stamp: stamp)
            }
            lock.withLock {
                state.busyCount -= 1
                if state.busyCount == 0 || !state.isQueueEmpty { lock.broadcast() }
            }
            deliverIfDue()
        }
        let isLast = lock.withLock {
            state.leftCount += 1
            return state.leftCount == workerCount
        }
        if isLast { finish() }
    }

    /// The next item, waiting while other workers may still add some; nil when the work is done
    /// or cancelled. Called on a worker.
    private func nextItem() -> Item? {
        lock.withLock {
            while true {
                if isCancelled { return nil }
                if let item = state.dequeue() {
                    state.busyCount += 1
                    return item
                }
                if state.busyCount == 0 { return nil }
                lock.wait()
            }
        }
    }

    /// Lists the folder at `path`: queues its folders and its new or changed files, counts its
    /// unchanged ones. Called on a worker.
    private func list(_ path: String) {
        // The root may be a link (the user named it); below it, a folder swapped for a link
        // since it was listed is not followed.
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC | (path == root ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            // Gone, or replaced by a file or a link, since its parent was listed. The root is
            // never passed over in silence: a missing root (a drive not mounted) must not look
            // like an empty folder whose photos were all removed.
            guard path == root || (code != ENOENT && code != ENOTDIR && code != ELOOP) else { return }
            skipFolder(path, reason: String(cString: strerror(code)))
            return
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, let directory = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            skipFolder(path, reason: String(cString: strerror(code)))
            return
        }
        defer { closedir(directory) }
        let identity = FolderIdentity(UInt64(status.st_dev), UInt64(status.st_ino))
        guard lock.withLock({ state.visitedFolders.insert(identity).inserted }) else { return }

        var items: [Item] = [], unchanged: [String] = [], foundCount = 0
        while !isCancelled {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { skipFolder(path, reason: String(cString: strerror(errno))) }
                break
            }
            let nameBytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if nameBytes.first == UInt8(ascii: ".") { continue }  // hidden, "." and ".." among them
            guard let name = String(validating: nameBytes, as: UTF8.self) else {
                FolioLogger.content.line(.warning, "skipping a name in \(path) that is not UTF-8: \(String(decoding: nameBytes, as: UTF8.self))")
                continue
            }
            let child = path == "/" ? "/" + name : path + "/" + name
            switch kind(of: name, type: entry.pointee.d_type, in: dirfd(directory)) {
            case .folder:
                items.append(.folder(child))
            case .file(let stamp):
                foundCount += 1
                if knownFiles[child] == stamp { unchanged.append(child) } else { items.append(.file(child, stamp)) }
            case nil:
                continue
            }
        }
        lock.withLock {
            state.foundCount += foundCount
            state.indexedCount += unchanged.count
            state.summary.unchangedCount += unchanged.count
            state.summary.photoCount += unchanged.count
            state.keptPaths.formUnion(unchanged)
            state.enqueue(items)
            if !items.isEmpty { lock.broadcast() }
        }
    }

    /// What the entry `name` of the folder open as `folder` is to the scan: a folder to list, a
    /// file to read (a regular file, or a link to one) with its stamp, or nothing (a FIFO, a
    /// socket, a device, a link to a folder or to nothing, an entry gone since the listing).
    /// Called on a worker.
    private func kind(of name: String, type: UInt8, in folder: Int32) -> EntryKind? {
        switch Int32(type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG), Int32(DT_LNK), Int32(DT_UNKNOWN): break
        default: return nil
        }
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            return .folder
        case S_IFREG:
            return .file(IndexedFileStamp(status))
        case S_IFLNK:
            guard fstatat(folder, name, &status, 0) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return .file(IndexedFileStamp(status))
        default:
            return nil
        }
    }

    /// Reads the headers of the file at `path` and counts what it is. Called on a worker.
    private func read(_ path: String, stamp: IndexedFileStamp) {
        let outcome = PhotoHeaderReader.read(path: path, stamp: stamp, decoder: decoder)
        if case .skipped(let reason) = outcome { FolioLogger.content.line(.warning, "skipping \(path): \(reason)") }
        lock.withLock {
            state.indexedCount += 1
            switch outcome {
            case .photo(let record):
                state.batch.append(record)
                state.summary.photoCount += 1
                state.summary.readCount += 1
                state.keptPaths.insert(path)
            case .notAPhoto:
                state.summary.notPhotoCount += 1
            case .gone:
                break
            case .skipped:
                state.summary.skippedFileCount += 1
            }
        }
    }

    /// Logs that the folder at `path` cannot be read and keeps its known files. Called on a
    /// worker.
    private func skipFolder(_ path: String, reason: String) {
        FolioLogger.content.line(.warning, "cannot read the folder \(path) (\(reason)); skipping it")
        lock.withLock {
            state.unreadableFolders.append(path)
            state.summary.skippedFolderCount += 1
        }
    }

    /// Delivers a batch if the last was `progressInterval` ago, unless another worker is
    /// delivering one. Called on a worker.
    private func deliverIfDue() {
        guard delivery.try() else { return }
        defer { delivery.unlock() }
        let progress: ScanProgress? = lock.withLock {
            let now = ContinuousClock.now
            guard now - state.lastDelivery >= progressInterval else { return nil }
            state.lastDelivery = now
            return state.takeProgress()
        }
        if let progress { onProgress(progress) }
    }

    /// Delivers the last batch and the summary. Called on the last worker to leave.
    private func finish() {
        delivery.lock()
        defer { delivery.unlock() }
        let (progress, summary) = lock.withLock {
            var summary = state.summary
            summary.wasCancelled = isCancelled
            if !summary.wasCancelled {
                let prefix = root == "/" ? "/" : root + "/"
                let unreadable = state.unreadableFolders.map { $0 == "/" ? "/" : $0 + "/" }
                summary.removedPaths = knownFiles.keys.filter { path in
                    path.hasPrefix(prefix) && !state.keptPaths.contains(path) && !unreadable.contains { path.hasPrefix($0) }
                }.sorted()
            }
            summary.seconds = (ContinuousClock.now - startTime.current).inSeconds
            return (state.takeProgress(), summary)
        }
        onProgress(progress)
        onFinish(summary)
        lock.withLock {
            state.finished = summary
            lock.broadcast()
        }
    }
}

extension FolderScanner {
    /// What a folder entry is to the scan.
    enum EntryKind {
        case folder
        case file(IndexedFileStamp)
    }
}

private extension Duration {
    /// The duration in seconds (FolioCore's own is not public).
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
