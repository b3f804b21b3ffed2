import CSDL2
import FolioCore

/// Rendered text as textures, kept while recently used so that an unchanged label costs one
/// texture copy per frame instead of a FreeType render. Main thread only (owns textures).
@MainActor
final class SDLTextCache {
    struct Key: Hashable {
        let text: String
        let weight: FontWeight
        let pixelSize: Int32
        let color: Color
        let alignment: TextAlignment
        /// Wrap width in physical pixels; 0 for a single line.
        let wrapWidth: Int32
    }

    struct Entry {
        let texture: OpaquePointer
        /// Size in physical pixels.
        let width: Int32
        let height: Int32
        var lastUse: UInt64
    }

    /// More entries than this and the least recently used quarter is freed.
    let capacity: Int
    private let renderer: OpaquePointer
    private let fonts: SDLFontLibrary
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    init(renderer: OpaquePointer, fonts: SDLFontLibrary, capacity: Int = 256) {
        self.renderer = renderer
        self.fonts = fonts
        self.capacity = capacity
    }

    isolated deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// The texture for `key`, rendering it on first use; nil for empty text or a render failure.
    func entry(for key: Key) -> Entry? {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return entry
        }
        guard !key.text.isEmpty, let font = fonts.font(weight: key.weight, pixelSize: key.pixelSize) else { return nil }
        let color = SDL_Color(r: key.color.red, g: key.color.green, b: key.color.blue, a: key.color.alpha)
        let surface: UnsafeMutablePointer<SDL_Surface>?
        if key.wrapWidth > 0 {
            TTF_SetFontWrappedAlign(font, Self.wrappedAlign(key.alignment))
            surface = TTF_RenderUTF8_Blended_Wrapped(font, key.text, color, UInt32(key.wrapWidth))
        } else {
            surface = TTF_RenderUTF8_Blended(font, key.text, color)
        }
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: clock)
        entries[key] = entry
        if entries.count > capacity { evictOldest() }
        return entry
    }

    private func evictOldest() {
        let victims = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(capacity / 4)
        for (key, entry) in victims {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    private static func wrappedAlign(_ alignment: TextAlignment) -> Int32 {
        switch alignment {
        case .leading: TTF_WRAPPED_ALIGN_LEFT
        case .center: TTF_WRAPPED_ALIGN_CENTER
        case .trailing: TTF_WRAPPED_ALIGN_RIGHT
        }
    }
}
