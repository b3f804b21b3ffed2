extension TextNode {
    /// Every link shown when the node is drawn in `frame` (logical pixels), in reading order,
    /// each with its rectangles in the frame's coordinates: what Tab walks through. Empty before
    /// the node was laid out for the frame's width, or when the line limit cut every link off.
    /// Any thread; a collection asks on the main thread.
    public func links(in frame: Rect) -> [TextLink] {
        // The layout, text and attributes drawn together: the text may have changed since.
        guard let (layout, text, attributes) = layoutForHitTesting(width: frame.width) else { return [] }
        let rects = layout.linkRects(in: frame, alignment: attributes.alignment)
        guard !rects.isEmpty else { return [] }
        let targets = text.linkTargets
        var shown: [Int: [Rect]] = [:]
        for (link, rect) in rects where targets.indices.contains(link) { shown[link, default: []].append(rect) }
        return shown.keys.sorted().map { index in
            TextLink(index: index, target: targets[index], text: text.linkText(index), rects: shown[index] ?? [])
        }
    }
}
