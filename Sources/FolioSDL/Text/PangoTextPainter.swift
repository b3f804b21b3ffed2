import CPango
import CSDL2
import FolioCore

/// Draws laid-out text with pangocairo straight onto an ARGB8888 surface's own pixels: cairo
/// works on them in place (same byte order), colour emoji included. Cairo blends premultiplied
/// pixels and Folio's surfaces hold straight alpha, so where the text's clip holds pixels that
/// are not opaque they are premultiplied for the drawing and straightened after; over an opaque
/// cell, nothing is converted. On the calling thread, with its fonts (`PangoThreadContext`).
enum PangoTextPainter {
    /// Draws `layout`'s lines (those in `lineRange`, or all) in `attributes`' colours, each at
    /// its place below `rect.minY` (logical pixels) and aligned within `rect.width`, at `scale`,
    /// onto `surface`. Glyphs are clipped to `rect` grown by a quarter of the font's size (marks
    /// and italics reach a little past their line; nothing reaches further, whatever the text
    /// holds) and to `clip`, physical pixels.
    static func draw(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect, scale: Double,
                     onto surface: UnsafeMutablePointer<SDL_Surface>, clip: RasterPixelRect, lineRange: Range<Int>? = nil,
                     fontContext: PangoFontContext) {
        guard !layout.textLines.isEmpty, !layout.isCancelled, scale.isFinite, scale > 0 else { return }
        let ratio = layout.scale > 0 ? scale / layout.scale : 1
        let margin = (Double(layout.request.attributes.font(scale: layout.request.scale).pixelSize) * ratio / 4).rounded(.up) + 1
        let box = Rect(x: rect.minX * scale - margin, y: rect.minY * scale - margin,
                       width: rect.width * scale + 2 * margin, height: rect.height * scale + 2 * margin)
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return }
        let area = RasterPixelRect(x0: Int(max(box.minX, -1e9).rounded(.down)), y0: Int(max(box.minY, -1e9).rounded(.down)),
                                   x1: Int(min(box.maxX, 1e9).rounded(.up)), y1: Int(min(box.maxY, 1e9).rounded(.up)))
            .intersection(clip).intersection(RasterSurface.bounds(of: surface))
        guard !area.isEmpty, let pixels = surface.pointee.pixels else { return }
        let visible = layout.textLines.indices.clamped(to: lineRange ?? layout.textLines.indices).filter { index in
            let top = layout.lineOrigin(index, width: 0, in: rect, scale: scale, alignment: .leading).y
            let height = layout.textLines[index].height * ratio
            return top + height + margin > Double(area.y0) && top - margin < Double(area.y1)
        }
        guard !visible.isEmpty else { return }
        let block = fontContext.block(for: layout.request, cancellation: nil)
        let colouring = TextColouring(attributes: attributes, highlight: layout.linkHighlight)
        let straight = !isOpaque(surface, area)
        if straight { premultiply(surface, area) }
        defer { if straight { straighten(surface, area) } }
        guard let target = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                               surface.pointee.w, surface.pointee.h, surface.pointee.pitch) else { return }
        defer { cairo_surface_destroy(target) }
        guard let cairo = cairo_create(target) else { return }
        defer { cairo_destroy(cairo) }
        cairo_rectangle(cairo, Double(area.x0), Double(area.y0), Double(area.width), Double(area.height))
        cairo_clip(cairo)
        for index in visible {
            guard block.layout.textLines.indices.contains(index), let line = block.pangoLine(index, colouring: colouring) else { continue }
            let textLine = layout.textLines[index]
            let origin = layout.lineOrigin(index, width: textLine.width * ratio, in: rect, scale: scale, alignment: attributes.alignment)
            cairo_save(cairo)
            cairo_translate(cairo, origin.x, origin.y)
            if ratio != 1 { cairo_scale(cairo, ratio, ratio) }
            cairo_move_to(cairo, -block.contentOffsets[index], textLine.baseline)
            pango_cairo_show_layout_line(cairo, line)
            cairo_restore(cairo)
        }
        cairo_surface_flush(target)
    }

    /// Whether every pixel of `area` is opaque.
    private static func isOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>, _ area: RasterPixelRect) -> Bool {
        for y in area.y0..<area.y1 {
            let row = RasterSurface.row(surface, y)
            for x in area.x0..<area.x1 where row[x] < 0xFF00_0000 { return false }
        }
        return true
    }

    private static func premultiply(_ surface: UnsafeMutablePointer<SDL_Surface>, _ area: RasterPixelRect) {
        for y in area.y0..<area.y1 {
            let row = RasterSurface.row(surface, y)
            for x in area.x0..<area.x1 {
                let pixel = row[x], alpha = pixel >> 24
                if alpha == 255 { continue }
                if alpha == 0 {
                    row[x] = 0
                    continue
                }
                let r = RasterPixels.multiply(pixel >> 16 & 255, alpha)
                let g = RasterPixels.multiply(pixel >> 8 & 255, alpha)
                let b = RasterPixels.multiply(pixel & 255, alpha)
                row[x] = alpha << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Cairo's premultiplied pixels in `area` made straight, as Folio's surfaces hold them. On
    /// the thread that owns `surface`.
    static func straighten(_ surface: UnsafeMutablePointer<SDL_Surface>, _ area: RasterPixelRect) {
        for y in area.y0..<area.y1 {
            let row = RasterSurface.row(surface, y)
            for x in area.x0..<area.x1 {
                let pixel = row[x], alpha = pixel >> 24
                if alpha == 255 || alpha == 0 { continue }
                let half = alpha / 2
                let r = min(255, ((pixel >> 16 & 255) * 255 + half) / alpha)
                let g = min(255, ((pixel >> 8 & 255) * 255 + half) / alpha)
                let b = min(255, ((pixel & 255) * 255 + half) / alpha)
                row[x] = alpha << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
