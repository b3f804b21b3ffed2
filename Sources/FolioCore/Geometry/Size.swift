/// A width and height in logical pixels. A plain value: usable on any thread.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size at all.
    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative, so nothing can be laid out in it.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}
