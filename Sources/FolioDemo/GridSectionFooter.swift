import FolioCore

/// A grid demo section footer (with `--footers`): "End of section 3", small and grey at the
/// right under the section's last row, so that a section's end shows where it is. Like the
/// header, it names the section by its identifier, which stays with it however items come, go
/// and move, since a footer made once is kept through batch updates. A plain value: usable on
/// any thread.
struct GridSectionFooter: NodeComposition {
    /// The section's identifier, from 0 (shown from 1).
    var number: Int

    var backgroundColor: Color? { nil }

    /// The footer's words.
    var title: String { "End of section \(DemoText.pageNumber(number))" }

    func makeNodes() -> TextNode {
        TextNode(title, attributes: TextAttributes(size: 13, color: Color(red: 150, green: 150, blue: 160), maxLines: 1))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        let text = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: .end, children: [nodes])
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), child: text)
    }
}
