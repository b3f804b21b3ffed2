/// What a pointer presses inside a collection's item: a button, or a link in a text node. Main
/// thread only.
struct PressedControl {
    enum Kind {
        case button(ButtonNode)
        case link(TextNode, TextLink)
    }

    /// The cell holding it: its item is found by it, whatever updates did to the indexes.
    let cell: CellNode
    let kind: Kind
    /// Where a release activates it, in the item's coordinates: the button's frame, or the
    /// link's rectangles (one per line it crosses).
    let frames: [Rect]

    /// Whether a release at `point` (the item's coordinates) is on it: inside the button, or in
    /// the link's target (`TextNode.linkTarget(around:)`).
    func contains(_ point: Point) -> Bool {
        switch kind {
        case .button:
            return frames.contains { point.x >= $0.minX && point.x < $0.maxX && point.y >= $0.minY && point.y < $0.maxY }
        case .link:
            return frames.contains { TextNode.linkTarget(around: $0).contains(point) }
        }
    }
}
