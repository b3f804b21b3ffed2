@testable import FolioPhotos
import Testing

@Suite struct FolderChangesTests {
    @Test("A file that appears and goes within one batch is not in it")
    func appearedThenRemoved() {
        var changes = FolderChanges()
        changes.recordAppeared("/p/a.jpg")
        changes.recordRewritten("/p/a.jpg")
        changes.recordRemoved("/p/a.jpg")
        #expect(changes.isEmpty)
    }

    @Test("A file renamed twice is one rename from its first path to its last")
    func renamedTwice() {
        var changes = FolderChanges()
        changes.recordRenamed(from: "/p/a.jpg", to: "/p/b.jpg")
        changes.recordRenamed(from: "/p/b.jpg", to: "/p/c/d.jpg")
        #expect(changes.renames == [FileRename(from: "/p/a.jpg", to: "/p/c/d.jpg")])
        #expect(changes.added.isEmpty && changes.removed.isEmpty)
    }

    @Test("A file renamed and renamed back is no change")
    func renamedBack() {
        var changes = FolderChanges()
        changes.recordRenamed(from: "/p/a.jpg", to: "/p/b.jpg")
        changes.recordRenamed(from: "/p/b.jpg", to: "/p/a.jpg")
        #expect(changes.isEmpty)
    }

    @Test("Two files swapped through a third name are two renames")
    func swapped() {
        var changes = FolderChanges()
        changes.recordRenamed(from: "/p/a.jpg", to: "/p/t.jpg")
        changes.recordRenamed(from: "/p/b.jpg", to: "/p/a.jpg")
        changes.recordRenamed(from: "/p/t.jpg", to: "/p/b.jpg")
        #expect(changes.renames == [FileRename(from: "/p/b.jpg", to: "/p/a.jpg"), FileRename(from: "/p/a.jpg", to: "/p/b.jpg")])
    }

    @Test("A known file removed and written again is rewritten, not removed and added")
    func removedThenAppeared() {
        var changes = FolderChanges()
        changes.recordRemoved("/p/a.jpg")
        changes.recordAppeared("/p/a.jpg")
        #expect(changes.rewritten == ["/p/a.jpg"])
        #expect(changes.removed.isEmpty && changes.added.isEmpty)
    }

    @Test("A new file renamed is added at its new path; a renamed file that is removed is removed at its old path")
    func renamesOfNewAndRemovedFiles() {
        var changes = FolderChanges()
        changes.recordAppeared("/p/new.jpg")
        changes.recordRenamed(from: "/p/new.jpg", to: "/p/newer.jpg")
        changes.recordRenamed(from: "/p/old.jpg", to: "/p/older.jpg")
        changes.recordRemoved("/p/older.jpg")
        #expect(changes.added == ["/p/newer.jpg"])
        #expect(changes.removed == ["/p/old.jpg"])
        #expect(changes.renames.isEmpty)
    }

    @Test("A rewritten file that is then renamed is rewritten at its new path")
    func rewrittenThenRenamed() {
        var changes = FolderChanges()
        changes.recordRewritten("/p/a.jpg")
        changes.recordRenamed(from: "/p/a.jpg", to: "/p/b.jpg")
        #expect(changes.rewritten == ["/p/b.jpg"])
        #expect(changes.renames == [FileRename(from: "/p/a.jpg", to: "/p/b.jpg")])
    }

    @Test("Lost events make the batch a rescan alone, and later records add nothing to it")
    func rescan() {
        var changes = FolderChanges()
        changes.recordAppeared("/p/a.jpg")
        changes.recordRescanNeeded()
        changes.recordRemoved("/p/b.jpg")
        changes.recordRenamed(from: "/p/c.jpg", to: "/p/d.jpg")
        #expect(changes.needsRescan)
        #expect(!changes.isEmpty)
        #expect(changes.added.isEmpty && changes.removed.isEmpty && changes.renames.isEmpty)
    }
}
