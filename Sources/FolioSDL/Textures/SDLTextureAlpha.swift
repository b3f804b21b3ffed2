import CSDL2

/// Drawing textures at an opacity: a fading item's texture, or the text of its placeholder. A
/// texture's blend mode and alpha modulation are its own state, shared by every draw of it, so a
/// faded copy sets them for its one command and puts them back. Main thread only.
@MainActor
enum SDLTextureAlpha {
    /// `opacity` (0…1) as an alpha byte: clamped, NaN taken as opaque.
    nonisolated static func byte(_ opacity: Double) -> UInt8 {
        guard !opacity.isNaN else { return 255 }
        return UInt8((min(max(opacity, 0), 1) * 255).rounded())
    }

    /// `alpha` scaled by `opacity` (both 0…255), rounded.
    nonisolated static func scale(_ alpha: UInt8, by opacity: UInt8) -> UInt8 {
        UInt8((Int(alpha) * Int(opacity) + 127) / 255)
    }

    /// Copies `texture` into `destination` (physical pixels) through `renderer` at `opacity`
    /// times its own alpha modulation. An opaque texture (copied, not blended, for speed) is
    /// blended for this copy, since without blending SDL ignores the alpha. Draws nothing at 0.
    static func copy(_ texture: OpaquePointer, to destination: SDL_FRect, opacity: UInt8, renderer: OpaquePointer) {
        copy(texture, from: nil, to: destination, opacity: opacity, renderer: renderer)
    }

    /// Copies the part `source` of `texture` (its pixels; the whole texture when nil) into
    /// `destination`, as `copy(_:to:opacity:renderer:)` copies the whole.
    static func copy(_ texture: OpaquePointer, from source: SDL_Rect?, to destination: SDL_FRect, opacity: UInt8,
                     renderer: OpaquePointer) {
        var destination = destination
        func render() {
            if var part = source {
                SDL_RenderCopyF(renderer, texture, &part, &destination)
            } else {
                SDL_RenderCopyF(renderer, texture, nil, &destination)
            }
        }
        guard opacity < 255 else {
            render()
            return
        }
        guard opacity > 0 else { return }
        var mode = SDL_BLENDMODE_NONE
        var alpha: UInt8 = 255
        SDL_GetTextureBlendMode(texture, &mode)
        SDL_GetTextureAlphaMod(texture, &alpha)
        if mode == SDL_BLENDMODE_NONE { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        SDL_SetTextureAlphaMod(texture, scale(alpha, by: opacity))
        // The command takes the texture's state as it is now, so restoring it at once is safe.
        render()
        SDL_SetTextureAlphaMod(texture, alpha)
        if mode == SDL_BLENDMODE_NONE { SDL_SetTextureBlendMode(texture, mode) }
    }
}
