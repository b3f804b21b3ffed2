/// How a text node's text looks and wraps. A plain value: usable on any thread.
public struct TextAttributes: Hashable, Sendable {
    /// Font size in logical pixels.
    public var size: Double
    /// The font family: a fontconfig family or pattern ("serif", "monospace", "Noto Serif").
    public var family: String
    /// Regular or bold.
    public var weight: FontWeight
    /// Whether the text is set in italic.
    public var isItalic: Bool
    /// The colour of the glyphs.
    public var color: Color
    /// How lines sit in the width they are given; leading is the right edge for a paragraph
    /// that reads right to left.
    public var alignment: TextAlignment
    /// The most lines to show; the last shown line ends in an ellipsis when text is cut.
    /// 0 means no limit.
    public var maxLines: Int
    /// Extra space between lines, as a fraction of the font's line height.
    public var lineSpacing: Double
    /// How links in attributed text look: their colour, pressed colour and underline.
    public var linkStyle: TextLinkStyle

    /// Attributes of `size` logical pixels; regular black text in the default family
    /// (`FontSpec.defaultFamily`) aligned to the leading edge,
    /// with no line limit, a tenth of a line between lines and links in `TextLinkStyle`'s
    /// default blue, unless told otherwise.
    public init(
        size: Double,
        weight: FontWeight = .regular,
        color: Color = .black,
        family: String = FontSpec.defaultFamily,
        isItalic: Bool = false,
        alignment: TextAlignment = .leading,
        maxLines: Int = 0,
        lineSpacing: Double = 0.1,
        linkStyle: TextLinkStyle = TextLinkStyle()
    ) {
        self.size = size
        self.weight = weight
        self.family = family
        self.isItalic = isItalic
        self.color = color
        self.alignment = alignment
        self.maxLines = max(0, maxLines)
        self.lineSpacing = lineSpacing
        self.linkStyle = linkStyle
    }

    /// The font to set these attributes in at `scale` physical pixels per logical pixel.
    public func font(scale: Double) -> FontSpec {
        FontSpec(family: family, weight: weight, isItalic: isItalic, pixelSize: FontSpec.pixelSize(size, scale: scale))
    }
}
