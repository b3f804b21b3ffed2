import FolioCore
import FolioSDL
import Foundation
@testable import FolioPhotos
import Testing

/// Names, freshness and files of the standard's thumbnail folder.
@Suite("Thumbnail store")
struct ThumbnailStoreTests {
    private let files: ThumbnailTestFiles
    private let store: ThumbnailStore

    init() throws {
        files = try ThumbnailTestFiles()
        store = ThumbnailStore(root: files.root)
    }

    @Test("The standard's example: file:///home/jens/photos/me.png is named by MD5 c6ee772d9e49320e97ec29a7eb5b1697")
    func specExample() {
        let uri = ThumbnailStore.uri(ofPath: "/home/jens/photos/me.png")
        #expect(uri == "file:///home/jens/photos/me.png")
        #expect(ThumbnailStore.md5(of: uri ?? "") == "c6ee772d9e49320e97ec29a7eb5b1697")
    }

    @Test("Spaces, non-ASCII, # and % are percent-escaped as GLib escapes them, byte by byte in UTF-8")
    func escaped() {
        let uri = ThumbnailStore.uri(ofPath: "/home/jens/My Photos/Grüße #1 100%.jpg")
        #expect(uri == "file:///home/jens/My%20Photos/Gr%C3%BC%C3%9Fe%20%231%20100%25.jpg")
        #expect(ThumbnailStore.md5(of: uri ?? "") == "cabd2261c1508c00928a454f02a1a104")
    }

    @Test("A relative path has no URI")
    func relative() {
        #expect(ThumbnailStore.uri(ofPath: "photos/me.png") == nil)
        #expect(ThumbnailStore.uri(ofPath: "") == nil)
    }

    @Test("The root is $XDG_CACHE_HOME/thumbnails, else ~/.cache/thumbnails; a relative XDG_CACHE_HOME is ignored")
    func standardRoot() {
        #expect(ThumbnailStore.standardRoot(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/thumbnails")
        #expect(ThumbnailStore.standardRoot(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"]) == "/h/.cache/thumbnails")
        #expect(ThumbnailStore.standardRoot(environment: ["HOME": "/h"]) == "/h/.cache/thumbnails")
        #expect(ThumbnailStore.standardRoot(environment: [:]) == nil)
    }

    @Test("An original is its URI, MD5, modification time in whole seconds and size; a folder, a FIFO or nothing is refused")
    func original() throws {
        let path = try files.file("a b.jpg", Array(repeating: 7, count: 1234))
        try ThumbnailTestFiles.setModificationTime(1_700_000_123, ofPath: path)
        let original = try ThumbnailStore.original(atPath: path).get()
        #expect(original.uri == "file://" + files.folder + "/photos/a%20b.jpg")
        #expect(original.uriMD5 == ThumbnailStore.md5(of: original.uri) && original.uriMD5.count == 32)
        #expect(original.modificationSeconds == 1_700_000_123 && original.byteCount == 1234)
        let fifo = files.folder + "/photos/fifo.jpg"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(ThumbnailStore.original(atPath: fifo).failureReason == "not a regular file")
        #expect(ThumbnailStore.original(atPath: files.folder).failureReason == "not a regular file")
        #expect(ThumbnailStore.original(atPath: files.folder + "/none.jpg").failureReason == "file not found")
    }

    @Test("A written thumbnail carries the standard's chunks, is 0600 in folders made 0700, and is fresh")
    func written() throws {
        let path = try files.jpeg("w.jpg", width: 20, height: 10)
        let original = try ThumbnailStore.original(atPath: path).get()
        let bitmap = try #require(SDLSurfaceBitmap(width: 20, height: 10, filledWith: .black))
        let written = try store.write(bitmap, of: original, size: .large, mimeType: "image/jpeg", imageWidth: 20, imageHeight: 10)
        #expect(written == "\(files.root)/large/\(original.uriMD5).png")
        let text = try PNGTextReader.text(ofPNGAtPath: written).get()
        #expect(text == [
            "Thumb::URI": original.uri, "Thumb::MTime": String(original.modificationSeconds), "Thumb::Size": String(original.byteCount),
            "Thumb::Mimetype": "image/jpeg", "Thumb::Image::Width": "20", "Thumb::Image::Height": "10", "Software": "folio-photos",
        ])
        #expect(try ThumbnailTestFiles.mode(ofPath: written) == 0o600)
        for folder in [files.folder + "/cache", files.root, files.root + "/large"] {
            #expect(try ThumbnailTestFiles.mode(ofPath: folder) == 0o700, "\(folder)")
        }
        #expect(store.freshThumbnail(of: original, atLeast: .normal)?.path == written)
        #expect(store.freshThumbnail(of: original, atLeast: .xLarge) == nil, "a smaller one is not enough")
    }

    @Test("A thumbnail is fresh only with the original's URI and modification time")
    func freshness() throws {
        let original = ThumbnailOriginal(path: "/p/a.jpg", uri: "file:///p/a.jpg", uriMD5: "x", modificationSeconds: 1_700_000_000, byteCount: 5)
        #expect(store.isFresh(["Thumb::URI": "file:///p/a.jpg", "Thumb::MTime": "1700000000"], for: original))
        #expect(!store.isFresh(["Thumb::URI": "file:///p/a.jpg", "Thumb::MTime": "1700000001"], for: original))
        #expect(!store.isFresh(["Thumb::URI": "file:///p/b.jpg", "Thumb::MTime": "1700000000"], for: original))
        #expect(!store.isFresh(["Thumb::URI": "file:///p/a.jpg"], for: original))
        #expect(!store.isFresh(["Thumb::URI": "file:///p/a.jpg", "Thumb::MTime": "1700000000.0"], for: original))
        #expect(!store.isFresh(nil, for: original))
    }

    @Test("A failure record is a 1×1 PNG under fail/folio-photos-<version>/ with the chunks and the reason, fresh until the file changes")
    func failureRecord() throws {
        let path = try files.file("broken.jpg", [0xFF, 0xD8, 0xFF])
        try ThumbnailTestFiles.setModificationTime(1_600_000_000, ofPath: path)
        let original = try ThumbnailStore.original(atPath: path).get()
        #expect(store.freshFailure(of: original) == nil)
        try store.recordFailure(of: original, mimeType: "image/jpeg", reason: "file is truncated — größer")
        let record = "\(files.root)/fail/folio-photos-\(ThumbnailStore.version)/\(original.uriMD5).png"
        #expect(files.filesUnderRoot() == ["fail/folio-photos-\(ThumbnailStore.version)/\(original.uriMD5).png"])
        #expect(try ThumbnailTestFiles.mode(ofPath: record) == 0o600)
        let pixel = try SDLImageDecoder().decode(atPath: record, maxPixelSize: nil)
        #expect(pixel.pixelWidth == 1 && pixel.pixelHeight == 1)
        let text = try PNGTextReader.text(ofPNGAtPath: record).get()
        #expect(text["Thumb::URI"] == original.uri && text["Thumb::MTime"] == "1600000000")
        #expect(store.freshFailure(of: original) == "file is truncated ? größer")
        try ThumbnailTestFiles.setModificationTime(1_600_000_001, ofPath: path)
        #expect(store.freshFailure(of: try ThumbnailStore.original(atPath: path).get()) == nil)
    }
}

extension Result where Failure == ImageDecodingError {
    /// The failure's reason, or nil on success.
    var failureReason: String? {
        if case .failure(let error) = self { error.reason } else { nil }
    }
}
