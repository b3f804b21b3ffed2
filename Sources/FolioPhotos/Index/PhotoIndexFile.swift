import FolioCore
import Foundation
import Glibc

/// Where the index's file lives and what is done with one that cannot be used: the file
/// system's side of the index, apart from SQLite. Any thread.
enum PhotoIndexFile {
    /// The index's file name in the cache folder.
    static let name = "photos.sqlite"
    /// The suffixes of the files SQLite keeps beside a database in WAL mode.
    static let companionSuffixes = ["-wal", "-shm"]

    /// The index's path by the XDG base directory specification: `$XDG_CACHE_HOME/folio/photos.sqlite`
    /// if that variable holds an absolute path (the specification says to ignore a relative
    /// one), else `$HOME/.cache/folio/photos.sqlite`, `HOME` falling back to the password
    /// database; nil if no home is known. Any thread.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return (cacheHome as NSString).appendingPathComponent("folio/\(name)")
        }
        guard let home = homeFolder(environment: environment) else { return nil }
        return (home as NSString).appendingPathComponent(".cache/folio/\(name)")
    }

    /// The user's home folder: `HOME` if absolute, else the password database's entry.
    private static func homeFolder(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }

    /// Makes the folder `path` is in (and its parents) if missing, readable by its owner
    /// alone; true if it is a folder afterwards. Any thread.
    static func makeFolder(for path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        var info = stat()
        return stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Why the file at `path` (or a companion) is no index of this program's, judged from
    /// the file system and the database header's first 100 bytes before SQLite opens it, or nil
    /// if it is absent or may be one (SQLite then checks further). SQLite would block opening a
    /// FIFO and follow a link anywhere; and opening another program's database in WAL mode
    /// would change its header. Any thread.
    static func problem(at path: String) -> PhotoIndexFailure? {
        for companion in companionSuffixes.map({ path + $0 }) {
            var info = stat()
            if lstat(companion, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                return .unusable("\((companion as NSString).lastPathComponent) is not a regular file")
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .unusable(info.st_mode & S_IFMT == S_IFDIR ? "a folder is in its place" : "not a regular file")
        }
        let file: RegularFile
        switch RegularFile.open(atPath: path) {
        case .success(let opened): file = opened
        case .failure(.notFound): return nil
        case .failure(let failure): return .unavailable(failure.description)
        }
        guard file.byteCount > 0 else { return nil }
        var header = [UInt8](repeating: 0, count: headerByteCount)
        let count = pread(file.descriptor, &header, header.count, 0)
        guard count >= 0 else { return .unavailable("cannot be read (\(String(cString: strerror(errno))))") }
        guard count == headerByteCount else { return .unusable("only \(count) bytes long") }
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else { return .unusable("not an SQLite database") }
        let applicationID = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard applicationID == 0 || applicationID == UInt32(bitPattern: PhotoIndexSchema.applicationID) else {
            return .unusable("another program's database (application id \(String(applicationID, radix: 16)))")
        }
        return nil
    }

    /// The size of an SQLite database file's header.
    private static let headerByteCount = 100

    /// Renames `path` to `path.corrupt-<UTC time>` (with `-2`, `-3`… if that is taken), and
    /// its companions to the same name with their suffixes, so that SQLite still reads them
    /// together; returns the new name, or nil with the reason if the file could not be moved
    /// (it stays). A companion that cannot be moved is removed, lest SQLite pair it with the
    /// fresh index. Any thread.
    static func setAside(_ path: String, now: Date = Date()) -> Result<String, PhotoIndexFailure> {
        let base = "\(path).corrupt-\(timestamp(now))"
        var target = base
        var counter = 1
        var info = stat()
        while lstat(target, &info) == 0 {
            counter += 1
            target = "\(base)-\(counter)"
        }
        if lstat(path, &info) == 0, rename(path, target) != 0 {
            return .failure(.unavailable("cannot rename it (\(String(cString: strerror(errno))))"))
        }
        for suffix in companionSuffixes where lstat(path + suffix, &info) == 0 {
            if rename(path + suffix, target + suffix) != 0 { unlink(path + suffix) }
        }
        return .success(target)
    }

    /// `now` in UTC as `20261127T070406Z`: sortable, and free of characters a shell or a file
    /// system minds.
    static func timestamp(_ now: Date) -> String {
        var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
