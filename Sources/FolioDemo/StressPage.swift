import FolioCore

/// A stress-demo page: a generated picture and a long wrapped text, to make every page cost real
/// layout and raster work. Made in a node block on a worker.
final class StressPageNode: CellNode, @unchecked Sendable {
    private let pattern: PatternNode
    private let heading: TextNode
    private let body: TextNode

    init(index: Int, pageCount: Int) {
        let ink = Color(red: 236, green: 236, blue: 240)
        pattern = PatternNode(seed: index)
        heading = TextNode("Page \(DemoText.pageNumber(index)) of \(DemoText.grouped(pageCount))", attributes: TextAttributes(size: 28, weight: .bold, color: ink, maxLines: 1))
        body = TextNode(DemoText.filler(forPage: index, words: 220),
                        attributes: TextAttributes(size: 15, color: ink.withAlpha(215), maxLines: 12, lineSpacing: 0.2))
        super.init()
        backgroundColor = Color(red: 22, green: 22, blue: 26)
        for node in [pattern, heading, body] as [DisplayNode] { addSubnode(node) }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        var picture = RatioLayoutSpec(ratio: 0.35, child: pattern)
        picture.style.flexShrink = 1
        let column = StackLayoutSpec(direction: .vertical, spacing: 16, children: [picture, heading, body])
        return InsetLayoutSpec(insets: EdgeInsets(top: 32, left: 40, bottom: 70, right: 40), child: column)
    }
}
