import FolioCore

/// A viewer page: the photo whole on the dark ground, as large as the window lets it be, decoded
/// at the page's pixel size on a worker. A plain value: any thread.
struct ViewerPage: NodeComposition {
    /// The photo's file.
    var path: String

    var backgroundColor: Color? { PhotosPalette.background }

    func makeNodes() -> ImageNode {
        let image = ImageNode(source: .file(path), contentMode: .scaleAspectFit)
        image.placeholderColor = PhotosPalette.background
        return image
    }

    func layoutSpec(for nodes: ImageNode, within constrainedSize: SizeRange) -> any LayoutElement {
        nodes
    }
}
