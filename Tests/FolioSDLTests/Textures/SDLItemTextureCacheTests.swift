import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// The texture cache over a software renderer, fed by a real collection on a manual scheduler
/// whose cells are rasterised into `SDLSurfaceBitmap`s.
@MainActor
@Suite("Item texture cache", .serialized)
struct SDLItemTextureCacheTests {
    @Test("A frame uploads every visible item's bitmap and at most the budget of others, nearest first, until none waits")
    func visibleItemsFirstThenNearestOffscreen() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let visible = grid.visibleItems().map(\.index)
            #expect(visible == TextureTestTarget.firstScreen)
            // The display range runs at least two rows past the screen (and nothing lies above it).
            let display = grid.ranges.display
            #expect(display.isSuperset(of: Set(0..<24)), "\(display.sorted())")
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.offscreenUploadsPerFrame = 1
            cache.update(from: grid, visible: visible)
            #expect(cache.itemsUploadedThisFrame.sorted() == visible + [16])
            #expect(cache.hasPendingUploads)
            var offscreen: [[Int]] = []
            for budget in [1, 2, 3] {
                cache.offscreenUploadsPerFrame = budget
                cache.update(from: grid, visible: visible)
                offscreen.append(cache.itemsUploadedThisFrame)
            }
            // Row 4 touches the screen's bottom edge; row 5 lies a row further; ties go by index.
            #expect(offscreen == [[17], [18, 19], [20, 21, 22]])
            cache.offscreenUploadsPerFrame = 1
            var frames = 0
            while cache.hasPendingUploads, frames < 1000 {
                cache.update(from: grid, visible: visible)
                #expect(cache.uploadsThisFrame <= 1)
                frames += 1
            }
            #expect(!cache.hasPendingUploads)
            #expect(cache.pages == display, "every bitmap of the display range has its texture")
            #expect(frames == display.count - 23)
            cache.update(from: grid, visible: visible)
            #expect(cache.itemsUploadedThisFrame.isEmpty, "an unchanged bitmap is not uploaded again")
        }
    }

    @Test("Off-screen uploads stop at the byte budget, after at least one")
    func byteBudget() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let visible = grid.visibleItems().map(\.index)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            let cellBytes = try #require(grid.bitmap(forItemAt: 17)?.bitmap.byteCount)
            cache.offscreenUploadBytesPerFrame = 2 * cellBytes
            cache.update(from: grid, visible: visible)
            #expect(cache.uploadsThisFrame == visible.count + 2, "the visible ones, then two cells' worth")
            cache.offscreenUploadBytesPerFrame = 1
            cache.update(from: grid, visible: visible)
            #expect(cache.uploadsThisFrame == 1, "a bitmap larger than the budget still goes up alone")
        }
    }

    @Test("A drawn texture shows its item's pixels where asked; an item without one draws nothing")
    func drawsTheItemsPixels() throws {
        try TextureTestTarget.with(clearColor: .white) { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            for item in [0, 5, 15] {
                let frame = try #require(grid.frameOnScreen(ofItem: item))
                #expect(cache.draw(item, in: target.pixels(frame)) == .drawnFirstTime)
                #expect(target.pixel(atCenterOf: item, in: grid) == TextureTestTarget.color(ofItem: item))
            }
            let empty = try #require(grid.frameOnScreen(ofItem: 6))
            #expect(cache.draw(300, in: target.pixels(empty)) == .missing)
            #expect(target.pixel(atCenterOf: 6, in: grid) == .white)
        }
    }

    @Test("A cell fading to a photo that arrived hands its texture to the ghost beneath it: only the new bitmap goes up")
    func fadingCellHandsItsTextureToTheGhost() throws {
        try TextureTestTarget.with { target in
            let fetcher = ScriptedImageFetcher()
            let source = RemoteImageTestSource()
            let (grid, scheduler) = target.remoteImageGrid(source, fetcher: fetcher)
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.update(from: grid, visible: grid.visibleItems().map(\.index))
            #expect(cache.itemsUploadedThisFrame.contains(0), "the placeholder")
            let frame = target.pixels(try #require(grid.frameOnScreen(ofItem: 0)))
            #expect(cache.draw(0, in: frame) == .drawnFirstTime)

            try #require(fetcher.fetches.first { $0.url.lastPathComponent == "0.jpg" }).move(to: .finished(.file("/cache/0")))
            target.settle(grid, scheduler, at: 1)
            grid.tick(at: 1.05)
            let keys = grid.visibleItems().map(\.index)
            let ghost = try #require(keys.first(where: CollectionNode.isGhostKey))
            cache.update(from: grid, visible: keys)
            #expect(cache.itemsUploadedThisFrame == [0], "the photo's bitmap, not the placeholder's again")
            #expect(cache.draw(ghost, in: frame) == .drawn, "the placeholder's texture, drawn before")
            #expect(cache.draw(0, in: frame, alpha: 0.5) == .drawnFirstTime)
            withExtendedLifetime(source) {}
        }
    }

    @Test("Each texture is reported drawn for the first time once: again only for a new bitmap or after it was let go")
    func firstDrawIsReportedOncePerTexture() throws {
        try TextureTestTarget.with(scale: 2) { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            let screen = TextureTestTarget.firstScreen
            cache.update(from: grid, visible: screen)
            let frame = target.pixels(try #require(grid.frameOnScreen(ofItem: 0)))
            #expect(cache.draw(0, in: frame) == .drawnFirstTime)
            #expect(cache.draw(0, in: frame) == .drawn)
            #expect(cache.draw(1, in: frame) == .drawnFirstTime)
            // A new scale asks for new bitmaps; until they come, the old texture is drawn, scaled.
            grid.setBounds(TextureTestTarget.bounds, scale: 1, at: 1)
            cache.update(from: grid, visible: screen)
            #expect(cache.draw(0, in: frame) == .drawn)
            target.settle(grid, scheduler, at: 1)
            cache.update(from: grid, visible: screen)
            #expect(cache.itemsUploadedThisFrame.contains(0))
            #expect(cache.draw(0, in: frame) == .drawnFirstTime, "the new bitmap's texture")
            #expect(cache.draw(0, in: frame) == .drawn)
            // Scrolled away (the bitmap goes) and back (a new one comes).
            grid.scrollToItem(at: IndexPath(item: 200, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 2)
            cache.update(from: grid, visible: grid.visibleItems().map(\.index))
            #expect(cache.draw(0, in: frame) == .missing)
            grid.scrollToItem(at: IndexPath(item: 0, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 3)
            cache.update(from: grid, visible: screen)
            #expect(cache.draw(0, in: frame) == .drawnFirstTime)
        }
    }

    @Test("A texture goes when the collection drops its item's bitmap, and a dropped bitmap that waited is no longer due")
    func droppedBitmapsFreeTheirTextures() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, source) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.offscreenUploadsPerFrame = .max
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            let before = cache.pages
            #expect(before == grid.ranges.display)
            grid.scrollToItem(at: IndexPath(item: 200, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 1)
            let now = grid.ranges.display
            #expect(before.isDisjoint(with: now), "the test scrolls past the whole display range")
            cache.update(from: grid, visible: grid.visibleItems().map(\.index))
            #expect(cache.pages == now)
            #expect(!cache.hasPendingUploads)

            // Bitmaps that waited for their textures, then dropped with the data.
            cache.offscreenUploadsPerFrame = 0
            grid.scrollToItem(at: IndexPath(item: 0, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 2)
            cache.update(from: grid, visible: [])
            #expect(cache.pages.isEmpty)
            #expect(cache.hasPendingUploads)
            source.count = 0
            grid.reloadData()
            cache.update(from: grid, visible: [])
            #expect(!cache.hasPendingUploads)
            #expect(cache.pages.isEmpty)
        }
    }

    @Test("Showing another collection drops every texture of the one before; each collection's bitmaps come back on its return")
    func adoptingAnotherCollectionDropsEverything() throws {
        try TextureTestTarget.with { target in
            let (first, firstScheduler, _) = target.grid(tint: 40)
            let (second, secondScheduler, _) = target.grid(tint: 120)
            target.settle(first, firstScheduler)
            target.settle(second, secondScheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            let screen = TextureTestTarget.firstScreen
            cache.update(from: first, visible: screen)
            let frame = target.pixels(try #require(first.frameOnScreen(ofItem: 0)))
            #expect(cache.draw(0, in: frame) == .drawnFirstTime)

            cache.offscreenUploadsPerFrame = 0
            cache.update(from: second, visible: [])
            #expect(cache.pages.isEmpty, "the first collection's textures went")
            #expect(cache.hasPendingUploads, "the second's bitmaps are due")
            #expect(cache.draw(0, in: frame) == .missing)
            cache.update(from: second, visible: screen)
            #expect(cache.draw(0, in: frame) == .drawnFirstTime)
            #expect(target.pixel(atCenterOf: 0, in: second) == TextureTestTarget.color(ofItem: 0, tint: 120))

            // The first collection pushed its changes long ago: its bitmaps are still found.
            cache.update(from: first, visible: screen)
            #expect(Set(cache.pages) == Set(screen))
            #expect(cache.draw(0, in: frame) == .drawnFirstTime)
            #expect(target.pixel(atCenterOf: 0, in: first) == TextureTestTarget.color(ofItem: 0, tint: 40))
        }
    }

    @Test("uploadAll makes every bitmap's texture in one go, whatever the budget")
    func uploadAllIgnoresTheBudget() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.offscreenUploadsPerFrame = 0
            cache.uploadAll(from: grid)
            #expect(cache.itemsUploadedThisFrame.count == grid.itemsWithBitmaps.count)
            #expect(cache.pages == Set(grid.itemsWithBitmaps))
            #expect(!cache.hasPendingUploads)
        }
    }

    @Test("Textures of items that went are refilled for new items of their size, up to the spare limit, without allocating")
    func spareTexturesAreReused() throws {
        // Other suites allocate through SDL at the same time, so a count can be off in either
        // direction; a run whose first uploads allocate nothing at all cannot be such noise.
        var attempts: [[Int32]] = []
        for _ in 0..<5 {
            let deltas = try TextureTestTarget.with { target in try Self.allocationsOfUploadsAfterDrops(target) }
            attempts.append(deltas)
            if deltas.prefix(SDLItemTextureCache.spareLimit).allSatisfy({ $0 == 0 }), deltas.last! > 0 { break }
        }
        let last = try #require(attempts.last)
        #expect(last.prefix(SDLItemTextureCache.spareLimit).allSatisfy { $0 == 0 }, "SDL allocations per upload: \(attempts)")
        #expect(last.last! > 0, "past the spares a texture is made: \(attempts)")
    }

    @Test("Releasing the spares destroys them and leaves the textures in use; items let go later are kept as spares again")
    func releasingSpares() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.offscreenUploadsPerFrame = 0
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            #expect(cache.spareCount == 0)
            grid.scrollToItem(at: IndexPath(item: 200, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 1)
            cache.update(from: grid, visible: [])
            #expect(cache.pages.isEmpty)
            #expect(cache.spareCount == SDLItemTextureCache.spareLimit, "the first screen's textures went, a few kept")
            let visible = grid.visibleItems().map(\.index)
            cache.update(from: grid, visible: [visible[0]])
            #expect(cache.spareCount == SDLItemTextureCache.spareLimit - 1, "a spare was refilled")
            cache.releaseSpares()
            #expect(cache.spareCount == 0)
            #expect(cache.pages == [visible[0]], "the texture in use stays")
            let frame = try #require(grid.frameOnScreen(ofItem: visible[0]))
            #expect(cache.draw(visible[0], in: target.pixels(frame)) == .drawnFirstTime)
            #expect(target.pixel(atCenterOf: visible[0], in: grid) == TextureTestTarget.color(ofItem: visible[0]))
            cache.update(from: grid, visible: Array(visible.prefix(2)))
            #expect(cache.itemsUploadedThisFrame == [visible[1]], "a new texture is made without spares")
            #expect(cache.spareCount == 0)
            grid.scrollToItem(at: IndexPath(item: 0, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 2)
            cache.update(from: grid, visible: [])
            #expect(cache.spareCount == 2, "the two textures let go are kept as spares again")
        }
    }

    /// Uploads the first screen, scrolls far away and lets the textures go, then uploads new
    /// items one by one (spare limit + 1 of them) and returns how many SDL allocations each left.
    private static func allocationsOfUploadsAfterDrops(_ target: TextureTestTarget) throws -> [Int32] {
        let (grid, scheduler, _) = target.grid()
        target.settle(grid, scheduler)
        let cache = SDLItemTextureCache(renderer: target.renderer)
        cache.offscreenUploadsPerFrame = 0
        cache.update(from: grid, visible: TextureTestTarget.firstScreen)
        grid.scrollToItem(at: IndexPath(item: 200, section: 0), position: .start, animated: false)
        target.settle(grid, scheduler, at: 1)
        cache.update(from: grid, visible: [])
        #expect(cache.pages.isEmpty)
        var deltas: [Int32] = []
        for item in grid.visibleItems().map(\.index).prefix(SDLItemTextureCache.spareLimit + 1) {
            // Bitmaps freed in the background would count against the uploads.
            BackgroundReleaser.drain()
            let before = SDL_GetNumAllocations()
            cache.update(from: grid, visible: [item])
            let after = SDL_GetNumAllocations()
            #expect(cache.itemsUploadedThisFrame == [item])
            deltas.append(after - before)
        }
        return deltas
    }

    @Test("A spare texture of an opaque item refilled with a translucent bitmap blends it over what is below")
    func refilledSpareBlendsTranslucentBitmaps() throws {
        let below = Color(red: 0, green: 0, blue: 255)
        try TextureTestTarget.with(clearColor: below) { target in
            let (grid, scheduler, _) = target.grid(firstTranslucent: 100)
            target.settle(grid, scheduler)
            let cache = SDLItemTextureCache(renderer: target.renderer)
            cache.offscreenUploadsPerFrame = 0
            let opaque = 0
            let opaqueFrame = target.pixels(try #require(grid.frameOnScreen(ofItem: opaque)))
            cache.update(from: grid, visible: TextureTestTarget.firstScreen)
            _ = cache.draw(opaque, in: opaqueFrame)
            #expect(target.pixel(atCenterOf: opaque, in: grid) == TextureTestTarget.color(ofItem: opaque))
            grid.scrollToItem(at: IndexPath(item: 200, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 1)
            let item = try #require(grid.visibleItems().first?.index)
            cache.update(from: grid, visible: [item])
            target.clear(below)
            let frame = try #require(grid.frameOnScreen(ofItem: item))
            #expect(cache.draw(item, in: target.pixels(frame)) == .drawnFirstTime)
            let color = TextureTestTarget.color(ofItem: item, translucent: true)
            let drawn = try #require(target.pixel(atCenterOf: item, in: grid))
            let blended = Color(red: UInt8(Int(color.red) * 128 / 255), green: UInt8(Int(color.green) * 128 / 255),
                                blue: UInt8((Int(color.blue) * 128 + 255 * 127) / 255))
            #expect(RasterTestSupport.close(drawn, blended, tolerance: 3), "\(drawn) is not \(color) over \(below)")
        }
    }
}
