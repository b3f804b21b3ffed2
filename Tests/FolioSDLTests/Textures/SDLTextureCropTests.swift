import CSDL2
import Testing
@testable import FolioSDL

/// The part of a magnified texture that is copied: only the texture pixels under the clip, and
/// they land where the whole texture would have put them.
@Suite("SDL texture crop")
struct SDLTextureCropTests {
    @Test("A 100×80 texture drawn 4 times larger, clipped to a 100×100 window at (50, 40), copies 25×25 pixels from (12, 10)")
    func cropsToTheClip() throws {
        let frame = SDL_FRect(x: 0, y: 0, w: 400, h: 320)
        let clip = SDL_FRect(x: 50, y: 40, w: 100, h: 100)
        let part = try #require(SDLTextureCrop.crop(frame: frame, to: clip, width: 100, height: 80))
        #expect(part.source.x == 12 && part.source.y == 10 && part.source.w == 26 && part.source.h == 25, "\(part.source)")
        // Where those pixels fall when the whole texture is drawn: a little wider than the clip.
        #expect(part.destination.x == 48 && part.destination.y == 40 && part.destination.w == 104 && part.destination.h == 100)
        #expect(part.destination.x <= clip.x && part.destination.x + part.destination.w >= clip.x + clip.w)
    }

    @Test("A frame offset off the window's left keeps the right pixels; one outside the clip copies nothing")
    func offsetAndOutside() throws {
        let part = try #require(SDLTextureCrop.crop(frame: SDL_FRect(x: -300, y: 0, w: 400, h: 400),
                                                    to: SDL_FRect(x: 0, y: 0, w: 100, h: 100), width: 200, height: 200))
        #expect(part.source.x == 150 && part.source.w == 50 && part.source.y == 0 && part.source.h == 50)
        #expect(SDLTextureCrop.crop(frame: SDL_FRect(x: 200, y: 0, w: 100, h: 100), to: SDL_FRect(x: 0, y: 0, w: 100, h: 100),
                                    width: 10, height: 10) == nil)
        #expect(SDLTextureCrop.crop(frame: SDL_FRect(x: 0, y: 0, w: 100, h: 100), to: SDL_FRect(x: 0, y: 0, w: 100, h: 100),
                                    width: 0, height: 10) == nil)
    }
}
