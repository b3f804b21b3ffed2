/// What a JPEG's frame header (SOFn) or a PNG's IHDR chunk says about the image, read before
/// any decoding so that a file claiming too many pixels is refused without touching them. The
/// sizes are claims, checked against limits, never trusted to size memory. A plain value: any
/// thread.
struct ImageHeader: Hashable {
    enum Format: Hashable {
        case jpeg
        case png
    }

    var format: Format
    var width: Int
    var height: Int

    /// The JPEG signature (SOI then the first marker's FF).
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// The PNG signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format `bytes` start like, or nil if neither.
    static func format(of bytes: UnsafeRawBufferPointer) -> Format? {
        if bytes.starts(with: jpegSignature) { return .jpeg }
        if bytes.starts(with: pngSignature) { return .png }
        return nil
    }

    /// The header of the JPEG or PNG in `bytes`, or nil if it is not one, or is cut or damaged
    /// before its size. Never reads outside `bytes`. Any thread.
    static func read(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        switch format(of: bytes) {
        case .jpeg: jpeg(bytes)
        case .png: png(bytes)
        case nil: nil
        }
    }

    /// Walks the JPEG's marker segments (EXIF, ICC and other APPn may come first, in any number)
    /// to the first frame header; nil if a scan or the end comes first.
    static func jpeg(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        var index = 2
        while index < bytes.count {
            // Segments follow each other until the scan; stray bytes between them are skipped,
            // as libjpeg skips them (with a warning).
            guard bytes[index] == 0xFF else {
                index += 1
                continue
            }
            var code = index + 1
            while code < bytes.count, bytes[code] == 0xFF { code += 1 }  // fill bytes
            guard code < bytes.count else { return nil }
            let marker = bytes[code]
            index = code + 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // no length follows
            case 0xD8, 0xD9, 0xDA:
                return nil  // another start, the end or a scan before any frame header
            default:
                break
            }
            guard index + 1 < bytes.count else { return nil }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2 else { return nil }
            // SOF0...SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                // Length, precision, height, width: 2 + 1 + 2 + 2 bytes.
                guard length >= 8, index + 6 < bytes.count else { return nil }
                let height = Int(bytes[index + 3]) << 8 | Int(bytes[index + 4])
                let width = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                return ImageHeader(format: .jpeg, width: width, height: height)
            }
            index += length
        }
        return nil
    }

    /// The PNG's IHDR chunk, which must come first; nil if it does not or is cut.
    static func png(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        // Signature (8), length (4), "IHDR" (4), width (4), height (4).
        guard bytes.count >= 24, bytes[8..<16].elementsEqual([0, 0, 0, 13] + Array("IHDR".utf8)) else { return nil }
        func bigEndian(at offset: Int) -> Int { (offset..<(offset + 4)).reduce(0) { $0 << 8 | Int(bytes[$1]) } }
        return ImageHeader(format: .png, width: bigEndian(at: 16), height: bigEndian(at: 20))
    }
}
