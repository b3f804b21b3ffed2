/// What a walk over a GIF's blocks finds: how many images it holds and the loop count of its
/// NETSCAPE2.0 (or ANIMEXTS1.0) block, stepping over every block by its sub-blocks' lengths.
/// Tells a whole file from a cut one too. A plain value: any thread.
struct GIFSummary: Hashable {
    /// The image descriptors before the trailer.
    var frameCount = 0
    /// The application block's loop count (0 for ever), or nil without one.
    var loopCount: Int?

    /// The summary of the GIF in `bytes`, or nil when its blocks run past the end of the bytes
    /// before the trailer (3B). A byte that starts no block ends the walk there, as giflib stops
    /// at the images it needs. Any thread.
    static func walk(_ bytes: some ImageBytes) -> GIFSummary? {
        guard let flags = bytes.byte(at: 10) else { return nil }
        var summary = GIFSummary()
        var index = 13 + ImageHeader.gifColourTableSize(flags)
        while let block = bytes.byte(at: index) {
            switch block {
            case 0x3B:
                return summary
            case 0x21:
                if bytes.byte(at: index + 1) == 0xFF, summary.loopCount == nil { summary.loopCount = loopCount(bytes, at: index + 2) }
                guard let end = ImageHeader.gifSubBlocksEnd(bytes, from: index + 2) else { return nil }
                index = end
            case 0x2C:
                // The descriptor (10 bytes), a local colour table, the LZW code size, the data.
                guard let imageFlags = bytes.byte(at: index + 9) else { return nil }
                let data = index + 10 + ImageHeader.gifColourTableSize(imageFlags) + 1
                guard let end = ImageHeader.gifSubBlocksEnd(bytes, from: data) else { return nil }
                summary.frameCount += 1
                index = end
            default:
                return summary
            }
        }
        return nil
    }

    /// The loop count in the application block whose first sub-block is at `offset`, if it is
    /// NETSCAPE2.0's or ANIMEXTS1.0's: a sub-block of 3 bytes, 1, then the count (little-endian).
    private static func loopCount(_ bytes: some ImageBytes, at offset: Int) -> Int? {
        guard bytes.byte(at: offset) == 11 else { return nil }
        var name: [UInt8] = []
        for index in 0..<11 {
            guard let byte = bytes.byte(at: offset + 1 + index) else { return nil }
            name.append(byte)
        }
        let text = String(decoding: name, as: UTF8.self)
        guard text == "NETSCAPE2.0" || text == "ANIMEXTS1.0", bytes.byte(at: offset + 12) == 3, bytes.byte(at: offset + 13) == 1
        else { return nil }
        return bytes.littleEndian(at: offset + 14, count: 2)
    }
}
