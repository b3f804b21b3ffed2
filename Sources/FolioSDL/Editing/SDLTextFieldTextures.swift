import CSDL2
import FolioCore

/// The text of each field as one texture, drawn by the editing engine itself
/// (`PangoEditingLayout.renderSurface`), so that the glyphs sit exactly where the caret and the
/// selection (the same layout's) say they are; made again only when the field's layout (its
/// shown text, composition, attributes, width or scale) or its colour changes. Main thread only
/// (owns textures).
@MainActor
final class SDLTextFieldTextures {
    /// One field's texture and what it was drawn from.
    private struct Entry {
        /// The layout drawn: held, so that a new layout is never mistaken for it.
        let layout: PangoEditingLayout
        let color: Color
        let texture: OpaquePointer
        /// Physical pixels.
        let width: Int32
        let height: Int32
    }

    private let renderer: OpaquePointer
    /// What owns the renderer (the window): held so that the renderer, which frees every
    /// texture with it, outlives this object's own freeing of its textures.
    private let rendererOwner: AnyObject?
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Textures made with `renderer`, which `owner` (held) keeps alive. Main thread.
    init(renderer: OpaquePointer, owner: AnyObject?) {
        self.renderer = renderer
        rendererOwner = owner
    }

    isolated deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// Draws `layout` (`field`'s) in `color` with its top-left corner at `origin` (logical
    /// pixels) at `scale`, through the renderer's clip. Returns false when it cannot (the text
    /// is too large for a texture, or memory is short): the caller draws the text another way.
    /// Main thread.
    func draw(_ layout: PangoEditingLayout, of field: EditableTextNode, color: Color, at origin: Point, scale: Double) -> Bool {
        guard let entry = entry(for: layout, of: field, color: color) else { return false }
        let ratio = layout.scale > 0 ? scale / layout.scale : 1
        var destination = SDL_FRect(x: Float(origin.x * scale), y: Float(origin.y * scale),
                                    w: Float(Double(entry.width) * ratio), h: Float(Double(entry.height) * ratio))
        SDL_RenderCopyF(renderer, entry.texture, nil, &destination)
        return true
    }

    /// Lets go of the textures of fields not in `fields`. Main thread.
    func keep(only fields: [EditableTextNode]) {
        let kept = Set(fields.map(ObjectIdentifier.init))
        for (key, entry) in entries where !kept.contains(key) {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    /// The texture of `layout` in `color`, made when the field's last one was of something else.
    private func entry(for layout: PangoEditingLayout, of field: EditableTextNode, color: Color) -> Entry? {
        let key = ObjectIdentifier(field)
        if let entry = entries[key], entry.layout === layout, entry.color == color { return entry }
        if let old = entries.removeValue(forKey: key) { SDL_DestroyTexture(old.texture) }
        guard let surface = layout.renderSurface(color: color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(layout: layout, color: color, texture: texture, width: surface.pointee.w, height: surface.pointee.h)
        entries[key] = entry
        return entry
    }
}
