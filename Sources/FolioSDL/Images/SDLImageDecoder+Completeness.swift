extension SDLImageDecoder {
    /// Whether the `format` image in `bytes` is whole, so that a cut file is refused as such
    /// before any pixel memory is taken. Any thread.
    static func isComplete(_ bytes: some ImageBytes, format: ImageHeader.Format) -> Bool {
        switch format {
        case .jpeg: jpegIsComplete(bytes)
        case .png: pngIsComplete(bytes)
        case .webp: webpIsComplete(bytes)
        case .gif: gifIsComplete(bytes)
        }
    }

    /// Whether a WebP's chunks (after "RIFF", its size and "WEBP") all fit within its RIFF size,
    /// and the bytes reach that size. Bytes after it are ignored, as libwebp ignores them. Steps
    /// from chunk to chunk by their lengths, reading only their headers. Any thread.
    static func webpIsComplete(_ bytes: some ImageBytes) -> Bool {
        guard let riffSize = bytes.littleEndian(at: 4, count: 4), riffSize >= 4 else { return false }
        let end = 8 + riffSize
        var index = 12
        while index < end {
            guard index + 8 <= end, let size = bytes.littleEndian(at: index + 4, count: 4), index + 8 + size <= end else { return false }
            index += 8 + size + (size & 1)
        }
        return bytes.byte(at: end - 1) != nil
    }

    /// Whether a GIF's blocks (after the screen descriptor and its colour table) all fit in
    /// `bytes` up to the trailer (3B), stepping over extensions and images by their sub-blocks.
    /// Passes over every byte of the image data's sub-block lengths. Any thread.
    static func gifIsComplete(_ bytes: some ImageBytes) -> Bool {
        guard let flags = bytes.byte(at: 10) else { return false }
        var index = 13 + ImageHeader.gifColourTableSize(flags)
        while let block = bytes.byte(at: index) {
            switch block {
            case 0x3B:
                return true
            case 0x21:
                guard let end = ImageHeader.gifSubBlocksEnd(bytes, from: index + 2) else { return false }
                index = end
            case 0x2C:
                // The descriptor (10 bytes), a local colour table, the LZW code size, the data.
                guard let imageFlags = bytes.byte(at: index + 9) else { return false }
                let data = index + 10 + ImageHeader.gifColourTableSize(imageFlags) + 1
                guard let end = ImageHeader.gifSubBlocksEnd(bytes, from: data) else { return false }
                index = end
            default:
                // Not a block: damaged past here, which the decoder judges (giflib stops at the
                // first image it needs); the bytes so far are whole.
                return true
            }
        }
        return false
    }
}
