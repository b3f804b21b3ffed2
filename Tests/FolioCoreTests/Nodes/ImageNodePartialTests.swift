@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A remote image that can be shown in part (a progressive JPEG) shows more of itself as its
/// bytes arrive: the cell is drawn again every `partialStepByteCount` bytes with the scans so
/// far, and the whole image replaces them without a fade; one that cannot is drawn again only
/// when it has all arrived.
@Suite("Image node showing images in part")
struct ImageNodePartialTests {
    /// Shows one scan for every 50,000 bytes, at the size asked for; bytes starting "baseline"
    /// show nothing early.
    final class ScanDecoder: ImageDecoder, Sendable {
        let partialCalls = Locked(0)

        func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            FakeDecodedImage(width: Int(maxPixelSize?.width ?? 64), height: Int(maxPixelSize?.height ?? 48))
        }

        func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
        }

        func decodePartialImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) -> PartialImage? {
            partialCalls.withLock { $0 += 1 }
            guard !data.starts(with: Data("baseline".utf8)), data.count >= 50_000 else { return nil }
            // A scan's image is as wide as its scan count, so the test can tell them apart.
            return PartialImage(image: FakeDecodedImage(width: data.count / 50_000, height: 1), scanCount: data.count / 50_000)
        }
    }

    let decoder = ScanDecoder()
    let fetcher = ScriptedImageFetcher()
    let changes = Locked(0)
    let frame = Rect(x: 0, y: 0, width: 40, height: 30)

    func environment() -> LayoutEnvironment {
        var environment = LayoutEnvironment(imageDecoder: decoder, imageFetcher: fetcher)
        environment.contentChanged = { [changes] in changes.withLock { $0 += 1 } }
        return environment
    }

    func drawing(_ node: ImageNode) -> [FakeDrawCall] {
        let context = FakeRasterizer().makeContext(size: frame.size, scale: 1) as! FakeRasterContext
        node.draw(in: frame, context: context, environment: environment())
        return context.calls
    }

    @Test("Scans show as they arrive, every step of bytes, and the whole image replaces them without a fade")
    func progressive() throws {
        let node = ImageNode(url: URL(string: "https://images.example/p.jpg")!)
        #expect(drawing(node).isEmpty, "nothing has arrived")
        let fetch = try #require(fetcher.fetches.first)
        fetch.receive(Data(repeating: 1, count: 30_000))
        #expect(changes.withLock { $0 } == 0, "less than a step")
        fetch.receive(Data(repeating: 1, count: 100_000))
        #expect(changes.withLock { $0 } == 1)
        #expect(drawing(node) == [.image(2, 1, frame)], "two scans")
        _ = drawing(node)
        #expect(decoder.partialCalls.withLock { $0 } == 1, "the same bytes are decoded once, however often the node is drawn")
        fetch.receive(Data(repeating: 1, count: 120_000))
        #expect(changes.withLock { $0 } == 1, "less than a step more")
        fetch.receive(Data(repeating: 1, count: 160_000))
        #expect(changes.withLock { $0 } == 2)
        #expect(drawing(node) == [.image(3, 1, frame)], "three scans")
        fetch.move(to: .finished(.memory(Data(repeating: 1, count: 200_000))))
        #expect(changes.withLock { $0 } == 3)
        #expect(drawing(node) == [.image(40, 30, frame)], "the whole image")
        #expect(node.takeArrivalFadeDuration() == 0, "arrived, without a fade from an image shown in part")
        #expect(node.preloadedByteCount == 40 * 30 * 4, "the scans are let go")
    }

    @Test("An image that shows nothing early is tried once, then drawn again only when all of it has arrived")
    func baseline() throws {
        let node = ImageNode(url: URL(string: "https://images.example/b.jpg")!)
        _ = drawing(node)
        let fetch = try #require(fetcher.fetches.first)
        fetch.receive(Data("baseline".utf8) + Data(repeating: 0, count: 60_000))
        #expect(changes.withLock { $0 } == 1)
        _ = drawing(node)
        #expect(decoder.partialCalls.withLock { $0 } == 1)
        fetch.receive(Data("baseline".utf8) + Data(repeating: 0, count: 200_000))
        #expect(changes.withLock { $0 } == 1, "not drawn again for more bytes")
        fetch.move(to: .finished(.memory(Data(repeating: 0, count: 300_000))))
        #expect(changes.withLock { $0 } == 2)
        #expect(drawing(node) == [.image(40, 30, frame)])
        #expect(node.takeArrivalFadeDuration() == ImageNode.defaultPlaceholderFadeDuration, "the placeholder fades to it")
    }
}
