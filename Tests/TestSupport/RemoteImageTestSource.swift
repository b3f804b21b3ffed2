import FolioCore
import Foundation

/// Cells of one image each, fetched from `https://images.example/<item>.<fileExtension>`, a
/// placeholder colour showing until it arrives.
public final class RemoteImageTestSource: CollectionDataSource {
    public let count: Int
    public let placeholder: Color
    public let fileExtension: String

    public init(count: Int = 20, placeholder: Color = Color(red: 90, green: 90, blue: 90), fileExtension: String = "jpg") {
        self.count = count
        self.placeholder = placeholder
        self.fileExtension = fileExtension
    }

    public func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }

    public func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let url = URL(string: "https://images.example/\(indexPath.item).\(fileExtension)")!
        let placeholder = self.placeholder
        return {
            let image = ImageNode(url: url)
            image.placeholderColor = placeholder
            return ImageCell(image: image)
        }
    }
}
