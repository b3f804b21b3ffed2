import Foundation
import Glibc

/// Downloaded images' bytes kept in a folder, so that a remote image is fetched once across runs.
/// Each entry is a file holding exactly the image's bytes, named after its URL (the first 128
/// bits of the URL's SHA-256, as 32 hexadecimal digits), so that image decoders read it by path
/// with a file's checks. Thread-safe: any thread.
///
/// - Bounded: once the entries add up to more than `maxByteCount`, the least recently used
///   (oldest modification time: a hit touches its entry) are removed until they fit in 90% of
///   it, so that a full cache looks at its folder once per tenth of it written, not once an
///   entry. An entry larger than the whole bound is never kept.
/// - Atomic: an entry is written to a temporary file in the same folder (named `.tmp-…`, never
///   looked up), flushed to disk, then renamed to its name, so a crash or a full disk never
///   leaves a partial entry that is later served. Temporary files older than
///   `staleTemporaryFileAge` (left by a killed process) are removed when the cache is opened
///   and when it trims.
/// - Shared between processes: renames are atomic, so a process sees an entry whole or not at
///   all. Each process keeps its own estimate of the total, refreshed from the folder when it
///   trims, so the folder may hold more than the bound for a while (what other processes wrote
///   since this one last looked), two processes trimming at once may remove more than needed,
///   and an entry one process just found may be removed by another before it is read (the read
///   then fails like a missing file's).
/// - Hostile folders: if the folder cannot be made, is not a folder, cannot be written, or holds
///   something other than a regular file under an entry's name, the cache turns itself off
///   with one log line (lookups miss, nothing is written) and fetching goes on without it. A
///   full disk only means the entry is not kept.
public final class ImageDiskCache: Sendable {
    /// The folder entries are kept in.
    public let directory: String
    /// The most bytes the entries may take together.
    public let maxByteCount: Int
    /// How old a temporary file must be to count as left by a killed process and be removed.
    public let staleTemporaryFileAge: Duration

    private struct State {
        var isEnabled = true
        /// The entries' total as last counted, plus what this process added since.
        var estimatedByteCount = 0
    }

    private let state = Locked(State())

    /// Entries are trimmed to this share of `maxByteCount` once over it.
    private static let trimmedShare = 0.9
    /// The prefix of temporary files' names.
    static let temporaryPrefix = ".tmp-"

    /// A cache in `directory` (made if missing, with its parents), holding up to `maxByteCount`
    /// bytes. Removes stale temporary files and trims entries over the bound. Any thread (it
    /// reads the folder: better off the main thread).
    public init(directory: String, maxByteCount: Int = 256 << 20, staleTemporaryFileAge: Duration = .seconds(600)) {
        self.directory = directory
        self.maxByteCount = max(0, maxByteCount)
        self.staleTemporaryFileAge = staleTemporaryFileAge
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            disable("cannot make the folder")
            return
        }
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            disable("not a folder")
            return
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            disable("the folder cannot be written")
            return
        }
        trim(keeping: nil)
    }

    /// The folder downloaded images are kept in by default, following the XDG base directories:
    /// `$XDG_CACHE_HOME/folio/images` if that variable holds an absolute path, else
    /// `$HOME/.cache/folio/images`; nil if neither is set. Any thread.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return (cacheHome as NSString).appendingPathComponent("folio/images")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home as NSString).appendingPathComponent(".cache/folio/images")
        }
        return nil
    }

    /// Whether the cache is in use: false once it turned itself off. Any thread.
    public var isEnabled: Bool { state.withLock { $0.isEnabled } }

    /// The path the entry for `url` has (whether or not it exists). Any thread.
    public func entryPath(for url: URL) -> String {
        (directory as NSString).appendingPathComponent(Self.entryName(for: url))
    }

    /// The entry's name for `url`: 32 hexadecimal digits, 128 bits of its SHA-256.
    static func entryName(for url: URL) -> String {
        String(SHA256.hexDigest(Array(url.absoluteString.utf8)).prefix(32))
    }

    /// The path of the entry holding `url`'s bytes, touched as just used, or nil if there is
    /// none (or the cache is off). An empty entry, or one over `maxFileByteCount`, is removed
    /// and missed. Any thread (it asks the file system: better off the main thread).
    public func cachedFile(for url: URL, maxFileByteCount: Int = ImageDecodingLimits.standard.maxFileByteCount) -> String? {
        guard isEnabled else { return nil }
        let path = entryPath(for: url)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            disable("an entry is not a regular file")
            return nil
        }
        guard info.st_size > 0, info.st_size <= maxFileByteCount else {
            unlink(path)
            return nil
        }
        // Touching is what makes eviction least-recently-used; failing to (a read-only file
        // another user left) only makes this entry look older than it is.
        utimensat(AT_FDCWD, path, nil, 0)
        return path
    }

    /// Keeps `data` as the entry for `url`; returns its path, or nil if it was not kept (the
    /// cache is off, the disk is full, `data` is larger than the bound). Any thread.
    @discardableResult
    public func store(_ data: Data, for url: URL) -> String? {
        guard let writer = makeWriter(for: url) else { return nil }
        guard writer.append(data) else {
            writer.abandon()
            return nil
        }
        if case .stored(let path) = writer.commit() { return path }
        return nil
    }

    /// Removes every entry, and temporary files old enough to be stale (a temporary file being
    /// written now becomes an entry when its download ends). Any thread.
    public func clear() {
        guard isEnabled else { return }
        for item in listing() where item.isEntry || item.isStaleTemporary {
            unlink(item.path)
        }
        state.withLock { $0.estimatedByteCount = 0 }
    }

    /// The bytes the entries take together now, counted from the folder. Any thread.
    public var totalByteCount: Int {
        listing().filter(\.isEntry).reduce(0) { $0 + $1.byteCount }
    }

    /// The entries' paths, least recently used first. Any thread.
    public var entryPaths: [String] {
        listing().filter(\.isEntry).sorted { $0.modified < $1.modified }.map(\.path)
    }

    /// A writer for a new entry for `url`, or nil if the cache is off or no temporary file can
    /// be made (a full disk; a folder that cannot be written also turns the cache off). Any
    /// thread.
    func makeWriter(for url: URL) -> ImageDiskCacheWriter? {
        guard isEnabled else { return nil }
        let name = Self.temporaryPrefix + "\(getpid())-\(UUID().uuidString)"
        let temporaryPath = (directory as NSString).appendingPathComponent(name)
        let descriptor = open(temporaryPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if !Self.isTransient(code) { disable("cannot write in the folder (\(String(cString: strerror(code))))") }
            return nil
        }
        return ImageDiskCacheWriter(cache: self, descriptor: descriptor, temporaryPath: temporaryPath,
                                    entryPath: entryPath(for: url))
    }

    /// Whether `code` is a failure that says nothing about the folder itself (a full disk).
    static func isTransient(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT || code == EINTR || code == EMFILE || code == ENFILE
    }

    /// Notes an entry of `byteCount` bytes just added at `path`, and trims if the total is over
    /// the bound. Any thread.
    func added(byteCount: Int, at path: String) {
        let isOver = state.withLock { state in
            state.estimatedByteCount += byteCount
            return state.estimatedByteCount > maxByteCount
        }
        if isOver { trim(keeping: path) }
    }

    /// Turns the cache off, saying why once. Any thread.
    func disable(_ reason: String) {
        let first = state.withLock { state in
            defer { state.isEnabled = false }
            return state.isEnabled
        }
        if first {
            FolioLogger.content.line(.notice, "image disk cache \(directory) is off: \(reason)")
        }
    }

    /// Removes stale temporary files, counts the entries, and removes the least recently used
    /// until they fit in `trimmedShare` of the bound if they are over it. `keeping` (an entry
    /// just written, about to be read, never over the bound) stays. Any thread.
    private func trim(keeping kept: String?) {
        var entries: [Item] = []
        for item in listing() {
            if item.isStaleTemporary { unlink(item.path) }
            if item.isEntry { entries.append(item) }
        }
        var total = entries.reduce(0) { $0 + $1.byteCount }
        if total > maxByteCount {
            let target = Int(Double(maxByteCount) * Self.trimmedShare)
            for item in entries.sorted(by: { $0.modified < $1.modified }) where total > target && item.path != kept {
                if unlink(item.path) == 0 || errno == ENOENT { total -= item.byteCount }
            }
        }
        state.withLock { $0.estimatedByteCount = total }
    }

    /// One file in the folder.
    private struct Item {
        var path: String
        var isEntry: Bool
        var isStaleTemporary: Bool
        var byteCount: Int
        var modified: Double
    }

    /// The folder's entries and temporary files, with their sizes and modification times.
    private func listing() -> [Item] {
        guard isEnabled, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let now = Date().timeIntervalSince1970
        var items: [Item] = []
        for name in names {
            let isEntry = Self.isEntryName(name)
            let isTemporary = name.hasPrefix(Self.temporaryPrefix)
            guard isEntry || isTemporary else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) * 1e-9
            items.append(Item(path: path, isEntry: isEntry,
                              isStaleTemporary: isTemporary && now - modified >= staleTemporaryFileAge.seconds,
                              byteCount: Int(info.st_size), modified: modified))
        }
        return items
    }

    private static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 32 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
