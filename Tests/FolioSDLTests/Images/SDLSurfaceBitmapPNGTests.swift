import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// A bitmap written as a PNG: its pixels and text as given, RGB or RGBA as the pixels need, the
/// mode asked for, and a whole file under its name or nothing.
@Suite("Bitmap PNG file")
struct SDLSurfaceBitmapPNGTests {
    private let folder: RasterScratchFolder

    init() throws {
        folder = try RasterScratchFolder()
    }

    /// A `width`×`height` bitmap whose every pixel differs in every channel; alpha `alpha(x, y)`.
    static func pattern(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> SDLSurfaceBitmap {
        let surface = RasterSurface.make(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let color = Color(red: UInt8(truncatingIfNeeded: x * 7), green: UInt8(truncatingIfNeeded: y * 13),
                                  blue: UInt8(truncatingIfNeeded: x ^ y), alpha: alpha(x, y))
                RasterSurface.row(surface, y)[x] = UInt32(color.alpha) << 24 | RasterPixels.rgb(color)
            }
        }
        return SDLSurfaceBitmap(adopting: surface)
    }

    /// The PNG's colour type, from its IHDR (2 RGB, 6 RGBA).
    private func colorType(ofPNGAtPath path: String) throws -> UInt8 {
        try Data(contentsOf: URL(fileURLWithPath: path))[25]
    }

    private func mode(ofPath path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test("Pixels with alpha are written as RGBA and decode to the same straight-alpha pixels")
    func rgba() throws {
        let bitmap = Self.pattern(width: 37, height: 23) { x, y in UInt8(truncatingIfNeeded: 40 + x * 5 + y) }
        #expect(!bitmap.isOpaque)
        let path = folder.path + "/rgba.png"
        try bitmap.writePNG(toPath: path)
        #expect(try colorType(ofPNGAtPath: path) == 6)
        let decoded = try SDLImageDecoder().decode(atPath: path, maxPixelSize: nil)
        #expect(decoded.pixelWidth == 37 && decoded.pixelHeight == 23)
        for (x, y) in [(0, 0), (36, 0), (5, 17), (36, 22)] {
            #expect(decoded.color(atX: x, y: y) == bitmap.color(atX: x, y: y), "pixel (\(x), \(y))")
        }
    }

    @Test("Opaque pixels are written as RGB, their alpha left out")
    func rgb() throws {
        let bitmap = Self.pattern(width: 16, height: 9)
        #expect(bitmap.isOpaque)
        let path = folder.path + "/rgb.png"
        try bitmap.writePNG(toPath: path)
        #expect(try colorType(ofPNGAtPath: path) == 2)
        let decoded = try SDLImageDecoder().decode(atPath: path, maxPixelSize: nil)
        #expect(decoded.color(atX: 15, y: 8) == bitmap.color(atX: 15, y: 8))
        #expect(decoded.isOpaque)
    }

    @Test("Text chunks come back as written, Latin-1 included, and the file has exactly the mode asked for")
    func textAndMode() throws {
        let path = folder.path + "/text.png"
        let previous = umask(0o077)
        defer { umask(previous) }
        try Self.pattern(width: 4, height: 4).writePNG(
            toPath: path, text: [("Thumb::URI", "file:///a%20b.jpg"), ("Thumb::MTime", "1700000000"), ("Author", "Jörg")], mode: 0o640)
        #expect(try PNGTextReader.text(ofPNGAtPath: path).get()
            == ["Thumb::URI": "file:///a%20b.jpg", "Thumb::MTime": "1700000000", "Author": "Jörg"])
        #expect(try mode(ofPath: path) == 0o640, "the umask does not narrow it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["text.png"])
    }

    @Test("A keyword or text PNG cannot hold is refused before anything is written", arguments: [
        ("", "x"), (String(repeating: "k", count: 80), "x"), ("Key\u{1}", "x"), (" Lead", "x"), ("Ключ", "x"), ("Key", "中"), ("Key", "a\u{0}b"),
    ])
    func badText(keyword: String, text: String) throws {
        let path = folder.path + "/bad.png"
        #expect(throws: PNGFileError.self) {
            try Self.pattern(width: 2, height: 2).writePNG(toPath: path, text: [(keyword, text)])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("A cancelled write leaves the file that was there as it was, and no temporary file")
    func cancelled() throws {
        let path = try folder.write(Array("the old thumbnail".utf8), as: "kept.png")
        var asked = 0
        do {
            try Self.pattern(width: 8, height: 100).writePNG(toPath: path, isCancelled: {
                asked += 1
                return asked > 10
            })
            Issue.record("a cancelled write succeeded")
        } catch {
            #expect(error.isCancellation)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("the old thumbnail".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.png"])
    }

    @Test("A finished write replaces the file under the name")
    func replaces() throws {
        let path = try folder.write(Array("stale".utf8), as: "replaced.png")
        try Self.pattern(width: 3, height: 3).writePNG(toPath: path, mode: 0o600)
        #expect(try SDLImageDecoder().decode(atPath: path, maxPixelSize: nil).pixelWidth == 3)
        #expect(try mode(ofPath: path) == 0o600)
    }

    @Test("A missing folder fails with the system's reason, naming the file")
    func missingFolder() throws {
        let path = folder.path + "/absent/file.png"
        do {
            try Self.pattern(width: 2, height: 2).writePNG(toPath: path)
            Issue.record("written into a missing folder")
        } catch {
            #expect(error.path == path && error.reason == "No such file or directory" && !error.isCancellation, "\(error)")
        }
    }

    @Test("A full disk fails with the system's reason and leaves no partial file",
          .enabled(if: TemporaryDisk.canMount, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let disk = try #require(TemporaryDisk(byteCount: 64 << 10))
        defer { disk.unmount() }
        // Noise does not compress: 256 × 256 RGBA is four times the disk.
        let surface = try #require(RasterSurface.make(width: 256, height: 256))
        for y in 0..<256 {
            for x in 0..<256 { RasterSurface.row(surface, y)[x] = UInt32.random(in: 0...UInt32.max) }
        }
        let noise = SDLSurfaceBitmap(adopting: surface)
        let path = disk.url.appendingPathComponent("noise.png").path
        #expect(throws: PNGFileError(path: path, reason: "No space left on device")) { try noise.writePNG(toPath: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.url.path).isEmpty)
    }
}
