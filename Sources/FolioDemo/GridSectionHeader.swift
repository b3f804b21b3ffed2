import FolioCore

/// A grid demo section header: "Section 3", bold, on the background; with `--text world`, the
/// section named in one more language after it ("Section 3 · Раздел 3"), the sections going
/// through the world's languages in turn. A section keeps its number (as an album keeps its
/// name) however items come, go and move, since a header made once is kept through batch
/// updates. A plain value: usable on any thread.
struct GridSectionHeader: NodeComposition {
    /// The section's identifier, from 0 (shown from 1).
    var number: Int
    var text: TextRepertoire

    /// Opaque: pinned at the top (`--pinned-headers`), the header hides the photos passing under
    /// it rather than showing them through its title.
    var backgroundColor: Color? { Color(red: 18, green: 18, blue: 21) }

    /// The header's words.
    var title: String {
        let shown = DemoText.pageNumber(number)
        let english = "Section \(shown)"
        guard text == .world, !WorldVoice.languages.isEmpty else { return english }
        let voice = WorldVoice.languages[Int(number.magnitude % UInt(WorldVoice.languages.count))]
        return voice.sectionName.map { english + " · " + $0(shown) } ?? english
    }

    func makeNodes() -> TextNode {
        TextNode(title, attributes: TextAttributes(size: 17, weight: .bold, color: Color(red: 235, green: 235, blue: 240), maxLines: 1))
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        let text = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: .start, children: [nodes])
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), child: text)
    }
}
