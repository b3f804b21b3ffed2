import CSDL2
import FolioCore

/// What the embedded collection reads of the window it draws into: through its `SDLWindow` when
/// it has one, otherwise through SDL by the window's id.
extension SDLEmbeddedCollection {
    /// The SDL window, or nil once it has been destroyed.
    private var sdlWindow: OpaquePointer? { window?.window ?? SDL_GetWindowFromID(windowID) }

    /// The window's size in logical pixels (what SDL's mouse coordinates use).
    var windowSize: Size {
        if let window { return window.logicalSize }
        guard let sdlWindow else { return .zero }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Physical pixels per logical pixel: the renderer's output over the window's size.
    var scale: Double {
        if let window { return window.scale }
        let logical = windowSize
        guard logical.width > 0 else { return 1 }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return max(1, Double(w) / logical.width)
    }

    /// Whether the window is hidden or minimised now, as SDL's flags say.
    var windowIsHidden: Bool {
        if let window { return window.isHidden }
        guard let sdlWindow else { return true }
        return SDL_GetWindowFlags(sdlWindow) & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) != 0
    }
}
