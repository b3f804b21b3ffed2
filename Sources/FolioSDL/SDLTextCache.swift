import CSDL2
import FolioCore

/// The main thread's text, made by the workers' engine and kept while recently used: layouts
/// (`TextLayout` over the shared `SDLTextMeasurer`) and each laid-out line rendered once into a
/// texture, so that an unchanged label costs a dictionary lookup and a texture copy per frame
/// instead of measuring and a FreeType render. Main thread only (owns textures).
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
        let text: String
        let font: FontSpec
        let color: Color
    }

    /// One rendered line.
    struct Line {
        let texture: OpaquePointer
        /// Size in physical pixels.
        let width: Int32
        let height: Int32
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

    /// One line of text rendered by the workers' line renderer into a texture drawn with the
    /// colour's alpha; nil for an empty line or a render failure.
    func line(_ text: String, font: FontSpec, color: Color) -> Line? {
        clock += 1
        let key = LineKey(text: text, font: font, color: color)
        if let entry = lines[key] {
            lines[key] = (entry.line, clock)
            return entry.line
        }
        guard let surface = measurer.renderLine(text, font: font, color: color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, color.alpha)
        let line = Line(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
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
