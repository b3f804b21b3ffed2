import FolioCore

/// A section header of the grid: the month ("March 2024") or the folder, bold, on the ground
/// colour. It says no count: a header made once is kept through the batch updates that bring
/// its section more photos. A plain value: any thread.
struct MonthHeader: NodeComposition {
    var title: String

    var backgroundColor: Color? { PhotosPalette.background.withAlpha(235) }

    func makeNodes() -> TextNode {
        TextNode(title, attributes: TextAttributes(size: 17, weight: .bold, color: PhotosPalette.ink, maxLines: 1))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        let centred = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: .start, children: [nodes])
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8), child: centred)
    }
}
