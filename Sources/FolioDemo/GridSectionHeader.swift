import FolioCore

/// A grid demo section header: "Section 3 · items 200-299", bold, on the background. A plain
/// value: usable on any thread.
struct GridSectionHeader: NodeComposition {
    /// The section, 0-based (shown 1-based).
    var section: Int
    /// The flat indexes of the section's first and last items (shown as they are numbered: from 0).
    var firstItem: Int
    var lastItem: Int

    var backgroundColor: Color? { Color(red: 18, green: 18, blue: 21, alpha: 235) }

    /// The header's words.
    var title: String {
        "Section \(DemoText.grouped(section + 1)) · items \(DemoText.grouped(firstItem))-\(DemoText.grouped(lastItem))"
    }

    func makeNodes() -> TextNode {
        TextNode(title, attributes: TextAttributes(size: 17, weight: .bold, color: Color(red: 235, green: 235, blue: 240), maxLines: 1))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        let text = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: .start, children: [nodes])
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), child: text)
    }
}
