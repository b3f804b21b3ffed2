/// How an image fills the rectangle it is drawn in. A plain value: usable on any thread.
public enum ContentMode: Hashable, Sendable {
    /// Scale to cover the whole rectangle, cropping what overflows (aspect kept).
    case scaleAspectFill
    /// Scale to fit inside the rectangle, leaving bands (aspect kept).
    case scaleAspectFit
}
