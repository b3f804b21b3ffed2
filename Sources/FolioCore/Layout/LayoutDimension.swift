/// A length a style asks for in one axis (Texture's `ASDimension`). A plain value: usable on any
/// thread.
public enum LayoutDimension: Hashable, Sendable {
    /// No preference: the element's content and its parent decide.
    case auto
    /// A length in logical pixels.
    case points(Double)
    /// A fraction of the parent's length in the same axis (0.5 is half).
    case fraction(Double)

    /// The length this dimension asks for, given the parent's length in the same axis.
    ///
    /// - Parameter parentLength: The parent's length, or infinity (or `NaN`) when the parent's
    ///   size in this axis depends on its content.
    /// - Returns: A finite length of at least zero, or `nil` for "auto". A fraction of an unknown
    ///   (infinite or `NaN`) parent length is auto, and so is a `points` or `fraction` value that
    ///   is not finite; a negative result is clamped to zero.
    public func resolve(against parentLength: Double) -> Double? {
        let length: Double
        switch self {
        case .auto:
            return nil
        case .points(let points):
            length = points
        case .fraction(let fraction):
            length = fraction * parentLength
        }
        return length.isFinite ? Swift.max(0, length) : nil
    }
}
