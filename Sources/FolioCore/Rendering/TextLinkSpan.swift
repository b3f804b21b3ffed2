/// Where part of a link lies on one laid-out line: a visual stretch of the line, so that a link
/// in a right-to-left line, or one a direction change splits, has a span for each piece.
/// A plain value: usable on any thread.
public struct TextLinkSpan: Hashable, Sendable {
    /// Which link of the text (`AttributedText.linkTargets`).
    public var link: Int
    /// Where the span starts, physical pixels from the line's left edge.
    public var x: Double
    /// Its width, physical pixels.
    public var width: Double

    /// A span; see the properties.
    public init(link: Int, x: Double, width: Double) {
        self.link = link
        self.x = x
        self.width = width
    }
}
