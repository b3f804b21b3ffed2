/// What a text layout was made from: the styled text, the attributes its runs inherit from, the
/// width it wraps to and the scale its fonts are sized for. An engine that draws a layout on
/// another thread than the one that made it lays the same request out again there, to the same
/// lines. A plain value: usable on any thread.
public struct TextLayoutRequest: Hashable, Sendable {
    /// The text, its runs in reading order.
    public var text: AttributedText
    /// Font, colour, alignment, line limit and spacing: what the runs do not say.
    public var attributes: TextAttributes
    /// The widest a line may be, logical pixels; infinity for no wrapping.
    public var maxWidth: Double
    /// Physical pixels per logical pixel.
    public var scale: Double

    /// A request; a width that is not a number, or not positive, is taken as no wrapping and one
    /// logical pixel respectively, and a scale that is not a positive number as 1.
    public init(text: AttributedText, attributes: TextAttributes, maxWidth: Double, scale: Double) {
        self.text = text
        self.attributes = attributes
        self.maxWidth = maxWidth.isNaN ? .infinity : max(1, maxWidth)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The line width in physical pixels, or nil for no wrapping.
    public var pixelWidth: Double? {
        maxWidth.isFinite ? max(1, maxWidth * scale) : nil
    }
}
