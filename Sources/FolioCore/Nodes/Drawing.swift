/// What a custom-drawn leaf shows, as a value: a pattern, a chart, a badge. Wrap one in a
/// ``DrawingNode`` to place it with layout specs. Being `Sendable`, a drawing may hold only values
/// that are safe to share, which the compiler checks; everything it needs to draw is in it when
/// it is made. A plain value: usable on any thread; its methods are called on the worker that lays
/// out or draws the page, possibly several at once.
///
/// ```swift
/// struct Stripes: Drawing {
///     var color: Color
///
///     func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
///         for row in stride(from: frame.minY, to: frame.maxY, by: 8) {
///             context.fill(Rect(x: frame.minX, y: row, width: frame.width, height: 4), color: color)
///         }
///     }
/// }
/// ```
public protocol Drawing: Sendable {
    /// Draws into `frame`, in the bitmap's logical coordinates, after the node's background.
    /// Long drawing checks `environment.cancellation` now and then, and stops once it is
    /// cancelled: the page is no longer wanted. Called on a worker.
    func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment)

    /// The drawing's own size within `constrainedSize`, for a leaf that no layout spec sizes; by
    /// default the smallest size allowed, as for any `DisplayNode`. Called on a worker.
    func sizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size
}

extension Drawing {
    /// The smallest size allowed: a drawing takes the size its layout spec gives it. Any thread.
    public func sizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        constrainedSize.min
    }
}
