import CSDL2
import FolioCore

/// Draws into a transparent ARGB8888 surface of `size` × `scale` physical pixels, taking
/// logical coordinates. Edges snap to whole pixels; everything blends source-over with straight
/// alpha (correct over transparent pixels too); nothing draws outside the bitmap.
///
/// Used by one thread at a time (normally the worker that made it); text uses that thread's fonts.
/// Touches no renderer or texture, so it never needs the main thread. After
/// `SDLRasterizer.finish(_:)` the context draws nothing.
public final class SDLRasterContext: RasterContext {
    /// The bitmap's size in logical pixels.
    public let size: Size
    /// Physical pixels per logical pixel.
    public let scale: Double

    /// Renders the text lines (with the calling thread's fonts).
    let textMeasurer: SDLTextMeasurer
    /// The pixels being drawn: the bitmap, or inside a group the group's layer; nil once handed
    /// over by `takeSurface()`. Only the group methods replace it.
    var surface: UnsafeMutablePointer<SDL_Surface>?
    /// The groups begun and not yet ended, innermost last.
    var layers: [RasterLayer] = []

    /// A context of `size` logical pixels at `scale`, or nil when the size is empty, not finite,
    /// more than `SDLRasterizer.maxPixelDimension` physical pixels on a side, or memory is short.
    /// Any thread.
    public init?(size: Size, scale: Double, textMeasurer: SDLTextMeasurer) {
        guard let pixels = Self.pixelSize(size: size, scale: scale),
              let surface = RasterSurface.make(width: pixels.width, height: pixels.height) else { return nil }
        self.size = size
        self.scale = scale
        self.textMeasurer = textMeasurer
        self.surface = surface
    }

    deinit {
        // Open groups hold the surfaces beneath them (a group without a layer shares its own).
        var owned = Set(layers.map(\.below))
        if let surface { owned.insert(surface) }
        for pixels in owned { SDL_FreeSurface(pixels) }
    }

    /// The physical size of a `size` bitmap at `scale`, or nil if it is empty or absurd.
    static func pixelSize(size: Size, scale: Double) -> (width: Int, height: Int)? {
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        let limit = Double(SDLRasterizer.maxPixelDimension)
        guard width >= 1, height >= 1, width <= limit, height <= limit else { return nil }
        return (Int(width), Int(height))
    }

    /// Hands the pixels over; the context draws nothing afterwards. Nil if already taken.
    func takeSurface() -> UnsafeMutablePointer<SDL_Surface>? {
        // Groups left open (a drawing that forgot an endLayer) are blended in as they are.
        while !layers.isEmpty { endLayer() }
        defer { surface = nil }
        return surface
    }

    /// Fills `rect` (edges snapped to whole pixels) with `color`, blending by its alpha.
    public func fill(_ rect: Rect, color: Color) {
        guard let surface, color.alpha > 0 else { return }
        RasterPixels.fill(surface, RasterPixelRect(rect, scale: scale), color: color)
    }

    /// Fills `rect` with its corners rounded by `radius` (at most half the shorter side), the arcs
    /// anti-aliased, blending by the colour's alpha.
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard let surface, color.alpha > 0 else { return }
        let area = RasterPixelRect(rect, scale: scale)
        guard let mask = RasterCornerMask(rect: area, radius: radius * scale) else {
            return RasterPixels.fill(surface, area, color: color)
        }
        let visible = area.intersection(RasterSurface.bounds(of: surface))
        guard !visible.isEmpty else { return }
        let rgb = RasterPixels.rgb(color)
        let alpha = Double(color.alpha)
        let cornerRows = mask.cornerBands(area.y0, area.y1)
        let cornerColumns = mask.cornerBands(area.x0, area.x1)
        for y in visible.y0..<visible.y1 {
            let row = RasterSurface.row(surface, y)
            guard cornerRows.contains(where: { $0.contains(y) }) else {
                RasterPixels.blendSpan(row + visible.x0, count: visible.width, rgb: rgb, alpha: UInt32(color.alpha))
                continue
            }
            for x in visible.x0..<visible.x1 {
                let inCorner = cornerColumns.contains(where: { $0.contains(x) })
                let cover = inCorner ? mask.coverage(x: x, y: y) : 1
                let a = UInt32((alpha * cover).rounded())
                if a > 0 { row[x] = RasterPixels.over(rgb: rgb, alpha: a, onto: row[x]) }
            }
        }
    }
}
