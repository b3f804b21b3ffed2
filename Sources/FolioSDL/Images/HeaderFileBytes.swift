import FolioCore
import Glibc

/// The bytes of an open file as a header walk sees them: read by offset through a small window
/// (`windowByteCount`), so that finding a photo's size and EXIF block reads a few kilobytes of
/// it, not the decoder's 256 KiB chunks, and at most `maxReadCount` windows in all, so that a
/// file of junk between JPEG segments or thousands of tiny chunks cannot make a header walk read
/// the whole file. Past the end, after a failed read or past the budget, every byte is nil. Used
/// by one thread at a time.
final class HeaderFileBytes: ImageBytes {
    /// The most of the file held at once.
    static let windowByteCount = 16 << 10
    /// The most windows read for one walk: 4 MiB.
    static let maxReadCount = 256

    /// The file, opened as `RegularFile` opens every file Folio reads.
    let file: RegularFile
    /// How many windows were read so far.
    private(set) var readCount = 0
    private var window = [UInt8]()
    /// The file offset of the window's first byte.
    private var windowOffset = 0

    /// The bytes of `file`, none read yet. Any thread.
    init(file: RegularFile) {
        self.file = file
    }

    func byte(at offset: Int) -> UInt8? {
        guard load(offset) else { return nil }
        return window[offset - windowOffset]
    }

    func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
        var offset = offset
        while load(offset) {
            if let found = window[(offset - windowOffset)...].firstIndex(of: byte) { return windowOffset + found }
            offset = windowOffset + window.count
        }
        return nil
    }

    /// The `count` bytes from `offset` read at once (an EXIF block), or nil when the file ends
    /// first or cannot be read. The caller bounds `count`. The thread using it.
    func bytes(from offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    /// Makes the window hold `offset`, reading from there if it does not; false past the end of
    /// the file, on a failed read, or once the budget of reads is spent.
    private func load(_ offset: Int) -> Bool {
        if offset >= windowOffset, offset < windowOffset + window.count { return true }
        guard offset >= 0, offset < file.byteCount, readCount < Self.maxReadCount else { return false }
        readCount += 1
        var buffer = [UInt8](repeating: 0, count: min(Self.windowByteCount, file.byteCount - offset))
        var count: Int
        repeat {
            count = buffer.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress!, $0.count, off_t(offset)) }
        } while count < 0 && errno == EINTR
        guard count > 0 else {
            window = []
            return false
        }
        buffer.removeSubrange(count...)
        window = buffer
        windowOffset = offset
        return true
    }
}
