import CSDL2
import FolioCore

/// A finished page bitmap: an ARGB8888 SDL surface (straight alpha) that the main thread turns
/// into a texture. Immutable once finished: any thread may read it; freed when the last
/// reference goes.
public final class SDLSurfaceBitmap: PageBitmap, @unchecked Sendable {
    /// The pixels, for the main thread to upload (`SDL_CreateTextureFromSurface` or
    /// `SDL_UpdateTexture`). Read only.
    let surface: UnsafeMutablePointer<SDL_Surface>

    /// The width in physical pixels.
    public let pixelWidth: Int
    /// The height in physical pixels.
    public let pixelHeight: Int
    /// The bytes the surface's pixels take.
    public let byteCount: Int
    /// Whether every pixel is fully opaque, so the texture can be drawn without blending (a
    /// full-screen blend is the costliest thing a software renderer does each frame).
    public let isOpaque: Bool

    /// Takes ownership of `surface`, which must be ARGB8888, and checks its alpha (on the
    /// finishing thread, a worker, so the main thread never scans pixels).
    init(adopting surface: UnsafeMutablePointer<SDL_Surface>) {
        precondition(surface.pointee.format.pointee.format == RasterSurface.format, "SDLSurfaceBitmap needs an ARGB8888 surface")
        self.surface = surface
        pixelWidth = Int(surface.pointee.w)
        pixelHeight = Int(surface.pointee.h)
        byteCount = Int(surface.pointee.pitch) * Int(surface.pointee.h)
        isOpaque = Self.isOpaque(surface)
    }

    private static func isOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        let width = Int(surface.pointee.w)
        for y in 0..<Int(surface.pointee.h) {
            let row = RasterSurface.row(surface, y)
            var alpha: UInt32 = 0xFF00_0000
            for x in 0..<width { alpha &= row[x] }
            if alpha != 0xFF00_0000 { return false }
        }
        return true
    }

    deinit {
        SDL_FreeSurface(surface)
    }

    /// The colour of pixel (`x`, `y`), which must be inside the bitmap. Any thread.
    public func color(atX x: Int, y: Int) -> Color {
        RasterPixels.color(RasterSurface.pixel(surface, x: x, y: y))
    }
}
