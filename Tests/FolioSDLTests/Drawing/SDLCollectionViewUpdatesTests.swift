import CSDL2
import Foundation
import Testing
import TestSupport
@testable import FolioCore
@testable import FolioSDL

/// What the view draws during and after a batch update: items and placeholders at their alphas,
/// and textures following their items' keys, in the root and in nested collections alike.
@MainActor
@Suite("Collection view: batch updates", .serialized)
struct SDLCollectionViewUpdatesTests {
    private static let below = Color(red: 0, green: 0, blue: 255)

    /// Draws one frame of `root` with `view` on a canvas over `target`.
    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ chrome: RecordingHostChrome,
                       _ target: TextureTestTarget) -> FrameContent {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        return view.draw(root, chrome: chrome, on: canvas, scale: target.scale, time: 0)
    }

    private func fadingGrid(_ target: TextureTestTarget, tint: UInt8 = 40, itemSize: Size = Size(width: 100, height: 75),
                            bounds: Size = TextureTestTarget.bounds) -> (FadingCollection, ManualWorkScheduler) {
        let (grid, scheduler, _) = target.collection(tint: tint, itemSize: itemSize, bounds: bounds) {
            FadingCollection(layout: $0, backend: $1, renderMode: $2, wake: {})
        }
        return (grid, scheduler)
    }

    @Test("Items and placeholders are drawn at their alphas; an item at alpha 0 shows nothing, and nothing of it is reported")
    func itemsAndPlaceholdersFade() throws {
        try TextureTestTarget.with(clearColor: Self.below) { target in
            let (grid, scheduler) = fadingGrid(target)
            grid.alphas = [5: 0.5, 6: 0]
            // The items' own alphas alone: content replaces its placeholder at once.
            grid.placeholderFadeDuration = 0
            let view = SDLCollectionView(renderer: target.renderer)
            let chrome = RecordingHostChrome()
            let waiting = frame(view, grid, chrome, target)
            #expect(!chrome.placeholders.contains(6))
            #expect(chrome.placeholders.contains(5))
            let placeholder = try #require(target.pixel(atCenterOf: 5, in: grid))
            let fadedPlaceholder = TextureTestTarget.mix(chrome.placeholderColor, over: Self.below, alpha: 128)
            #expect(RasterTestSupport.close(placeholder, fadedPlaceholder), "\(placeholder) is not \(fadedPlaceholder)")
            #expect(target.pixel(atCenterOf: 6, in: grid) == Self.below)
            #expect(waiting.showedPlaceholder)
            #expect(target.pixel(atCenterOf: 7, in: grid) == chrome.placeholderColor, "other placeholders stay opaque")

            target.settle(grid, scheduler)
            target.clear(Self.below)
            let drawn = frame(view, grid, chrome, target)
            let item = try #require(target.pixel(atCenterOf: 5, in: grid))
            let fadedItem = TextureTestTarget.mix(TextureTestTarget.color(ofItem: 5), over: Self.below, alpha: 128)
            #expect(RasterTestSupport.close(item, fadedItem), "\(item) is not \(fadedItem)")
            #expect(target.pixel(atCenterOf: 6, in: grid) == Self.below)
            #expect(target.pixel(atCenterOf: 7, in: grid) == TextureTestTarget.color(ofItem: 7))
            #expect(drawn.itemsWithNewContent.contains(5))
            #expect(!drawn.itemsWithNewContent.contains(6), "nothing of it was on screen")

            grid.alphas = [:]
            let shown = frame(view, grid, chrome, target)
            #expect(shown.itemsWithNewContent == [6])
            #expect(target.pixel(atCenterOf: 6, in: grid) == TextureTestTarget.color(ofItem: 6))
        }
    }

    @Test("A nested collection's items fade over the outer item, and its textures follow its own key remappings")
    func nestedCollectionsFadeAndRemap() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler, _) = target.collection { NestingCollection(layout: $0, backend: $1, renderMode: $2, wake: {}) }
            // Feed cells of 100×40, two a row, inside root item 5 (100...200 × 75...150).
            let (feed, feedScheduler) = fadingGrid(target, tint: 120, itemSize: Size(width: 100, height: 40),
                                                   bounds: Size(width: 200, height: 200))
            target.settle(root, rootScheduler)
            target.settle(feed, feedScheduler)
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Rect(x: 110, y: 80, width: 150, height: 90))]
            feed.alphas = [0: 0.5]
            let view = SDLCollectionView(renderer: target.renderer)
            // Everything goes up in the first frame, so that the second has nothing of its own to upload.
            view.textures.offscreenUploadsPerFrame = .max
            view.textures.offscreenUploadBytesPerFrame = .max
            let chrome = RecordingHostChrome()
            _ = frame(view, root, chrome, target)
            let faded = target.pixel(x: 160, y: 100)
            let mixed = TextureTestTarget.mix(TextureTestTarget.color(ofItem: 0, tint: 120), over: TextureTestTarget.color(ofItem: 5),
                                              alpha: 128)
            #expect(RasterTestSupport.close(faded, mixed), "\(faded) is not \(mixed)")
            #expect(target.pixel(x: 230, y: 100) == TextureTestTarget.color(ofItem: 1, tint: 120))

            feed.alphas = [:]
            var updates = CollectionUpdates()
            updates.insertItems(at: [IndexPath(item: 0, section: 0)])
            feed.pendingKeyRemappings = [
                CollectionKeyRemapping(plan: try CollectionUpdatePlan(updates, oldCounts: [400], newCounts: [401]), ghostKeys: [:]),
            ]
            chrome.clear()
            _ = frame(view, root, chrome, target)
            #expect(view.uploadCountThisFrame == 0)
            #expect(view.textures.uploadsThisFrame == 0)
            #expect(chrome.placeholders(of: feed) == [0], "the inserted item waits for its bitmap")
            #expect(target.pixel(x: 230, y: 100) == TextureTestTarget.color(ofItem: 0, tint: 120), "feed item 0 moved to 1")
            #expect(feed.takeKeyRemappings().isEmpty)
        }
    }
}
