/// A position in logical pixels (y grows downwards). A plain value: usable on any thread.
public struct Point: Hashable, Sendable {
    /// The horizontal position, growing rightwards.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
