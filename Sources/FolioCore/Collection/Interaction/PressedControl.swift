/// What a pointer presses (or hovers) inside a collection's item: a button, a link in a text
/// node, or a tappable node. One mechanism for the three: pressed look, release within the
/// slop acts, a drag lets go. Main thread only.
struct PressedControl {
    /// Which control it is.
    enum Kind {
        /// An enabled button: its action.
        case button(ButtonNode)
        /// A link in a text node: the delegate, then the node's `linkAction`.
        case link(TextNode, TextLink)
        /// A tappable node: the delegate, the node's `tapAction` and a `tapped` event.
        case tappable(DisplayNode)
    }

    /// The cell holding it: its item is found by it, whatever updates did to the indexes.
    let cell: CellNode
    let kind: Kind
    /// Where a release activates it, in the item's coordinates: the button's or tappable node's
    /// frame, or the link's rectangles (one per line it crosses).
    let frames: [Rect]

    /// Whether a release at `point` (the item's coordinates) is on it: inside the button or node, or in
    /// the link's target (`TextNode.linkTarget(around:)`).
    func contains(_ point: Point) -> Bool {
        switch kind {
        case .button, .tappable:
            return frames.contains { point.x >= $0.minX && point.x < $0.maxX && point.y >= $0.minY && point.y < $0.maxY }
        case .link:
            return frames.contains { TextNode.linkTarget(around: $0).contains(point) }
        }
    }

    /// Whether `other` is this control: the same button or node, and for a link the same link.
    func isSame(as other: PressedControl) -> Bool {
        switch (kind, other.kind) {
        case (.button(let a), .button(let b)): a === b
        case (.link(let a, let link), .link(let b, let otherLink)): a === b && link.index == otherLink.index
        case (.tappable(let a), .tappable(let b)): a === b
        default: false
        }
    }
}
