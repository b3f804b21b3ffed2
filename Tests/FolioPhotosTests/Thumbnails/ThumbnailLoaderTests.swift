import FolioCore
import FolioSDL
import Foundation
@testable import FolioPhotos
import Synchronization
import Testing

/// Thumbnails found, made, refused and counted as the grid's image nodes ask for them.
@Suite("Thumbnail loader")
struct ThumbnailLoaderTests {
    private let files: ThumbnailTestFiles
    private let loader: ThumbnailLoader

    init() throws {
        files = try ThumbnailTestFiles()
        loader = ThumbnailLoader(store: ThumbnailStore(root: files.root))
    }

    private func record(_ path: String, format: PhotoFormat = .jpeg) -> PhotoRecord {
        PhotoRecord(path: path, byteCount: 0, modificationTime: 0, format: format, pixelWidth: 0, pixelHeight: 0,
                    orientation: 1, dateTaken: nil, camera: nil)
    }

    /// Loads `path`'s thumbnail at `size` through the loader's public entry, as a node does.
    private func load(_ path: String, size: ThumbnailSize = .normal, cancellation: CancellationToken? = nil) throws -> LoadedImageBytes {
        try loader.loadImage(key: ThumbnailLoader.key(for: record(path), size: size), cancellation: cancellation)
    }

    private func path(of bytes: LoadedImageBytes) throws -> String {
        guard case .file(let path) = bytes else { throw ThumbnailTestFiles.Failure(description: "not a file: \(bytes)") }
        return path
    }

    @Test("A key gives back its size, path (| and all) and format; anything else is no key")
    func keys() {
        let key = ThumbnailLoader.key(for: record("/p/a|b c.png", format: .png), size: .xLarge)
        #expect(ThumbnailLoader.request(fromKey: key) == ThumbnailLoader.Request(size: .xLarge, path: "/p/a|b c.png", format: .png))
        #expect(ThumbnailLoader.request(fromKey: "normal|1|2|jpeg|relative.jpg") == nil)
        #expect(ThumbnailLoader.request(fromKey: "huge|1|2|jpeg|/a.jpg") == nil)
        #expect(ThumbnailLoader.request(fromKey: "/a.jpg") == nil)
        #expect(throws: ImageDecodingError.self) { try loader.loadImage(key: "/a.jpg", cancellation: nil) }
    }

    @Test("A landscape photo is thumbnailed to the box's width, a portrait to its height, the thumbnail written and returned as a file")
    func made() throws {
        let wide = try path(of: try load(try files.jpeg("wide.jpg", width: 600, height: 300)))
        let tall = try path(of: try load(try files.jpeg("tall.jpg", width: 300, height: 600), size: .large))
        let decoder = SDLImageDecoder()
        let wideImage = try decoder.decode(atPath: wide, maxPixelSize: nil)
        let tallImage = try decoder.decode(atPath: tall, maxPixelSize: nil)
        #expect(wide.hasPrefix(files.root + "/normal/") && tall.hasPrefix(files.root + "/large/"))
        #expect((wideImage.pixelWidth, wideImage.pixelHeight) == (128, 64))
        #expect((tallImage.pixelWidth, tallImage.pixelHeight) == (128, 256))
        #expect(ThumbnailTestFiles.isNear(wideImage.color(atX: 10, y: 32), ThumbnailTestFiles.red))
        #expect(ThumbnailTestFiles.isNear(wideImage.color(atX: 118, y: 32), ThumbnailTestFiles.blue))
        let statistics = loader.counters.statistics
        #expect(statistics.made == 2 && statistics.reused == 0 && statistics.failed == 0 && statistics.makingSeconds > 0)
    }

    @Test("A photo with EXIF orientation 6 is thumbnailed upright; one smaller than the box at its own size")
    func upright() throws {
        // Stored 80×40, red left and blue right; turned a quarter clockwise, red is on top.
        let photo = try files.jpeg("turned.jpg", width: 80, height: 40, orientation: 6)
        let thumbnail = try path(of: try load(photo))
        let image = try SDLImageDecoder().decode(atPath: thumbnail, maxPixelSize: nil)
        #expect((image.pixelWidth, image.pixelHeight) == (40, 80))
        #expect(ThumbnailTestFiles.isNear(image.color(atX: 20, y: 10), ThumbnailTestFiles.red))
        #expect(ThumbnailTestFiles.isNear(image.color(atX: 20, y: 70), ThumbnailTestFiles.blue))
        let text = try PNGTextReader.text(ofPNGAtPath: thumbnail).get()
        #expect(text["Thumb::Image::Width"] == "40" && text["Thumb::Image::Height"] == "80" && text["Thumb::Mimetype"] == "image/jpeg")
    }

    @Test("Another program's fresh thumbnail is used as it is, not remade; a larger one serves a smaller size")
    func othersUsed() throws {
        let photo = try files.jpeg("theirs.jpg", width: 600, height: 300)
        let original = try ThumbnailStore.original(atPath: photo).get()
        try FileManager.default.createDirectory(atPath: files.root + "/large", withIntermediateDirectories: true)
        let theirs = "\(files.root)/large/\(original.uriMD5).png"
        let green = try #require(SDLSurfaceBitmap(width: 256, height: 128, filledWith: Color(red: 0, green: 200, blue: 0)))
        try green.writePNG(toPath: theirs, text: [("Thumb::URI", original.uri), ("Thumb::MTime", String(original.modificationSeconds)),
                                                  ("Software", "GNOME::ThumbnailFactory")], mode: 0o600)
        let before = try Data(contentsOf: URL(fileURLWithPath: theirs))
        #expect(try load(photo, size: .normal) == .file(theirs))
        #expect(try load(photo, size: .large) == .file(theirs))
        #expect(try Data(contentsOf: URL(fileURLWithPath: theirs)) == before)
        #expect(files.filesUnderRoot() == ["large/\(original.uriMD5).png"], "nothing made beside it")
        let statistics = loader.counters.statistics
        #expect(statistics.reused == 2 && statistics.made == 0)
    }

    @Test("A thumbnail with the wrong MTime or URI is stale: remade, with the right ones", arguments: [
        (false, true), (true, false),
    ])
    func staleRemade(uriRight: Bool, mtimeRight: Bool) throws {
        let photo = try files.jpeg("stale.jpg", width: 300, height: 200)
        let original = try ThumbnailStore.original(atPath: photo).get()
        try FileManager.default.createDirectory(atPath: files.root + "/normal", withIntermediateDirectories: true)
        let thumbnail = "\(files.root)/normal/\(original.uriMD5).png"
        let stale = try #require(SDLSurfaceBitmap(width: 128, height: 85, filledWith: Color(red: 0, green: 200, blue: 0)))
        try stale.writePNG(toPath: thumbnail, text: [
            ("Thumb::URI", uriRight ? original.uri : "file:///elsewhere/stale.jpg"),
            ("Thumb::MTime", String(original.modificationSeconds + (mtimeRight ? 0 : -60))),
        ])
        #expect(try load(photo) == .file(thumbnail))
        let text = try PNGTextReader.text(ofPNGAtPath: thumbnail).get()
        #expect(text["Thumb::URI"] == original.uri && text["Thumb::MTime"] == String(original.modificationSeconds))
        #expect(text["Software"] == "folio-photos")
        let remade = try SDLImageDecoder().decode(atPath: thumbnail, maxPixelSize: nil)
        #expect(ThumbnailTestFiles.isNear(remade.color(atX: 5, y: 40), ThumbnailTestFiles.red), "the photo's pixels, not the stale green")
        #expect(loader.counters.statistics.made == 1 && loader.counters.statistics.reused == 0)
    }

    @Test("A fresh thumbnail larger than its box is not believed: remade")
    func oversized() throws {
        let photo = try files.jpeg("oversized.jpg", width: 600, height: 300)
        let original = try ThumbnailStore.original(atPath: photo).get()
        try FileManager.default.createDirectory(atPath: files.root + "/normal", withIntermediateDirectories: true)
        let thumbnail = "\(files.root)/normal/\(original.uriMD5).png"
        let oversized = try #require(SDLSurfaceBitmap(width: 300, height: 150, filledWith: Color(red: 0, green: 200, blue: 0)))
        try oversized.writePNG(toPath: thumbnail, text: [("Thumb::URI", original.uri), ("Thumb::MTime", String(original.modificationSeconds))])
        #expect(try load(photo) == .file(thumbnail))
        #expect(try SDLImageDecoder().decode(atPath: thumbnail, maxPixelSize: nil).pixelWidth == 128)
        #expect(loader.counters.statistics.made == 1 && loader.counters.statistics.reused == 0)
    }

    @Test("A photo changed since its thumbnail was made gets a new one")
    func changed() throws {
        let photo = try files.jpeg("changed.jpg", width: 300, height: 200)
        try ThumbnailTestFiles.setModificationTime(1_700_000_000, ofPath: photo)
        _ = try load(photo)
        _ = try load(photo)
        try ThumbnailTestFiles.setModificationTime(1_700_000_500, ofPath: photo)
        let thumbnail = try path(of: try load(photo))
        #expect(try PNGTextReader.text(ofPNGAtPath: thumbnail).get()["Thumb::MTime"] == "1700000500")
        #expect(loader.counters.statistics.made == 2 && loader.counters.statistics.reused == 1)
    }

    @Test("A broken photo throws an error naming it and the problem, leaves a failure record and no other file, and is not retried until it changes")
    func broken() throws {
        let photo = try files.file("broken.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 40))
        let original = try ThumbnailStore.original(atPath: photo).get()
        var first: ImageDecodingError?
        do { _ = try load(photo) } catch let error as ImageDecodingError { first = error }
        let error = try #require(first)
        #expect(error.path == photo && !error.isCancellation && "\(error)".hasPrefix(photo + ": ") && !error.reason.isEmpty)
        #expect(files.filesUnderRoot() == ["fail/folio-photos-\(ThumbnailStore.version)/\(original.uriMD5).png"])
        var second: ImageDecodingError?
        do { _ = try load(photo) } catch let error as ImageDecodingError { second = error }
        #expect(second?.reason == error.reason, "the recorded reason, without decoding again")
        #expect(loader.counters.statistics.failed == 1 && loader.counters.statistics.skippedAsFailed == 1)
        try ThumbnailTestFiles.setModificationTime(1_650_000_000, ofPath: photo)
        #expect(throws: ImageDecodingError.self) { try load(photo) }
        #expect(loader.counters.statistics.failed == 2, "tried again once changed")
    }

    @Test("A missing photo or a FIFO is refused without a record and without blocking")
    func missing() throws {
        let fifo = files.folder + "/photos/fifo.jpg"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, reason) in [(files.folder + "/photos/none.jpg", "file not found"), (fifo, "not a regular file")] {
            do {
                _ = try load(path)
                Issue.record("\(path) loaded")
            } catch let error as ImageDecodingError {
                #expect(error.path == path && error.reason == reason)
            }
        }
        #expect(files.filesUnderRoot().isEmpty)
    }

    @Test("A cancelled load throws a cancellation and writes nothing")
    func cancelled() throws {
        let photo = try files.jpeg("cancelled.jpg", width: 300, height: 200)
        let token = CancellationToken()
        token.cancel()
        do {
            _ = try load(photo, cancellation: token)
            Issue.record("a cancelled load finished")
        } catch let error as ImageDecodingError {
            #expect(error.isCancellation)
        }
        #expect(files.filesUnderRoot().isEmpty)
        #expect(loader.counters.statistics == ThumbnailStatistics())
    }

    @Test("When the store cannot be written the photo's own file is returned, and no temporary file is left")
    func unwritable() throws {
        let photo = try files.jpeg("unwritable.jpg", width: 300, height: 200)
        try FileManager.default.createDirectory(atPath: files.root, withIntermediateDirectories: true)
        // A file where the size's folder should be.
        #expect(FileManager.default.createFile(atPath: files.root + "/normal", contents: Data("in the way".utf8)))
        #expect(try load(photo) == .file(photo))
        #expect(files.filesUnderRoot() == ["normal"])
        #expect(loader.counters.statistics.made == 0)
    }

    @Test("Workers thumbnailing the same photos at once each get a whole thumbnail, leave no temporary file and are all counted")
    func concurrent() throws {
        let photos = try (0..<3).map { try files.jpeg("same-\($0).jpg", width: 400, height: 300) }
        let keys = photos.map { ThumbnailLoader.key(for: record($0), size: .normal) }
        let outcomes = Mutex<[LoadedImageBytes?]>([])
        let loader = self.loader
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            let outcome = try? loader.loadImage(key: keys[index % keys.count], cancellation: nil)
            outcomes.withLock { $0.append(outcome) }
        }
        let paths = try outcomes.withLock { $0 }.map { try $0.map(path(of:)) }
        #expect(paths.count == 12 && paths.allSatisfy { $0 != nil })
        for path in Set(paths.compactMap { $0 }) {
            #expect(try SDLImageDecoder().decode(atPath: path, maxPixelSize: nil).pixelWidth == 128)
        }
        #expect(files.filesUnderRoot().count == 3 && files.filesUnderRoot().allSatisfy { $0.hasPrefix("normal/") && !$0.contains(".tmp") })
        let statistics = loader.counters.statistics
        #expect(statistics.made + statistics.reused == 12 && statistics.made >= 3)
    }
}
