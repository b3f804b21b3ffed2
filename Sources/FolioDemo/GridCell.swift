import FolioCore

/// A grid demo item: its photo filling the cell, and its number on a small dark badge at the
/// bottom left. Its nodes are made in the node block, on a worker. A plain value: usable on any
/// thread.
struct GridCell: NodeComposition {
    /// The photo shown, or nil when the library lists none.
    var photo: Photo?
    /// The photo's number, from 0: the place it was made at, or for an inserted photo one past
    /// the last number made. It stays with the item wherever it moves.
    var number: Int

    struct Nodes {
        let image: ImageNode
        let badge: DisplayNode
        let number: TextNode
    }

    var backgroundColor: Color? { Color(red: 30, green: 31, blue: 36) }
    var cornerRadius: Double { 8 }

    func makeNodes() -> Nodes {
        let badge = DisplayNode()
        badge.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 150)
        badge.cornerRadius = 9
        return Nodes(
            image: ImageNode(path: photo?.path ?? "(no photo listed)", contentMode: .scaleAspectFill, cornerRadius: 8),
            badge: badge,
            number: TextNode("#\(DemoText.grouped(number))", attributes: TextAttributes(size: 13, weight: .bold, color: .white, maxLines: 1))
        )
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        let label = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8), child: nodes.number),
                                         background: nodes.badge)
        // The badge hugs its text at the bottom left, whatever the cell's size.
        let corner = StackLayoutSpec(direction: .vertical, justifyContent: .end, alignItems: .start, children: [label])
        return OverlayLayoutSpec(child: nodes.image, overlay: InsetLayoutSpec(insets: EdgeInsets(all: 8), child: corner))
    }
}
