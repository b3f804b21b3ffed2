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
            let first = cache.layout("5 / 20", attributes: attributes, maxWidth: .infinity, scale: 2)
            let line = try #require(cache.line(0, of: first, attributes: attributes, scale: 2))
            for _ in 0..<50 {
                #expect(cache.layout("5 / 20", attributes: attributes, maxWidth: .infinity, scale: 2) == first)
                #expect(cache.line(0, of: first, attributes: attributes, scale: 2)?.texture == line.texture)
            }
            // A NaN width is taken as no limit, so it finds its entry again.
            _ = cache.layout("5 / 20", attributes: attributes, maxWidth: .nan, scale: 2)
            #expect(cache.counts.layouts == 1)
            #expect(cache.counts.lines == 1)
            #expect(line.width > 2 * line.padding && line.height > 2 * line.padding)
            let empty = cache.layout("", attributes: attributes, maxWidth: .infinity, scale: 2)
            #expect(cache.line(0, of: empty, attributes: attributes, scale: 2) == nil)
            // Another colour is another texture; the layout is the same.
            var red = attributes
            red.color = Color(red: 255, green: 0, blue: 0)
            #expect(cache.line(0, of: first, attributes: red, scale: 2)?.texture != line.texture)
        }
    }

    @Test("Past its capacity the cache frees the quarter used longest ago, keeping what was used lately")
    func evictsLeastRecentlyUsed() throws {
        try withCache(capacity: 8) { cache in
            let attributes = TextAttributes(size: 12)
            @MainActor func line(_ index: Int) -> OpaquePointer? {
                let layout = cache.layout(AttributedText("line \(index)"), attributes: attributes, maxWidth: .infinity, scale: 1)
                return cache.line(0, of: layout, attributes: attributes, scale: 1)?.texture
            }
            var textures: [OpaquePointer] = []
            for index in 0..<8 { textures.append(try #require(line(index))) }
            // Line 0 is used again, so line 1 and 2 are the oldest when the ninth arrives.
            _ = line(0)
            _ = line(8)
            #expect(cache.counts.lines == 7)
            #expect(line(0) == textures[0])
            #expect(line(3) == textures[3])
            #expect(cache.counts.lines == 7)
            _ = line(1)
            #expect(cache.counts.lines == 8)
        }
    }
}
