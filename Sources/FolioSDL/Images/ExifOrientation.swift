/// EXIF's orientation tag (0x0112), read from the first IFD of a TIFF block (a JPEG's APP1
/// "Exif" segment, a WebP's EXIF chunk) with every offset checked against the block's bounds. The
/// block is hostile data: offsets may point anywhere, counts may be huge, IFD links may loop.
/// Only the first IFD is read, by its own entry count and never past the block, and no link is
/// followed (the orientation of the image lives there; the second IFD's describes the
/// thumbnail), so a lying block costs at most one pass over its entries and ends in orientation
/// 1. A parser of the one tag rather than libexif: libexif loads every IFD, the thumbnail and the
/// makers' notes (which it interprets with no way to turn that off, the source of most of its
/// past memory-safety bugs) to answer a question that needs twelve bytes. A plain namespace: any
/// thread.
enum ExifOrientation {
    /// The orientation of pictures that need no turning.
    static let upright = 1

    /// The "Exif\0\0" header that starts a JPEG's EXIF segment before the TIFF block.
    static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// Whether EXIF's `orientation` turns the image a quarter round (5 to 8), so that its upright
    /// width is its stored height.
    static func swapsSides(_ orientation: Int) -> Bool {
        (5...8).contains(orientation)
    }

    /// The orientation (1 to 8) in the TIFF block of `bytes` from `start` to `end` (exclusive),
    /// skipping an "Exif\0\0" header if the block starts with one; 1 when the block is damaged,
    /// cut, has no orientation, or holds a value outside 1 to 8.
    static func read(_ bytes: some ImageBytes, from start: Int, to end: Int) -> Int {
        var tiff = start
        if exifHeader.indices.allSatisfy({ tiff + $0 < end && bytes.byte(at: tiff + $0) == exifHeader[$0] }) { tiff += exifHeader.count }
        return orientation(bytes, tiff: tiff, end: end) ?? upright
    }

    /// The orientation in the TIFF block at `tiff`, or nil if it has none that can be trusted.
    private static func orientation(_ bytes: some ImageBytes, tiff: Int, end: Int) -> Int? {
        /// The byte at `offset` inside the block, or nil outside it.
        func byte(_ offset: Int) -> Int? {
            guard offset >= tiff, offset < end, let value = bytes.byte(at: offset) else { return nil }
            return Int(value)
        }
        guard let first = byte(tiff), let second = byte(tiff + 1), first == second, first == 0x49 || first == 0x4D else { return nil }
        let littleEndian = first == 0x49  // "II"; "MM" is big-endian
        /// The `count`-byte number at `offset` in the block's byte order; at most 4 bytes, so it
        /// fits an Int with room for the additions below.
        func number(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in 0..<count {
                guard let part = byte(offset + (littleEndian ? count - 1 - index : index)) else { return nil }
                value = value << 8 | part
            }
            return value
        }
        guard number(tiff + 2, 2) == 42, let ifdOffset = number(tiff + 4, 4), ifdOffset >= 8,
              let entryCount = number(tiff + ifdOffset, 2)
        else { return nil }
        let entries = tiff + ifdOffset + 2
        // 12 bytes an entry; a count claiming more than the block holds stops at its end.
        for entry in 0..<min(entryCount, max(0, (end - entries) / 12)) {
            let offset = entries + entry * 12
            guard let tag = number(offset, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // SHORT (3), one value, held in the entry itself.
            guard number(offset + 2, 2) == 3, number(offset + 4, 4) == 1, let value = number(offset + 8, 2) else { return nil }
            return (1...8).contains(value) ? value : nil
        }
        return nil
    }
}
