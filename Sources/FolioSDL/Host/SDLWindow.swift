import CSDL2
import FolioCore

/// A resizable, high-DPI aware window with its renderer. Logical sizes are what the user and
/// layout see; pixel sizes are what the renderer draws, so text stays crisp at any scale.
/// Main thread only.
@MainActor
public final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Whether the renderer claims that presenting waits for the display's refresh. Only a
    /// claim (SDL's offscreen driver makes it and presents at once): the host measures presents
    /// with a `FramePacer` rather than trusting it.
    public let hasVSync: Bool
    /// The renderer's name, such as "opengl" or "software".
    public let rendererName: String

    /// Opens a window titled `title` of `size` logical pixels, with an accelerated vsync renderer
    /// when one can be had and the software renderer otherwise.
    public init(title: String, size: Size) throws(SDLError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(
            title, SHIM_WINDOWPOS_CENTERED, SHIM_WINDOWPOS_CENTERED,
            Int32(size.width.rounded()), Int32(size.height.rounded()), flags
        ) else { throw SDLError("creating the window") }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(window)
            throw SDLError("creating a renderer")
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        // The software renderer accepts the vsync flag but presents at once: only an accelerated
        // renderer's vsync paces frames.
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in logical pixels (what input coordinates use).
    public var logicalSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// The renderer's output size in physical pixels.
    public var pixelSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Physical pixels per logical pixel (1 on most X11 setups, 2 on a doubled Wayland output).
    public var scale: Double {
        let logical = logicalSize
        guard logical.width > 0 else { return 1 }
        return max(1, pixelSize.width / logical.width)
    }

    /// Asks for a new logical size; a resize event follows once the system has applied it.
    public func setLogicalSize(_ size: Size) {
        SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
    }

    /// The refresh period of the display the window is on, in seconds; a 60 Hz frame when the
    /// driver does not say (offscreen and virtual displays report no rate).
    public var refreshPeriod: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return FrameStatistics.frameBudget }
        return 1 / Double(mode.refresh_rate)
    }

    /// The window id that SDL puts on this window's events.
    public var id: UInt32 { SDL_GetWindowID(window) }

    /// Whether the window is hidden or minimised now, as SDL's flags say.
    var isHidden: Bool {
        SDL_GetWindowFlags(window) & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) != 0
    }
}
