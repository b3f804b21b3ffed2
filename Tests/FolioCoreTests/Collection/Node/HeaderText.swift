import FolioCore

/// A test composition: a section header that is its text alone, in 20-point text without line
/// spacing, 24 points a line, so that its measured height says how many lines the text wrapped to.
struct HeaderText: NodeComposition {
    var text: String

    /// The attributes of the text.
    static let attributes = TextAttributes(size: 20, lineSpacing: 0)

    func makeNodes() -> TextNode {
        TextNode(text, attributes: Self.attributes)
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        nodes
    }
}
