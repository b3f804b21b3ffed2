import FolioCore

/// A test composition: a title over a swatch that takes the height left, inset by 10, on an
/// optional background. Counts how often it makes its nodes.
struct Card: NodeComposition {
    var title: String
    var color: Color
    var background: Color?
    var radius: Double
    /// How many times `makeNodes` ran, shared by the copies of this card.
    let nodesMade = Locked(0)

    init(title: String, color: Color, background: Color? = nil, radius: Double = 0) {
        self.title = title
        self.color = color
        self.background = background
        self.radius = radius
    }

    struct Nodes {
        let title: TextNode
        let swatch: DrawingNode<Swatch>
    }

    var backgroundColor: Color? { background }
    var cornerRadius: Double { radius }

    func makeNodes() -> Nodes {
        nodesMade.withLock { $0 += 1 }
        let swatch = DrawingNode(Swatch(color: color))
        swatch.style.flexGrow = 1
        return Nodes(title: TextNode(title, attributes: TextAttributes(size: 20)), swatch: swatch)
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        let column = StackLayoutSpec(direction: .vertical, spacing: 5, children: [nodes.title, nodes.swatch])
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: column)
    }
}
