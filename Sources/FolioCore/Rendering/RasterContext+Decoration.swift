/// Fallbacks for contexts written before borders, shadows and groups, so that they keep
/// compiling; they draw an approximation.
extension RasterContext {
    /// Four straight bands just inside `rect` (the corners are not rounded). On the context's
    /// thread.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        let width = min(max(width, 1 / scale), rect.width / 2, rect.height / 2)
        guard width > 0 else { return }
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
        let sides = rect.height - 2 * width
        fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: sides), color: color)
        fill(Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: sides), color: color)
    }

    /// The shape moved by the offset, filled without blur. On the context's thread.
    public func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) {
        fillRoundedRect(rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height), radius: cornerRadius, color: shadow.effectiveColor)
    }

    /// Does nothing: a context without groups draws translucent nodes opaque. On the context's
    /// thread.
    public func beginLayer(opacity: Double) {}

    /// Does nothing (see `beginLayer(opacity:)`). On the context's thread.
    public func endLayer() {}
}
