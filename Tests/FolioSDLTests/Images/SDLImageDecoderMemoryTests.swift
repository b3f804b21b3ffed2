import CSDL2
import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// Bytes in memory (a download, an app's loader) are decoded as a file is, with the same checks:
/// the same pixels for the same bytes, and the same refusals for hostile ones.
@Suite("Image decoding from memory", .serialized)
struct SDLImageDecoderMemoryTests {
    let decoder = SDLImageDecoder()
    typealias H = HostileImageFiles

    init() {
        precondition(RasterTestSupport.started)
    }

    private static let photo = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/photos/bridge-cables.jpg").path

    /// The reason decoding `bytes` fails, or nil if it decodes.
    private func reason(_ bytes: [UInt8], limits: ImageDecodingLimits = .standard) -> String? {
        do {
            _ = try SDLImageDecoder(limits: limits).decode(data: Data(bytes), name: "bytes", maxPixelSize: nil) { false }
            return nil
        } catch {
            #expect(error.path == "bytes")
            return error.reason
        }
    }

    @Test("A JPEG in memory decodes to the same size and pixels as the file it came from")
    func jpegMatchesFile() throws {
        let size = Size(width: 300, height: 200)
        let fromFile = try decoder.decode(atPath: Self.photo, maxPixelSize: size)
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.photo))
        let fromMemory = try decoder.decode(data: data, name: "photo", maxPixelSize: size) { false }
        #expect(fromMemory.pixelWidth == fromFile.pixelWidth && fromMemory.pixelHeight == fromFile.pixelHeight)
        #expect(fromMemory.pixelWidth >= 300 && fromMemory.pixelHeight >= 200)
        for (x, y) in [(0, 0), (fromFile.pixelWidth / 2, fromFile.pixelHeight / 2), (fromFile.pixelWidth - 1, fromFile.pixelHeight - 1)] {
            #expect(RasterSurface.pixel(fromMemory.surface, x: x, y: y) == RasterSurface.pixel(fromFile.surface, x: x, y: y))
        }
    }

    @Test("A PNG in memory decodes with its colours")
    func pngDecodes() throws {
        let png = H.png(width: 8, height: 4) { x, _ in x < 4 ? Color(red: 255, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 255) }
        let image = try decoder.decode(data: Data(png), name: "png", maxPixelSize: nil) { false }
        #expect(image.pixelWidth == 8 && image.pixelHeight == 4)
        #expect(RasterSurface.pixel(image.surface, x: 0, y: 0) == 0xFFFF_0000)
        #expect(RasterSurface.pixel(image.surface, x: 7, y: 3) == 0xFF00_00FF)
    }

    @Test("Empty, foreign, cut and oversized bytes are refused with a reason")
    func hostileBytes() throws {
        #expect(reason([]) == "image data is empty")
        #expect(reason(Array("<html>not found</html>".utf8)) == "not a JPEG, PNG, WebP or GIF image")
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.photo)))
        #expect(reason(Array(data.prefix(data.count / 2))) == "image data is truncated")
        #expect(reason(Array(data.prefix(40))) == "image data is truncated")
        #expect(reason(H.pngBomb(width: 100_000, height: 100_000))?.hasPrefix("image is too large") == true)
        #expect(reason(data, limits: ImageDecodingLimits(maxFileByteCount: 1000))?.hasPrefix("file is too large") == true)
    }

    @Test("A cancelled decode from memory stops and says so")
    func cancelled() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.photo))
        var checks = 0
        #expect(throws: ImageDecodingError.cancelled(path: "photo")) {
            try decoder.decode(data: data, name: "photo", maxPixelSize: nil) {
                checks += 1
                return checks > 3
            }
        }
    }
}
