import GRDB
import Testing
@testable import FolioPhotos

/// A photo as a row: written by the upsert, read back whole through GRDB's own queries too.
@Suite("Photo record in the database")
struct PhotoRecordDatabaseTests {
    private func migratedQueue() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try PhotoIndexSchema.migrator.migrate(queue)
        return queue
    }

    @Test("The upsert writes a photo, then replaces every field of the one at its path; GRDB's queries read it back whole")
    func upsertThenFetch() throws {
        let queue = try migratedQueue()
        let first = PhotoIndexFixtures.photo("/p/x.jpg", number: 1)
        var second = PhotoIndexFixtures.photo("/p/x.jpg", number: 10)
        second.camera = nil
        second.dateTaken = nil
        let afterFirst = try queue.write { db in
            try db.execute(sql: PhotoRecord.upsertSQL, arguments: first.upsertArguments)
            return try PhotoRecord.fetchAll(db)
        }
        #expect(afterFirst == [first])
        let afterSecond = try queue.write { db in
            try db.execute(sql: PhotoRecord.upsertSQL, arguments: second.upsertArguments)
            return try PhotoRecord.fetchAll(db)
        }
        #expect(afterSecond == [second])
    }

    @Test("The schema marks the file as this program's: its application id and version")
    func theSchemaMarksTheFile() throws {
        let queue = try migratedQueue()
        let (applicationID, version) = try queue.read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id"), try Int.fetchOne(db, sql: "PRAGMA user_version"))
        }
        #expect(applicationID == PhotoIndexSchema.applicationID)
        #expect(version == PhotoIndexSchema.version)
    }

    @Test("A row naming a format this program does not know fails to decode instead of trapping")
    func anUnknownFormatThrows() throws {
        let queue = try migratedQueue()
        try queue.write { db in
            try db.execute(sql: PhotoRecord.upsertSQL, arguments: PhotoIndexFixtures.photo("/p/x.jpg", number: 1).upsertArguments)
            try db.execute(sql: "UPDATE photo SET format = 'bmp'")
        }
        #expect(throws: DatabaseError.self) { try queue.read { db in try PhotoRecord.fetchAll(db) } }
    }
}
