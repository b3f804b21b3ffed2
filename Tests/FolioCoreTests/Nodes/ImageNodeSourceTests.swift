@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// An image node shows images from memory, an app's loader and remote URLs as it shows files:
/// remote ones fetched from the preload range on, a placeholder until they arrive, the cell asked
/// to draw again when they do, the fetch withdrawn when the item leaves the range; and a source
/// that changes keeps the old image until the new one is ready.
@Suite("Image node sources")
struct ImageNodeSourceTests {
    /// Decodes anything to an image of the size asked for (or 64×48), recording what it was given;
    /// bytes that read "not an image" are refused as a real decoder would.
    final class RecordingDecoder: ImageDecoder, Sendable {
        let calls = Locked<[String]>([])

        func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            calls.withLock { $0.append("file \(path)") }
            return FakeDecodedImage(width: Int(maxPixelSize?.width ?? 64), height: Int(maxPixelSize?.height ?? 48))
        }

        func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            calls.withLock { $0.append("memory \(name) \(data.count)") }
            if data == Data("not an image".utf8) { throw ImageDecodingError(path: name, reason: "not a JPEG or PNG image") }
            return FakeDecodedImage(width: Int(maxPixelSize?.width ?? 64), height: Int(maxPixelSize?.height ?? 48))
        }
    }

    /// A loader that answers from a dictionary and refuses other keys.
    struct DictionaryLoader: ImageLoader {
        struct Missing: Error, CustomStringConvertible {
            let key: String
            var description: String { "no entry \(key) in the archive" }
        }

        let name = "archive"
        let entries: [String: LoadedImageBytes]

        func loadImage(key: String, cancellation: CancellationToken?) throws -> LoadedImageBytes {
            guard let bytes = entries[key] else { throw Missing(key: key) }
            return bytes
        }
    }

    let decoder = RecordingDecoder()
    let fetcher = ScriptedImageFetcher()
    let changes = Locked(0)
    let frame = Rect(x: 0, y: 0, width: 40, height: 30)
    static let remote = URL(string: "https://images.example/a.jpg")!

    func environment(priority: ImageFetchPriority = .display, cache: DecodedImageCache? = nil) -> LayoutEnvironment {
        var environment = LayoutEnvironment(imageDecoder: decoder, imageCache: cache, imageFetcher: fetcher)
        environment.imageFetchPriority = priority
        environment.contentChanged = { [changes] in changes.withLock { $0 += 1 } }
        return environment
    }

    /// The calls drawing `node` into its frame makes.
    func drawing(_ node: ImageNode, environment: LayoutEnvironment? = nil) -> [FakeDrawCall] {
        let context = FakeRasterizer().makeContext(size: frame.size, scale: 1) as! FakeRasterContext
        node.draw(in: frame, context: context, environment: environment ?? self.environment())
        return context.calls
    }

    @Test("Bytes in memory decode through the decoder's memory path under their name")
    func memory() {
        let node = ImageNode(source: .data(Data([1, 2, 3]), name: "avatar"))
        node.preload(size: frame.size, environment: environment())
        #expect(decoder.calls.withLock { $0 } == ["memory avatar 3"])
        #expect(node.decodedImage?.pixelWidth == 40)
    }

    @Test("Unnamed memory images are never shared; named ones are")
    func memoryNames() {
        #expect(ImageSource.data(Data([1])).sharingKey != ImageSource.data(Data([1])).sharingKey)
        #expect(ImageSource.data(Data([1]), name: "a").sharingKey == ImageSource.data(Data([2]), name: "a").sharingKey)
        #expect(ImageSource.url(URL(fileURLWithPath: "/p/a.jpg")).sharingKey == ImageSource.file("/p/a.jpg").sharingKey)
    }

    @Test("An app's loader is asked by key; its bytes decode, and its error is the reason shown")
    func loader() {
        let loader = DictionaryLoader(entries: ["cat": .memory(Data([9, 9])), "dog": .file("/photos/dog.jpg")])
        let cat = ImageNode(source: .loader(loader, key: "cat"))
        let dog = ImageNode(source: .loader(loader, key: "dog"))
        let owl = ImageNode(source: .loader(loader, key: "owl"))
        for node in [cat, dog, owl] { node.preload(size: frame.size, environment: environment()) }
        #expect(decoder.calls.withLock { $0 } == ["memory archive:cat 2", "file /photos/dog.jpg"])
        #expect(cat.decodedImage != nil && dog.decodedImage != nil)
        #expect(owl.decodingError == ImageDecodingError(path: "archive:owl", reason: "no entry owl in the archive"))
    }

    @Test("A remote image is fetched at the job's priority, shows its placeholder colour meanwhile, and decodes once fetched")
    func remoteArrives() throws {
        let node = ImageNode(url: Self.remote, cornerRadius: 4)
        node.placeholderColor = Color(red: 200, green: 200, blue: 200)
        node.preload(size: frame.size, environment: environment(priority: .preload))
        let fetch = try #require(fetcher.fetches.first)
        #expect(fetch.url == Self.remote && fetch.priority == .preload)
        #expect(node.isLoading && node.decodedImage == nil && decoder.calls.withLock { $0 }.isEmpty)
        #expect(drawing(node) == [.roundedRect(frame, 4, Color(red: 200, green: 200, blue: 200))])
        // Preloading again while it loads asks for nothing more.
        node.preload(size: frame.size, environment: environment())
        #expect(fetcher.fetches.count == 1)

        fetch.move(to: .loading(receivedByteCount: 100, expectedByteCount: 1000))
        #expect(changes.withLock { $0 } == 0)
        fetch.move(to: .finished(.memory(Data(repeating: 7, count: 1000))))
        #expect(changes.withLock { $0 } == 1)
        node.preload(size: frame.size, environment: environment())
        #expect(decoder.calls.withLock { $0 } == ["memory https://images.example/a.jpg 1000"])
        #expect(drawing(node) == [.image(40, 30, frame)])
        #expect(!node.isLoading)
    }

    @Test("A failed fetch shows its reason, is reported once, and asks for no second fetch")
    func remoteFails() throws {
        let node = ImageNode(url: Self.remote)
        let reported = Locked<[ImageDecodingError]>([])
        node.onFailure = { error in reported.withLock { $0.append(error) } }
        node.preload(size: frame.size, environment: environment())
        try #require(fetcher.fetches.first).move(to: .failed(reason: "HTTP 404"))
        node.preload(size: frame.size, environment: environment())
        node.preload(size: frame.size, environment: environment())
        #expect(node.decodingError == ImageDecodingError(path: Self.remote.absoluteString, reason: "HTTP 404"))
        #expect(reported.withLock { $0 } == [ImageDecodingError(path: Self.remote.absoluteString, reason: "HTTP 404")])
        #expect(fetcher.fetches.count == 1)
    }

    @Test("Bytes that arrive but are no image fail with the decoder's reason")
    func remoteNotAnImage() throws {
        let node = ImageNode(url: Self.remote)
        node.preload(size: frame.size, environment: environment())
        try #require(fetcher.fetches.first).move(to: .finished(.memory(Data("not an image".utf8))))
        node.preload(size: frame.size, environment: environment())
        #expect(node.decodingError?.reason == "not a JPEG or PNG image")
    }

    @Test("Leaving the preload range withdraws the fetch; coming back fetches again")
    func remoteCancelled() throws {
        let node = ImageNode(url: Self.remote)
        node.preload(size: frame.size, environment: environment())
        let first = try #require(fetcher.fetches.first)
        node.clearPreloadedData()
        #expect(first.isCancelled)
        first.move(to: .finished(.memory(Data([1]))))
        #expect(changes.withLock { $0 } == 0)
        node.preload(size: frame.size, environment: environment())
        #expect(fetcher.fetches.count == 2 && !fetcher.fetches[1].isCancelled)
    }

    @Test("Without a fetcher, or for a scheme it cannot fetch, the reason is shown")
    func remoteUnavailable() {
        let node = ImageNode(url: Self.remote)
        node.preload(size: frame.size, environment: LayoutEnvironment(imageDecoder: decoder))
        #expect(node.decodingError?.reason == "no image fetcher")
        let ftp = ImageNode(url: URL(string: "ftp://images.example/a.jpg")!)
        ftp.preload(size: frame.size, environment: environment())
        #expect(ftp.decodingError?.reason == "unsupported URL scheme ftp")
        #expect(fetcher.fetches.isEmpty)
    }

    @Test("A new source asks the cell to draw again and shows the old image until the new one is ready")
    func sourceChanges() throws {
        let node = ImageNode(source: .file("/photos/old.jpg"))
        node.preload(size: frame.size, environment: environment())
        #expect(drawing(node) == [.image(40, 30, frame)])
        node.source = .url(Self.remote)
        #expect(changes.withLock { $0 } == 1)
        #expect(node.path == nil && node.decodedImage == nil)
        // Drawn again while the new image is fetched: the old one still shows.
        #expect(drawing(node) == [.image(40, 30, frame)])
        try #require(fetcher.fetches.first).move(to: .finished(.file("/cache/abc")))
        node.preload(size: frame.size, environment: environment())
        #expect(decoder.calls.withLock { $0 } == ["file /photos/old.jpg", "file /cache/abc"])
        // A fetch for a source since replaced lands nowhere.
        node.source = .file("/photos/new.jpg")
        #expect(node.path == "/photos/new.jpg")
    }

    @Test("A placeholder image shows while the image is fetched")
    func placeholderImage() {
        let node = ImageNode(url: Self.remote)
        node.placeholderImage = .file("/assets/placeholder.png")
        node.placeholderColor = Color(red: 1, green: 2, blue: 3)
        #expect(drawing(node) == [.image(40, 30, frame)])
        #expect(decoder.calls.withLock { $0 } == ["file /assets/placeholder.png"])
        #expect(node.preloadedByteCount == 40 * 30 * 4)
    }

    @Test("Nodes showing the same URL share one decode through the cache")
    func sharedDecode() throws {
        let cache = DecodedImageCache()
        let nodes = [ImageNode(url: Self.remote), ImageNode(url: Self.remote)]
        for node in nodes { node.preload(size: frame.size, environment: environment(cache: cache)) }
        for fetch in fetcher.fetches { fetch.move(to: .finished(.memory(Data([5])))) }
        for node in nodes { node.preload(size: frame.size, environment: environment(cache: cache)) }
        #expect(decoder.calls.withLock { $0 }.count == 1)
        #expect(nodes[0].decodedImage === nodes[1].decodedImage)
    }
}
