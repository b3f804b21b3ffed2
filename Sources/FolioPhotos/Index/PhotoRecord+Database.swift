import GRDB

/// A photo as a row of the index's `photo` table, one column a field. Decoding is by column
/// index and throws on a value of the wrong kind (an index another program edited), so that a
/// bad row is skipped rather than trapped on. Written by `upsertSQL`, not `PersistableRecord`:
/// GRDB's upsert reads back the `rowid`, which the table (WITHOUT ROWID) has not. Any thread.
extension PhotoRecord: FetchableRecord, TableRecord {
    /// The table the index keeps photos in.
    static let databaseTableName = "photo"

    /// The columns, in the order `init(row:)` reads them by index rather than by name, as
    /// `decodedColumns` names them for SQL. Computed: `any SQLSelectable` is not `Sendable`, so
    /// a stored static array would be shared mutable state under strict concurrency. Any thread.
    static var databaseSelection: [any SQLSelectable] {
        decodedColumns.map { Column($0) }
    }

    /// The columns' names, in the order `init(row:)` reads them.
    static let decodedColumns = ["path", "byteCount", "modificationTime", "format", "pixelWidth", "pixelHeight",
                                 "orientation", "dateTaken", "camera"]

    /// A photo from a row whose columns are `decodedColumns`. Throws if a value is missing, of the
    /// wrong type, or names a format this program does not know. Any thread.
    init(row: Row) throws {
        let formatName: String = try row.decode(atIndex: 3)
        guard let format = PhotoFormat(rawValue: formatName) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "unknown photo format \"\(formatName)\"")
        }
        self.init(path: try row.decode(atIndex: 0), byteCount: try row.decode(atIndex: 1),
                  modificationTime: try row.decode(atIndex: 2), format: format,
                  pixelWidth: try row.decode(atIndex: 4), pixelHeight: try row.decode(atIndex: 5),
                  orientation: try row.decode(atIndex: 6), dateTaken: try row.decode(atIndex: 7),
                  camera: try row.decode(atIndex: 8))
    }

    /// Writes a photo, replacing the one at its path, with `upsertArguments` as its arguments.
    static let upsertSQL = """
        INSERT INTO photo (path, byteCount, modificationTime, format, pixelWidth, pixelHeight, orientation, dateTaken, camera)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (path) DO UPDATE SET byteCount = excluded.byteCount, modificationTime = excluded.modificationTime,
            format = excluded.format, pixelWidth = excluded.pixelWidth, pixelHeight = excluded.pixelHeight,
            orientation = excluded.orientation, dateTaken = excluded.dateTaken, camera = excluded.camera
        """

    /// Every field, in `upsertSQL`'s order. Any thread.
    var upsertArguments: StatementArguments {
        [path, byteCount, modificationTime, format.rawValue, pixelWidth, pixelHeight, orientation, dateTaken, camera]
    }
}
