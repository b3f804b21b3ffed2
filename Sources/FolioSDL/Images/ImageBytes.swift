import Glibc

/// The bytes of an image file, read by offset: the file itself through a small buffer
/// (`ImageFileReader`), or memory. The header reader and the completeness walks go through it,
/// so that they never need the whole file at once. Used by one thread at a time.
protocol ImageBytes {
    /// The byte at `offset`, or nil past the end (or once reading has failed).
    func byte(at offset: Int) -> UInt8?

    /// The offset of the first `byte` at or after `offset`, or nil if there is none.
    func firstIndex(of byte: UInt8, from offset: Int) -> Int?
}

extension UnsafeRawBufferPointer: ImageBytes {
    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < count ? self[offset] : nil
    }

    func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
        guard offset >= 0, offset < count, let base = baseAddress else { return nil }
        // memchr, because a completeness walk passes over every byte of the entropy data.
        guard let found = memchr(base + offset, Int32(byte), count - offset) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
