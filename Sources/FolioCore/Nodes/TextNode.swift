
/// A node that shows text: wrapped to its width, cut to `attributes.maxLines` with an ellipsis.
/// Measured and drawn on workers through the environment's `TextMeasurer`. Any thread.
public final class TextNode: DisplayNode, @unchecked Sendable {
    /// The text and its attributes never change after creation, so a layout stays valid for the
    /// width it was made for.
    public let text: String
    /// How the text looks: font, colour, alignment and line limit.
    public let attributes: TextAttributes
    private struct Cached {
        let maxWidth: Double
        let layout: TextLayout
    }

    private let cache = Locked<Cached?>(nil)

    /// A node showing `text` in `attributes`. Any thread.
    public init(_ text: String, attributes: TextAttributes) {
        self.text = text
        self.attributes = attributes
        super.init()
    }

    public override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        guard let layout = textLayout(maxWidth: constrainedSize.max.width, environment: environment) else { return .zero }
        return layout.size
    }

    public override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        super.draw(in: frame, context: context, environment: environment)
        // The frame may be wider than measured (stretch) but never needs re-wrapping narrower.
        guard let layout = textLayout(maxWidth: frame.width, environment: environment, scale: context.scale),
              !layout.isCancelled else { return }
        context.drawText(layout, attributes: attributes, in: frame)
    }

    /// The text laid out for `maxWidth`. Measuring and drawing share one layout: drawing into a
    /// frame at least as wide as the measured text reuses it rather than wrapping again. A long
    /// text stops between lines once the environment's cancellation token is cancelled; such a
    /// layout (`isCancelled`) is returned but not kept.
    func textLayout(maxWidth: Double, environment: LayoutEnvironment, scale: Double? = nil) -> TextLayout? {
        guard let measurer = environment.textMeasurer else { return nil }
        let scale = scale ?? environment.displayScale
        let isDrawing = scale == environment.displayScale && maxWidth.isFinite
        if let cached = cache.withLock({ $0 }), cached.layout.scale == scale,
           cached.maxWidth == maxWidth || (isDrawing && cached.layout.size.width <= maxWidth && cached.maxWidth >= maxWidth) {
            return cached.layout
        }
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: maxWidth, scale: scale, measurer: measurer,
                                cancellation: environment.cancellation)
        guard !layout.isCancelled else { return layout }
        cache.withLock { $0 = Cached(maxWidth: maxWidth, layout: layout) }
        return layout
    }
}
