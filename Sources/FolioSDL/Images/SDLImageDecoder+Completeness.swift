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
    /// `bytes` up to the trailer (3B), stepping over extensions and images by their sub-blocks
    /// (see `GIFSummary`). Any thread.
    static func gifIsComplete(_ bytes: some ImageBytes) -> Bool {
        GIFSummary.walk(bytes) != nil
    }
}
