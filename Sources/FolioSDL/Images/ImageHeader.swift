import FolioCore

/// What a JPEG's frame header (SOFn), a PNG's IHDR chunk, a WebP's first chunk (VP8, VP8L or
/// VP8X) or a GIF's logical screen and first image descriptor say about the image, read before
/// any decoding so that a file claiming too many pixels is refused without touching them, and
/// how the stored pixels are to be turned upright (EXIF's orientation, in a JPEG's APP1 segment
/// or a WebP's EXIF chunk). The sizes are claims, checked against limits, never trusted to size
/// memory. A plain value: any thread.
struct ImageHeader: Hashable {
    enum Format: Hashable {
        case jpeg
        case png
        case webp
        case gif
    }

    var format: Format
    /// The size of the stored pixels, before `orientation` turns them.
    var width: Int
    var height: Int
    /// EXIF's orientation of the stored pixels, 1 (upright) to 8.
    var orientation = ExifOrientation.upright
    /// A GIF's first frame, which may claim more than its logical screen: checked against the
    /// limits too.
    var frameWidth: Int?
    var frameHeight: Int?

    /// The size the image is shown at: the stored size, turned by `orientation`.
    var uprightWidth: Int { ExifOrientation.swapsSides(orientation) ? height : width }
    var uprightHeight: Int { ExifOrientation.swapsSides(orientation) ? width : height }

    /// The JPEG signature (SOI then the first marker's FF).
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// The PNG signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format `bytes` start like, or nil if none: a WebP is "RIFF", its size, then "WEBP";
    /// a GIF "GIF87a" or "GIF89a".
    static func format(of bytes: some ImageBytes) -> Format? {
        func has(_ signature: String, at offset: Int = 0) -> Bool {
            signature.utf8.enumerated().allSatisfy { bytes.byte(at: offset + $0.offset) == $0.element }
        }
        if jpegSignature.indices.allSatisfy({ bytes.byte(at: $0) == jpegSignature[$0] }) { return .jpeg }
        if pngSignature.indices.allSatisfy({ bytes.byte(at: $0) == pngSignature[$0] }) { return .png }
        if has("RIFF"), has("WEBP", at: 8) { return .webp }
        if has("GIF87a") || has("GIF89a") { return .gif }
        return nil
    }

    /// The header of the image in `bytes`, or nil if it is of no format the decoder knows, or is
    /// cut or damaged before its size. Never reads outside `bytes`; reads only as far as the
    /// header, stepping over metadata segments and chunks by their lengths. Any thread.
    static func read(_ bytes: some ImageBytes) -> ImageHeader? {
        switch format(of: bytes) {
        case .jpeg: jpeg(bytes)
        case .png: png(bytes)
        case .webp: webp(bytes)
        case .gif: gif(bytes)
        case nil: nil
        }
    }

    /// Why `limits` refuse the image, or nil if they do not: the stored size, and a GIF's first
    /// frame. Any thread.
    func refusal(by limits: ImageDecodingLimits) -> String? {
        if let reason = limits.refusal(width: width, height: height) { return reason }
        if let frameWidth, let frameHeight { return limits.refusal(width: frameWidth, height: frameHeight) }
        return nil
    }

    /// Walks the JPEG's marker segments (EXIF, ICC and other APPn may come first, in any number)
    /// to the first frame header; nil if a scan or the end comes first. The orientation is read
    /// from the first APP1 segment holding EXIF, within that segment's length.
    static func jpeg(_ bytes: some ImageBytes) -> ImageHeader? {
        var index = 2
        var orientation: Int?
        // Segments follow each other until the scan; stray bytes between them are skipped, as
        // libjpeg skips them (with a warning).
        while let (marker, end) = bytes.nextJPEGMarker(from: index) {
            index = end
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // no length follows
            case 0xD8, 0xD9, 0xDA:
                return nil  // another start, the end or a scan before any frame header
            default:
                break
            }
            guard let length = bytes.bigEndian16(at: index), length >= 2 else { return nil }
            // SOF0...SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                // Length, precision, height, width: 2 + 1 + 2 + 2 bytes.
                guard length >= 8, let height = bytes.bigEndian16(at: index + 3), let width = bytes.bigEndian16(at: index + 5)
                else { return nil }
                return ImageHeader(format: .jpeg, width: width, height: height, orientation: orientation ?? ExifOrientation.upright)
            }
            if marker == 0xE1, orientation == nil, isExif(bytes, at: index + 2, end: index + length) {
                orientation = ExifOrientation.read(bytes, from: index + 2, to: index + length)
            }
            index += length
        }
        return nil
    }

    /// Whether the segment body at `start` (before `end`) begins with EXIF's "Exif\0\0" (an APP1
    /// may hold XMP instead).
    private static func isExif(_ bytes: some ImageBytes, at start: Int, end: Int) -> Bool {
        let header = ExifOrientation.exifHeader
        return start + header.count <= end && header.indices.allSatisfy { bytes.byte(at: start + $0) == header[$0] }
    }

    /// The PNG's IHDR chunk, which must come first; nil if it does not or is cut.
    static func png(_ bytes: some ImageBytes) -> ImageHeader? {
        // Signature (8), length (4), "IHDR" (4), width (4), height (4).
        let ihdr: [UInt8] = [0, 0, 0, 13] + Array("IHDR".utf8)
        guard ihdr.indices.allSatisfy({ bytes.byte(at: 8 + $0) == ihdr[$0] }) else { return nil }
        guard let width = bytes.bigEndian32(at: 16), let height = bytes.bigEndian32(at: 20) else { return nil }
        return ImageHeader(format: .png, width: width, height: height)
    }
}
