@testable import FolioDemo
import FolioCore
import FolioSDL
import Foundation
import Testing

/// How many decodes, and how long, the feeds' first posts and the grid's first cells take with
/// and without the shared image cache, decoding the bundled photos for real on one thread. It
/// prints the figures and checks only counts: times vary with the machine.
@Suite(.serialized)
struct ImageSharingMeasurementTests {
    /// Counts the calls that reach the real decoder.
    private final class CountingDecoder: ImageDecoder, Sendable {
        let decoder = SDLImageDecoder()
        let count = Locked(0)

        /// Bytes in memory are decoded as the file named `name` would be.
        func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
        }

        func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            count.withLock { $0 += 1 }
            return try decoder.decodeImage(atPath: path, maxPixelSize: maxPixelSize, cancellation: cancellation)
        }
    }

    private static let assets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets").path
    /// The demo's default window, 1024×700, at scale 1.
    private static let windowWidth = 1024.0

    /// What `frames` (a path and a frame each) cost to preload: decodes and seconds.
    private func preload(_ frames: [(path: String, size: Size)], cache: DecodedImageCache?) -> (decodes: Int, seconds: Double, nodes: [ImageNode]) {
        let decoder = CountingDecoder()
        let environment = LayoutEnvironment(displayScale: 1, imageDecoder: decoder, imageCache: cache)
        let nodes = frames.map { ImageNode(path: $0.path) }
        let start = DispatchTime.now().uptimeNanoseconds
        for (node, frame) in zip(nodes, frames) { node.preload(size: frame.size, environment: environment) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (decoder.count.current, seconds, nodes)
    }

    /// How many rounds each case is timed over; the fastest counts, the others being slowed by
    /// whatever else the machine does. The first round also brings the files into the system's
    /// cache, so that neither case pays for the disk.
    private static let rounds = 3

    /// Preloads `frames` without and with the cache, prints both, and returns the decode counts.
    private func measure(_ name: String, _ frames: [(path: String, size: Size)]) -> (without: Int, with: Int, distinct: Int) {
        var without = (decodes: 0, seconds: Double.infinity), with = without
        var failed = 0
        for _ in 0..<Self.rounds {
            let plain = preload(frames, cache: nil), shared = preload(frames, cache: DecodedImageCache())
            without = (plain.decodes, min(without.seconds, plain.seconds))
            with = (shared.decodes, min(with.seconds, shared.seconds))
            failed += (plain.nodes + shared.nodes).count { $0.decodingError != nil }
        }
        let distinct = Set(frames.map { "\($0.path) \($0.size)" }).count
        print(String(format: "%@: %d images, %d distinct: without the cache %d decodes in %.3f s, with it %d decodes in %.3f s (fastest of %d; %d failed)",
                     name, frames.count, distinct, without.decodes, without.seconds, with.decodes, with.seconds, Self.rounds, failed))
        #expect(failed == 0, "\(name): every bundled photo decodes")
        return (without.decodes, with.decodes, distinct)
    }

    @Test func theFeedsFirstPostsDecodeEachAvatarOnce() {
        let library = PhotoLibrary(assetsDirectory: Self.assets)
        let generator = FeedPostGenerator(library: library, photoSizes: PhotoSizes(library: library), text: .latin)
        let contentWidth = Self.windowWidth - FeedPostNode.insets.left - FeedPostNode.insets.right
        func frames(posts: Int) -> [(path: String, size: Size)] {
            (0..<posts).flatMap { index -> [(path: String, size: Size)] in
                let post = generator.post(page: 0, index: index)
                var frames: [(path: String, size: Size)] = []
                if let avatar = post.avatar {
                    frames.append((avatar.path, Size(width: FeedPostNode.avatarSide, height: FeedPostNode.avatarSide)))
                }
                if let photo = post.photo, let ratio = post.photoAspectRatio {
                    frames.append((photo.path, Size(width: contentWidth, height: (contentWidth * ratio).rounded())))
                }
                return frames
            }
        }
        #expect(!library.photos.isEmpty)
        for posts in [4, 30, 120] {
            let counts = measure("feeds, first \(posts) posts", frames(posts: posts))
            #expect(counts.with == counts.distinct && counts.without == frames(posts: posts).count)
        }
    }

    @Test func theGridsFirstCellsDecodeEachPhotoOnce() {
        let library = PhotoLibrary(assetsDirectory: Self.assets)
        // Five columns of at least 200 points across the window, each 0.75 of its width tall.
        let width = (Self.windowWidth / 5).rounded(.down)
        let cell = Size(width: width, height: (width * 0.75).rounded())
        for cells in [25, 100] {
            let frames = (0..<cells).compactMap { library.photo(forPage: $0).map { ($0.path, cell) } }
            let counts = measure("grid, first \(cells) cells", frames)
            #expect(counts.with == counts.distinct && counts.without == cells)
        }
    }
}
