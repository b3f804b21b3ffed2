import FolioCore
import Foundation
import Testing
import TestSupport

/// Image nodes showing the same file at the same size share one decode through the
/// environment's cache, keep counting the image in full, and let it go when the last of them
/// clears; other sizes, opted-out nodes and failures decode on their own.
@Suite("Image node sharing")
struct ImageNodeSharingTests {
    private let frame = Size(width: 40, height: 40)

    private func environment(_ decoder: CountingImageDecoder, cache: DecodedImageCache?) -> LayoutEnvironment {
        LayoutEnvironment(displayScale: 2, textMeasurer: FakeTextMeasurer(), imageDecoder: decoder, imageCache: cache,
                          cancellation: CancellationToken())
    }

    @Test func twoNodesShowingOnePhotoDecodeItOnce() throws {
        let decoder = CountingImageDecoder(), cache = DecodedImageCache()
        let nodes = [ImageNode(path: "/photos/a.jpg"), ImageNode(path: "/photos/a.jpg")]
        for node in nodes { node.preload(size: frame, environment: environment(decoder, cache: cache)) }
        #expect(decoder.calls == ["/photos/a.jpg"])
        let (first, second) = (try #require(nodes[0].decodedImage), try #require(nodes[1].decodedImage))
        #expect(first === second)
        // Each holder counts the shared image in full (see `preloadedByteCount`).
        #expect(nodes.map(\.preloadedByteCount) == [80 * 80 * 4, 80 * 80 * 4])
        #expect(cache.statistics.hitCount == 1)
    }

    @Test func onePhotoAtTwoSizesIsDecodedTwice() throws {
        let decoder = CountingImageDecoder(), cache = DecodedImageCache()
        let small = ImageNode(path: "/photos/a.jpg"), large = ImageNode(path: "/photos/a.jpg")
        small.preload(size: frame, environment: environment(decoder, cache: cache))
        large.preload(size: Size(width: 300, height: 200), environment: environment(decoder, cache: cache))
        #expect(decoder.calls.count == 2)
        #expect(try #require(small.decodedImage).pixelWidth == 80)
        #expect(try #require(large.decodedImage).pixelWidth == 600)
    }

    @Test func aNodeThatOptsOutDecodesItsOwn() throws {
        let decoder = CountingImageDecoder(), cache = DecodedImageCache()
        let shared = ImageNode(path: "/photos/a.jpg"), own = ImageNode(path: "/photos/a.jpg", usesImageCache: false)
        shared.preload(size: frame, environment: environment(decoder, cache: cache))
        own.preload(size: frame, environment: environment(decoder, cache: cache))
        #expect(decoder.calls.count == 2)
        let (sharedImage, ownImage) = (try #require(shared.decodedImage), try #require(own.decodedImage))
        #expect(sharedImage !== ownImage)
        #expect(cache.liveImageCount == 1)
    }

    @Test func withoutACacheEveryNodeDecodes() {
        let decoder = CountingImageDecoder()
        for _ in 0..<3 { ImageNode(path: "/photos/a.jpg").preload(size: frame, environment: environment(decoder, cache: nil)) }
        #expect(decoder.calls.count == 3)
    }

    @Test func whenEveryHolderClearsTheImageIsFreed() throws {
        let decoder = CountingImageDecoder(), cache = DecodedImageCache()
        let nodes = (0..<3).map { _ in ImageNode(path: "/photos/a.jpg") }
        for node in nodes { node.preload(size: frame, environment: environment(decoder, cache: cache)) }
        weak let image = nodes[0].decodedImage
        nodes[0].clearPreloadedData()
        nodes[1].clearPreloadedData()
        #expect(image != nil && cache.liveImageCount == 1, "one holder is left")
        nodes[2].clearPreloadedData()
        #expect(image == nil && cache.liveImageCount == 0)
        // Back in range: decoded again, once for all three.
        for node in nodes { node.preload(size: frame, environment: environment(decoder, cache: cache)) }
        #expect(decoder.calls.count == 2)
    }

    @Test func aFileThatFailedIsDecodedAfreshByTheNextNode() {
        let decoder = CountingImageDecoder(), cache = DecodedImageCache()
        decoder.setFailing("/photos/half-copied.jpg", true)
        let early = ImageNode(path: "/photos/half-copied.jpg")
        _ = LogCapture.lines(during: { early.preload(size: frame, environment: environment(decoder, cache: cache)) })
        #expect(early.decodingError?.reason == "not a JPEG or PNG image")
        decoder.setFailing("/photos/half-copied.jpg", false)
        let later = ImageNode(path: "/photos/half-copied.jpg")
        later.preload(size: frame, environment: environment(decoder, cache: cache))
        #expect(later.decodedImage != nil && later.decodingError == nil)
        #expect(decoder.calls.count == 2)
    }

    @Test func aRenderingBackendSharesByDefaultAndAFreshDecoderGetsAFreshCache() throws {
        var backend = FakeRenderingBackend.make()
        let first = try #require(backend.imageCache)
        #expect(backend.environment(scale: 1).imageCache === first)
        backend.imageDecoder = CountingImageDecoder()
        #expect(backend.imageCache != nil && backend.imageCache !== first)
        let unshared = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                        rasterizer: FakeRasterizer(), sharesDecodedImages: false)
        #expect(unshared.imageCache == nil && unshared.environment(scale: 1).imageCache == nil)
    }
}
