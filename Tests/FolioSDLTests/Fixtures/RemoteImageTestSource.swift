import FolioCore
import Foundation
import TestSupport

/// Twenty cells of one image each, fetched from `https://images.example/<item>.jpg`, a grey
/// placeholder showing until it arrives.
final class RemoteImageTestSource: CollectionDataSource {
    func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = indexPath.item
        return {
            let image = ImageNode(url: URL(string: "https://images.example/\(item).jpg")!)
            image.placeholderColor = Color(red: 90, green: 90, blue: 90)
            return ImageCell(image: image)
        }
    }
}
