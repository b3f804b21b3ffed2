/// A piece of a laid-out line in one style: where it starts on its line and how it is drawn.
/// A plain value: usable on any thread.
public struct TextFragment: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// The run's style, resolved against the attributes when drawn (so that a node drawing the
    /// same layout in another colour, a button's pressed title say, changes what inherits).
    public var style: TextRunStyle
    /// The font, at the layout's scale.
    public var font: FontSpec
    /// Where the fragment starts, physical pixels from the start of its line.
    public var x: Double
    /// Where the top of its glyphs' box sits, physical pixels below the top of its line: fonts
    /// smaller than the line's largest sit lower, so that all share one baseline.
    public var y: Double
    /// Its advance width, physical pixels.
    public var width: Double
    /// Which link of the text it belongs to (`AttributedText.linkTargets`), or nil.
    public var linkIndex: Int?

    /// A fragment; see the properties.
    public init(text: String, style: TextRunStyle, font: FontSpec, x: Double, y: Double, width: Double, linkIndex: Int?) {
        self.text = text
        self.style = style
        self.font = font
        self.x = x
        self.y = y
        self.width = width
        self.linkIndex = linkIndex
    }
}
