import FolioCore

/// A feed's section header: its name, "Feed 3 · Lakes", bold on the header's band. A plain
/// value: usable on any thread.
struct FeedHeaderNode: NodeComposition {
    /// The feed (the pager's page), from 0; shown from 1.
    var page: Int

    /// The header's height in a list, logical pixels.
    static let height = 48.0

    /// What the feeds are about, in turn.
    static let topics = [
        "Mountains", "Forests", "Lakes", "Coast", "Cities", "Gardens",
        "Birds", "Autumn", "Harbours", "Night", "Rivers", "Kitchens",
    ]

    /// The feed's name.
    static func title(ofFeed page: Int) -> String {
        "Feed \(DemoText.pageNumber(page)) · \(topics[Int(page.magnitude % UInt(topics.count))])"
    }

    /// The header's band.
    static let band = Color(red: 24, green: 25, blue: 30)

    var backgroundColor: Color? { Self.band }

    func makeNodes() -> TextNode {
        TextNode(Self.title(ofFeed: page), attributes: TextAttributes(size: 17, weight: .bold, color: Color(red: 235, green: 235, blue: 240), maxLines: 1))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        let text = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: .start, children: [nodes])
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), child: text)
    }
}
