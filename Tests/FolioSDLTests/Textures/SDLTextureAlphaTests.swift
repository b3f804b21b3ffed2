import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// Items drawn at an alpha, as a batch update's fades ask: read back from a software renderer.
@MainActor
@Suite("Texture alpha", .serialized)
struct SDLTextureAlphaTests {
    @Test("An opacity becomes an alpha byte, clamped, NaN opaque", arguments: [
        (0.0, 0), (1.0, 255), (0.5, 128), (-0.3, 0), (1.7, 255), (Double.nan, 255), (-Double.infinity, 0), (0.001, 0),
    ] as [(Double, UInt8)])
    func opacityByte(opacity: Double, byte: UInt8) {
        #expect(SDLTextureAlpha.byte(opacity) == byte)
    }

    @Test("An opaque item drawn at alpha 0.5 is mixed half and half with what is below, and drawn opaque again after")
    func halfTransparentItemBlends() throws {
        let below = Color(red: 0, green: 0, blue: 255)
        try TextureTestTarget.with(clearColor: below) { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            let frame = target.pixels(try #require(grid.frameOnScreen(ofItem: 5)))
            #expect(cache.draw(5, in: frame, alpha: 0.5) == .drawnFirstTime)
            let drawn = try #require(target.pixel(atCenterOf: 5, in: grid))
            let mixed = TextureTestTarget.mix(TextureTestTarget.color(ofItem: 5), over: below, alpha: 128)
            #expect(RasterTestSupport.close(drawn, mixed, tolerance: 2), "\(drawn) is not \(mixed)")
            // The texture's own state is back: the next plain draw covers what is below.
            target.clear(below)
            #expect(cache.draw(5, in: frame) == .drawn)
            #expect(target.pixel(atCenterOf: 5, in: grid) == TextureTestTarget.color(ofItem: 5))
        }
    }

    @Test("An opaque item's texture has no alpha channel, so that fading it takes SDL's fast per-surface blend; a translucent one keeps its alpha")
    func opaqueTexturesHaveNoAlphaChannel() throws {
        try TextureTestTarget.with(clearColor: .white) { target in
            let (grid, scheduler, _) = target.grid(firstTranslucent: 3)
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(cache.textureFormat(of: 0) == SDLItemTextureCache.opaqueFormat)
            #expect(cache.textureFormat(of: 5) == RasterSurface.format)
        }
    }

    @Test("A translucent item at alpha 0.5 is its own alpha halved over what is below")
    func translucentItemAlphaMultiplies() throws {
        let below = Color(red: 0, green: 0, blue: 255)
        try TextureTestTarget.with(clearColor: below) { target in
            let (grid, scheduler, _) = target.grid(firstTranslucent: 0)
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            let frame = target.pixels(try #require(grid.frameOnScreen(ofItem: 3)))
            _ = cache.draw(3, in: frame, alpha: 0.5)
            let drawn = try #require(target.pixel(atCenterOf: 3, in: grid))
            let mixed = TextureTestTarget.mix(TextureTestTarget.color(ofItem: 3), over: below, alpha: 64)
            #expect(RasterTestSupport.close(drawn, mixed, tolerance: 3), "\(drawn) is not \(mixed)")
        }
    }

    @Test("An item at alpha 0 draws nothing and is not reported drawn, even without a texture")
    func transparentItemDrawsNothing() throws {
        try TextureTestTarget.with(clearColor: .white) { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            let frame = target.pixels(try #require(grid.frameOnScreen(ofItem: 5)))
            #expect(cache.draw(5, in: frame, alpha: 0) == .transparent)
            #expect(cache.draw(300, in: frame, alpha: 0) == .transparent)
            #expect(target.pixel(atCenterOf: 5, in: grid) == .white)
            #expect(cache.draw(5, in: frame, alpha: .nan) == .drawnFirstTime, "its first visible draw")
            #expect(target.pixel(atCenterOf: 5, in: grid) == TextureTestTarget.color(ofItem: 5))
        }
    }

    @Test("A texture is drawn into a frame smaller than its bitmap, scaled, and nothing of it outside")
    func scaledDownFrame() throws {
        try TextureTestTarget.with(clearColor: .white) { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            // Item 5's frame (100...200, 75...150) shrunk about its centre to half.
            _ = cache.draw(5, in: SDL_FRect(x: 125, y: 93.75, w: 50, h: 37.5))
            #expect(target.pixel(x: 128, y: 97) == TextureTestTarget.color(ofItem: 5))
            #expect(target.pixel(x: 172, y: 128) == TextureTestTarget.color(ofItem: 5))
            #expect(target.pixel(x: 120, y: 112) == .white)
            #expect(target.pixel(x: 150, y: 135) == .white)
        }
    }

    @Test("A faded copy puts the texture's blend mode and alpha modulation back as they were")
    func copyRestoresTheTexturesState() throws {
        try TextureTestTarget.with { target in
            let texture = try #require(SDL_CreateTexture(target.renderer, RasterSurface.format,
                                                         Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 4, 4))
            defer { SDL_DestroyTexture(texture) }
            for (mode, alpha) in [(SDL_BLENDMODE_NONE, UInt8(255)), (SDL_BLENDMODE_BLEND, UInt8(200))] {
                SDL_SetTextureBlendMode(texture, mode)
                SDL_SetTextureAlphaMod(texture, alpha)
                SDLTextureAlpha.copy(texture, to: SDL_FRect(x: 0, y: 0, w: 4, h: 4), opacity: 100, renderer: target.renderer)
                var after = SDL_BLENDMODE_INVALID
                var afterAlpha: UInt8 = 0
                SDL_GetTextureBlendMode(texture, &after)
                SDL_GetTextureAlphaMod(texture, &afterAlpha)
                #expect(after == mode)
                #expect(afterAlpha == alpha)
            }
            SDL_RenderFlush(target.renderer)
        }
    }
}
