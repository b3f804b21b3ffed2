/// A button's last title layout, shared by measuring and drawing as in `TextNode`, and kept only
/// for the text, attributes and scale it was made for: a button's title changes after the node is
/// made, and a layout of the old title must never be handed back for the new one. Any thread.
final class ButtonTitleCache: Sendable {
    private struct Entry {
        let text: String
        /// The attributes with a fixed colour: colour does not change how text wraps, so a
        /// state that only recolours the title keeps its layout.
        let shape: TextAttributes
        let maxWidth: Double
        let layout: TextLayout
    }

    /// Drawing gets the measured width back through a subtraction (frame less insets, icon and
    /// gap), which may land a rounding error below it; within this it still reuses the layout.
    private static let tolerance = 1e-9

    private let entry = Locked<Entry?>(nil)

    /// `text` laid out in `attributes` for lines at most `maxWidth` wide, at `scale` (the
    /// environment's display scale when nil); nil for an empty text or without a text measurer.
    /// Drawing into a frame at least as wide as the measured text reuses the measured layout
    /// rather than wrapping again. A layout cut short by the environment's cancellation token
    /// (`isCancelled`) is returned but not kept. Any thread.
    func layout(of text: String, attributes: TextAttributes, maxWidth: Double, environment: LayoutEnvironment,
                scale: Double? = nil) -> TextLayout? {
        guard !text.isEmpty, let measurer = environment.textMeasurer else { return nil }
        let scale = scale ?? environment.displayScale
        var shape = attributes
        shape.color = .black
        let isDrawing = scale == environment.displayScale && maxWidth.isFinite
        if let cached = entry.current, cached.text == text, cached.shape == shape, cached.layout.scale == scale,
           cached.maxWidth == maxWidth || (isDrawing && cached.layout.size.width <= maxWidth + Self.tolerance
                                           && cached.maxWidth + Self.tolerance >= maxWidth) {
            return cached.layout
        }
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: maxWidth, scale: scale, measurer: measurer,
                                cancellation: environment.cancellation)
        guard !layout.isCancelled else { return layout }
        entry.withLock { $0 = Entry(text: text, shape: shape, maxWidth: maxWidth, layout: layout) }
        return layout
    }
}
