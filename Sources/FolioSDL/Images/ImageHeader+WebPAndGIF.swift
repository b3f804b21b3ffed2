extension ImageHeader {
    /// The WebP's size from its first chunk: a lossy "VP8 " frame header, a lossless "VP8L"
    /// header or the extended "VP8X" canvas; with VP8X's EXIF flag, the orientation in its EXIF
    /// chunk, found by stepping over the chunks by their lengths within the RIFF size. Nil when
    /// the first chunk is none of these or is cut.
    static func webp(_ bytes: some ImageBytes) -> ImageHeader? {
        guard let chunkSize = bytes.littleEndian(at: 16, count: 4) else { return nil }
        let data = 20
        switch bytes.fourCC(at: 12) {
        case "VP8 ":
            // A 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
            guard chunkSize >= 10, bytes.byte(at: data + 3) == 0x9D, bytes.byte(at: data + 4) == 0x01, bytes.byte(at: data + 5) == 0x2A,
                  let width = bytes.littleEndian(at: data + 6, count: 2), let height = bytes.littleEndian(at: data + 8, count: 2)
            else { return nil }
            return ImageHeader(format: .webp, width: width & 0x3FFF, height: height & 0x3FFF)
        case "VP8L":
            // The signature 2F, then width - 1 and height - 1 in 14 bits each.
            guard chunkSize >= 5, bytes.byte(at: data) == 0x2F, let bits = bytes.littleEndian(at: data + 1, count: 4) else { return nil }
            return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            // Flags, 3 reserved bytes, then canvas width - 1 and height - 1 in 24 bits each.
            guard chunkSize >= 10, let flags = bytes.byte(at: data), let width = bytes.littleEndian(at: data + 4, count: 3),
                  let height = bytes.littleEndian(at: data + 7, count: 3)
            else { return nil }
            var header = ImageHeader(format: .webp, width: width + 1, height: height + 1)
            if flags & 0x08 != 0, let (start, end) = webpChunk("EXIF", in: bytes) {
                header.orientation = ExifOrientation.read(bytes, from: start, to: end)
            }
            return header
        default:
            return nil
        }
    }

    /// Where the first chunk of type `type` holds its data (from the start to the end), or nil if
    /// there is none within the RIFF size and the bytes.
    private static func webpChunk(_ type: String, in bytes: some ImageBytes) -> (start: Int, end: Int)? {
        guard let riffSize = bytes.littleEndian(at: 4, count: 4) else { return nil }
        let riffEnd = 8 + riffSize
        var index = 12
        while index + 8 <= riffEnd, let size = bytes.littleEndian(at: index + 4, count: 4) {
            let end = index + 8 + size
            guard end <= riffEnd else { return nil }
            if bytes.fourCC(at: index) == type { return (index + 8, end) }
            index = end + (size & 1)  // chunks are padded to an even size
        }
        return nil
    }

    /// The GIF's logical screen (the canvas) and its first image descriptor, found by stepping
    /// over the global colour table and the extension blocks before it; nil when the bytes end
    /// or a block is neither.
    static func gif(_ bytes: some ImageBytes) -> ImageHeader? {
        guard let width = bytes.littleEndian(at: 6, count: 2), let height = bytes.littleEndian(at: 8, count: 2),
              let flags = bytes.byte(at: 10)
        else { return nil }
        var index = 13 + gifColourTableSize(flags)
        while let block = bytes.byte(at: index) {
            switch block {
            case 0x2C:
                // Left, top, width, height: two bytes each.
                guard let frameWidth = bytes.littleEndian(at: index + 5, count: 2), let frameHeight = bytes.littleEndian(at: index + 7, count: 2)
                else { return nil }
                return ImageHeader(format: .gif, width: width, height: height, frameWidth: frameWidth, frameHeight: frameHeight)
            case 0x21:
                guard let end = gifSubBlocksEnd(bytes, from: index + 2) else { return nil }
                index = end
            default:
                return nil
            }
        }
        return nil
    }

    /// The bytes of the colour table a GIF's screen or image descriptor `flags` announce.
    static func gifColourTableSize(_ flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    /// The offset just past the GIF data sub-blocks starting at `offset` (each a length byte and
    /// that many bytes, ended by a zero length), or nil if the bytes end first.
    static func gifSubBlocksEnd(_ bytes: some ImageBytes, from offset: Int) -> Int? {
        var index = offset
        while let length = bytes.byte(at: index) {
            if length == 0 { return index + 1 }
            index += 1 + Int(length)
        }
        return nil
    }
}
