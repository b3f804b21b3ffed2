import FolioCore

/// A grid cell: the photo's thumbnail filling the cell, cropped to it in a flow grid and whole
/// in a masonry (whose cell has the photo's upright aspect ratio), a hair inside the cell so
/// neighbours keep apart. Its nodes are made in the node block, on a worker. A plain value: any
/// thread.
struct PhotoCell: NodeComposition {
    /// Where the thumbnail comes from.
    var source: ImageSource

    /// How far inside the cell the photo sits, in logical pixels.
    static let inset = 1.0

    func makeNodes() -> ImageNode {
        let image = ImageNode(source: source, contentMode: .scaleAspectFill, cornerRadius: 3)
        image.placeholderColor = Color(red: 40, green: 42, blue: 48)
        return image
    }

    func layoutSpec(for nodes: ImageNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: Self.inset), child: nodes)
    }
}
