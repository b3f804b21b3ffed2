import FolioCore
import Foundation

/// One shelf's row of cards in the shelves demo: the bundled photos, cycled, each card with its
/// flat number (shelf × items per shelf + item) on a badge. The data source of the row's
/// collection, which holds it weakly: the demo keeps it while the row exists. Main thread only.
@MainActor
final class ShelfRowSource: CollectionDataSource {
    let shelf: Int
    private let items: Int
    private let library: PhotoLibrary

    init(shelf: Int, items: Int, library: PhotoLibrary) {
        self.shelf = shelf
        self.items = items
        self.library = library
    }

    /// The number on card `item`'s badge: its place among all the cards.
    func number(ofItem item: Int) -> Int { shelf * items + item }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { items }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let number = number(ofItem: indexPath.item)
        let cell = GridCell(photo: library.photo(forPage: number), number: number)
        return { ComposedNode(cell) }
    }
}
