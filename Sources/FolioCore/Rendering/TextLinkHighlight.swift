/// A link a layout draws in another colour than its style's: a pressed link. A plain value:
/// usable on any thread.
public struct TextLinkHighlight: Hashable, Sendable {
    /// Which link of the text (`AttributedText.linkTargets`).
    public var link: Int
    /// The colour its characters are drawn in.
    public var color: Color

    /// A highlight; see the properties.
    public init(link: Int, color: Color) {
        self.link = link
        self.color = color
    }
}
