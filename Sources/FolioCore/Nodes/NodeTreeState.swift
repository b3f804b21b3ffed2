/// Where a node stands in its tree and with the collection: the node it was added to (weak, so a
/// subnode never keeps its parent alive) and its interface state. `DisplayNode` keeps one behind
/// a lock of its own, apart from its drawing properties. A plain value: usable on any thread.
struct NodeTreeState {
    /// The node this one is a subnode of, once added (`addSubnode`): where a change of content
    /// goes to find the cell to lay out again.
    weak var supernode: DisplayNode?
    /// The ranges the node's cell is in, as its callbacks last heard.
    var interfaceState: InterfaceState = []
    /// The state the last `setInterfaceState(_:)` is moving the node to: a callback that moves
    /// it elsewhere meanwhile (a reload from inside `didEnterVisibleState()`) ends the walk
    /// under way rather than being undone by it.
    var targetState: InterfaceState = []
}
