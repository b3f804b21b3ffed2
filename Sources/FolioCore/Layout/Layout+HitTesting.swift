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

    /// Walks the tree in the reverse of `flattened()`'s order (the reverse of drawing order),
    /// without building the list, until `body` returns true. Returns whether it stopped.
    /// Children's frames are not confined to their parents', so no subtree can be skipped.
    @discardableResult
    func visitTopmostFirst(origin: Point, _ body: (PositionedElement) -> Bool) -> Bool {
        for sublayout in sublayouts.reversed() {
            let childOrigin = Point(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)
            if sublayout.layout.visitTopmostFirst(origin: childOrigin, body) { return true }
        }
        return body(PositionedElement(element: element, frame: Rect(origin: origin, size: size)))
    }
}
