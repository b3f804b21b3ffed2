import CSDL2
import FolioCore

/// The main thread's text, made by the workers' engine and kept while recently used: layouts
/// (`TextLayout` over the shared `SDLTextMeasurer`) and each laid-out line drawn once by Pango into
/// a texture, so that an unchanged label costs a dictionary lookup and a texture copy per frame
/// instead of a layout and a render. Main thread only (owns textures).
@MainActor
final class SDLTextCache {
    struct LayoutKey: Hashable {
        let text: AttributedText
        let attributes: TextAttributes
        /// Logical pixels; infinity for no wrapping.
        let maxWidth: Double
        let scale: Double
    }

    struct LineKey: Hashable {
        let request: TextLayoutRequest
        let index: Int
        let colouring: TextColouring
        let scale: Double
    }

    /// One rendered line.
    struct Line {
        let texture: OpaquePointer
        /// Size in physical pixels, `padding` included on every side.
        let width: Int32
        let height: Int32
        /// How far the texture reaches past the line's box on each side, physical pixels: room
        /// for glyphs that overhang it (italics, marks, emoji).
        let padding: Int32
    }

    /// More entries of a kind than this and its least recently used quarter is freed.
    let capacity: Int
    let measurer: SDLTextMeasurer
    private let renderer: OpaquePointer
    /// What owns the renderer (the window): held so that the renderer, which frees every
    /// texture with it, outlives this object's own freeing of its textures.
    private let rendererOwner: AnyObject?
    private var layouts: [LayoutKey: (layout: TextLayout, lastUse: UInt64)] = [:]
    private var lines: [LineKey: (line: Line, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    init(renderer: OpaquePointer, measurer: SDLTextMeasurer, capacity: Int = 256, owner: AnyObject? = nil) {
        rendererOwner = owner
        self.renderer = renderer
        self.measurer = measurer
        self.capacity = capacity
    }

    isolated deinit {
        for entry in lines.values { SDL_DestroyTexture(entry.line.texture) }
    }

    /// How many layouts and rendered lines are kept.
    var counts: (layouts: Int, lines: Int) { (layouts.count, lines.count) }

    /// `text` laid out as the workers lay it out, for `maxWidth` logical pixels at `scale`.
    func layout(_ text: AttributedText, attributes: TextAttributes, maxWidth: Double, scale: Double) -> TextLayout {
        clock += 1
        // NaN would never find its own entry again.
        let key = LayoutKey(text: text, attributes: attributes, maxWidth: maxWidth.isNaN ? .infinity : maxWidth, scale: scale)
        if let entry = layouts[key] {
            layouts[key] = (entry.layout, clock)
            return entry.layout
        }
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: key.maxWidth, scale: scale, measurer: measurer)
        layouts[key] = (layout, clock)
        if layouts.count > capacity {
            for key in Self.oldest(layouts.mapValues(\.lastUse), count: capacity / 4) { layouts[key] = nil }
        }
        return layout
    }

    /// Line `index` of `layout` drawn in `attributes`' colours (and its pressed link's) at
    /// `scale` into a texture; nil for an empty line or a render failure.
    func line(_ index: Int, of layout: TextLayout, attributes: TextAttributes, scale: Double) -> Line? {
        clock += 1
        guard layout.textLines.indices.contains(index) else { return nil }
        let key = LineKey(request: layout.request, index: index,
                          colouring: TextColouring(attributes: attributes, highlight: layout.linkHighlight), scale: scale)
        if let entry = lines[key] {
            lines[key] = (entry.line, clock)
            return entry.line
        }
        let textLine = layout.textLines[index]
        let ratio = layout.scale > 0 ? scale / layout.scale : 1
        let fontSize = Double(layout.request.attributes.font(scale: layout.request.scale).pixelSize) * ratio
        let padding = (fontSize / 4).rounded(.up) + 1
        let width = (textLine.width * ratio).rounded(.up) + 2 * padding, height = (textLine.height * ratio).rounded(.up) + 2 * padding
        guard !textLine.text.isEmpty, width.isFinite, height.isFinite, width <= 16_384, height <= 16_384,
              let surface = RasterSurface.make(width: Int(width), height: Int(height)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        // A box exactly the line's width puts it at its left edge whatever the alignment.
        let box = Rect(x: padding / scale, y: (padding - textLine.top * ratio) / scale, width: textLine.width * ratio / scale,
                       height: (textLine.top + textLine.height) * ratio / scale)
        measurer.draw(layout, attributes: attributes, in: box, scale: scale, onto: surface, clip: RasterSurface.bounds(of: surface),
                      lineRange: index..<(index + 1))
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let line = Line(texture: texture, width: surface.pointee.w, height: surface.pointee.h, padding: Int32(padding))
        lines[key] = (line, clock)
        if lines.count > capacity {
            for key in Self.oldest(lines.mapValues(\.lastUse), count: capacity / 4) {
                if let entry = lines.removeValue(forKey: key) { SDL_DestroyTexture(entry.line.texture) }
            }
        }
        return line
    }

    /// The `count` keys used longest ago.
    private static func oldest<Key>(_ lastUses: [Key: UInt64], count: Int) -> [Key] {
        lastUses.sorted { $0.value < $1.value }.prefix(count).map(\.key)
    }
}
