import FolioCore

/// A stress-demo page: a generated picture and a long wrapped text, to make every page cost real
/// layout and raster work. With `--text world` the pages go through the world's voices in turn
/// (`WorldVoice.all`), one voice a page, heading and text. Its nodes are made in the node block,
/// on a worker. A plain value: usable on any thread.
struct StressPage: NodeComposition {
    var index: Int
    var pageCount: Int
    var text: TextRepertoire

    /// The words of a page's text.
    static let wordCount = 220

    /// The voice page `index` is written in with `--text world`.
    static func voice(ofPage index: Int) -> WorldVoice {
        WorldVoice.all[Int(index.magnitude % UInt(WorldVoice.all.count))]
    }

    /// The page's heading: "Page 1,204 of 1,000,000", or the same in its voice.
    static func heading(ofPage index: Int, pageCount: Int, text: TextRepertoire) -> String {
        let page = DemoText.pageNumber(index), count = DemoText.grouped(pageCount)
        return switch text {
        case .latin: "Page \(page) of \(count)"
        case .world: voice(ofPage: index).pageHeading(page, count)
        }
    }

    /// The page's long text: words of filler, different for every page.
    static func body(ofPage index: Int, text: TextRepertoire) -> String {
        switch text {
        case .latin: DemoText.filler(forPage: index, words: wordCount)
        case .world: voice(ofPage: index).filler(forPage: index, words: wordCount)
        }
    }

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
            heading: TextNode(Self.heading(ofPage: index, pageCount: pageCount, text: text),
                              attributes: TextAttributes(size: 28, weight: .bold, color: ink, maxLines: 1)),
            body: TextNode(Self.body(ofPage: index, text: text),
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
