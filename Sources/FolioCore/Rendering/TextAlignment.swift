/// Horizontal alignment of text lines within their box. A plain value: usable on any thread.
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}
