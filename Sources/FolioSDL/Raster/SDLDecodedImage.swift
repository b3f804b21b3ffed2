import CSDL2
import FolioCore

/// A decoded image: an ARGB8888 SDL surface (straight alpha), freed when the last reference
/// goes. Immutable once made, so any thread may read it, several at once; Folio only reads it
/// with `SDL_SoftStretchLinear` and plain loads (never `SDL_BlitSurface` or conversion, which
/// write blit state into the source surface).
public final class SDLDecodedImage: DecodedImage, @unchecked Sendable {
    /// The pixels. Read only, by any thread.
    let surface: UnsafeMutablePointer<SDL_Surface>

    public let pixelWidth: Int
    public let pixelHeight: Int
    public let byteCount: Int
    /// Whether every pixel is opaque (always so for a JPEG): such an image is scaled straight into
    /// the bitmap instead of through a blended copy.
    public let isOpaque: Bool

    /// Takes ownership of `surface`, which must be ARGB8888. `isOpaque` when known (the file had no
    /// alpha channel), else found by reading every pixel's alpha.
    init(adopting surface: UnsafeMutablePointer<SDL_Surface>, isOpaque: Bool? = nil) {
        precondition(surface.pointee.format.pointee.format == RasterSurface.format, "SDLDecodedImage needs an ARGB8888 surface")
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
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all < 0xFF00_0000 { return false }
        }
        return true
    }

    deinit {
        SDL_FreeSurface(surface)
    }

    /// The colour of pixel (`x`, `y`), which must be inside the image. Any thread.
    public func color(atX x: Int, y: Int) -> Color {
        RasterPixels.color(RasterSurface.pixel(surface, x: x, y: y))
    }
}
