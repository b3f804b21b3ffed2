/// A stretch of text in one style: a piece of an `AttributedText`. A plain value: usable on any
/// thread.
public struct TextRun: Hashable, Sendable {
    /// The characters; spaces and "\n" wrap as in plain text, across runs too.
    public var text: String
    /// How the run differs from its node's attributes.
    public var style: TextRunStyle

    /// `text` in `style`.
    public init(_ text: String, style: TextRunStyle = .plain) {
        self.text = text
        self.style = style
    }
}
