import CSDL2
import FolioCore

/// Pixels Folio owns in an ARGB8888 SDL surface (straight alpha), freed when the last reference
/// goes: a finished page bitmap, which the main thread turns into a texture, or a decoded image,
/// which workers scale into page bitmaps. Immutable once made, so any thread may read it, several
/// at once; Folio only reads it with `SDL_SoftStretchLinear`, `SDL_UpdateTexture` and plain loads
/// (never `SDL_BlitSurface` or conversion, which write blit state into the source surface).
public final class SDLSurfaceBitmap: ItemBitmap, DecodedImage, @unchecked Sendable {
    // @unchecked: `surface` is written only before `init` returns.
    /// The pixels. Read only, by any thread.
    let surface: UnsafeMutablePointer<SDL_Surface>

    /// The width in physical pixels.
    public let pixelWidth: Int
    /// The height in physical pixels.
    public let pixelHeight: Int
    /// The bytes the surface's pixels take.
    public let byteCount: Int
    /// Whether every pixel is fully opaque (always so for a JPEG): such a bitmap becomes a texture
    /// drawn without blending (a full-screen blend is the costliest thing a software renderer
    /// does each frame), and such an image is scaled straight into a page instead of through a
    /// blended copy.
    public let isOpaque: Bool

    /// Takes ownership of `surface`, which must be ARGB8888. `isOpaque` when known (an image file
    /// without an alpha channel), else found by reading every pixel's alpha: on the thread that
    /// made the pixels, a worker, so the main thread never scans them.
    init(adopting surface: UnsafeMutablePointer<SDL_Surface>, isOpaque: Bool? = nil) {
        precondition(surface.pointee.format.pointee.format == RasterSurface.format, "SDLSurfaceBitmap needs an ARGB8888 surface")
        self.surface = surface
        pixelWidth = Int(surface.pointee.w)
        pixelHeight = Int(surface.pointee.h)
        byteCount = Int(surface.pointee.pitch) * Int(surface.pointee.h)
        self.isOpaque = isOpaque ?? Self.allOpaque(surface)
    }

    private static func allOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
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
