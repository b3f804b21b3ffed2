import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Shared set-up for the rasteriser tests: the bundled fonts, and helpers to make test images
/// and read pixels.
enum RasterTestSupport {
    /// Points SDL at its offscreen driver once for the process (no window or video is needed:
    /// text needs no start at all). SDL_image, which the tests use only to write images
    /// (IMG_SavePNG, IMG_SaveJPG), needs no start either.
    static let started: Bool = {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        return true
    }()

    /// The repository's bundled fonts.
    static let fontsDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Raster
        .deletingLastPathComponent()  // FolioSDLTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("assets/fonts").path

    /// The repository's bundled photos.
    static let photosDirectory: String = URL(fileURLWithPath: fontsDirectory)
        .deletingLastPathComponent()
        .appendingPathComponent("photos").path

    /// A measurer over the bundled fonts and the system's.
    static func measurer() throws -> SDLTextMeasurer {
        precondition(started)
        return try SDLTextMeasurer(fontsDirectory: fontsDirectory)
    }

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static let red = Color(red: 255, green: 0, blue: 0)
    static let green = Color(red: 0, green: 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let yellow = Color(red: 255, green: 255, blue: 0)

    /// An 80×40 surface in four 40×20 quadrants (red, green / blue, yellow) with a white stripe
    /// down its 8 leftmost columns, so a crop is told apart from a squeeze. The caller frees it.
    static func quadrantSurface() -> UnsafeMutablePointer<SDL_Surface> {
        let surface = RasterSurface.make(width: 80, height: 40)!
        RasterPixels.fill(surface, RasterPixelRect(x0: 0, y0: 0, x1: 40, y1: 20), color: red)
        RasterPixels.fill(surface, RasterPixelRect(x0: 40, y0: 0, x1: 80, y1: 20), color: green)
        RasterPixels.fill(surface, RasterPixelRect(x0: 0, y0: 20, x1: 40, y1: 40), color: blue)
        RasterPixels.fill(surface, RasterPixelRect(x0: 40, y0: 20, x1: 80, y1: 40), color: yellow)
        RasterPixels.fill(surface, RasterPixelRect(x0: 0, y0: 0, x1: 8, y1: 40), color: .white)
        return surface
    }

    /// Writes `quadrantSurface()` as a PNG (or a JPEG) into `directory` and returns its path.
    static func writeQuadrantImage(in directory: String, jpeg: Bool = false) throws -> String {
        let surface = quadrantSurface()
        defer { SDL_FreeSurface(surface) }
        let path = directory + (jpeg ? "/quadrants.jpg" : "/quadrants.png")
        let status = jpeg ? IMG_SaveJPG(surface, path, 95) : IMG_SavePNG(surface, path)
        guard status == 0 else { throw RasterTestFailure("saving \(path): \(String(cString: SDL_GetError()))") }
        return path
    }

    /// Writes a 40×40 PNG whose left half is opaque red and right half blue at alpha 128 into
    /// `directory` and returns its path.
    static func writeTranslucentImage(in directory: String) throws -> String {
        let surface = RasterSurface.make(width: 40, height: 40)!
        defer { SDL_FreeSurface(surface) }
        RasterPixels.fill(surface, RasterPixelRect(x0: 0, y0: 0, x1: 20, y1: 40), color: red)
        RasterPixels.fill(surface, RasterPixelRect(x0: 20, y0: 0, x1: 40, y1: 40), color: blue.withAlpha(128))
        let path = directory + "/translucent.png"
        guard IMG_SavePNG(surface, path) == 0 else { throw RasterTestFailure("saving \(path): \(String(cString: SDL_GetError()))") }
        return path
    }

    /// `png` (a whole PNG file) with a tEXt chunk holding `text` inserted after its IHDR chunk,
    /// which always ends at byte 33.
    static func withTextChunk(_ png: [UInt8], text: String) -> [UInt8] {
        let body = Array("tEXt".utf8) + Array(text.utf8)
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let chunk = bigEndian(UInt32(body.count - 4)) + body + bigEndian(crc32(body))
        return Array(png.prefix(33)) + chunk + Array(png.dropFirst(33))
    }

    /// The CRC-32 PNG chunks carry (over type and data), so libpng takes the chunk as sound.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }

    /// CRC-32 of every byte value, so that chunks of megabytes are checksummed quickly.
    private static let crcTable: [UInt32] = (0..<256).map { (value: UInt32) in
        var crc = value
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    /// Whether two colours differ by at most `tolerance` in every channel.
    static func close(_ a: Color, _ b: Color, tolerance: Int = 2) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// FNV-1a over the visible bytes of every row (padding excluded).
    static func hash(_ bitmap: SDLSurfaceBitmap) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for y in 0..<bitmap.pixelHeight {
            let row = RasterSurface.row(bitmap.surface, y)
            for x in 0..<bitmap.pixelWidth {
                hash = (hash ^ UInt64(row[x])) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// Every pixel of `bitmap` as (x, y, colour).
    static func pixels(_ bitmap: SDLSurfaceBitmap) -> [(x: Int, y: Int, color: Color)] {
        var result: [(x: Int, y: Int, color: Color)] = []
        result.reserveCapacity(bitmap.pixelWidth * bitmap.pixelHeight)
        for y in 0..<bitmap.pixelHeight {
            for x in 0..<bitmap.pixelWidth {
                result.append((x, y, bitmap.color(atX: x, y: y)))
            }
        }
        return result
    }
}

/// A failure in a test's own set-up.
struct RasterTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension SDLImageDecoder {
    /// The reason decoding `path` fails (checking that the error names the path), or nil when it
    /// decodes.
    func failureReason(decoding path: String) -> String? {
        do {
            _ = try decode(atPath: path, maxPixelSize: nil)
            return nil
        } catch {
            #expect(error.path == path)
            return error.reason
        }
    }
}
