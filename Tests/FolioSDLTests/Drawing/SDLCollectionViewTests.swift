import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// The view over a software renderer: what each frame drew from textures, what it left to the
/// chrome's placeholders, and what it reports as new content.
@MainActor
@Suite("Collection view", .serialized)
struct SDLCollectionViewTests {
    /// Draws one frame of `grid` with `view` on a canvas over `target`.
    private func frame(_ view: SDLCollectionView, _ grid: CollectionNode, _ chrome: RecordingHostChrome,
                       _ target: TextureTestTarget, scale: Double = 1) -> FrameContent {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: scale)
        return view.draw(grid, chrome: chrome, on: canvas, scale: scale, time: 0)
    }

    @Test("Items without bitmaps show their placeholders; once drawn, each item is reported as new content in the first frame that shows it")
    func placeholdersThenNewContentOnce() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            // Content replaces its placeholder at once here: the fade is tested on its own.
            grid.placeholderFadeDuration = 0
            let view = SDLCollectionView(renderer: target.renderer)
            let chrome = RecordingHostChrome()
            let before = frame(view, grid, chrome, target)
            #expect(before.showedPlaceholder)
            #expect(before.itemsWithNewContent.isEmpty)
            #expect(chrome.placeholders == TextureTestTarget.firstScreen)
            #expect(target.pixel(atCenterOf: 7, in: grid) == chrome.placeholderColor)

            target.settle(grid, scheduler)
            chrome.clear()
            let drawn = frame(view, grid, chrome, target)
            #expect(!drawn.showedPlaceholder)
            #expect(drawn.itemsWithNewContent == TextureTestTarget.firstScreen)
            #expect(chrome.placeholders.isEmpty)
            #expect(target.pixel(atCenterOf: 7, in: grid) == TextureTestTarget.color(ofItem: 7))

            let again = frame(view, grid, chrome, target)
            #expect(again.itemsWithNewContent.isEmpty, "content already on screen is not new")
            #expect(!again.showedPlaceholder)
            #expect(chrome.chromeDraws == 3, "the chrome is drawn over every frame")
            #expect(chrome.emptyStateDraws == 0)
        }
    }

    @Test("An item whose texture was made off screen is reported when it scrolls into view, not when it was uploaded")
    func offscreenUploadsAreReportedWhenShown() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            let chrome = RecordingHostChrome()
            _ = frame(view, grid, chrome, target)
            #expect(view.textures.pages.contains(16), "item 16 (row 4, off screen) was uploaded in the first frame")
            // One row down: row 4 (items 16...19) comes on screen.
            grid.scrollToItem(at: IndexPath(item: 4, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 1)
            let scrolled = frame(view, grid, chrome, target)
            #expect(scrolled.itemsWithNewContent.sorted() == [16, 17, 18, 19])
            #expect(!scrolled.showedPlaceholder)
        }
    }

    @Test("Items are drawn at their frames times the display scale")
    func drawsAtTheDisplayScale() throws {
        try TextureTestTarget.with(scale: 2, clearColor: .white) { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, RecordingHostChrome(), target, scale: 2)
            // Item 5 is at (100, 75) logical, 100×75: (200...399, 150...299) physical.
            #expect(target.pixel(x: 201, y: 151) == TextureTestTarget.color(ofItem: 5))
            #expect(target.pixel(x: 398, y: 298) == TextureTestTarget.color(ofItem: 5))
            #expect(target.pixel(x: 400, y: 151) == TextureTestTarget.color(ofItem: 6))
        }
    }

    @Test("A collection without items has its empty state drawn and shows no placeholder")
    func emptyCollectionDrawsTheEmptyState() throws {
        try TextureTestTarget.with { target in
            let (grid, _, _) = target.grid(count: 0)
            let view = SDLCollectionView(renderer: target.renderer)
            let chrome = RecordingHostChrome()
            let content = frame(view, grid, chrome, target)
            #expect(chrome.emptyStateDraws == 1)
            #expect(chrome.chromeDraws == 1)
            #expect(!content.showedPlaceholder)
            #expect(content.itemsWithNewContent.isEmpty)
        }
    }

    @Test("The selected item gets a border in the selection colour over its content")
    func selectionIsOutlined() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            grid.selectItem(at: IndexPath(item: 5, section: 0))
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, RecordingHostChrome(), target)
            #expect(target.pixel(x: 101, y: 76) == view.selectionColor)
            #expect(target.pixel(x: 150, y: 112) == TextureTestTarget.color(ofItem: 5))
        }
    }
}
