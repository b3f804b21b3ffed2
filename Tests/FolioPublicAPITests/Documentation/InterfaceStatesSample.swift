import FolioCore
import Testing

// The sample of the FolioCore article "Interface states and content that changes", as it
// appears there: this file compiles it, and the suite below runs it.

private struct SeenCaption: NodeComposition {
    var title: String

    struct Nodes {
        let title: TextNode
        let status: TextNode
    }

    func makeNodes() -> Nodes {
        Nodes(title: TextNode(title, attributes: TextAttributes(size: 20)),
              status: TextNode("not seen yet", attributes: TextAttributes(size: 13)))
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .vertical, spacing: 4, children: [nodes.title, nodes.status])
    }

    @MainActor func didEnter(_ state: InterfaceState, nodes: Nodes) {
        if state == .visible { nodes.status.text = "on screen" }
    }

    @MainActor func didExit(_ state: InterfaceState, nodes: Nodes) {
        if state == .visible { nodes.status.text = "seen before" }
    }
}

@Suite("Interface states sample")
@MainActor
struct InterfaceStatesSampleTests {
    @Test("the caption's node starts outside every state, and its composed node passes the state calls to it")
    func captionFollowsItsStates() {
        let node = ComposedNode(SeenCaption(title: "Lake"))
        #expect(node.interfaceState == [])
        #expect(node.nodes.status.text == "not seen yet")
        node.didEnterVisibleState()
        #expect(node.nodes.status.text == "on screen")
        node.didExitVisibleState()
        #expect(node.nodes.status.text == "seen before")
    }
}
