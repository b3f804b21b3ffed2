import CSDL2
import Foundation
import Testing
import TestSupport
@testable import FolioCore
@testable import FolioSDL

/// A remote photo that arrives after its placeholder was drawn fades in on screen: mid-way, the
/// pixels are the photo's colour half over the placeholder's, never the background's.
@MainActor
@Suite("Collection view: images fading in", .serialized)
struct SDLCollectionViewImageFadeTests {
    private static let background = Color(red: 0, green: 0, blue: 255)
    nonisolated private static let placeholder = Color(red: 200, green: 40, blue: 40)
    nonisolated private static let photo = Color(red: 20, green: 220, blue: 60)

    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ target: TextureTestTarget) {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        target.clear(Self.background)
        _ = view.draw(root, chrome: RecordingHostChrome(), on: canvas, scale: target.scale, time: 0)
    }

    @Test("Mid-way through the fade the photo shows half over its placeholder; at the end, alone")
    func fadeOnPixels() throws {
        try TextureTestTarget.with(clearColor: Self.background) { target in
            let fetcher = ScriptedImageFetcher()
            let source = RemoteImageTestSource(count: 40, placeholder: Self.placeholder, fileExtension: "png")
            let (grid, scheduler) = target.remoteImageGrid(source, fetcher: fetcher, imageDecoder: SDLImageDecoder())
            target.settle(grid, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            frame(view, grid, target)
            #expect(target.pixel(atCenterOf: 0, in: grid) == Self.placeholder)

            let png = HostileImageFiles.png(width: 8, height: 6) { _, _ in Self.photo }
            let fetch = try #require(fetcher.fetches.first { $0.url.lastPathComponent == "0.png" })
            fetch.move(to: .finished(.memory(Data(png))))
            target.settle(grid, scheduler, at: 1)
            let duration = ImageNode.defaultPlaceholderFadeDuration
            grid.tick(at: 1 + duration / 2)
            frame(view, grid, target)
            let middle = try #require(target.pixel(atCenterOf: 0, in: grid))
            let expected = TextureTestTarget.mix(Self.photo, over: Self.placeholder, alpha: 128)
            #expect(RasterTestSupport.close(middle, expected), "\(middle) is not \(expected)")
            #expect(target.pixel(atCenterOf: 1, in: grid) == Self.placeholder, "a cell still waiting keeps its placeholder")

            grid.tick(at: 1 + duration + 0.01)
            frame(view, grid, target)
            #expect(target.pixel(atCenterOf: 0, in: grid) == Self.photo)
            #expect(!grid.isMoving)
        }
    }
}
