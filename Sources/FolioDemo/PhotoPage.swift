import FolioCore

/// A photos-demo page: the photo filling the top, lifted by a shadow, and a caption block below
/// (title, a paragraph, the credit) on a faint translucent panel, laid out with stack and inset
/// specs. Its nodes are made in the node block, on a
/// worker. A plain value: usable on any thread.
struct PhotoPage: NodeComposition {
    /// The photo shown, or nil when the library lists none.
    var photo: Photo?
    /// The photo's number (its identifier, from 0): what chooses its words, which stay its own
    /// wherever the page moves.
    var number: Int

    struct Nodes {
        let image: ImageNode
        let panel: DisplayNode
        let title: TextNode
        let caption: TextNode
        let credit: TextNode
    }

    var backgroundColor: Color? { Color(red: 18, green: 18, blue: 21) }

    func makeNodes() -> Nodes {
        let ink = Color(red: 242, green: 242, blue: 245)
        let quiet = Color(red: 165, green: 168, blue: 178)
        let creditText = photo.map { "Photo: \($0.credit) · \($0.licence)" } ?? "No photo"
        let image = ImageNode(path: photo?.path ?? "(no photo listed)", contentMode: .scaleAspectFill, cornerRadius: 14)
        image.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0), offset: Size(width: 0, height: 6), radius: 16, opacity: 0.8)
        image.borderWidth = 0.5
        image.borderColor = Color(red: 255, green: 255, blue: 255, alpha: 30)
        // One alpha for the panel's fill and edge, so the edge does not show darker where they
        // overlap (the node is drawn as a group).
        let panel = DisplayNode()
        panel.backgroundColor = Color(red: 255, green: 255, blue: 255, alpha: 80)
        panel.cornerRadius = 14
        panel.borderWidth = 1
        panel.borderColor = Color(red: 255, green: 255, blue: 255)
        panel.alpha = 0.1
        return Nodes(
            image: image,
            panel: panel,
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
        let panel = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: text),
                                         background: nodes.panel)
        let captionBlock = InsetLayoutSpec(insets: EdgeInsets(top: 20, left: margin, bottom: 58, right: margin), child: panel)
        return StackLayoutSpec(direction: .vertical, children: [photo, captionBlock])
    }
}
