import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

/// The main thread's cache of layouts and line textures.
@MainActor
@Suite("Text cache", .serialized)
struct SDLTextCacheTests {
    /// Runs `body` with a cache of `capacity` over a software renderer; the cache goes first.
    private func withCache(capacity: Int, _ body: (SDLTextCache) throws -> Void) throws {
        let measurer = try RasterTestSupport.measurer()
        let surface = try #require(RasterSurface.make(width: 16, height: 16))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        do {
            try body(SDLTextCache(renderer: renderer, measurer: measurer, capacity: capacity))
        }
    }

    @Test("A label asked for every frame is laid out and rendered once")
    func repeatedLabelIsCached() throws {
        try withCache(capacity: 8) { cache in
            let attributes = TextAttributes(size: 14)
            let font = attributes.font(scale: 2)
            let first = cache.layout("5 / 20", attributes: attributes, maxWidth: .infinity, scale: 2)
            let line = try #require(cache.line("5 / 20", font: font, color: .black))
            for _ in 0..<50 {
                #expect(cache.layout("5 / 20", attributes: attributes, maxWidth: .infinity, scale: 2) == first)
                #expect(cache.line("5 / 20", font: font, color: .black)?.texture == line.texture)
            }
            // A NaN width is taken as no limit, so it finds its entry again.
            _ = cache.layout("5 / 20", attributes: attributes, maxWidth: .nan, scale: 2)
            #expect(cache.counts.layouts == 1)
            #expect(cache.counts.lines == 1)
            #expect(line.width > 0 && line.height > 0)
            #expect(cache.line("", font: font, color: .black) == nil)
        }
    }

    @Test("Past its capacity the cache frees the quarter used longest ago, keeping what was used lately")
    func evictsLeastRecentlyUsed() throws {
        try withCache(capacity: 8) { cache in
            let font = FontSpec(weight: .regular, pixelSize: 12)
            var textures: [OpaquePointer] = []
            for index in 0..<8 { textures.append(try #require(cache.line("line \(index)", font: font, color: .black)).texture) }
            // Line 0 is used again, so line 1 and 2 are the oldest when the ninth arrives.
            _ = cache.line("line 0", font: font, color: .black)
            _ = cache.line("line 8", font: font, color: .black)
            #expect(cache.counts.lines == 7)
            #expect(cache.line("line 0", font: font, color: .black)?.texture == textures[0])
            #expect(cache.line("line 3", font: font, color: .black)?.texture == textures[3])
            #expect(cache.counts.lines == 7)
            _ = cache.line("line 1", font: font, color: .black)
            #expect(cache.counts.lines == 8)
        }
    }
}
