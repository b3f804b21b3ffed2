import CSDL2
import FolioCore
import FolioSDL

/// A line of text drawn once by Folio's text engine into a texture, for the sidebar: the same
/// fonts, fallback and shaping as the pager's pages. Main thread.
@MainActor
final class SidebarLabel {
    let texture: OpaquePointer
    /// Its size in physical pixels.
    let width: Int32
    let height: Int32

    /// `text` in `attributes` on one line, white (the sidebar tints it when it draws it), at
    /// `scale`; nil if it could not be drawn.
    init?(_ text: String, attributes: TextAttributes, scale: Double, measurer: SDLTextMeasurer, renderer: OpaquePointer) {
        var white = attributes
        white.color = .white
        white.maxLines = 1
        let layout = TextLayout(text: text, attributes: white, maxWidth: .infinity, scale: scale, measurer: measurer)
        guard let surface = measurer.renderSurface(layout, attributes: white) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.texture = texture
        width = surface.pointee.w
        height = surface.pointee.h
    }

    isolated deinit {
        SDL_DestroyTexture(texture)
    }

    /// Draws the label with its left edge at `x` and centred on `midY` (physical pixels), in
    /// `color` (red, green, blue).
    func draw(on renderer: OpaquePointer, x: Int32, midY: Int32, color: (UInt8, UInt8, UInt8)) {
        SDL_SetTextureColorMod(texture, color.0, color.1, color.2)
        var target = SDL_Rect(x: x, y: midY - height / 2, w: width, h: height)
        SDL_RenderCopy(renderer, texture, nil, &target)
    }
}
