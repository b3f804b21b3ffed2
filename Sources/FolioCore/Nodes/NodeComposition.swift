/// What a composed node shows, as a value: the framework nodes it is made of and how layout specs
/// arrange them. Wrap one in a ``ComposedNode`` to get a page (it is a `CellNode`) or a part of
/// a larger composition. This is the way to define an app's nodes whose thread safety the
/// compiler checks: subclassing `CellNode` or `DisplayNode` still works, but a subclass must
/// restate `@unchecked Sendable`, and then nothing it adds is checked.
///
/// Being `Sendable`, a composition may hold only values that are safe to share (strings,
/// colours, `Sendable` structs) and its ``Nodes`` only `Sendable` things: the framework's final
/// nodes (`TextNode`, `ImageNode`, ``DrawingNode``, ``ComposedNode``), each of which guards its
/// own state. Custom drawing goes in a ``Drawing`` value inside a `DrawingNode`. A plain value:
/// usable on any thread; its methods are called on the worker that makes, lays out or draws the
/// node.
///
/// ```swift
/// struct Caption: NodeComposition {
///     var title: String
///
///     struct Nodes {
///         let title: TextNode
///     }
///
///     func makeNodes() -> Nodes {
///         Nodes(title: TextNode(title, attributes: TextAttributes(size: 20)))
///     }
///
///     func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
///         InsetLayoutSpec(insets: EdgeInsets(all: 12), child: nodes.title)
///     }
/// }
/// ```
public protocol NodeComposition: Sendable {
    /// The nodes this composition is made of, typically a struct with a property per node (a
    /// non-public struct of `Sendable` properties is `Sendable` without saying so).
    associatedtype Nodes: Sendable

    /// Makes the nodes, once per composed node, when the node is made: on the worker that runs
    /// the node block. Set the nodes' own styles (`flexGrow`, a background) here.
    func makeNodes() -> Nodes

    /// Arranges `nodes` with layout specs for a layout within `constrainedSize`, as
    /// `DisplayNode.layoutSpecThatFits(_:)` does; called for every layout, on a worker. The
    /// nodes it places become the composed node's subnodes.
    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement

    /// A colour the composed node draws behind its nodes, or nil (the default) for none.
    var backgroundColor: Color? { get }

    /// Rounds the background's corners, in logical pixels; 0 by default.
    var cornerRadius: Double { get }

    /// The composed node's cell entered `state` (`.preload`, then `.display`, then `.visible`,
    /// one call each; see <doc:InterfaceStates>): start what only matters there, such as a
    /// clock shown while the cell is on screen. `nodes` are the node's. Nothing by default.
    /// Main thread.
    @MainActor func didEnter(_ state: InterfaceState, nodes: Nodes)

    /// The composed node's cell left `state` (`.visible`, then `.display`, then `.preload`):
    /// stop what `didEnter(_:nodes:)` started. Nothing by default. Main thread.
    @MainActor func didExit(_ state: InterfaceState, nodes: Nodes)
}

extension NodeComposition {
    /// No background. A plain value: usable on any thread.
    public var backgroundColor: Color? { nil }

    /// Square corners. A plain value: usable on any thread.
    public var cornerRadius: Double { 0 }

    /// Does nothing. Main thread.
    @MainActor public func didEnter(_ state: InterfaceState, nodes: Nodes) {}

    /// Does nothing. Main thread.
    @MainActor public func didExit(_ state: InterfaceState, nodes: Nodes) {}
}
