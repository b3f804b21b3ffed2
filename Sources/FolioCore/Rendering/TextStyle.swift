/// How a run of text looks: size in logical pixels, weight, colour and alignment.
/// A plain value: usable on any thread.
public struct TextStyle: Hashable, Sendable {
    /// The font size in logical pixels (the host multiplies by the display scale, so text stays
    /// crisp on high-DPI screens).
    public var size: Double
    /// Regular or bold.
    public var weight: FontWeight
    /// The colour of the glyphs.
    public var color: Color
    /// How lines sit in the width they are given.
    public var alignment: TextAlignment

    /// A style; regular black text aligned to the leading edge unless told otherwise.
    public init(size: Double, weight: FontWeight = .regular, color: Color = .black, alignment: TextAlignment = .leading) {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }
}

extension TextStyle {
    /// The style as layout attributes: unlimited lines set tight (no spacing beyond the font's
    /// own line height), as chrome labels are. A plain value: usable on any thread.
    public var attributes: TextAttributes {
        TextAttributes(size: size, weight: weight, color: color, alignment: alignment, maxLines: 0, lineSpacing: 0)
    }
}
