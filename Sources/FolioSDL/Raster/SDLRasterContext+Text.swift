import CSDL2
import FolioCore

extension SDLRasterContext {
    /// Draws `layout`'s lines in `attributes` (font at this context's scale, colour with its
    /// alpha), line `i` at `rect.minY` plus `i` line advances, each aligned within `rect.width`.
    /// Glyphs are clipped to the bitmap, not to `rect`.
    public func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        guard let surface, attributes.color.alpha > 0, !layout.lines.isEmpty else { return }
        let font = attributes.font(scale: scale)
        // The layout's advance is in its own physical pixels; a bitmap at another scale converts.
        let advance = layout.scale > 0 ? layout.lineAdvance / layout.scale * scale : layout.lineAdvance
        let left = rect.minX * scale, width = rect.width * scale, top = rect.minY * scale
        let bounds = RasterSurface.bounds(of: surface)
        for (index, text) in layout.lines.enumerated() {
            let y = (top + Double(index) * advance).rounded()
            guard y.isFinite, y < Double(bounds.y1) else { break }
            // Lines wholly above the bitmap (a line is under two font sizes tall) are skipped.
            if y + 2 * Double(font.pixelSize) < 0 { continue }
            guard let line = textMeasurer.renderLine(text, font: font, color: attributes.color) else { continue }
            defer { SDL_FreeSurface(line) }
            let lineWidth = Double(line.pointee.w)
            let x: Double = switch attributes.alignment {
            case .leading: left
            case .center: left + (width - lineWidth) / 2
            case .trailing: left + width - lineWidth
            }
            guard x.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { continue }
            RasterPixels.composite(line, atX: Int(x.rounded()), y: Int(y), onto: surface, clip: bounds, opacity: attributes.color.alpha)
        }
    }
}
