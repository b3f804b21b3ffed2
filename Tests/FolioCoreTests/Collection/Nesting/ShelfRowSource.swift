import FolioCore
import Foundation

/// One shelf's cards: `count` plain cards. The shelf source holds it while the collection showing
/// it lives (a collection holds its data source weakly) and drops it when that collection is let go.
@MainActor
final class ShelfRowSource: CollectionDataSource {
    let shelf: Int
    var count: Int

    init(shelf: Int, count: Int) {
        self.shelf = shelf
        self.count = count
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        { CellNode() }
    }
}
