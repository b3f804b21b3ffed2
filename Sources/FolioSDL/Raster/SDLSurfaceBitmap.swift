import CSDL2
import FolioCore

/// A finished page bitmap: an ARGB8888 SDL surface (straight alpha) that the main thread turns
/// into a texture. Immutable once finished: any thread may read it; freed when the last
/// reference goes.
public final class SDLSurfaceBitmap: PageBitmap, @unchecked Sendable {
    /// The pixels, for the main thread to upload (`SDL_CreateTextureFromSurface` or
    /// `SDL_UpdateTexture`). Read only.
    let surface: UnsafeMutablePointer<SDL_Surface>

    public let pixelWidth: Int
    public let pixelHeight: Int
    public let byteCount: Int

    /// Takes ownership of `surface`, which must be ARGB8888.
    init(adopting surface: UnsafeMutablePointer<SDL_Surface>) {
        precondition(surface.pointee.format.pointee.format == RasterSurface.format, "SDLSurfaceBitmap needs an ARGB8888 surface")
        self.surface = surface
        pixelWidth = Int(surface.pointee.w)
        pixelHeight = Int(surface.pointee.h)
        byteCount = Int(surface.pointee.pitch) * Int(surface.pointee.h)
    }

    deinit {
        SDL_FreeSurface(surface)
    }

    /// The colour of pixel (`x`, `y`), which must be inside the bitmap. Any thread.
    public func color(atX x: Int, y: Int) -> Color {
        RasterPixels.color(RasterSurface.pixel(surface, x: x, y: y))
    }
}
