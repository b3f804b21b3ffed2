import CSDL2
import FolioCore

extension SDLRasterContext {
    /// Draws `layout`'s lines in `attributes` (font at this context's scale, colour with its
    /// alpha), line `i` at `rect.minY` plus `i` line advances, each aligned within `rect.width`.
    /// Glyphs are clipped to the bitmap, not to `rect`.
    public func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        guard let surface, attributes.color.alpha > 0, !layout.lines.isEmpty else { return }
        let font = attributes.font(scale: scale)
        let bounds = RasterSurface.bounds(of: surface)
        for (index, text) in layout.lines.enumerated() {
            let top = layout.lineOrigin(index, width: 0, in: rect, scale: scale, alignment: .leading).y
            guard top.isFinite, top < Double(bounds.y1) else { break }
            // Lines wholly above the bitmap (a line is under two font sizes tall) are skipped.
            if top + 2 * Double(font.pixelSize) < 0 { continue }
            guard let line = textMeasurer.renderLine(text, font: font, color: attributes.color) else { continue }
            defer { SDL_FreeSurface(line) }
            let origin = layout.lineOrigin(index, width: Double(line.pointee.w), in: rect, scale: scale, alignment: attributes.alignment)
            let x = origin.x, y = origin.y
            guard x.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { continue }
            RasterPixels.composite(line, atX: Int(x), y: Int(y), onto: surface, clip: bounds, opacity: attributes.color.alpha)
        }
    }
}
