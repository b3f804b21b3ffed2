import CSDL2

/// A line of text rendered once with SDL_ttf into a texture, for the sidebar. Main thread.
@MainActor
final class SidebarLabel {
    let texture: OpaquePointer
    /// Its size in physical pixels.
    let width: Int32
    let height: Int32

    /// `text` in `font`, white (the sidebar tints it when it draws it); nil if SDL could not
    /// render it.
    init?(_ text: String, font: OpaquePointer, renderer: OpaquePointer) {
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
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
