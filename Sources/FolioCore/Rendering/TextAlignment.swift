/// Horizontal alignment of text lines within their box, by the reading direction of each line's
/// paragraph. A plain value: usable on any thread.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the edge their paragraph starts from: the left for left-to-right text,
    /// the right for Arabic or Hebrew.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the edge their paragraph ends at: the right for left-to-right text, the
    /// left for right-to-left text.
    case trailing
}
