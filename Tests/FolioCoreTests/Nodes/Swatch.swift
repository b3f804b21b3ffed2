import FolioCore

/// A test drawing: fills its frame with one colour; measures as `size` when it has one, else as
/// the smallest size allowed (the protocol's default).
struct Swatch: Drawing {
    var color: Color
    var size: Size?

    init(color: Color, size: Size? = nil) {
        self.color = color
        self.size = size
    }

    func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        context.fill(frame, color: color)
    }

    func sizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        guard let size else { return constrainedSize.min }
        return constrainedSize.clamp(size)
    }
}
