import FolioCore
import Foundation

/// A data source of `count` cells, each a plain fill of the colour `color` gives its item.
/// Main thread.
@MainActor
final class TextureTestSource: CollectionDataSource {
    var count: Int
    let color: @Sendable (Int) -> Color

    init(count: Int, color: @escaping @Sendable (Int) -> Color) {
        self.count = count
        self.color = color
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let fill = color(indexPath.item)
        return {
            let cell = CellNode()
            cell.backgroundColor = fill
            return cell
        }
    }
}
