/// Distances inset from each edge of a rectangle, in logical pixels. A plain value: usable on any
/// thread.
///
/// Negative values push outwards. Layout specs treat a value that is not finite as zero.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of `all` on every edge.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// `left + right`: the width the insets take away.
    public var horizontal: Double { left + right }

    /// `top + bottom`: the height the insets take away.
    public var vertical: Double { top + bottom }
}
