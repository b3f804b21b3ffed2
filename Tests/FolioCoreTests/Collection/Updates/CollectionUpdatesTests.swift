import FolioCore
import Foundation
import Testing

@Suite("CollectionUpdates")
struct CollectionUpdatesTests {
    @Test("A new batch is empty")
    func newBatchIsEmpty() {
        #expect(CollectionUpdates().isEmpty)
    }

    @Test("Any single change makes a batch non-empty, even one naming nothing")
    func anyChangeMakesItNonEmpty() {
        let changes: [(inout CollectionUpdates) -> Void] = [
            { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) },
            { $0.deleteItems(at: [IndexPath(item: 0, section: 0)]) },
            { $0.reloadItems(at: [IndexPath(item: 0, section: 0)]) },
            { $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)) },
            { $0.insertSections(IndexSet(integer: 0)) },
            { $0.deleteSections(IndexSet(integer: 0)) },
            { $0.reloadSections(IndexSet(integer: 0)) },
            { $0.moveSection(0, toSection: 1) },
        ]
        for change in changes {
            var updates = CollectionUpdates()
            change(&updates)
            #expect(!updates.isEmpty)
        }
        var empty = CollectionUpdates()
        empty.insertItems(at: [])
        empty.deleteSections(IndexSet())
        #expect(empty.isEmpty)
    }
}
