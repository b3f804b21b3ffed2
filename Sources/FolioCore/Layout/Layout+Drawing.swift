extension Layout {
    /// Draws the tree into `context` as the pipeline rasterises a cell: depth-first, each node
    /// in drawing order as ``flattened(origin:)`` lists them. Around a node's own
    /// `draw(in:context:environment:)` go its decoration: its shadow before it, its border after
    /// its subnodes, and, when its `alpha` is under 1, a group (`RasterContext.beginLayer`) that
    /// its whole subtree is drawn into and blended at that alpha. A node at alpha 0 and its
    /// subtree are skipped without drawing anything.
    ///
    /// Between nodes it asks `environment.cancellation` and stops once it is cancelled,
    /// returning false (groups already begun are still ended, so the context stays balanced).
    /// On the thread that uses `context`, normally a worker.
    ///
    /// - Parameters:
    ///   - context: The bitmap to draw into.
    ///   - origin: Where this layout's top-left corner lies in the bitmap, in logical pixels.
    ///   - environment: The environment the tree was laid out with; its token is asked between
    ///     nodes.
    /// - Returns: True when the whole tree was drawn.
    @discardableResult
    public func draw(into context: any RasterContext, origin: Point = .zero, environment: LayoutEnvironment) -> Bool {
        if environment.cancellation?.isCancelled == true { return false }
        let frame = Rect(origin: origin, size: size)
        let node = element as? DisplayNode
        let decoration = node?.decoration ?? NodeDecoration()
        guard decoration.alpha > 0 else { return true }
        let grouped = decoration.alpha < 1
        if grouped { context.beginLayer(opacity: decoration.alpha) }
        defer { if grouped { context.endLayer() } }
        if let shadow = decoration.visibleShadow {
            context.drawShadow(shadow, of: frame, cornerRadius: decoration.cornerRadius)
        }
        node?.draw(in: frame, context: context, environment: environment)
        for sublayout in sublayouts {
            let childOrigin = Point(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)
            guard sublayout.layout.draw(into: context, origin: childOrigin, environment: environment) else { return false }
        }
        if decoration.hasBorder {
            context.strokeRoundedRect(frame, radius: decoration.cornerRadius, width: decoration.borderWidth, color: decoration.borderColor)
        }
        return true
    }
}
