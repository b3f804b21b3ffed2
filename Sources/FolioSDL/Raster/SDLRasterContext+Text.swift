import FolioCore

extension SDLRasterContext {
    /// Draws `layout`'s lines in `attributes`' colours (the fonts are the layout's), each line at
    /// its place below `rect.minY` and aligned within `rect.width` by its paragraph's direction,
    /// with the calling thread's fonts. Glyphs are clipped to the bitmap and to `rect` grown by a
    /// quarter of the font's size.
    public func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        guard let surface else { return }
        textMeasurer.draw(layout, attributes: attributes, in: rect, scale: scale, onto: surface, clip: RasterSurface.bounds(of: surface))
    }
}
