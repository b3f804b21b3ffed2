import CSDL2
import FolioCore
import Foundation
@testable import FolioSDL

/// Image files made byte by byte for the decoder's hostile-input tests: PNGs written without a
/// library (stored deflate blocks, so any pixels and any interlacing), and headers that claim
/// sizes their data does not hold.
enum HostileImageFiles {
    typealias T = RasterTestSupport

    /// A PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(T.crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// A zlib stream holding `data` in stored (uncompressed) blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var index = 0
        repeat {
            let count = min(65_535, data.count - index)
            let final: UInt8 = index + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[index..<(index + count)]
            index += count
        } while index < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    /// The 13 bytes of an IHDR: 8-bit samples of `colorType` (6 RGBA, 2 RGB), Adam7 if `interlaced`.
    static func ihdr(width: UInt32, height: UInt32, colorType: UInt8 = 6, interlaced: Bool = false) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, interlaced ? 1 : 0]
    }

    /// A PNG of 8-bit RGBA pixels from `color`, Adam7-interlaced when asked.
    static func png(width: Int, height: Int, interlaced: Bool = false, color: (Int, Int) -> Color) -> [UInt8] {
        // Adam7's passes: (first column, first row, column step, row step); one pass otherwise.
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)  // filter: none
                for x in stride(from: x0, to: width, by: dx) {
                    let pixel = color(x, y)
                    raw += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
                }
            }
        }
        return ImageHeader.pngSignature
            + chunk("IHDR", ihdr(width: UInt32(width), height: UInt32(height), interlaced: interlaced))
            + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A complete, well-formed PNG whose IHDR claims `width`×`height` RGB pixels while its data
    /// holds one row of a 1-pixel image: a few hundred bytes claiming gigabytes.
    static func pngBomb(width: UInt32, height: UInt32) -> [UInt8] {
        ImageHeader.pngSignature + chunk("IHDR", ihdr(width: width, height: height, colorType: 2))
            + chunk("IDAT", zlibStored([0, 1, 2, 3])) + chunk("IEND", [])
    }

    /// `jpeg` with the size in its first frame header (SOFn) replaced by `width`×`height`.
    static func jpeg(_ jpeg: [UInt8], claiming width: Int, height: Int) -> [UInt8] {
        var bytes = jpeg
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                bytes[index + 5] = UInt8(height >> 8)
                bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8)
                bytes[index + 8] = UInt8(width & 0xFF)
                return bytes
            }
            index += 2 + length
        }
        preconditionFailure("no frame header in the JPEG")
    }

    /// A surface of `width`×`height` in four quadrants (red, green / blue, yellow).
    static func quadrants(width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface> {
        let surface = RasterSurface.make(width: width, height: height)!
        let midX = width / 2, midY = height / 2
        RasterPixels.fill(surface, RasterPixelRect(x0: 0, y0: 0, x1: midX, y1: midY), color: T.red)
        RasterPixels.fill(surface, RasterPixelRect(x0: midX, y0: 0, x1: width, y1: midY), color: T.green)
        RasterPixels.fill(surface, RasterPixelRect(x0: 0, y0: midY, x1: midX, y1: height), color: T.blue)
        RasterPixels.fill(surface, RasterPixelRect(x0: midX, y0: midY, x1: width, y1: height), color: T.yellow)
        return surface
    }

    /// A 6000×4000 quadrant image written into `directory` as `large.jpg` and `large.png`; their
    /// path without the extension.
    static func writeLargeImage(in directory: String) throws -> String {
        let surface = quadrants(width: 6000, height: 4000)
        defer { SDL_FreeSurface(surface) }
        let base = directory + "/large"
        guard IMG_SaveJPG(surface, base + ".jpg", 90) == 0, IMG_SavePNG(surface, base + ".png") == 0 else {
            throw RasterTestFailure("saving \(base): \(String(cString: SDL_GetError()))")
        }
        return base
    }
}
