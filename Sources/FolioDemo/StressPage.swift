import FolioCore

/// A stress-demo page: a generated picture and a long wrapped text, to make every page cost real
/// layout and raster work. Its nodes are made in the node block, on a worker. A plain value:
/// usable on any thread.
struct StressPage: NodeComposition {
    var index: Int
    var pageCount: Int

    struct Nodes {
        let pattern: DrawingNode<Pattern>
        let heading: TextNode
        let body: TextNode
    }

    var backgroundColor: Color? { Color(red: 22, green: 22, blue: 26) }

    func makeNodes() -> Nodes {
        let ink = Color(red: 236, green: 236, blue: 240)
        return Nodes(
            pattern: DrawingNode(Pattern(seed: index)),
            heading: TextNode("Page \(DemoText.pageNumber(index)) of \(DemoText.grouped(pageCount))",
                              attributes: TextAttributes(size: 28, weight: .bold, color: ink, maxLines: 1)),
            body: TextNode(DemoText.filler(forPage: index, words: 220),
                           attributes: TextAttributes(size: 15, color: ink.withAlpha(215), maxLines: 12, lineSpacing: 0.2))
        )
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        var picture = RatioLayoutSpec(ratio: 0.35, child: nodes.pattern)
        picture.style.flexShrink = 1
        let column = StackLayoutSpec(direction: .vertical, spacing: 16, children: [picture, nodes.heading, nodes.body])
        return InsetLayoutSpec(insets: EdgeInsets(top: 32, left: 40, bottom: 70, right: 40), child: column)
    }
}
