/// Where an image file keeps its EXIF block: a JPEG's first APP1 segment starting "Exif\0\0"
/// (before the frame header), a WebP's EXIF chunk (anywhere among the RIFF chunks, often after
/// the image data), a PNG's eXIf chunk (before IDAT). Steps over segments and chunks by their
/// lengths, each a claim checked against the bytes and the container's own size; a block over
/// `maxByteCount` is not located at all. A plain namespace: any thread.
enum ExifBlockLocator {
    /// The largest EXIF block located: a JPEG's APP1 cannot hold more, and nothing a photo
    /// browser reads from EXIF needs more elsewhere.
    static let maxByteCount = 64 << 10
    /// The most chunks stepped over in a WebP or PNG before giving up.
    static let maxChunkCount = 1024

    /// The EXIF block's byte range in `bytes` of `format`, or nil if it has none that fits.
    static func range(in bytes: some ImageBytes, format: ImageHeader.Format) -> Range<Int>? {
        let range: Range<Int>? = switch format {
        case .jpeg: jpeg(bytes)
        case .webp: webp(bytes)
        case .png: png(bytes)
        case .gif: nil
        }
        guard let range, range.count <= maxByteCount else { return nil }
        return range
    }

    /// The body of the first APP1 segment holding EXIF, "Exif\0\0" included, before the frame.
    private static func jpeg(_ bytes: some ImageBytes) -> Range<Int>? {
        var index = 2
        while let (marker, end) = bytes.nextJPEGMarker(from: index) {
            index = end
            switch marker {
            case 0x01, 0xD0...0xD7: continue
            case 0xD8, 0xD9, 0xDA: return nil
            default: break
            }
            guard let length = bytes.bigEndian16(at: index), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) { return nil }
            let body = (index + 2)..<(index + length)
            if marker == 0xE1, ExifOrientation.exifHeader.indices.allSatisfy({ bytes.byte(at: body.lowerBound + $0) == ExifOrientation.exifHeader[$0] }) {
                return body
            }
            index += length
        }
        return nil
    }

    /// The data of the first EXIF chunk within the RIFF size.
    private static func webp(_ bytes: some ImageBytes) -> Range<Int>? {
        guard let riffSize = bytes.littleEndian(at: 4, count: 4) else { return nil }
        let riffEnd = 8 + riffSize
        var index = 12
        for _ in 0..<maxChunkCount {
            guard index + 8 <= riffEnd, let size = bytes.littleEndian(at: index + 4, count: 4) else { return nil }
            let end = index + 8 + size
            guard end <= riffEnd else { return nil }
            if bytes.fourCC(at: index) == "EXIF" { return (index + 8)..<end }
            index = end + (size & 1)  // chunks are padded to an even size
        }
        return nil
    }

    /// The data of an eXIf chunk before the first IDAT (the PNG specification puts it there).
    private static func png(_ bytes: some ImageBytes) -> Range<Int>? {
        var index = 8
        for _ in 0..<maxChunkCount {
            // Length (4), type (4), data, CRC (4).
            guard let length = bytes.bigEndian32(at: index), length <= Int(Int32.max), let type = bytes.fourCC(at: index + 4) else { return nil }
            switch type {
            case "eXIf": return (index + 8)..<(index + 8 + length)
            case "IDAT", "IEND": return nil
            default: index += 12 + length
            }
        }
        return nil
    }
}
