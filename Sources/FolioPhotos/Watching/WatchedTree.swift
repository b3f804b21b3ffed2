import FolioCore
import Foundation
import Glibc

/// The folders of a tree under inotify watches, one watch each, and the files known in them:
/// it adds the watches (walking the tree itself, never through a symbolic link, and never twice
/// into one folder, which ends loops through bind mounts), turns the kernel's events into
/// `FolderChanges`, adds watches for folders that appear and drops those of folders that go.
/// Made where the watcher is made, then used on the watcher's thread alone: unchecked
/// `Sendable` only so that it can be handed over to that thread once.
final class WatchedTree: @unchecked Sendable {
    /// A rename's first half, waiting for its second: the folder it left (by watch) and the
    /// name it had there, and whether it is a folder.
    typealias PendingMove = (folderDescriptor: Int32, name: String, isFolder: Bool, since: ContinuousClock.Instant)

    /// What a folder's watch listens for. Files are reported when closed after writing
    /// (`IN_CLOSE_WRITE`), never when created: they are not complete then.
    static let watchMask = UInt32(bitPattern: IN_CREATE | IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK)

    /// How long a rename's first half waits for its second before it counts as a move out of
    /// the tree. The kernel queues both halves together; this only covers a read that falls
    /// between them.
    static let moveMatchWindow = Duration.milliseconds(20)

    /// The inotify descriptor the watches belong to (the watcher owns it).
    private let inotify: Int32
    /// The watched folder's full path.
    let rootPath: String
    /// At most this many watches, as if the kernel's limit were reached there; nil for the
    /// kernel's own limit alone.
    private let watchLimit: Int?
    /// The folders under watch, by watch descriptor.
    private var folders: [Int32: WatchedFolder] = [:]
    /// The watch descriptors, by the folders' full paths now.
    private var descriptorsByPath: [String: Int32] = [:]
    /// Renames' first halves, by cookie.
    private var pendingMoves: [UInt32: PendingMove] = [:]
    /// The changes since the last batch was taken.
    private var changes = FolderChanges()
    /// The watch failures logged so far, by `errno`: each kind is logged once.
    private var loggedFailures: Set<Int32> = []

    /// Watches `rootPath` and every folder under it, through `inotify`; the files found now are
    /// known and not reported.
    init(inotify: Int32, rootPath: String, watchLimit: Int?) {
        self.inotify = inotify
        self.rootPath = rootPath.count > 1 && rootPath.hasSuffix("/") ? String(rootPath.dropLast()) : rootPath
        self.watchLimit = watchLimit
        watchTree(at: self.rootPath, reportingFiles: false)
    }

    /// How many folders are under a watch.
    var watchCount: Int { folders.count }

    /// The known files, by full path, sorted.
    var knownFiles: [String] {
        folders.values.flatMap { folder in folder.files.map { folder.path(of: $0) } }.sorted()
    }

    /// When the oldest rename waiting for its second half stops waiting; nil when none waits.
    var pendingMovesDeadline: ContinuousClock.Instant? {
        pendingMoves.values.map(\.since).min().map { $0 + Self.moveMatchWindow }
    }

    /// Whether changes wait to be taken.
    var hasChanges: Bool { !changes.isEmpty }

    /// The changes since the last call, emptied.
    func takeChanges() -> FolderChanges {
        defer { changes = FolderChanges() }
        return changes
    }

    /// Applies one event from the kernel.
    func handle(_ event: InotifyEvent) {
        if event.has(IN_Q_OVERFLOW) {
            rescan()
            return
        }
        guard let folder = folders[event.watchDescriptor] else { return }
        if event.has(IN_DELETE_SELF | IN_MOVE_SELF) {
            // A folder below the root is handled through its parent's event.
            if folder.path == rootPath { rootDisappeared() }
            return
        }
        guard let name = event.name else { return }
        let isFolder = event.has(IN_ISDIR)
        if event.has(IN_MOVED_FROM) {
            pendingMoves[event.cookie] = (event.watchDescriptor, name, isFolder, .now)
            return
        }
        if name.hasPrefix(".") {
            // Moved to a hidden name: gone, as far as the app can tell.
            if event.has(IN_MOVED_TO), let move = pendingMoves.removeValue(forKey: event.cookie) { movedOut(move) }
            return
        }
        let path = folder.path(of: name)
        if event.has(IN_CREATE) {
            if isFolder { watchTree(at: path, reportingFiles: true) }
        } else if event.has(IN_CLOSE_WRITE) {
            fileClosedAfterWriting(name, in: event.watchDescriptor)
        } else if event.has(IN_DELETE) {
            if isFolder {
                folderRemoved(at: path)
            } else if folders[event.watchDescriptor]?.files.remove(name) != nil {
                changes.recordRemoved(path)
            }
        } else if event.has(IN_MOVED_TO) {
            movedIn(name, to: event.watchDescriptor, isFolder: isFolder,
                    from: pendingMoves.removeValue(forKey: event.cookie))
        }
    }

    /// Treats the renames whose second half has not come by `now` as moves out of the tree.
    func resolvePendingMoves(now: ContinuousClock.Instant) {
        for (cookie, move) in pendingMoves where move.since + Self.moveMatchWindow <= now {
            pendingMoves[cookie] = nil
            movedOut(move)
        }
    }

    /// Removes every watch; the tree knows nothing afterwards.
    func removeAllWatches() {
        for descriptor in folders.keys { inotify_rm_watch(inotify, descriptor) }
        folders = [:]
        descriptorsByPath = [:]
        pendingMoves = [:]
    }

    // MARK: Events

    /// A file in the folder of watch `descriptor` was closed after writing: complete now, so
    /// rewritten if known and added if not (once it is seen to be a regular file).
    private func fileClosedAfterWriting(_ name: String, in descriptor: Int32) {
        guard let folder = folders[descriptor] else { return }
        let path = folder.path(of: name)
        if folder.files.contains(name) {
            changes.recordRewritten(path)
        } else if Self.isRegularFile(path) {
            folders[descriptor]?.files.insert(name)
            changes.recordAppeared(path)
        }
    }

    /// The second half of a rename, or a move in from outside the tree (`move` nil, or a
    /// first half from a name the tree did not know).
    private func movedIn(_ name: String, to descriptor: Int32, isFolder: Bool, from move: PendingMove?) {
        guard let folder = folders[descriptor] else { return }
        let path = folder.path(of: name)
        if let move, let source = folders[move.folderDescriptor], !move.name.hasPrefix(".") {
            let sourcePath = source.path(of: move.name)
            if isFolder, descriptorsByPath[sourcePath] != nil {
                folderRenamed(from: sourcePath, to: path)
                return
            }
            if !isFolder, source.files.contains(move.name) {
                if folders[descriptor]?.files.contains(name) == true { changes.recordRemoved(path) }
                folders[move.folderDescriptor]?.files.remove(move.name)
                folders[descriptor]?.files.insert(name)
                changes.recordRenamed(from: sourcePath, to: path)
                return
            }
        }
        if isFolder {
            watchTree(at: path, reportingFiles: true)
        } else if Self.isRegularFile(path) {
            if folders[descriptor]?.files.insert(name).inserted == false { changes.recordRemoved(path) }
            changes.recordAppeared(path)
        }
    }

    /// A rename's first half with no second in the tree: the file or folder left.
    private func movedOut(_ move: PendingMove) {
        guard let source = folders[move.folderDescriptor] else { return }
        let path = source.path(of: move.name)
        if move.isFolder {
            folderRemoved(at: path)
        } else if folders[move.folderDescriptor]?.files.remove(move.name) != nil {
            changes.recordRemoved(path)
        }
    }

    /// The folder at `path` and everything under it are gone: its known files are removed and
    /// its watches dropped (the kernel has dropped those of deleted folders already).
    private func folderRemoved(at path: String) {
        guard let top = descriptorsByPath[path] else { return }
        var stack = [top]
        while let descriptor = stack.popLast() {
            guard let folder = folders.removeValue(forKey: descriptor) else { continue }
            descriptorsByPath[folder.path] = nil
            for name in folder.files.sorted() { changes.recordRemoved(folder.path(of: name)) }
            stack += folder.subfolders.compactMap { descriptorsByPath[folder.path(of: $0)] }
            inotify_rm_watch(inotify, descriptor)
        }
        detach(path)
    }

    /// The folder at `from` is now at `to`, its watches unchanged: each known file under it is
    /// renamed.
    private func folderRenamed(from: String, to: String) {
        guard let top = descriptorsByPath[from] else { return }
        // A folder may replace an empty one.
        if descriptorsByPath[to] != nil { folderRemoved(at: to) }
        detach(from)
        var stack = [top]
        while let descriptor = stack.popLast() {
            guard var folder = folders[descriptor] else { continue }
            let oldPath = folder.path
            let newPath = to + oldPath.dropFirst(from.count)
            stack += folder.subfolders.compactMap { descriptorsByPath[folder.path(of: $0)] }
            descriptorsByPath[oldPath] = nil
            folder.path = newPath
            descriptorsByPath[newPath] = descriptor
            folders[descriptor] = folder
            let oldFolder = WatchedFolder(path: oldPath)
            for name in folder.files.sorted() {
                changes.recordRenamed(from: oldFolder.path(of: name), to: folder.path(of: name))
            }
        }
        attach(to)
    }

    /// The root was deleted or moved away: every known file is removed and nothing is watched.
    private func rootDisappeared() {
        FolioLogger.content.line(.warning, "the photo folder \(rootPath) was deleted or moved away; it is no longer watched")
        for path in knownFiles { changes.recordRemoved(path) }
        removeAllWatches()
    }

    /// The kernel's queue overflowed and events were lost: the app scans again, and the
    /// watches are set up afresh from what is on disk now.
    private func rescan() {
        FolioLogger.content.line(.notice, "too many changes at once under \(rootPath): events were lost, the folder is scanned again")
        removeAllWatches()
        changes.recordRescanNeeded()
        watchTree(at: rootPath, reportingFiles: false)
    }

    // MARK: Watches

    /// Watches the folder at `path` and every folder under it that is not hidden and not
    /// reached through a symbolic link, and learns their files, recording each new one as
    /// appeared when `reportingFiles` (a folder created or moved in arrives whole, with no
    /// event for its files; and files written into a new folder before its watch was added
    /// would otherwise be missed). A walk with a stack of its own: depth is a claim too.
    private func watchTree(at path: String, reportingFiles: Bool) {
        var stack = [path]
        while let folderPath = stack.popLast() {
            guard let descriptor = addWatch(folderPath) else { continue }
            if folderPath != rootPath { attach(folderPath) }
            guard let directory = opendir(folderPath) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let name, !name.hasPrefix("."), let folder = folders[descriptor] else { continue }
                let entryPath = folder.path(of: name)
                switch Self.kind(of: entryPath, type: entry.pointee.d_type) {
                case .folder:
                    stack.append(entryPath)
                case .file:
                    if folders[descriptor]?.files.insert(name).inserted == true, reportingFiles {
                        changes.recordAppeared(entryPath)
                    }
                case .other:
                    break
                }
            }
        }
    }

    /// Adds the watch of the folder at `path`; nil when it cannot be watched, or when its
    /// folder is already watched under another path (a loop, or a bind mount).
    private func addWatch(_ path: String) -> Int32? {
        if let known = descriptorsByPath[path] { return known }
        var descriptor: Int32 = -1
        var failure: Int32 = ENOSPC
        if watchLimit.map({ folders.count < $0 }) ?? true {
            // The root alone may be reached through a symbolic link: the app named it.
            let mask = path == rootPath ? Self.watchMask & ~UInt32(IN_DONT_FOLLOW) : Self.watchMask
            descriptor = inotify_add_watch(inotify, path, mask)
            failure = errno
        }
        guard descriptor >= 0 else {
            logWatchFailure(path, errorCode: failure)
            return nil
        }
        guard folders[descriptor] == nil else { return nil }
        folders[descriptor] = WatchedFolder(path: path)
        descriptorsByPath[path] = descriptor
        return descriptor
    }

    /// Logs why a folder cannot be watched, once per kind of failure.
    private func logWatchFailure(_ path: String, errorCode: Int32) {
        // A folder that went between its event and its watch needs no word.
        guard errorCode != ENOENT, errorCode != ENOTDIR, loggedFailures.insert(errorCode).inserted else { return }
        if errorCode == ENOSPC {
            let limit = Self.systemWatchLimit.map { "\($0)" } ?? "unknown"
            FolioLogger.content.line(.warning, "the photo folder \(rootPath) is too large to watch in full: the system's limit of \(limit) folder watches (fs.inotify.max_user_watches) is reached at \(path), so changes in the folders beyond it are seen only when the folder is scanned again; raise the limit with: sudo sysctl fs.inotify.max_user_watches=\(Self.suggestedWatchLimit)")
        } else {
            FolioLogger.content.line(.warning, "cannot watch the folder \(path) for changes (\(String(cString: strerror(errorCode)))); changes in it are seen only when the folder is scanned again")
        }
    }

    /// The most watches a user may hold, from /proc/sys/fs/inotify/max_user_watches.
    /// One read from the start: a sysctl file claims a size of 0 and gives its text only to a
    /// read at offset 0, so `RegularFile.readAll`'s pieces would see its first byte alone.
    static var systemWatchLimit: Int? {
        guard case .success(let file) = RegularFile.open(atPath: "/proc/sys/fs/inotify/max_user_watches") else { return nil }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int(String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The limit the message suggests: what recent distributions set by default.
    static let suggestedWatchLimit = 524_288

    /// Records the folder at `path` in its parent's subfolders.
    private func attach(_ path: String) {
        let (parent, name) = Self.split(path)
        guard let descriptor = descriptorsByPath[parent] else { return }
        folders[descriptor]?.subfolders.insert(name)
    }

    /// Removes the folder at `path` from its parent's subfolders.
    private func detach(_ path: String) {
        let (parent, name) = Self.split(path)
        guard let descriptor = descriptorsByPath[parent] else { return }
        folders[descriptor]?.subfolders.remove(name)
    }

    /// A path's folder and last name.
    private static func split(_ path: String) -> (parent: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let parent = String(path[..<slash])
        return (parent.isEmpty ? "/" : parent, String(path[path.index(after: slash)...]))
    }

    /// What a walk does with an entry.
    private enum EntryKind { case folder, file, other }

    /// An entry's kind, from readdir's type where the file system gives it and from `lstat`
    /// otherwise; a symbolic link is neither a folder nor a file.
    private static func kind(of path: String, type: UInt8) -> EntryKind {
        switch Int(type) {
        case DT_DIR: return .folder
        case DT_REG: return .file
        case DT_UNKNOWN:
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFREG: return .file
            default: return .other
            }
        default: return .other
        }
    }

    /// Whether `path` is a regular file now (not a link, a FIFO or a device).
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
