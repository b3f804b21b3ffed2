import FolioCore

/// A test composition of compositions: two cards side by side, each half the width.
struct Shelf: NodeComposition {
    var left: Card
    var right: Card

    struct Nodes {
        let left: ComposedNode<Card>
        let right: ComposedNode<Card>
    }

    func makeNodes() -> Nodes {
        let nodes = Nodes(left: ComposedNode(left), right: ComposedNode(right))
        for node in [nodes.left, nodes.right] {
            node.style.flexGrow = 1
            node.style.flexBasis = .points(0)
        }
        return nodes
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .horizontal, children: [nodes.left, nodes.right])
    }
}
