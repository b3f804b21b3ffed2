import FolioCore

/// A grid demo item: its photo on a card lifted off the grid by a soft shadow and edged by a
/// hairline, and its number on a small dark badge at the bottom left, with how many times it was
/// opened once it has been ("#12 · 3×"; the badge's text is set in place, `badgeText`). The card sits a few pixels
/// inside the cell, leaving the shadow room in the cell's own bitmap. Its nodes are made in the
/// node block, on a worker. A plain value: usable on any thread.
struct GridCell: NodeComposition {
    /// The photo shown, or nil when the library lists none.
    var photo: Photo?
    /// The photo's number, from 0: the place it was made at, or for an inserted photo one past
    /// the last number made. It stays with the item wherever it moves.
    var number: Int
    /// An animated image shown instead of the photo (one cell in a hundred), or nil.
    var animation: String? = nil
    /// How many times the photo was opened when the node was asked for.
    var opens = 0

    struct Nodes {
        let card: DisplayNode
        let image: ImageNode
        let badge: DisplayNode
        let number: TextNode
    }

    /// The card's shadow: black, a little below it, soft enough to read on the dark grid.
    static let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0), offset: Size(width: 0, height: 1), radius: 2.5, opacity: 0.9)
    /// How far inside the cell the card sits: the shadow's reach, a little less below (its
    /// faintest edge is cut there) and the selection ring's width.
    static let cardInset = 3.0

    func makeNodes() -> Nodes {
        let card = DisplayNode()
        card.backgroundColor = Color(red: 30, green: 31, blue: 36)
        card.cornerRadius = 8
        card.shadow = Self.shadow
        let image = ImageNode(path: animation ?? photo?.path ?? "(no photo listed)", contentMode: .scaleAspectFill, cornerRadius: 8)
        // A light hairline over the photo's edge keeps dark photos apart from the dark grid.
        image.borderWidth = 0.5
        image.borderColor = Color(red: 255, green: 255, blue: 255, alpha: 40)
        if animation != nil {
            // The animation takes the card's height less the badge's strip below it.
            image.style.flexGrow = 1
            image.style.flexShrink = 1
        }
        let badge = DisplayNode()
        badge.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 150)
        badge.cornerRadius = 9
        return Nodes(
            card: card,
            image: image,
            badge: badge,
            number: TextNode(Self.badgeText(number: number, opens: opens),
                             attributes: TextAttributes(size: 13, weight: .bold, color: .white, maxLines: 1))
        )
    }

    /// The badge's text for photo `number` opened `opens` times: "#12", then "#12 · 3×". Any
    /// thread.
    static func badgeText(number: Int, opens: Int) -> String {
        let label = "#\(DemoText.grouped(number))"
        return opens > 0 ? "\(label) · \(DemoText.grouped(opens))×" : label
    }

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        let label = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8), child: nodes.number),
                                         background: nodes.badge)
        // The badge hugs its text at the bottom left, whatever the cell's size.
        let corner = StackLayoutSpec(direction: .vertical, justifyContent: .end, alignItems: .start, children: [label])
        if animation != nil {
            // The animation's frames are drawn over the cell, so the badge sits below it.
            let stack = StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .stretch,
                                        children: [nodes.image, InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 8, bottom: 6, right: 8), child: corner)])
            return InsetLayoutSpec(insets: EdgeInsets(all: Self.cardInset), child: BackgroundLayoutSpec(child: stack, background: nodes.card))
        }
        let photo = OverlayLayoutSpec(child: nodes.image, overlay: InsetLayoutSpec(insets: EdgeInsets(all: 8), child: corner))
        return InsetLayoutSpec(insets: EdgeInsets(all: Self.cardInset), child: BackgroundLayoutSpec(child: photo, background: nodes.card))
    }
}
