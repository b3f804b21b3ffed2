import CSDL2

/// Bilinear scaling of ARGB8888 surfaces with `SDL_SoftStretchLinear`. Big reductions go through
/// halving steps first (each an exact 2×2 average), because one bilinear pass only samples 2×2
/// source pixels and would alias. Any thread; the source is only read, so it may be shared.
enum RasterScaler {
    /// The `region` of `source` scaled to a new surface of `width`×`height`, or nil if a side is
    /// not positive or memory is short.
    static func scaled(
        _ source: UnsafeMutablePointer<SDL_Surface>,
        region: RasterPixelRect,
        width: Int,
        height: Int
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let target = RasterSurface.make(width: width, height: height) else { return nil }
        guard scale(source, region: region, into: target, at: RasterSurface.bounds(of: target)) else {
            SDL_FreeSurface(target)
            return nil
        }
        return target
    }

    /// Replaces the pixels of `destination` in `area` (which must lie inside it) with the `region`
    /// of `source` scaled to fit. False if scaling failed (out of memory).
    @discardableResult
    static func scale(
        _ source: UnsafeMutablePointer<SDL_Surface>,
        region: RasterPixelRect,
        into destination: UnsafeMutablePointer<SDL_Surface>,
        at area: RasterPixelRect
    ) -> Bool {
        guard !area.isEmpty, !region.isEmpty else { return false }
        var current = source
        var from = region
        defer { if current != source { SDL_FreeSurface(current) } }
        while true {
            let halfWidth = from.width / 2 >= area.width ? from.width / 2 : from.width
            let halfHeight = from.height / 2 >= area.height ? from.height / 2 : from.height
            guard halfWidth != from.width || halfHeight != from.height else { break }
            guard let half = RasterSurface.make(width: halfWidth, height: halfHeight) else { return false }
            guard stretch(current, from, into: half, at: RasterSurface.bounds(of: half)) else {
                SDL_FreeSurface(half)
                return false
            }
            if current != source { SDL_FreeSurface(current) }
            current = half
            from = RasterSurface.bounds(of: half)
        }
        return stretch(current, from, into: destination, at: area)
    }

    private static func stretch(
        _ source: UnsafeMutablePointer<SDL_Surface>,
        _ region: RasterPixelRect,
        into destination: UnsafeMutablePointer<SDL_Surface>,
        at area: RasterPixelRect
    ) -> Bool {
        if region.width == area.width, region.height == area.height {
            // Same size: a copy (SDL's linear stretch would still interpolate every pixel).
            for y in 0..<area.height {
                let row = RasterSurface.row(source, region.y0 + y) + region.x0
                (RasterSurface.row(destination, area.y0 + y) + area.x0).update(from: row, count: area.width)
            }
            return true
        }
        var from = SDL_Rect(x: Int32(region.x0), y: Int32(region.y0), w: Int32(region.width), h: Int32(region.height))
        var to = SDL_Rect(x: Int32(area.x0), y: Int32(area.y0), w: Int32(area.width), h: Int32(area.height))
        return SDL_SoftStretchLinear(source, &from, destination, &to) == 0
    }
}
