import Foundation

/// Photo files made byte by byte for the scan's tests, real enough for libjpeg, libpng and
/// libwebp to decode: mid-grey baseline JPEGs (one DC and one AC code, every block flat), PNGs
/// of stored deflate blocks, lossless WebPs of one colour, a 1×1 GIF; with EXIF blocks built
/// from tags as a camera writes them (IFD0 and its EXIF sub-IFD).
enum PhotoTestFiles {
    /// One EXIF field: a tag and its value (ASCII, or a SHORT).
    enum Value {
        case ascii(String)
        case short(UInt16)
        /// Bytes written as they are, as an ASCII field's (NULs, garbage).
        case raw([UInt8])
    }

    /// A TIFF block (no "Exif\0\0" header) with `primary` in IFD0 and `exif` in the EXIF
    /// sub-IFD, in little-endian ("II") or big-endian ("MM") order.
    static func tiff(primary: [(UInt16, Value)], exif: [(UInt16, Value)] = [], littleEndian: Bool = false) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] {
            let bytes = [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return littleEndian ? bytes.reversed() : bytes
        }
        func u32(_ value: Int) -> [UInt8] {
            let bytes = [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return littleEndian ? bytes.reversed() : bytes
        }
        var primary = primary
        if !exif.isEmpty { primary.append((0x8769, .short(0))) }  // the sub-IFD's pointer, filled in below
        primary.sort { $0.0 < $1.0 }
        let exif = exif.sorted { $0.0 < $1.0 }
        let primaryOffset = 8, exifOffset = primaryOffset + 2 + 12 * primary.count + 4
        var dataOffset = exifOffset + (exif.isEmpty ? 0 : 2 + 12 * exif.count + 4)
        var data: [UInt8] = []
        func ifd(_ entries: [(UInt16, Value)]) -> [UInt8] {
            var bytes = u16(entries.count)
            for (tag, value) in entries {
                if tag == 0x8769 {
                    bytes += u16(Int(tag)) + u16(4) + u32(1) + u32(exifOffset)
                    continue
                }
                switch value {
                case .short(let number):
                    bytes += u16(Int(tag)) + u16(3) + u32(1) + u16(Int(number)) + [0, 0]
                case .ascii, .raw:
                    var text: [UInt8]
                    if case .ascii(let string) = value { text = Array(string.utf8) + [0] } else if case .raw(let raw) = value { text = raw } else { text = [] }
                    bytes += u16(Int(tag)) + u16(2) + u32(text.count)
                    if text.count <= 4 {
                        bytes += text + [UInt8](repeating: 0, count: 4 - text.count)
                    } else {
                        bytes += u32(dataOffset)
                        data += text
                        dataOffset += text.count
                        if text.count % 2 == 1 { data.append(0); dataOffset += 1 }
                    }
                }
            }
            return bytes + u32(0)
        }
        let primaryBytes = ifd(primary), exifBytes = exif.isEmpty ? [] : ifd(exif)
        return (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(primaryOffset) + primaryBytes + exifBytes + data
    }

    /// The TIFF block of a camera's photo: make, model, orientation and the three dates.
    static func cameraTIFF(make: String? = "Canon", model: String? = "Canon EOS 5D", orientation: UInt16? = nil,
                           original: String? = nil, digitized: String? = nil, dateTime: String? = nil, littleEndian: Bool = false) -> [UInt8] {
        var primary: [(UInt16, Value)] = []
        if let make { primary.append((0x010F, .ascii(make))) }
        if let model { primary.append((0x0110, .ascii(model))) }
        if let orientation { primary.append((0x0112, .short(orientation))) }
        if let dateTime { primary.append((0x0132, .ascii(dateTime))) }
        var exif: [(UInt16, Value)] = []
        if let original { exif.append((0x9003, .ascii(original))) }
        if let digitized { exif.append((0x9004, .ascii(digitized))) }
        return tiff(primary: primary, exif: exif, littleEndian: littleEndian)
    }

    /// A JPEG segment: marker, big-endian length, body.
    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    /// A mid-grey `width`×`height` baseline JPEG, with `exif` (a TIFF block) in an APP1 segment
    /// after its SOI when given.
    static func jpeg(width: Int, height: Int, exif: [UInt8]? = nil) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let exif { bytes += segment(0xE1, Array("Exif".utf8) + [0, 0] + exif) }
        bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        bytes += segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
        // One code of one bit ("0") in each table: DC difference 0, AC end of block.
        for table: UInt8 in [0x00, 0x10] { bytes += segment(0xC4, [table, 1] + [UInt8](repeating: 0, count: 15) + [0]) }
        bytes += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        // Two bits a block, padded with ones.
        let bitCount = 2 * ((width + 7) / 8) * ((height + 7) / 8)
        var data = [UInt8](repeating: 0, count: (bitCount + 7) / 8)
        if bitCount % 8 != 0 { data[data.count - 1] = UInt8((1 << (8 - bitCount % 8)) - 1) }
        return bytes + data + [0xFF, 0xD9]
    }

    /// A `width`×`height` lossless WebP of one colour, extended (VP8X) with its `exif` chunk
    /// after the image data, as cameras' and Pillow's writers put it, when given.
    static func webp(width: Int, height: Int, exif: [UInt8]? = nil) -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(value >> (8 * $0) & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            Array(type.utf8) + le(data.count, 4) + data + (data.count % 2 == 1 ? [0] : [])
        }
        // VP8L: sizes, no transform, no colour cache, no meta codes, then five "simple" prefix
        // codes of one symbol each (green, red, blue, alpha, distance): no bits a pixel.
        var bits: [Bool] = []
        func put(_ value: Int, _ count: Int) { for index in 0..<count { bits.append(value >> index & 1 == 1) } }
        put(width - 1, 14); put(height - 1, 14); put(0, 1); put(0, 3)
        put(0, 3)
        for value in [120, 90, 60, 255] { put(1, 1); put(0, 1); put(1, 1); put(value, 8) }
        put(1, 1); put(0, 1); put(0, 1); put(0, 1)
        var stream: [UInt8] = [0x2F]
        for start in stride(from: 0, to: bits.count, by: 8) {
            stream.append(bits[start..<min(start + 8, bits.count)].enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) })
        }
        var body: [UInt8] = []
        if exif != nil { body += chunk("VP8X", [0x08, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3)) }
        body += chunk("VP8L", stream)
        if let exif { body += chunk("EXIF", exif) }
        return Array("RIFF".utf8) + le(4 + body.count, 4) + Array("WEBP".utf8) + body
    }

    /// A grey `width`×`height` PNG (8-bit greyscale, stored deflate blocks), with `exif` in an
    /// eXIf chunk before IDAT when given.
    static func png(width: Int, height: Int, exif: [UInt8]? = nil) -> [UInt8] {
        func be(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return be(data.count) + typed + be(Int(crc32(typed)))
        }
        let raw = (0..<height).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: width) }  // filter 0, then the row
        var deflate: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, raw.count - start)
            let isLast = start + count == raw.count
            deflate += [isLast ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            deflate += raw[start..<(start + count)]
            start += count
        } while start < raw.count
        var a = 1, b = 0
        for byte in raw { a = (a + Int(byte)) % 65_521; b = (b + a) % 65_521 }
        deflate += be(b << 16 | a)
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", be(width) + be(height) + [8, 0, 0, 0, 0])
        if let exif { bytes += chunk("eXIf", exif) }
        return bytes + chunk("IDAT", deflate) + chunk("IEND", [])
    }

    /// A 1×1 GIF89a.
    static let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0xFF, 0xFF, 0xFF, 0, 0, 0]
        + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]

    /// The CRC-32 a PNG chunk ends with (ISO 3309, reflected, polynomial EDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
