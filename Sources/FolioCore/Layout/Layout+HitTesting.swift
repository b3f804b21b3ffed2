extension Layout {
    /// The elements whose frames contain `point`, topmost (last drawn) first, with their frames.
    /// `point` and the frames are in this layout's coordinates (its top-left corner at zero); a
    /// frame holds its minimum edges but not its maximum ones, as `Rect.contains` does. Any
    /// thread.
    public func elements(at point: Point) -> [PositionedElement] {
        var hits: [PositionedElement] = []
        visitTopmostFirst(origin: .zero) { positioned in
            if positioned.frame.contains(point) { hits.append(positioned) }
            return false
        }
        return hits
    }

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

    /// Walks the tree in the reverse of `flattened()`'s order (the reverse of drawing order),
    /// without building the list, until `body` returns true. Returns whether it stopped.
    /// Children's frames are not confined to their parents', so no subtree can be skipped.
    @discardableResult
    fileprivate func visitTopmostFirst(origin: Point, _ body: (PositionedElement) -> Bool) -> Bool {
        for sublayout in sublayouts.reversed() {
            let childOrigin = Point(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)
            if sublayout.layout.visitTopmostFirst(origin: childOrigin, body) { return true }
        }
        return body(PositionedElement(element: element, frame: Rect(origin: origin, size: size)))
    }
}

extension Layout {
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
