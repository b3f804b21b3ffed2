import FolioCore

/// A composition of one text node (`text`, in 20 px type, wrapped to the width) that writes
/// the interface state steps it is told of to a log, as "composition". A plain value: usable on
/// any thread.
struct LoggingComposition: NodeComposition {
    let log: InterfaceStateLog
    var text = "title"

    struct Nodes {
        let title: TextNode
    }

    func makeNodes() -> Nodes {
        Nodes(title: TextNode(text, attributes: TextAttributes(size: 20)))
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        nodes.title
    }

    @MainActor func didEnter(_ state: InterfaceState, nodes: Nodes) {
        log.append("composition", "+" + state.description)
    }

    @MainActor func didExit(_ state: InterfaceState, nodes: Nodes) {
        log.append("composition", "-" + state.description)
    }
}
