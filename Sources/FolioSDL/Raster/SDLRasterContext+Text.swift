import CSDL2
import FolioCore

extension SDLRasterContext {
    /// Draws `layout`'s lines over `attributes` (fonts at this context's scale, colours with
    /// their alpha), each line at its place below `rect.minY` and aligned within `rect.width`,
    /// each fragment in its run's font, colour and underline. Glyphs are clipped to the bitmap,
    /// not to `rect`.
    public func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        guard let surface, !layout.lines.isEmpty else { return }
        let bounds = RasterSurface.bounds(of: surface)
        // Fragments were placed at the layout's scale.
        let ratio = layout.scale > 0 ? scale / layout.scale : 1
        for (index, line) in layout.textLines.enumerated() {
            let top = layout.lineOrigin(index, width: 0, in: rect, scale: scale, alignment: .leading).y
            guard top.isFinite, top < Double(bounds.y1) else { break }
            // Lines wholly above the bitmap (a line is under two line heights tall) are skipped.
            if top + 2 * line.height * ratio < 0 { continue }
            if line.fragments.count == 1 {
                drawSingleFragmentLine(line, index: index, of: layout, attributes: attributes, in: rect, ratio: ratio, bounds: bounds)
                continue
            }
            let origin = layout.lineOrigin(index, width: line.width * ratio, in: rect, scale: scale, alignment: attributes.alignment)
            for fragment in line.fragments {
                drawTextFragment(fragment, atX: origin.x + (fragment.x * ratio).rounded(), lineTop: origin.y, line: line, ratio: ratio,
                     attributes: attributes, bounds: bounds)
            }
        }
    }

    /// A one-fragment line (all plain text) is aligned by its rendered width, as lines were
    /// before they had fragments, so that plain text lands on the same pixels.
    private func drawSingleFragmentLine(_ line: TextLine, index: Int, of layout: TextLayout, attributes: TextAttributes, in rect: Rect,
                                    ratio: Double, bounds: RasterPixelRect) {
        let fragment = line.fragments[0]
        let color = fragment.style.color(in: attributes)
        guard let surface, color.alpha > 0 else { return }
        let font = fragment.style.font(in: attributes, scale: scale)
        guard let rendered = textMeasurer.renderLine(fragment.text, font: font, color: color) else { return }
        defer { SDL_FreeSurface(rendered) }
        let origin = layout.lineOrigin(index, width: Double(rendered.pointee.w), in: rect, scale: scale, alignment: attributes.alignment)
        let x = origin.x, y = origin.y + (fragment.y * ratio).rounded()
        guard x.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
        RasterPixels.composite(rendered, atX: Int(x), y: Int(y), onto: surface, clip: bounds, opacity: color.alpha)
        if fragment.style.isUnderlined(in: attributes) {
            drawTextUnderline(fromX: x, width: Double(rendered.pointee.w), lineTop: origin.y, line: line, font: font, ratio: ratio, color: color)
        }
    }

    private func drawTextFragment(_ fragment: TextFragment, atX x: Double, lineTop: Double, line: TextLine, ratio: Double,
                      attributes: TextAttributes, bounds: RasterPixelRect) {
        let color = fragment.style.color(in: attributes)
        guard let surface, color.alpha > 0 else { return }
        let font = fragment.style.font(in: attributes, scale: scale)
        let y = lineTop + (fragment.y * ratio).rounded()
        guard x.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
        if let rendered = textMeasurer.renderLine(fragment.text, font: font, color: color) {
            defer { SDL_FreeSurface(rendered) }
            RasterPixels.composite(rendered, atX: Int(x), y: Int(y), onto: surface, clip: bounds, opacity: color.alpha)
        }
        if fragment.style.isUnderlined(in: attributes) {
            drawTextUnderline(fromX: x, width: fragment.width * ratio, lineTop: lineTop, line: line, font: font, ratio: ratio, color: color)
        }
    }

    /// A line under a fragment, a little below the line's baseline, about a fifteenth of the
    /// font's size thick (at least a pixel).
    private func drawTextUnderline(fromX x: Double, width: Double, lineTop: Double, line: TextLine, font: FontSpec, ratio: Double, color: Color) {
        let thickness = max(1, (Double(font.pixelSize) / 15).rounded())
        let y = lineTop + (line.baseline * ratio).rounded() + max(1, (Double(font.pixelSize) / 10).rounded())
        fill(Rect(x: x / scale, y: y / scale, width: width / scale, height: thickness / scale), color: color)
    }
}
