import FolioCore

/// A shelf's own node in the shelves demo: its title ("Shelf 3", counted from 1) in the band
/// above its row of cards, which is a collection of its own drawn over the rest of the shelf.
/// A plain value: usable on any thread.
struct ShelfHeader: NodeComposition {
    /// The shelf's index, from 0 (shown from 1).
    var shelf: Int
    /// How many cards the shelf holds, shown after its title.
    var items: Int

    struct Nodes {
        let title: TextNode
        let count: TextNode
    }

    func makeNodes() -> Nodes {
        let title = TextNode("Shelf \(DemoText.grouped(shelf + 1))",
                             attributes: TextAttributes(size: 18, weight: .bold, color: Color(red: 235, green: 235, blue: 240), maxLines: 1))
        let count = TextNode("\(DemoText.grouped(items)) photos",
                             attributes: TextAttributes(size: 13, color: Color(red: 150, green: 152, blue: 162), maxLines: 1))
        return Nodes(title: title, count: count)
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        let line = StackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .end,
                                   children: [nodes.title, nodes.count])
        let band = StackLayoutSpec(direction: .vertical, justifyContent: .start, alignItems: .start, children: [line])
        return InsetLayoutSpec(insets: EdgeInsets(top: 12, left: ShelvesDemo.rowInset, bottom: 0, right: ShelvesDemo.rowInset), child: band)
    }
}
