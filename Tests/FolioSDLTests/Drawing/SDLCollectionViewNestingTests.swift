import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// Collections nested in a root's items (a pager's feeds) as the view draws them over a software
/// renderer: where, within what, from which textures, and what is reported.
@MainActor
@Suite("Collection view: nested collections", .serialized)
struct SDLCollectionViewNestingTests {
    /// The root: the test target's grid of 100×75 cells, able to nest collections.
    private func root(_ target: TextureTestTarget) -> (NestingCollection, ManualWorkScheduler) {
        let (root, scheduler, _) = target.collection { NestingCollection(layout: $0, backend: $1, renderMode: $2, wake: {}) }
        return (root, scheduler)
    }

    /// A feed of 100×40 cells, two a row, in 200×200 logical pixels: larger than the frames it
    /// is shown in here, so that it must be clipped.
    private func feed(_ target: TextureTestTarget, tint: UInt8) -> (CollectionNode, ManualWorkScheduler) {
        let (feed, scheduler, _) = feedWithSource(target, tint: tint)
        return (feed, scheduler)
    }

    /// `feed(_:tint:)` with its data source.
    private func feedWithSource(_ target: TextureTestTarget, tint: UInt8) -> (CollectionNode, ManualWorkScheduler, TextureTestSource) {
        target.collection(tint: tint, itemSize: Size(width: 100, height: 40), bounds: Size(width: 200, height: 200)) {
            CollectionNode(layout: $0, backend: $1, renderMode: $2, wake: {})
        }
    }

    /// Inside root item 5 (100...200 × 75...150), reaching into items 6 and 9.
    private static let feedFrame = Rect(x: 110, y: 80, width: 150, height: 90)

    /// Draws one frame of `root` with `view` on a canvas over `target`.
    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ chrome: RecordingHostChrome = RecordingHostChrome(),
                       _ target: TextureTestTarget, time: Double = 0) -> FrameContent {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        return view.draw(root, chrome: chrome, on: canvas, scale: target.scale, time: time)
    }

    @Test("A nested collection's items are drawn from its item's frame on, and nothing of them outside that frame",
          arguments: [1.0, 2.0])
    func nestedItemsAreOffsetAndClipped(scale: Double) throws {
        try TextureTestTarget.with(scale: scale) { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            target.settle(root, rootScheduler)
            target.settle(feed, feedScheduler)
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame)]
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, root, target: target)
            @MainActor func pixel(_ x: Double, _ y: Double) -> Color { target.pixel(x: Int(x * scale), y: Int(y * scale)) }
            let feedColor = { (item: Int) in TextureTestTarget.color(ofItem: item, tint: 120) }
            let rootColor = { (item: Int) in TextureTestTarget.color(ofItem: item) }
            // Feed item 0 fills (110...210, 80...120); item 1 (210...310) is cut at 260; item 4
            // (y 160...200) at 170.
            #expect(pixel(160, 100) == feedColor(0))
            #expect(pixel(112, 82) == feedColor(0))
            #expect(pixel(258, 100) == feedColor(1))
            #expect(pixel(262, 100) == rootColor(6), "right of the frame")
            #expect(pixel(150, 168) == feedColor(4))
            #expect(pixel(150, 172) == rootColor(9), "below the frame")
            #expect(pixel(108, 100) == rootColor(5), "left of the frame")
            #expect(pixel(150, 78) == rootColor(5), "above the frame")
            #expect(pixel(50, 50) == rootColor(0))
        }
    }

    /// `frame(_:_:_:_:time:)` with the target named, for tests that need no chrome.
    /// A pager of 8 feeds of 100×40 rows tinted by page, drawn with `target`'s rasteriser on a
    /// manual scheduler, with the function that runs its queued work and ticks it at a time
    /// until none is left. The source is returned so that the pager's weak hold keeps it.
    private func feedPager(on target: TextureTestTarget) -> (PagerNode, FeedPagerSource, (Double) -> Void) {
        let scheduler = ManualWorkScheduler()
        let source = FeedPagerSource(pageCount: 8) { page in
            target.collection(tint: UInt8(100 + page), itemSize: Size(width: 100, height: 40)) { layout, backend, _ in
                CollectionNode(layout: layout, backend: backend, renderMode: .asynchronous(scheduler), wake: {})
            }.0
        }
        let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                       rasterizer: SDLRasterizer(textMeasurer: target.measurer))
        let pager = PagerNode(backend: backend, renderMode: .asynchronous(scheduler), wake: {})
        pager.dataSource = source
        pager.setBounds(TextureTestTarget.bounds, scale: 1, at: 0)
        let settle = { (time: Double) in
            repeat {
                scheduler.runAll()
                pager.tick(at: time)
            } while !scheduler.pendingKeys.isEmpty
        }
        return (pager, source, settle)
    }

    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, target: TextureTestTarget, time: Double = 0) -> FrameContent {
        frame(view, root, RecordingHostChrome(), target, time: time)
    }

    @Test("A nested item without a texture shows its placeholder at its place in the window; its first drawn content is reported as the outer item's, once")
    func nestedPlaceholdersThenContentOfTheOuterItem() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            // Content replaces its placeholder at once here: the fade is tested on its own.
            feed.placeholderFadeDuration = 0
            target.settle(root, rootScheduler)
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame)]
            let view = SDLCollectionView(renderer: target.renderer)
            let chrome = RecordingHostChrome()
            let before = frame(view, root, chrome, target)
            #expect(before.showedPlaceholder, "the root's items are drawn, the feed's are not")
            #expect(before.itemsWithNewContent == TextureTestTarget.firstScreen)
            #expect(before.nestedItemsWithNewContent.isEmpty)
            #expect(chrome.placeholders(of: root).isEmpty)
            #expect(chrome.placeholders(of: feed) == Array(0..<10))
            let first = try #require(chrome.placeholderFrames.first)
            #expect(first == Rect(x: 110, y: 80, width: 100, height: 40))
            #expect(target.pixel(x: 160, y: 100) == chrome.placeholderColor)
            #expect(target.pixel(x: 262, y: 100) == TextureTestTarget.color(ofItem: 6), "placeholders are clipped too")

            target.settle(feed, feedScheduler)
            chrome.clear()
            let drawn = frame(view, root, chrome, target)
            #expect(!drawn.showedPlaceholder)
            #expect(drawn.itemsWithNewContent.isEmpty)
            #expect(drawn.nestedItemsWithNewContent == [5])
            #expect(drawn.itemsToReport == [5])
            #expect(chrome.placeholders.isEmpty)

            let again = frame(view, root, chrome, target)
            #expect(again.nestedItemsWithNewContent.isEmpty, "content already on screen is not new")
            #expect(again.itemsToReport.isEmpty)
        }
    }

    @Test("Each nested collection has a texture cache of its own, and each draws its own items")
    func eachNestedCollectionHasItsOwnTextures() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (first, firstScheduler) = feed(target, tint: 120)
            let (second, secondScheduler) = feed(target, tint: 160)
            for (collection, scheduler) in [(root as CollectionNode, rootScheduler), (first, firstScheduler), (second, secondScheduler)] {
                target.settle(collection, scheduler)
            }
            // The second in root item 10 (200...300 × 150...225).
            root.nested = [NestedCollection(item: 5, collection: first, frame: Self.feedFrame),
                           NestedCollection(item: 10, collection: second, frame: Rect(x: 205, y: 155, width: 90, height: 65))]
            let view = SDLCollectionView(renderer: target.renderer)
            let content = frame(view, root, target: target)
            #expect(content.nestedItemsWithNewContent == [5, 10])
            #expect(view.nestedTextures.count == 2)
            let firstCache = try #require(view.nestedTextures.cache(of: first))
            let secondCache = try #require(view.nestedTextures.cache(of: second))
            #expect(firstCache !== secondCache)
            #expect(firstCache !== view.textures && secondCache !== view.textures)
            let visible = Set(0..<10)
            #expect(firstCache.pages.isSuperset(of: visible))
            #expect(secondCache.pages.isSuperset(of: visible))
            #expect(view.textures.pages.isSuperset(of: Set(TextureTestTarget.firstScreen)))
            #expect(target.pixel(x: 160, y: 100) == TextureTestTarget.color(ofItem: 0, tint: 120))
            #expect(target.pixel(x: 250, y: 175) == TextureTestTarget.color(ofItem: 0, tint: 160))
            #expect(target.pixel(x: 298, y: 175) == TextureTestTarget.color(ofItem: 10), "the second is cut at 295")
        }
    }

    @Test("A nested collection not drawn keeps its textures while it lives, lets go of those whose bitmaps it drops, and loses them all the frame after it is released")
    func releasedNestedCollectionsFreeTheirTextures() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            target.settle(root, rootScheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            weak var released: CollectionNode?
            weak var releasedCache: SDLItemTextureCache?
            do {
                let (feed, feedScheduler, source) = feedWithSource(target, tint: 120)
                target.settle(feed, feedScheduler)
                root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame)]
                _ = frame(view, root, target: target)
                #expect(view.nestedTextures.count == 1)
                let cache = try #require(view.nestedTextures.cache(of: feed))
                #expect(!cache.pages.isEmpty)
                released = feed
                releasedCache = cache

                // Off screen (its page swiped away) but alive: the cache stays.
                root.nested = []
                _ = frame(view, root, target: target)
                #expect(view.nestedTextures.count == 1)
                #expect(cache.pages.isSuperset(of: Set(0..<10)))
                #expect(!view.nestedUploadsThisFrame.contains { $0.collection === feed })
                // It drops its bitmaps: so does the cache, although the feed is not drawn.
                source.count = 0
                feed.reloadData()
                _ = frame(view, root, target: target)
                #expect(cache.pages.isEmpty)
                #expect(!view.hasPendingUploads)
            }
            #expect(released == nil, "nothing else holds the feed")
            _ = frame(view, root, target: target)
            #expect(view.nestedTextures.count == 0)
            #expect(releasedCache == nil, "the cache, and with it its textures, went")
        }
    }

    @Test("The off-screen upload budget is the whole frame's: the root's uploads come first, then the nested collections', until none waits")
    func oneUploadBudgetForTheFrame() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            target.settle(root, rootScheduler)
            target.settle(feed, feedScheduler)
            let feedBitmaps = Set(feed.itemsWithBitmaps)
            #expect(feedBitmaps.count > 12, "the feed holds bitmaps beyond its ten visible items")
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame)]
            let view = SDLCollectionView(renderer: target.renderer)
            view.textures.offscreenUploadsPerFrame = 1
            _ = frame(view, root, target: target)
            #expect(view.textures.itemsUploadedThisFrame.count == 16 + 1)
            #expect(view.nestedUploadsThisFrame.map(\.items.count) == [10], "visible items always, and no budget left")
            #expect(view.uploadCountThisFrame == 27)

            view.textures.uploadAll(from: root)
            #expect(!view.textures.hasPendingUploads)
            #expect(view.hasPendingUploads, "the feed's bitmaps wait")
            var frames = 0
            while view.hasPendingUploads, frames < 100 {
                _ = frame(view, root, target: target)
                #expect(view.textures.itemsUploadedThisFrame.isEmpty)
                #expect(view.nestedUploadsThisFrame.map(\.items.count) == [1])
                frames += 1
            }
            #expect(frames == feedBitmaps.count - 10)
            #expect(view.nestedTextures.cache(of: feed)?.pages == feedBitmaps)
        }
    }

    @Test("Showing another root lets the nested collections' textures go with the old root's")
    func anotherRootDropsNestedCaches() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            let (other, otherScheduler, _) = target.grid(tint: 200)
            for (collection, scheduler) in [(root as CollectionNode, rootScheduler), (feed, feedScheduler), (other, otherScheduler)] {
                target.settle(collection, scheduler)
            }
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame)]
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, root, target: target)
            #expect(view.nestedTextures.count == 1)
            _ = frame(view, other, target: target)
            #expect(view.nestedTextures.count == 0)
            #expect(target.pixel(x: 160, y: 100) == TextureTestTarget.color(ofItem: 5, tint: 200))
        }
    }

    @Test("A collection listed twice in a frame, or nested in itself, is drawn once")
    func collectionsAreDrawnOnceAFrame() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            target.settle(root, rootScheduler)
            target.settle(feed, feedScheduler)
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame),
                           NestedCollection(item: 0, collection: feed, frame: Rect(x: 0, y: 0, width: 100, height: 75)),
                           NestedCollection(item: 1, collection: root, frame: Rect(x: 100, y: 0, width: 100, height: 75))]
            let view = SDLCollectionView(renderer: target.renderer)
            let content = frame(view, root, target: target)
            #expect(content.nestedItemsWithNewContent == [5])
            #expect(view.nestedTextures.count == 1)
            #expect(target.pixel(x: 50, y: 37) == TextureTestTarget.color(ofItem: 0), "the second listing is not drawn")
            #expect(target.pixel(x: 150, y: 37) == TextureTestTarget.color(ofItem: 1))
        }
    }

    @Test("uploadAll makes the textures of the root and of the nested collections on screen, and the first frame then uploads nothing")
    func uploadAllReachesNestedCollections() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            target.settle(root, rootScheduler)
            target.settle(feed, feedScheduler)
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Self.feedFrame)]
            let view = SDLCollectionView(renderer: target.renderer)
            view.textures.offscreenUploadsPerFrame = 0
            view.uploadAll(from: root)
            #expect(view.textures.pages == Set(root.itemsWithBitmaps))
            #expect(view.nestedTextures.cache(of: feed)?.pages == Set(feed.itemsWithBitmaps))
            #expect(!view.hasPendingUploads)
            let content = frame(view, root, target: target)
            #expect(view.uploadCountThisFrame == 0)
            #expect(!content.showedPlaceholder)
            #expect(content.nestedItemsWithNewContent == [5])
            #expect(target.pixel(x: 160, y: 100) == TextureTestTarget.color(ofItem: 0, tint: 120))
        }
    }

    @Test("Items a fraction of a pixel off the pixel grid are drawn from whole pixels, rounded as the clip is, at their bitmaps' size")
    func fractionalFramesAreDrawnAtWholePixels() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler) = root(target)
            let (feed, feedScheduler) = feed(target, tint: 120)
            target.settle(root, rootScheduler)
            target.settle(feed, feedScheduler)
            let frame = Self.feedFrame.offsetBy(dx: 0.6, dy: 0.6)
            root.nested = [NestedCollection(item: 5, collection: feed, frame: frame)]
            let view = SDLCollectionView(renderer: target.renderer)
            _ = self.frame(view, root, target: target)
            let feedColor = { (item: Int) in TextureTestTarget.color(ofItem: item, tint: 120) }
            // Feed item 0 is at (110.6...210.6, 80.6...120.6): pixels 111...210 and 81...120,
            // item 1 from pixel 211 on, item 2 from row 121 on. Cut to whole pixels instead, they
            // would start a pixel earlier (110, 80, 210, 120).
            #expect(target.pixel(x: 111, y: 100) == feedColor(0))
            #expect(target.pixel(x: 210, y: 100) == feedColor(0))
            #expect(target.pixel(x: 211, y: 100) == feedColor(1))
            #expect(target.pixel(x: 160, y: 120) == feedColor(0))
            #expect(target.pixel(x: 160, y: 121) == feedColor(2))
        }
    }

    @Test("uploadAll makes the textures of a pager's feeds beside the page on screen too: swiping to the next one then uploads nothing")
    func uploadAllReachesThePagersNeighbouringFeeds() throws {
        try TextureTestTarget.with { target in
            let (pager, source, settle) = feedPager(on: target)
            defer { withExtendedLifetime(source) {} }
            settle(0)
            let next = try #require(pager.collectionNode(forPageAt: 1), "the next page's feed is made once the first shows")
            #expect(!next.itemsWithBitmaps.isEmpty)
            let view = SDLCollectionView(renderer: target.renderer)
            view.textures.offscreenUploadsPerFrame = 0
            view.uploadAll(from: pager)
            #expect(view.nestedTextures.cache(of: next)?.pages == Set(next.itemsWithBitmaps))

            pager.scrollToPage(at: 1, animated: false)
            pager.tick(at: 1)
            let content = frame(view, pager, target: target, time: 1)
            #expect(pager.collectionNode(forPageAt: 1) === next)
            #expect(view.uploadCountThisFrame == 0)
            #expect(!content.showedPlaceholder)
            #expect(target.pixel(x: 150, y: 100) == TextureTestTarget.color(ofItem: 9, tint: 101))
        }
    }

    @Test("A pager of feeds: the feed on screen is drawn in its page and reported as the page's content; a feed the pager let go of loses its textures in the next frame")
    func pagerOfFeeds() throws {
        try TextureTestTarget.with { target in
            let (pager, source, settle) = feedPager(on: target)
            defer { withExtendedLifetime(source) {} }
            settle(0)
            let view = SDLCollectionView(renderer: target.renderer)
            let content = frame(view, pager, target: target)
            #expect(content.itemsWithNewContent.isEmpty, "the pages have nothing of their own")
            #expect(content.nestedItemsWithNewContent == [0])
            #expect(content.itemsToReport == [0])
            #expect(!content.showedPlaceholder)
            // Four cells a row, 40 high: item 9 is at (100...200, 80...120).
            #expect(target.pixel(x: 150, y: 100) == TextureTestTarget.color(ofItem: 9, tint: 100))
            // Not held here: the test would keep it alive.
            #expect(pager.collectionNode(forPageAt: 0).flatMap { view.nestedTextures.cache(of: $0) }?.pages.isEmpty == false)

            pager.scrollToPage(at: 4, animated: false)
            settle(1)
            #expect(pager.collectionNode(forPageAt: 0) == nil, "page 0 is beyond the display range")
            let now = frame(view, pager, target: target, time: 1)
            #expect(now.nestedItemsWithNewContent == [4])
            #expect(target.pixel(x: 150, y: 100) == TextureTestTarget.color(ofItem: 9, tint: 104))
            #expect(source.made[0]?.feed == nil, "nothing holds page 0's feed")
            // Page 4's feed was drawn; its neighbours' are uploaded ahead of a swipe, once the
            // feed on screen has what it needs, within the frames' budget; page 0's went.
            var frames = 1
            while view.hasPendingUploads, frames < 50 {
                _ = frame(view, pager, target: target, time: 1)
                frames += 1
            }
            #expect(!view.hasPendingUploads && frames > 1)
            #expect(pager.pagesWithCollections == [3, 4, 5])
            #expect(view.nestedTextures.count == 3, "the feeds near the window, and no other")
            for page in [3, 5] {
                let cache = pager.collectionNode(forPageAt: page).flatMap { view.nestedTextures.cache(of: $0) }
                #expect(cache?.pages.isEmpty == false, "page \(page)'s first screen is uploaded before it is shown")
            }
        }
    }
}
