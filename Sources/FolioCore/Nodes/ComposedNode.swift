/// The node for a ``NodeComposition``: it makes the composition's nodes when it is made, lays
/// them out with the composition's layout spec and draws the composition's background. A
/// `CellNode`, so a node block can return it as a page, and a part of another composition as
/// well. Any thread.
///
/// As with Texture's `automaticallyManagesSubnodes`, the nodes a layout places become subnodes
/// (added when first placed, never removed), so `subnodes` lists them after the first layout.
public final class ComposedNode<Composition: NodeComposition>: CellNode, @unchecked Sendable {
    // @unchecked: this class adds only two immutable `Sendable` values to what `DisplayNode`
    // keeps behind its lock; `CellNode`'s lazy content is unused (no content block).

    /// The value this node shows. Any thread.
    public let composition: Composition
    /// The nodes `composition` made for this node. Any thread.
    public let nodes: Composition.Nodes

    /// Makes `composition`'s nodes and takes its background. Any thread: the node block's.
    public init(_ composition: Composition) {
        self.composition = composition
        nodes = composition.makeNodes()
        super.init()
        backgroundColor = composition.backgroundColor
        cornerRadius = composition.cornerRadius
    }

    /// Tells the composition (`didEnter(_:nodes:)`). Main thread.
    @MainActor public override func didEnterPreloadState() { composition.didEnter(.preload, nodes: nodes) }

    /// Tells the composition (`didEnter(_:nodes:)`). Main thread.
    @MainActor public override func didEnterDisplayState() { composition.didEnter(.display, nodes: nodes) }

    /// Tells the composition (`didEnter(_:nodes:)`). Main thread.
    @MainActor public override func didEnterVisibleState() { composition.didEnter(.visible, nodes: nodes) }

    /// Tells the composition (`didExit(_:nodes:)`). Main thread.
    @MainActor public override func didExitVisibleState() { composition.didExit(.visible, nodes: nodes) }

    /// Tells the composition (`didExit(_:nodes:)`). Main thread.
    @MainActor public override func didExitDisplayState() { composition.didExit(.display, nodes: nodes) }

    /// Tells the composition (`didExit(_:nodes:)`). Main thread.
    @MainActor public override func didExitPreloadState() { composition.didExit(.preload, nodes: nodes) }

    /// The composition's layout spec for `nodes`. Called on a worker.
    public override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        composition.layoutSpec(for: nodes, within: constrainedSize)
    }

    /// Lays the node out as every node does, then adopts the nodes the layout placed as subnodes.
    /// Called on a worker.
    public override func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let layout = super.layout(in: range, environment: environment)
        var placed: [DisplayNode] = []
        Self.collectNodes(in: layout.sublayouts, into: &placed)
        let known = Set(subnodes.map(ObjectIdentifier.init))
        for node in placed where !known.contains(ObjectIdentifier(node)) {
            addSubnode(node)
        }
        return layout
    }

    /// The nodes in `sublayouts` that no other node in them contains: the specs between are
    /// walked through, a node's own tree is its own business.
    private static func collectNodes(in sublayouts: [Sublayout], into nodes: inout [DisplayNode]) {
        for sublayout in sublayouts {
            if let node = sublayout.layout.element as? DisplayNode {
                nodes.append(node)
            } else {
                collectNodes(in: sublayout.layout.sublayouts, into: &nodes)
            }
        }
    }
}
