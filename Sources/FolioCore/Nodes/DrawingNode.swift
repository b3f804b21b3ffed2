/// A leaf node that draws a ``Drawing`` value: its background (if it has one), then the drawing,
/// sized by the drawing's `sizeThatFits` where no layout spec sizes it. Any thread.
public final class DrawingNode<Content: Drawing>: DisplayNode, @unchecked Sendable {
    // @unchecked: this class adds only an immutable `Sendable` value to what `DisplayNode` keeps
    // behind its lock.

    /// The value this node draws. Any thread.
    public let drawing: Content

    /// A node that draws `drawing`. Any thread: usually the node block's.
    public init(_ drawing: Content) {
        self.drawing = drawing
        super.init()
    }

    /// The drawing's own size. Called on a worker.
    public override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        drawing.sizeThatFits(constrainedSize, environment: environment)
    }

    /// The background, then the drawing. Called on a worker.
    public override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        super.draw(in: frame, context: context, environment: environment)
        drawing.draw(in: frame, context: context, environment: environment)
    }
}
