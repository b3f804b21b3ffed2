import CSDL2
import Foundation
@testable import FolioSDL

/// EXIF blocks made byte by byte, sound or lying, and JPEGs carrying them.
extension HostileImageFiles {
    /// A TIFF block whose first IFD holds `entries` (tag, type, count, 4-byte value field as
    /// written), in big-endian ("MM") or little-endian ("II") order, the IFD at `ifdOffset`
    /// and its link to the next IFD `nextIFD`.
    static func tiff(
        entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt32)], littleEndian: Bool = false,
        ifdOffset: UInt32 = 8, nextIFD: UInt32 = 0
    ) -> [UInt8] {
        func u16(_ value: UInt16) -> [UInt8] {
            let bytes = [UInt8(value >> 8), UInt8(value & 0xFF)]
            return littleEndian ? bytes.reversed() : bytes
        }
        func u32(_ value: UInt32) -> [UInt8] {
            let bytes = bigEndian(value)
            return littleEndian ? bytes.reversed() : bytes
        }
        var block: [UInt8] = (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(ifdOffset)
        // Padding up to a small offset; a large one is a lie with nothing behind it.
        block += Array(repeating: 0, count: ifdOffset <= 64 ? max(0, Int(ifdOffset) - block.count) : 0)
        block += u16(UInt16(entries.count))
        for entry in entries {
            // A SHORT sits in the first two bytes of the value field, in the block's order.
            let value = entry.type == 3 && entry.count == 1 ? u16(UInt16(truncatingIfNeeded: entry.value)) + [0, 0] : u32(entry.value)
            block += u16(entry.tag) + u16(entry.type) + u32(entry.count) + value
        }
        return block + u32(nextIFD)
    }

    /// A TIFF block holding only an orientation tag of `value`, after an unrelated tag.
    static func tiff(orientation value: UInt16, littleEndian: Bool = false) -> [UInt8] {
        tiff(entries: [(0x010F, 2, 4, 0x4341_4D00), (0x0112, 3, 1, UInt32(value))], littleEndian: littleEndian)
    }

    /// A JPEG APP1 segment holding "Exif\0\0" and `tiff`, its length field `claimedLength` when
    /// given (a lie), else the true one.
    static func exifSegment(_ tiff: [UInt8], claimedLength: Int? = nil) -> [UInt8] {
        let body = ExifOrientation.exifHeader + tiff
        let length = claimedLength ?? body.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// `jpeg` with `segment` put right after its SOI.
    static func jpeg(_ jpeg: [UInt8], inserting segment: [UInt8]) -> [UInt8] {
        Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2))
    }

    /// A `width`×`height` JPEG in four quadrants (red, green / blue, yellow).
    static func quadrantJPEG(width: Int, height: Int) throws -> [UInt8] {
        let surface = quadrants(width: width, height: height)
        defer { SDL_FreeSurface(surface) }
        let path = try RasterTestSupport.temporaryDirectory() + "/quadrants.jpg"
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
        guard IMG_SaveJPG(surface, path, 95) == 0 else { throw RasterTestFailure("saving \(path): \(String(cString: SDL_GetError()))") }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
