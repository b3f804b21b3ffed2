import GRDB

/// The index's tables, and how a file is recognised as an index of this program's: SQLite's
/// `application_id` holds `applicationID` (so `file(1)` and other programs can tell too), and
/// `user_version` the schema's version. GRDB's migrator records which migrations ran. Any thread.
enum PhotoIndexSchema {
    /// "FoPh" in ASCII: the `application_id` every index this program made carries.
    static let applicationID: Int32 = 0x466F_5068
    /// The schema's version, kept in `user_version` for tools that look there.
    static let version = 1

    /// The migrations that make an empty file an index, and later ones bring an older index up
    /// to date. Any thread.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("photos") { db in
            // WITHOUT ROWID keeps rows in path order in the primary key's b-tree, so a folder's
            // photos are one contiguous range of it.
            try db.execute(sql: """
                CREATE TABLE photo (
                    path TEXT NOT NULL PRIMARY KEY,
                    byteCount INTEGER NOT NULL,
                    modificationTime INTEGER NOT NULL,
                    format TEXT NOT NULL,
                    pixelWidth INTEGER NOT NULL,
                    pixelHeight INTEGER NOT NULL,
                    orientation INTEGER NOT NULL,
                    dateTaken INTEGER,
                    camera TEXT
                ) WITHOUT ROWID
                """)
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
        return migrator
    }
}
