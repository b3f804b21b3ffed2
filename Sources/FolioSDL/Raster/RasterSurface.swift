import CSDL2

/// Making and reading the 32-bit ARGB8888 surfaces that rasterisation works in. A surface is
/// plain memory: any thread may use one, but only one thread at a time, and a surface shared
/// between threads must only be read (never blitted from or converted: SDL caches blit state
/// inside the source surface).
enum RasterSurface {
    /// The one pixel format rasterisation uses: 32-bit packed `0xAARRGGBB`, straight alpha.
    static let format = SDL_PIXELFORMAT_ARGB8888.rawValue

    /// The most bytes a surface may take: SDL's scalers and blitters address pixels with 32-bit
    /// offsets, so a larger surface would be read out of bounds (SDL_SoftStretchLinear crashed on
    /// one of 2.3 GB).
    static let maxByteCount = Int(Int32.max)

    /// A new surface of `width`×`height` pixels, every pixel transparent (SDL zero-fills it),
    /// or nil if a side is not positive, it would take more than `maxByteCount`, or memory is
    /// short.
    static func make(width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0, width <= maxByteCount / 4 / height else { return nil }
        return SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format)
    }

    /// `surface` itself if it is already ARGB8888, else a converted copy (the original is freed
    /// either way when `consuming`). Nil if conversion fails.
    static func argb(_ surface: UnsafeMutablePointer<SDL_Surface>, consuming: Bool) -> UnsafeMutablePointer<SDL_Surface>? {
        if surface.pointee.format.pointee.format == format { return surface }
        let converted = SDL_ConvertSurfaceFormat(surface, format, 0)
        if consuming { SDL_FreeSurface(surface) }
        return converted
    }

    /// The whole surface as a pixel rectangle.
    static func bounds(of surface: UnsafeMutablePointer<SDL_Surface>) -> RasterPixelRect {
        RasterPixelRect(x0: 0, y0: 0, x1: Int(surface.pointee.w), y1: Int(surface.pointee.h))
    }

    /// The pixels of row `y` (no bounds check: callers clip first).
    @inline(__always)
    static func row(_ surface: UnsafeMutablePointer<SDL_Surface>, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        let base = surface.pointee.pixels.unsafelyUnwrapped
        return (base + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
    }

    /// The packed pixel at (`x`, `y`), which must be inside the surface.
    static func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && y >= 0 && x < Int(surface.pointee.w) && y < Int(surface.pointee.h), "pixel (\(x), \(y)) is outside the surface")
        return row(surface, y)[x]
    }
}
