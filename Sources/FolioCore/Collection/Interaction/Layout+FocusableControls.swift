extension Layout {
    /// The controls Tab moves through in a cell laid out this way, in reading order: the tree's
    /// order (a stack's children go left to right and top to bottom), each enabled button, each
    /// link of a text node in the text's order, and each tappable node. Frames are in this layout's coordinates.
    /// Disabled buttons are passed over, as a press passes over them. Any thread; the collection
    /// calls it on the main thread with a cell's layout.
    func focusableControls() -> [FocusableControl] {
        flattened().flatMap { positioned -> [FocusableControl] in
            if let button = positioned.element as? ButtonNode {
                return button.isEnabled ? [FocusableControl(kind: .button(button), frames: [positioned.frame])] : []
            }
            if let text = positioned.element as? TextNode {
                return text.links(in: positioned.frame).map { FocusableControl(kind: .link(text, $0), frames: $0.rects) }
            }
            if let node = positioned.element as? DisplayNode, node.isTappable {
                return [FocusableControl(kind: .tappable(node), frames: [positioned.frame])]
            }
            return []
        }
    }
}
