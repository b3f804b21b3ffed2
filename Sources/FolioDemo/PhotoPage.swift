import FolioCore

/// A photos-demo page: the photo filling the top, a caption block below (title, a paragraph,
/// the credit), laid out with stack and inset specs. Its nodes are made in the node block, on a
/// worker. A plain value: usable on any thread.
struct PhotoPage: NodeComposition {
    /// The photo shown, or nil when the library lists none.
    var photo: Photo?
    /// The photo's number (its identifier, from 0): what chooses its words, which stay its own
    /// wherever the page moves.
    var number: Int

    struct Nodes {
        let image: ImageNode
        let title: TextNode
        let caption: TextNode
        let credit: TextNode
    }

    var backgroundColor: Color? { Color(red: 18, green: 18, blue: 21) }

    func makeNodes() -> Nodes {
        let ink = Color(red: 242, green: 242, blue: 245)
        let quiet = Color(red: 165, green: 168, blue: 178)
        let creditText = photo.map { "Photo: \($0.credit) · \($0.licence)" } ?? "No photo"
        return Nodes(
            image: ImageNode(path: photo?.path ?? "(no photo listed)", contentMode: .scaleAspectFill, cornerRadius: 14),
            title: TextNode(photo?.title ?? "Photo \(DemoText.pageNumber(number))", attributes: TextAttributes(size: 26, weight: .bold, color: ink, maxLines: 1)),
            caption: TextNode(DemoText.caption(forPhoto: number),
                              attributes: TextAttributes(size: 16, color: ink.withAlpha(225), maxLines: 3, lineSpacing: 0.25)),
            credit: TextNode(creditText, attributes: TextAttributes(size: 13, color: quiet, maxLines: 1))
        )
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        let text = StackLayoutSpec(direction: .vertical, spacing: 8, children: [nodes.title, nodes.caption, nodes.credit])
        let margin = min(40, constrainedSize.max.width * 0.04)
        // The photo takes whatever height the caption leaves.
        var photo = InsetLayoutSpec(insets: EdgeInsets(top: margin, left: margin, bottom: 0, right: margin), child: nodes.image)
        photo.style.flexGrow = 1
        photo.style.flexShrink = 1
        let captionBlock = InsetLayoutSpec(insets: EdgeInsets(top: 20, left: margin + 4, bottom: 70, right: margin + 4), child: text)
        return StackLayoutSpec(direction: .vertical, children: [photo, captionBlock])
    }
}
