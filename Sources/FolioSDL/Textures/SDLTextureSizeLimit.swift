import CSDL2
import FolioCore

/// The longest texture side every renderer opened so far can hold: the smallest of their
/// `max_texture_width` and `max_texture_height` (a renderer reporting 0 has no limit). Bitmaps
/// made on workers are uploaded by whichever renderer shows their collection, so the rasteriser
/// keeps every bitmap within all of them (`SDLRasterizer.bitmapLimits`). Any thread.
enum SDLTextureSizeLimit {
    /// The limit so far, `Int.max` before a renderer with one opens.
    private static let side = Locked(Int.max)

    /// The longest texture side, in pixels, that every renderer noted so far can hold. Any thread.
    static var current: Int { side.current }

    /// Takes `renderer`'s limit into account. Main thread (the renderer's).
    @MainActor
    static func note(_ renderer: OpaquePointer) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return }
        note(width: Int(info.max_texture_width), height: Int(info.max_texture_height))
    }

    /// Takes a renderer's limit of `width`×`height` pixels into account; 0 (or less) on a side
    /// means that side has none. Any thread.
    static func note(width: Int, height: Int) {
        side.withLock { $0 = lowered($0, width: width, height: height) }
    }

    /// The limit `current` lowered to a renderer's `width`×`height`, a side of 0 or less having
    /// no limit. Any thread.
    static func lowered(_ current: Int, width: Int, height: Int) -> Int {
        [current, width, height].filter { $0 > 0 }.min() ?? current
    }
}
