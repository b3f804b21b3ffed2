/// One laid-out line: its characters, size, baseline, direction and links, and which paragraph
/// line it is (what an engine draws it from). A plain value: usable on any thread.
public struct TextLine: Hashable, Sendable {
    /// The line's characters in logical order (with an ellipsis if it was cut).
    public var text: String
    /// The line's width, physical pixels.
    public var width: Double
    /// Where the line starts, physical pixels below the layout's top.
    public var top: Double
    /// How far the next line starts below this one, physical pixels, line spacing included: the
    /// tallest font on the line sets it.
    public var height: Double
    /// The baseline, physical pixels below the line's top, shared by every run on the line.
    public var baseline: Double
    /// Whether the line's paragraph reads right to left: `TextAlignment.leading` then puts it
    /// at the right edge.
    public var isRightToLeft: Bool
    /// Where the text's links lie on the line, left to right.
    public var linkSpans: [TextLinkSpan]
    /// The paragraph the line belongs to (paragraphs are separated by line breaks), from 0.
    public var paragraph: Int
    /// Its place among its paragraph's lines, from 0.
    public var lineInParagraph: Int

    /// A line; see the properties.
    public init(text: String, width: Double, top: Double, height: Double, baseline: Double, isRightToLeft: Bool = false,
                linkSpans: [TextLinkSpan] = [], paragraph: Int = 0, lineInParagraph: Int = 0) {
        self.text = text
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
        self.isRightToLeft = isRightToLeft
        self.linkSpans = linkSpans
        self.paragraph = paragraph
        self.lineInParagraph = lineInParagraph
    }
}
