extension ImageBytes {
    /// The next JPEG marker at or after `offset`: its code (the byte after FF and any fill bytes)
    /// and the offset just past it, or nil if the bytes end first. Bytes other than FF before it
    /// (entropy-coded data, or junk between segments, which libjpeg also skips) are passed over.
    func nextJPEGMarker(from offset: Int) -> (code: UInt8, end: Int)? {
        var index = offset
        while let byte = byte(at: index) {
            guard byte == 0xFF else {
                guard let next = firstIndex(of: 0xFF, from: index) else { return nil }
                index = next
                continue
            }
            var code = index + 1
            while self.byte(at: code) == 0xFF { code += 1 }  // fill bytes
            guard let marker = self.byte(at: code) else { return nil }
            return (marker, code + 1)
        }
        return nil
    }

    /// The big-endian 16-bit number at `offset` (a JPEG segment's length, a frame's size), or
    /// nil if the bytes end first.
    func bigEndian16(at offset: Int) -> Int? {
        guard let high = byte(at: offset), let low = byte(at: offset + 1) else { return nil }
        return Int(high) << 8 | Int(low)
    }

    /// The big-endian 32-bit number at `offset` (a PNG chunk's length, IHDR's width and
    /// height), or nil if the bytes end first.
    func bigEndian32(at offset: Int) -> Int? {
        var value = 0
        for index in offset..<(offset + 4) {
            guard let byte = byte(at: index) else { return nil }
            value = value << 8 | Int(byte)
        }
        return value
    }
}

extension ImageBytes {
    /// The little-endian number of `count` bytes (at most 4) at `offset` (a WebP's chunk size and
    /// dimensions, a GIF's), or nil if the bytes end first.
    func littleEndian(at offset: Int, count: Int) -> Int? {
        var value = 0
        for index in (offset..<(offset + count)).reversed() {
            guard let byte = byte(at: index) else { return nil }
            value = value << 8 | Int(byte)
        }
        return value
    }

    /// The four ASCII characters at `offset` (a RIFF chunk's type), or nil if the bytes end first.
    func fourCC(at offset: Int) -> String? {
        var characters: [UInt8] = []
        for index in offset..<(offset + 4) {
            guard let byte = byte(at: index) else { return nil }
            characters.append(byte)
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
