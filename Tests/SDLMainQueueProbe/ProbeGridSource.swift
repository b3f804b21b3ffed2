import FolioCore
import Foundation

/// A grid of `count` plain cells, each filled with a colour of its own: the smallest root that
/// has the host make, draw and upload items. Main thread.
@MainActor
final class ProbeGridSource: CollectionDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = indexPath.item
        return {
            let cell = CellNode()
            cell.backgroundColor = Color(red: UInt8(item % 256), green: 90, blue: 160)
            return cell
        }
    }
}
