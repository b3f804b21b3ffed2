import CSDL2
import FolioCore

/// The parts of a renderer's state that drawing a collection changes (viewport, clip, draw
/// colour, blend mode), as they were before, so that an app's own drawing finds them as it left
/// them. Main thread only.
@MainActor
struct SDLRendererState {
    private let renderer: OpaquePointer
    private let viewport: SDL_Rect
    private let clip: SDL_Rect?
    private let color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    private let blendMode: SDL_BlendMode

    /// Records `renderer`'s state now.
    init(saving renderer: OpaquePointer) {
        self.renderer = renderer
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        self.viewport = viewport
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        self.clip = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE ? clip : nil
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 0
        SDL_GetRenderDrawColor(renderer, &red, &green, &blue, &alpha)
        color = (red, green, blue, alpha)
        var blendMode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &blendMode)
        self.blendMode = blendMode
    }

    /// Puts the recorded state back; the clip after the viewport, to which SDL relates it.
    func restore() {
        var viewport = viewport
        SDL_RenderSetViewport(renderer, &viewport)
        if var clip {
            SDL_RenderSetClipRect(renderer, &clip)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
    }

    /// `rect` (logical pixels) in physical pixels, its edges rounded to whole pixels.
    static func pixels(of rect: Rect, scale: Double) -> SDL_Rect {
        func edge(_ value: Double) -> Int32 {
            let limit = Double(1 << 28)
            guard !value.isNaN else { return 0 }
            return Int32(min(max(value, -limit), limit).rounded())
        }
        let left = edge(rect.minX * scale), top = edge(rect.minY * scale)
        return SDL_Rect(x: left, y: top, w: max(0, edge(rect.maxX * scale) - left), h: max(0, edge(rect.maxY * scale) - top))
    }
}
