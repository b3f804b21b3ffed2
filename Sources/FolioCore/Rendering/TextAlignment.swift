/// Horizontal alignment of text lines within their box. A plain value: usable on any thread.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case trailing
}
