import FolioCore
import Foundation
import GRDB
import Logging

/// The photos scans found, kept in one SQLite database for every folder (by default
/// `$XDG_CACHE_HOME/folio/photos.sqlite`), keyed by path, so that a folder opens from it without
/// reading its files again and a rescan reads only the files that changed. Thread-safe: any
/// thread (workers scan and write, the main thread reads).
///
/// - Shared between processes: the database is in WAL mode behind a `DatabasePool` (readers
///   never wait for the writer) with a busy timeout, so two programs (or two indexes in one)
///   on one file take turns writing rather than failing or corrupting it.
/// - A cache, never a reason to fail: its methods do not throw. A file that is not an index of
///   this program's (garbage, damaged, another program's database, a folder) is renamed
///   `photos.sqlite.corrupt-<UTC time>` with its `-wal` and `-shm`, and a fresh index made in
///   its place, with one log line. Damage found later, by a query, is handled the same way and
///   the query retried on the fresh index. If no index can be kept on disk (a read-only cache
///   folder, no home), the index lives in memory for this run, with one log line: everything
///   works, and the next run scans again. Any other failure of a query is logged in one line
///   and answered as if the index knew nothing (an empty answer, nil, false): a rescan reads
///   the files again.
/// - An index a newer version of this program migrated past what this one knows is left alone
///   (as unavailable), and this run keeps its index in memory.
final class PhotoIndex: Sendable {
    /// The file the index is kept in, or nil if it was asked to live in memory.
    let path: String?

    /// The database in use, replaced when it turns out damaged; `generation` counts
    /// replacements, so that threads that saw one damaged database replace it once.
    /// `writer` is nil only if not even an index in memory could be made (memory ran out):
    /// then every query answers as if the index knew nothing.
    private struct Store {
        /// The database queries run on.
        var writer: (any DatabaseWriter)?
        /// Whether `writer` is the file at `path` rather than a database in memory.
        var isOnDisk: Bool
        /// How many times `writer` was replaced.
        var generation = 0
    }

    /// The database in use; its lock is held only to read or replace it, never during a query.
    private let store: Locked<Store>

    /// The logger of the index's one-line messages. Any thread.
    static var log: Logger { Logger(label: "folio.photos.index") }

    /// How long a write waits for another process's write to end before it fails.
    static let busyTimeout: TimeInterval = 10

    /// The index at `path`, opened, checked and migrated, or made there (with its folder,
    /// 0700) if missing; one in memory if `path` is nil. Any thread (it reads the file system:
    /// better off the main thread).
    init(path: String?) {
        self.path = path
        let (writer, isOnDisk) = Self.open(path: path)
        store = Locked(Store(writer: writer, isOnDisk: isOnDisk))
    }

    /// The index at its default path (see `PhotoIndexFile.defaultPath`), or in memory if no
    /// home folder is known. Any thread (better off the main thread).
    convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let path = PhotoIndexFile.defaultPath(environment: environment)
        if path == nil { Self.log.line(.notice, "photo index: no home folder is known; the index is kept in memory for this run") }
        self.init(path: path)
    }

    /// Whether the index is kept on disk: false once it fell back to memory. Any thread.
    var isOnDisk: Bool { store.withLock { $0.isOnDisk } }

    // MARK: - Queries

    /// Every photo in `folder` and the folders under it, in path order (bytewise: UTF-8 code
    /// units). Any thread.
    func photos(under folder: String) -> [PhotoRecord] {
        let range = Self.pathRange(under: folder)
        return access("read the photos under \(folder)", writes: false, otherwise: []) { db in
            try Self.decodedRecords(db, sql: "WHERE path > ? AND path < ? ORDER BY path", arguments: [range.lower, range.upper])
        }
    }

    /// The size and modification time of every file known in `folder` and the folders under
    /// it, by path, for a rescan to compare with the files. Paths that are equal as Swift
    /// strings but differ in bytes (one name in NFC, another in NFD) share one key. Any thread.
    func fileStamps(under folder: String) -> [String: IndexedFileStamp] {
        let range = Self.pathRange(under: folder)
        return access("read the files under \(folder)", writes: false, otherwise: [:]) { db in
            var stamps: [String: IndexedFileStamp] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT path, byteCount, modificationTime FROM photo WHERE path > ? AND path < ?
                """, arguments: [range.lower, range.upper])
            while let row = try rows.next() {
                stamps[try row.decode(atIndex: 0)] = IndexedFileStamp(byteCount: try row.decode(atIndex: 1),
                                                                      modificationTime: try row.decode(atIndex: 2))
            }
            return stamps
        }
    }

    /// The photo at `path` exactly, or nil if the index has none. Any thread.
    func photo(at path: String) -> PhotoRecord? {
        access("read \(path)", writes: false, otherwise: nil) { db in
            try Self.decodedRecords(db, sql: "WHERE path = ?", arguments: [path]).first
        }
    }

    /// How many photos the index holds. Any thread.
    var photoCount: Int {
        access("count the photos", writes: false, otherwise: 0) { db in try PhotoRecord.fetchCount(db) }
    }

    // MARK: - Changes

    /// Writes `records` (replacing those at the same paths) and removes the photos at
    /// `removedPaths`, all in one transaction: another reader sees all of it or none. A path in
    /// both is written. Returns false (and logs) if nothing could be written. Any thread (it
    /// may wait for another process's write: better off the main thread).
    @discardableResult
    func apply(upserting records: [PhotoRecord], deleting removedPaths: [String]) -> Bool {
        guard !records.isEmpty || !removedPaths.isEmpty else { return true }
        return access("write \(records.count) photos and remove \(removedPaths.count)", writes: true, otherwise: false) { db in
            try db.inTransaction(.immediate) {
                let delete = try db.cachedStatement(sql: "DELETE FROM photo WHERE path = ?")
                for path in removedPaths {
                    try delete.execute(arguments: [path])
                }
                let upsert = try db.cachedStatement(sql: PhotoRecord.upsertSQL)
                for record in records {
                    try upsert.execute(arguments: record.upsertArguments)
                }
                return .commit
            }
            return true
        }
    }

    // MARK: - Paths

    /// The bounds of the paths under `folder`, exclusive: every path that starts with
    /// `folder/` sorts above `folder/` and below `folder0` ("0" is the byte after "/"), and no
    /// other does, so the query is one range of the primary key, with no pattern to escape.
    /// Trailing slashes are dropped; "/" bounds every absolute path. Any thread.
    static func pathRange(under folder: String) -> (lower: String, upper: String) {
        var trimmed = Substring(folder)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return (trimmed + "/", trimmed + "0")
    }

    // MARK: - Reading rows

    /// The photos in the rows `sql` (after `SELECT … FROM photo`) selects; rows that do not
    /// decode (values of another kind, an unknown format) are skipped with one log line.
    /// Called on the connection's thread, inside an access.
    private static func decodedRecords(_ db: Database, sql: String, arguments: StatementArguments) throws -> [PhotoRecord] {
        let columns = PhotoRecord.decodedColumns.joined(separator: ", ")
        let rows = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM photo \(sql)", arguments: arguments)
        var records: [PhotoRecord] = []
        var skipped = 0
        while let row = try rows.next() {
            if let record = try? PhotoRecord(row: row) { records.append(record) } else { skipped += 1 }
        }
        if skipped > 0 { log.line(.warning, "photo index: \(skipped) rows hold values this program cannot read; they are skipped") }
        return records
    }

    // MARK: - Access and recovery

    /// Runs `body` on the database in use: on a reader connection of its own unless it
    /// `writes`, so that reads never wait for a write. If the database turns out damaged, it is set aside
    /// and replaced, and `body` runs again on the fresh one; if a replacement closed it under
    /// `body`, `body` runs again on the new one. Any other failure is logged as "cannot
    /// \(what)" and answered with `otherwise`.
    private func access<Value>(_ what: @autoclosure () -> String, writes: Bool, otherwise: Value,
                               _ body: (Database) throws -> Value) -> Value {
        var current = store.withLock { ($0.writer, $0.generation) }
        var lastError: (any Error)?
        for _ in 0..<3 {
            guard let writer = current.0 else { return otherwise }
            do {
                return try writes ? writer.writeWithoutTransaction(body) : writer.read(body)
            } catch let error as DatabaseError where Self.isDamage(error) {
                lastError = error
                current = replaceDamaged(generation: current.1, error: error)
            } catch {
                lastError = error
                let latest = store.withLock { ($0.writer, $0.generation) }
                guard latest.1 != current.1 else { break }
                current = latest
            }
        }
        Self.log.line(.warning, "photo index \(path ?? "in memory"): cannot \(what()) (\(Self.describe(lastError)))")
        return otherwise
    }

    /// Sets the damaged database of `generation` aside and opens a fresh one in its place,
    /// unless another thread did already; returns the database now in use.
    private func replaceDamaged(generation: Int, error: DatabaseError) -> ((any DatabaseWriter)?, Int) {
        store.withLock { store in
            guard store.generation == generation else { return (store.writer, store.generation) }
            store.generation += 1
            let reason = Self.describe(error)
            guard let path, store.isOnDisk else {
                Self.log.line(.warning, "photo index in memory is damaged (\(reason)); a fresh one is made")
                store.writer = Self.memoryDatabase()
                return (store.writer, store.generation)
            }
            // Closing waits for the accesses under way and keeps SQLite from later removing a
            // `-wal` by name, which by then would be the fresh index's.
            do {
                try store.writer?.close()
            } catch {
                Self.log.line(.warning, "photo index \(path) is damaged (\(reason)) and cannot be closed (\(Self.describe(error))); the index is kept in memory for this run")
                store.writer = Self.memoryDatabase()
                store.isOnDisk = false
                return (store.writer, store.generation)
            }
            (store.writer, store.isOnDisk) = Self.replaceUnusable(path, reason: reason)
            return (store.writer, store.generation)
        }
    }

    /// Whether `error` says the file is damaged or not a database, rather than busy, full or
    /// unwritable. Any thread.
    static func isDamage(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    // MARK: - Opening

    /// The database at `path` and whether it is on disk: `path`'s if it can be used, a fresh
    /// one in its place if not, one in memory if neither can be had.
    private static func open(path: String?) -> ((any DatabaseWriter)?, Bool) {
        guard let path else { return (memoryDatabase(), false) }
        guard PhotoIndexFile.makeFolder(for: path) else {
            log.line(.notice, "photo index \(path): its folder cannot be made; the index is kept in memory for this run")
            return (memoryDatabase(), false)
        }
        switch openFile(at: path) {
        case .success(let pool):
            return (pool, true)
        case .failure(.unavailable(let reason)):
            log.line(.notice, "photo index \(path) cannot be used (\(reason)); the index is kept in memory for this run")
            return (memoryDatabase(), false)
        case .failure(.unusable(let reason)):
            return replaceUnusable(path, reason: reason)
        }
    }

    /// Sets the unusable file at `path` aside and makes a fresh index there, saying so in one
    /// line; falls back to memory (saying that instead) if either cannot be done.
    private static func replaceUnusable(_ path: String, reason: String) -> ((any DatabaseWriter)?, Bool) {
        switch PhotoIndexFile.setAside(path) {
        case .failure(let failure):
            log.line(.warning, "photo index \(path) is unusable (\(reason)) and \(failure); the index is kept in memory for this run")
            return (memoryDatabase(), false)
        case .success(let setAsidePath):
            let name = (setAsidePath as NSString).lastPathComponent
            switch openFile(at: path) {
            case .success(let pool):
                log.line(.warning, "photo index \(path) is unusable (\(reason)); it is set aside as \(name) and a fresh index is made")
                return (pool, true)
            case .failure(let failure):
                log.line(.warning, "photo index \(path) is unusable (\(reason)); it is set aside as \(name) but a fresh index cannot be made (\(failure)); the index is kept in memory for this run")
                return (memoryDatabase(), false)
            }
        }
    }

    /// The index at `path`, checked to be this program's and migrated, or why not. A failure
    /// other than damage is tried twice: two processes making the index at once race on its
    /// first migration, and the loser finds the index made on its second try.
    private static func openFile(at path: String) -> Result<DatabasePool, PhotoIndexFailure> {
        if let problem = PhotoIndexFile.problem(at: path) { return .failure(problem) }
        var failure = PhotoIndexFailure.unavailable("not tried")
        for attempt in 0..<2 {
            if attempt > 0 { usleep(50_000) }
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                do {
                    try checkOwnership(pool)
                    try PhotoIndexSchema.migrator.migrate(pool)
                    return .success(pool)
                } catch {
                    try? pool.close()
                    throw error
                }
            } catch let error as PhotoIndexFailure {
                return .failure(error)
            } catch let error as DatabaseError where isDamage(error) {
                return .failure(.unusable(describe(error)))
            } catch {
                failure = .unavailable(describe(error))
            }
        }
        return .failure(failure)
    }

    /// Throws `.unusable` if the database holds tables but not this program's application id
    /// (another program's database), `.unavailable` if a newer version of this program
    /// migrated it past what this one knows.
    private static func checkOwnership(_ pool: DatabasePool) throws {
        try pool.read { db in
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            if applicationID != PhotoIndexSchema.applicationID {
                let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                guard tableCount == 0 else {
                    throw PhotoIndexFailure.unusable("another program's database (application id \(String(UInt32(bitPattern: applicationID), radix: 16)))")
                }
            } else if try PhotoIndexSchema.migrator.hasBeenSuperseded(db) {
                throw PhotoIndexFailure.unavailable("a newer version of folio-photos made it")
            }
        }
    }

    /// How every connection to an index file is set up: a busy timeout so that processes
    /// take turns, and `synchronous = NORMAL`, which in WAL mode never corrupts the file and
    /// at worst loses the last transactions on power loss, which a rescan rewrites.
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "photo index"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// A fresh index in memory, or nil (logged) if memory ran out.
    private static func memoryDatabase() -> DatabaseQueue? {
        do {
            let queue = try DatabaseQueue(configuration: configuration)
            try PhotoIndexSchema.migrator.migrate(queue)
            return queue
        } catch {
            log.line(.error, "photo index: not even an index in memory can be made (\(describe(error))); nothing is indexed this run")
            return nil
        }
    }

    /// A database error as a log line quotes it: SQLite's message, without the SQL.
    private static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "unknown error" }
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}
