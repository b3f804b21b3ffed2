import FolioCore

/// A page of the pager: the album's photo (or its artwork), its title and caption. Its nodes are
/// made in the node block, on a worker. A plain value: usable on any thread.
struct AlbumPage: NodeComposition {
    var album: Album
    var number: Int
    var count: Int

    struct Nodes {
        let picture: DisplayNode
        let title: TextNode
        let caption: TextNode
    }

    var backgroundColor: Color? { Color(red: 24, green: 24, blue: 28) }

    func makeNodes() -> Nodes {
        let picture: DisplayNode = if let path = album.photoPath {
            ImageNode(path: path, contentMode: .scaleAspectFill, cornerRadius: 18)
        } else {
            DrawingNode(AlbumArt(album: album))
        }
        // The picture takes what the text leaves.
        picture.style.flexGrow = 1
        picture.style.flexShrink = 1
        return Nodes(
            picture: picture,
            title: TextNode(album.title, attributes: TextAttributes(size: 30, weight: .bold, color: .white, maxLines: 1)),
            caption: TextNode("\(album.caption) · \(number + 1) of \(count)",
                              attributes: TextAttributes(size: 16, color: album.color(lightness: 0.8), maxLines: 2))
        )
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        let column = StackLayoutSpec(direction: .vertical, spacing: 10, children: [nodes.picture, nodes.title, nodes.caption])
        return InsetLayoutSpec(insets: EdgeInsets(top: 28, left: 32, bottom: 28, right: 32), child: column)
    }
}
