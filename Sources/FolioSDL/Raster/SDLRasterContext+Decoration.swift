import CSDL2
import FolioCore

extension SDLRasterContext {
    /// Strokes a border `width` logical pixels wide (at least one physical pixel, at most half
    /// the shorter side) just inside `rect`, edges snapped to whole pixels: the outer edge's
    /// corners rounded by `radius`, the inner edge's by `radius - width`, both anti-aliased,
    /// blending by the colour's alpha. On the context's thread.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        guard let surface, color.alpha > 0, width > 0 else { return }
        let outer = RasterPixelRect(rect, scale: scale)
        guard !outer.isEmpty else { return }
        let physical = width * scale
        let band = min(max(1, physical.isFinite ? Int(physical.rounded()) : Int.max / 4), (min(outer.width, outer.height) + 1) / 2)
        let inner = RasterPixelRect(x0: outer.x0 + band, y0: outer.y0 + band, x1: outer.x1 - band, y1: outer.y1 - band)
        let outerCorners = RasterCornerMask(rect: outer, radius: radius * scale)
        let innerCorners = inner.isEmpty ? nil : RasterCornerMask(rect: inner, radius: radius * scale - Double(band))
        let visible = outer.intersection(RasterSurface.bounds(of: surface))
        guard !visible.isEmpty else { return }
        let rgb = RasterPixels.rgb(color)
        let alpha = UInt32(color.alpha)
        // Rows where the border is more than its two sides: its top and bottom and the corners.
        let outerCount = outerCorners?.cornerRowCount ?? 0
        let innerCount = innerCorners?.cornerRowCount ?? 0
        let plainRows = Self.span(max(inner.y0 + innerCount, outer.y0 + outerCount), min(inner.y1 - innerCount, outer.y1 - outerCount))
        // In those rows only this many pixels at each end need their coverage worked out: in
        // between, both edges are straight, so the row is wholly border or wholly hole.
        let edge = max(outerCount, band + innerCount)
        let leftEnd = min(outer.x0 + edge, outer.x1), rightStart = max(outer.x1 - edge, leftEnd)
        for y in visible.y0..<visible.y1 {
            let row = RasterSurface.row(surface, y)
            if plainRows.contains(y) {
                let left = Self.span(visible.x0, min(visible.x1, inner.x0))
                let right = Self.span(max(visible.x0, inner.x1), visible.x1)
                RasterPixels.blendSpan(row + left.lowerBound, count: left.count, rgb: rgb, alpha: alpha)
                RasterPixels.blendSpan(row + right.lowerBound, count: right.count, rgb: rgb, alpha: alpha)
                continue
            }
            if y < inner.y0 || y >= inner.y1 {
                let middle = Self.span(max(visible.x0, leftEnd), min(visible.x1, rightStart))
                RasterPixels.blendSpan(row + middle.lowerBound, count: middle.count, rgb: rgb, alpha: alpha)
            }
            for ends in [Self.span(visible.x0, min(visible.x1, leftEnd)), Self.span(max(visible.x0, rightStart), visible.x1)] {
                for x in ends {
                    let cover = Self.coverage(outer, outerCorners, x, y) - Self.coverage(inner, innerCorners, x, y)
                    guard cover > 0 else { continue }
                    let a = UInt32((Double(alpha) * cover).rounded())
                    if a > 0 { row[x] = RasterPixels.over(rgb: rgb, alpha: a, onto: row[x]) }
                }
            }
        }
    }

    /// `low..<high`, or an empty range when `high` is not above `low`.
    @inline(__always)
    private static func span(_ low: Int, _ high: Int) -> Range<Int> {
        low < high ? low..<high : low..<low
    }

    /// The fraction of pixel (`x`, `y`) inside `rect` with `corners` (square without them).
    @inline(__always)
    private static func coverage(_ rect: RasterPixelRect, _ corners: RasterCornerMask?, _ x: Int, _ y: Int) -> Double {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return corners?.coverage(x: x, y: y) ?? 1
    }

    /// Draws `shadow` for `rect` with corners rounded by `cornerRadius`: the shape (edges snapped
    /// to whole pixels) moved by the offset, blurred by a Gaussian of standard deviation half the
    /// shadow's radius in physical pixels (three box blurs), and blended in the shadow's colour at
    /// its opacity. Only what falls inside the bitmap is drawn. On the context's thread.
    public func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) {
        let color = shadow.effectiveColor
        guard let surface, color.alpha > 0, shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return }
        let shape = RasterPixelRect(rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height), scale: scale)
        guard let mask = RasterShadowMask(shape: shape, cornerRadius: cornerRadius * scale, sigma: shadow.radius * scale / 2)
        else { return }
        let visible = mask.area.intersection(RasterSurface.bounds(of: surface))
        guard !visible.isEmpty else { return }
        let rgb = RasterPixels.rgb(color)
        let alpha = UInt32(color.alpha)
        for y in visible.y0..<visible.y1 {
            let row = RasterSurface.row(surface, y)
            mask.forEachRun(y: y, from: visible.x0, to: visible.x1) { start, count, value in
                RasterPixels.blendSpan(row + start, count: count, rgb: rgb, alpha: RasterPixels.multiply(alpha, UInt32(value)))
            }
        }
    }

    /// Starts a group: drawing goes to a new transparent layer of the bitmap's size until the
    /// matching `endLayer()`. If no layer can be made (memory is short) the group draws straight
    /// into the bitmap, at full opacity. On the context's thread.
    public func beginLayer(opacity: Double) {
        guard let below = surface else { return }
        let level = UInt8(((opacity.isNaN ? 1 : min(1, max(0, opacity))) * 255).rounded())
        guard let layer = RasterSurface.make(width: Int(below.pointee.w), height: Int(below.pointee.h)) else {
            layers.append(RasterLayer(below: below, opacity: level, isSeparate: false))
            return
        }
        layers.append(RasterLayer(below: below, opacity: level, isSeparate: true))
        surface = layer
    }

    /// Ends the innermost group: its layer is blended at the group's opacity over the surface
    /// beneath, source over, and freed. Does nothing without an open group. On the context's
    /// thread.
    public func endLayer() {
        guard let group = layers.popLast() else { return }
        guard group.isSeparate, let layer = surface else { return }
        RasterPixels.composite(layer, atX: 0, y: 0, onto: group.below, clip: RasterSurface.bounds(of: group.below), opacity: group.opacity)
        SDL_FreeSurface(layer)
        surface = group.below
    }
}
