import FolioCore

extension SDLSurfaceBitmap {
    /// A `width`×`height` bitmap every pixel of which is `color` (straight alpha, not blended
    /// onto anything): a stand-in image, such as the one-pixel PNG that records a failed
    /// thumbnail. Nil when a side is not positive or the bitmap would be too large for SDL.
    /// Any thread.
    public convenience init?(width: Int, height: Int, filledWith color: Color) {
        guard let surface = RasterSurface.make(width: width, height: height) else { return nil }
        let pixel = UInt32(color.alpha) << 24 | RasterPixels.rgb(color)
        for y in 0..<height {
            RasterSurface.row(surface, y).update(repeating: pixel, count: width)
        }
        self.init(adopting: surface, isOpaque: color.alpha == 255)
    }
}
