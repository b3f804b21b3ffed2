import FolioCore
@testable import FolioDemo
import Testing

/// The posts' photos are laid out at their files' shapes within bounds, so that a file of an
/// absurd shape cannot make a post millions of pixels tall.
struct FeedPostGeneratorTests {
    @Test("A photo's ratio is its file's within 0.25…2; beyond, the nearer bound; unknown, the fallback")
    func photoRatiosAreBounded() {
        #expect(FeedPostGenerator.boundedAspectRatio(1.5) == 1.5)
        #expect(FeedPostGenerator.boundedAspectRatio(30_000) == 2)
        #expect(FeedPostGenerator.boundedAspectRatio(.infinity) == 2)
        #expect(FeedPostGenerator.boundedAspectRatio(1.0 / 30_000) == 0.25)
        #expect(FeedPostGenerator.boundedAspectRatio(nil) == FeedPostGenerator.fallbackAspectRatio)
        #expect(FeedPostGenerator.boundedAspectRatio(.nan) == FeedPostGenerator.fallbackAspectRatio)
    }

    @Test("A post whose photo is a 1×30000 strip is estimated at most the text plus twice the content's width")
    func stripPostHeightIsBounded() throws {
        let strip = Photo(path: "/photos/strip.png", title: "Strip", credit: "", licence: "")
        let generator = FeedPostGenerator(library: PhotoLibrary(photos: [strip]),
                                          photoSizes: PhotoSizes(sizes: [Size(width: 1, height: 30_000)]))
        let post = generator.post(page: 0, index: 2)
        #expect(post.photo == strip)
        #expect(post.photoAspectRatio == 2)
        let width = 1_280.0
        let contentWidth = width - FeedPostNode.insets.left - FeedPostNode.insets.right
        let height = FeedPostNode.estimatedHeight(of: post, width: width)
        #expect(height > 2 * contentWidth)
        #expect(height < 2 * contentWidth + 300, "\(height)")
    }
}
