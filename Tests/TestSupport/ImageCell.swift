import FolioCore

/// A cell that is one image node, inset by `insets`: the cell image tests lay out. Any thread.
public final class ImageCell: CellNode, @unchecked Sendable {
    // @unchecked: its properties are immutable, and the node it holds is thread-safe.
    public let image: ImageNode
    public let insets: EdgeInsets

    public init(image: ImageNode, insets: EdgeInsets = .zero) {
        self.image = image
        self.insets = insets
        super.init()
        addSubnode(image)
    }

    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        InsetLayoutSpec(insets: insets, child: image)
    }
}
