import FolioCore

// The example in `CellNode`'s documentation, verbatim, so that it is compiled; the tests check
// that it still matches the documentation and that it renders through the pager.

struct Dot: Drawing {
    var color: Color

    func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        context.fillRoundedRect(frame, radius: min(frame.width, frame.height) / 2, color: color)
    }
}

struct PhotoPage: NodeComposition {
    var title: String
    var photoPath: String

    struct Nodes {
        let photo: ImageNode
        let dot: DrawingNode<Dot>
        let title: TextNode
    }

    var backgroundColor: Color? { Color(red: 18, green: 18, blue: 21) }

    func makeNodes() -> Nodes {
        let dot = DrawingNode(Dot(color: .white))
        dot.style.preferredSize = Size(width: 12, height: 12)
        let attributes = TextAttributes(size: 26, weight: .bold, color: .white, maxLines: 1)
        return Nodes(photo: ImageNode(path: photoPath, cornerRadius: 12), dot: dot,
                     title: TextNode(title, attributes: attributes))
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        var photo = InsetLayoutSpec(insets: EdgeInsets(all: 24), child: nodes.photo)
        photo.style.flexGrow = 1
        let caption = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center,
                                      children: [nodes.dot, nodes.title])
        return StackLayoutSpec(direction: .vertical, spacing: 8, children: [photo, caption])
    }
}

@MainActor final class Album: PagerDataSource {
    let pages: [PhotoPage]

    init(pages: [PhotoPage]) {
        self.pages = pages
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pages.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let page = pages[index]         // read the model here, on the main thread
        return { ComposedNode(page) }   // runs once, on a worker
    }
}
