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

    /// The tappable node (`DisplayNode.isTappable`) under `point` that is drawn last (on top of
    /// any other tappable node there), with its frame; nil if there is none. `point` and the
    /// frame are in this layout's coordinates, as for `elements(at:)`. Any thread; the
    /// collection calls it on the main thread with a cell's layout.
    public func topmostTappable(at point: Point) -> (node: DisplayNode, frame: Rect)? {
        var found: (node: DisplayNode, frame: Rect)?
        visitTopmostFirst(origin: .zero) { positioned in
            guard let node = positioned.element as? DisplayNode, positioned.frame.contains(point), node.isTappable else {
                return false
            }
            found = (node, positioned.frame)
            return true
        }
        return found
    }

    /// What a press at `point` reaches, in one walk from the top: the first node drawn there
    /// (the last drawn) that is an enabled button, a text node with a link at the point (within
    /// its target) or a tappable node, with where a release acts on it (the button's or node's
    /// frame, the link's rectangles). A button or a link inside a tappable node is drawn over it
    /// and wins; disabled buttons are passed over. Main thread (the kinds hold nodes).
    func topmostControl(at point: Point) -> (kind: PressedControl.Kind, frames: [Rect])? {
        var found: (kind: PressedControl.Kind, frames: [Rect])?
        let slop = TextNode.linkSlop
        visitTopmostFirst(origin: .zero) { positioned in
            let frame = positioned.frame
            if let button = positioned.element as? ButtonNode, button.isEnabled, frame.contains(point) {
                found = (.button(button), [frame])
            } else if let text = positioned.element as? TextNode, frame.insetBy(dx: -slop, dy: -slop).contains(point),
                      let link = text.link(at: point, in: frame) {
                found = (.link(text, link), link.rects)
            } else if let node = positioned.element as? DisplayNode, !(node is ButtonNode), frame.contains(point), node.isTappable {
                found = (.tappable(node), [frame])
            }
            return found != nil
        }
        return found
    }
}
