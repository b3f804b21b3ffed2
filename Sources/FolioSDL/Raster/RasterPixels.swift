import CSDL2
import FolioCore

/// Source-over compositing of straight-alpha ARGB8888 pixels, done by hand because SDL's own
/// blend ignores the destination's alpha: over a transparent pixel it darkens the colour by its
/// own alpha, which shows as dark fringes once the page is drawn with blending. Pure functions
/// over memory the caller owns: any thread.
enum RasterPixels {
    /// `color`'s red, green and blue packed as `0x00RRGGBB`.
    @inline(__always)
    static func rgb(_ color: Color) -> UInt32 {
        UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    /// The colour of a packed `0xAARRGGBB` pixel.
    static func color(_ pixel: UInt32) -> Color {
        Color(red: UInt8(pixel >> 16 & 255), green: UInt8(pixel >> 8 & 255), blue: UInt8(pixel & 255), alpha: UInt8(pixel >> 24))
    }

    /// `a × b / 255`, rounded, for 8-bit values.
    @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    /// The colour `rgb` (`0x00RRGGBB`) at alpha `alpha` (0–255) composited over `destination`.
    /// (Wrapping operators only skip overflow checks: no intermediate exceeds 255³ × 2.)
    @inline(__always)
    static func over(rgb: UInt32, alpha: UInt32, onto destination: UInt32) -> UInt32 {
        if alpha == 0 { return destination }
        if alpha == 255 { return rgb | 0xFF00_0000 }
        let da = destination >> 24
        if da == 0 { return rgb | alpha << 24 }
        let inverse = 255 &- alpha
        if da == 255 {
            let r = ((rgb >> 16 & 255) &* alpha &+ (destination >> 16 & 255) &* inverse &+ 127) / 255
            let g = ((rgb >> 8 & 255) &* alpha &+ (destination >> 8 & 255) &* inverse &+ 127) / 255
            let b = ((rgb & 255) &* alpha &+ (destination & 255) &* inverse &+ 127) / 255
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        // Both partly transparent: weigh each colour by its share of the result's alpha.
        let sourceWeight = alpha &* 255
        let destinationWeight = da &* inverse
        let total = sourceWeight &+ destinationWeight
        let half = total / 2
        let r = ((rgb >> 16 & 255) &* sourceWeight &+ (destination >> 16 & 255) &* destinationWeight &+ half) / total
        let g = ((rgb >> 8 & 255) &* sourceWeight &+ (destination >> 8 & 255) &* destinationWeight &+ half) / total
        let b = ((rgb & 255) &* sourceWeight &+ (destination & 255) &* destinationWeight &+ half) / total
        let a = (total &+ 127) / 255
        return a << 24 | r << 16 | g << 8 | b
    }

    /// Blends `count` pixels from `start` with `rgb` at `alpha`.
    @inline(__always)
    static func blendSpan(_ start: UnsafeMutablePointer<UInt32>, count: Int, rgb: UInt32, alpha: UInt32) {
        guard count > 0, alpha > 0 else { return }
        if alpha == 255 {
            start.update(repeating: rgb | 0xFF00_0000, count: count)
            return
        }
        var i = 0
        while i < count {
            start[i] = over(rgb: rgb, alpha: alpha, onto: start[i])
            i &+= 1
        }
    }

    /// Fills `area` of `surface` (clipped to it) with `color`, blending by its alpha.
    static func fill(_ surface: UnsafeMutablePointer<SDL_Surface>, _ area: RasterPixelRect, color: Color) {
        let clipped = area.intersection(RasterSurface.bounds(of: surface))
        guard !clipped.isEmpty, color.alpha > 0 else { return }
        let rgb = rgb(color)
        for y in clipped.y0..<clipped.y1 {
            blendSpan(RasterSurface.row(surface, y) + clipped.x0, count: clipped.width, rgb: rgb, alpha: UInt32(color.alpha))
        }
    }

    /// Composites the `region` of `source` (all of it when nil) over `destination` with the
    /// region's top-left pixel at (`x`, `y`), drawing only inside `clip` and the destination, with
    /// every source alpha scaled by `opacity` (0–255). Both surfaces are ARGB8888; `source` is only
    /// read, so it may be shared with other threads.
    static func composite(
        _ source: UnsafeMutablePointer<SDL_Surface>,
        region: RasterPixelRect? = nil,
        atX x: Int, y: Int,
        onto destination: UnsafeMutablePointer<SDL_Surface>,
        clip: RasterPixelRect,
        opacity: UInt8 = 255
    ) {
        let requested = region ?? RasterSurface.bounds(of: source)
        // Source pixel (sx, sy) lands on destination pixel (sx - dx, sy - dy).
        let dx = requested.x0 - x, dy = requested.y0 - y
        let placed = requested.intersection(RasterSurface.bounds(of: source)).offsetBy(dx: -dx, dy: -dy)
        let visible = placed.intersection(clip).intersection(RasterSurface.bounds(of: destination))
        guard !visible.isEmpty, opacity > 0 else { return }
        let factor = UInt32(opacity)
        let count = visible.width
        for row in visible.y0..<visible.y1 {
            let from = RasterSurface.row(source, row + dy) + (visible.x0 + dx)
            let to = RasterSurface.row(destination, row) + visible.x0
            var i = 0
            while i < count {
                let pixel = from[i]
                var alpha = pixel >> 24
                if factor != 255 {
                    alpha = multiply(alpha, factor)
                } else if alpha == 255 {
                    // A run of opaque pixels is a plain copy.
                    var end = i &+ 1
                    while end < count, from[end] >> 24 == 255 { end &+= 1 }
                    (to + i).update(from: from + i, count: end &- i)
                    i = end
                    continue
                }
                if alpha != 0 { to[i] = over(rgb: pixel & 0x00FF_FFFF, alpha: alpha, onto: to[i]) }
                i &+= 1
            }
        }
    }
}
