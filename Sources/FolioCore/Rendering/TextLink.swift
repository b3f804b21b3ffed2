/// A link in a text node's attributed text, as a press found it: which link, what it points to,
/// and where it was drawn. A plain value: usable on any thread.
public struct TextLink: Hashable, Sendable {
    /// Its place among the text's links, from 0 in reading order (`AttributedText.linkTargets`):
    /// two links to the same target differ by it.
    public var index: Int
    /// What the link points to: the run's `TextRunStyle.link`.
    public var target: String
    /// The link's characters, as written (not cut by a line limit).
    public var text: String
    /// Where its fragments are, one rectangle per line it crosses, logical pixels in the
    /// coordinates of the frame the node was asked about.
    public var rects: [Rect]

    /// A link; see the properties.
    public init(index: Int, target: String, text: String, rects: [Rect]) {
        self.index = index
        self.target = target
        self.text = text
        self.rects = rects
    }
}
