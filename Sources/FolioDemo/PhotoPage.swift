import FolioCore

/// A photos-demo page: the photo filling the top, a caption block below (title, a paragraph,
/// the credit), laid out with stack and inset specs. Made in a node block on a worker.
final class PhotoPageNode: CellNode, @unchecked Sendable {
    private let image: ImageNode
    private let title: TextNode
    private let caption: TextNode
    private let credit: TextNode

    init(photo: Photo?, index: Int, pageCount: Int) {
        let ink = Color(red: 242, green: 242, blue: 245)
        let quiet = Color(red: 165, green: 168, blue: 178)
        image = ImageNode(path: photo?.path ?? "(no photo listed)", contentMode: .scaleAspectFill, cornerRadius: 14)
        title = TextNode(photo?.title ?? "Photo \(index + 1)", attributes: TextAttributes(size: 26, weight: .bold, color: ink, maxLines: 1))
        caption = TextNode(DemoText.caption(forPage: index, of: pageCount),
                           attributes: TextAttributes(size: 16, color: ink.withAlpha(225), maxLines: 3, lineSpacing: 0.25))
        let creditText = photo.map { "Photo: \($0.credit) · \($0.licence)" } ?? "No photo"
        credit = TextNode(creditText, attributes: TextAttributes(size: 13, color: quiet, maxLines: 1))
        super.init()
        backgroundColor = Color(red: 18, green: 18, blue: 21)
        for node in [image, title, caption, credit] as [DisplayNode] { addSubnode(node) }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let text = StackLayoutSpec(direction: .vertical, spacing: 8, children: [title, caption, credit])
        let margin = min(40, constrainedSize.max.width * 0.04)
        // The photo takes whatever height the caption leaves.
        var photo = InsetLayoutSpec(insets: EdgeInsets(top: margin, left: margin, bottom: 0, right: margin), child: image)
        photo.style.flexGrow = 1
        photo.style.flexShrink = 1
        let captionBlock = InsetLayoutSpec(insets: EdgeInsets(top: 20, left: margin + 4, bottom: 70, right: margin + 4), child: text)
        return StackLayoutSpec(direction: .vertical, children: [photo, captionBlock])
    }
}
