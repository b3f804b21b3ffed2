/// One laid-out line: its fragments left to right and its place in the layout.
/// A plain value: usable on any thread.
public struct TextLine: Hashable, Sendable {
    /// The line's pieces, one per run it crosses (none for an empty line).
    public var fragments: [TextFragment]
    /// The line's width, physical pixels.
    public var width: Double
    /// Where the line starts, physical pixels below the layout's top.
    public var top: Double
    /// How far the next line starts below this one, physical pixels, line spacing included: the
    /// tallest font on the line sets it.
    public var height: Double
    /// The baseline, physical pixels below the line's top: the largest ascent on the line.
    public var baseline: Double

    /// A line; see the properties.
    public init(fragments: [TextFragment], width: Double, top: Double, height: Double, baseline: Double) {
        self.fragments = fragments
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
    }

    /// The line's characters.
    public var text: String {
        fragments.count == 1 ? fragments[0].text : fragments.map(\.text).joined()
    }
}
