// The controls a press in a cell can reach, found in its drawn layout: kept beside the nodes they
// name, so that layouts know nothing of buttons and text.
extension Layout {
    /// The enabled button under `point` that is drawn last (on top of any other there), with its
    /// frame; nil if there is none. `point` and the frame are in this layout's coordinates, as for
    /// `elements(at:)`. Disabled buttons are passed over, so a press reaches an enabled one under
    /// them. Any thread; the collection calls it on the main thread with a cell's layout.
    public func topmostButton(at point: Point) -> (button: ButtonNode, frame: Rect)? {
        var found: (button: ButtonNode, frame: Rect)?
        visitTopmostFirst(origin: .zero) { positioned in
            guard let button = positioned.element as? ButtonNode, positioned.frame.contains(point), button.isEnabled else {
                return false
            }
            found = (button, positioned.frame)
            return true
        }
        return found
    }

    /// The link under `point` in the text node drawn last there (within its target,
    /// `TextNode.linkTarget(around:)`), with the node and its frame; nil if there is none. `point`, the frame and the link's
    /// rectangles are in this layout's coordinates, as for `elements(at:)`. Any thread; the
    /// collection calls it on the main thread with a cell's layout.
    public func topmostLink(at point: Point) -> (node: TextNode, link: TextLink, frame: Rect)? {
        var found: (node: TextNode, link: TextLink, frame: Rect)?
        let slop = TextNode.linkSlop
        visitTopmostFirst(origin: .zero) { positioned in
            guard let node = positioned.element as? TextNode,
                  positioned.frame.insetBy(dx: -slop, dy: -slop).contains(point),
                  let link = node.link(at: point, in: positioned.frame) else { return false }
            found = (node, link, positioned.frame)
            return true
        }
        return found
    }
}
