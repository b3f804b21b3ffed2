import FolioCore
import Glibc

/// An open image file, trusting neither its kind nor its size: only regular files are opened
/// (not a FIFO that never ends or a device such as /dev/zero), opening never blocks, and the size
/// fstat gives is a claim, checked against `ImageDecodingLimits.maxFileByteCount` before anything
/// is read and again against what reads return (the file may grow). Its bytes are read by offset
/// through one buffer of `chunkByteCount`, so memory does not follow the file's size. Owns the
/// descriptor, closed when the reader goes. Used by the one thread that decodes the file.
final class ImageFileReader: ImageBytes {
    /// The most of the file held at once; between reads `isCancelled` is asked, so that a large
    /// file on a slow disk does not hold up a cancelled job.
    static let chunkByteCount = 256 << 10

    /// Why reading stopped early.
    enum Failure: Error, Equatable {
        case cancelled
        case unreadable
        /// More than the limit could be read: the file grew after it was sized.
        case tooLarge
    }

    /// The file, opened as `RegularFile` opens every file Folio reads.
    private let file: RegularFile
    /// The descriptor, open for reading; the C decoders read it with pread.
    var descriptor: Int32 { file.descriptor }
    /// The file's size as fstat gave it.
    var byteCount: Int { file.byteCount }
    /// The most bytes the file may hold.
    let limit: Int
    /// Why reading stopped, once it has; every read after that finds nothing.
    private(set) var failure: Failure?
    /// How many reads were made, and how many bytes they returned.
    private(set) var readCount = 0
    private(set) var readByteCount = 0

    private let isCancelled: () -> Bool
    private let buffer: UnsafeMutableRawBufferPointer
    /// The file offset of the buffer's first byte, and how many bytes it holds.
    private var bufferOffset = 0
    private var bufferCount = 0

    /// The size of the buffer: `chunkByteCount`, or less for a smaller file.
    var bufferByteCount: Int { buffer.count }

    private init(file: RegularFile, limit: Int, isCancelled: @escaping () -> Bool) {
        self.file = file
        self.limit = limit
        self.isCancelled = isCancelled
        buffer = .allocate(byteCount: max(1, min(file.byteCount + 1, Self.chunkByteCount)), alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// The file at `path` opened for reading, or the reason it is refused: missing, not a regular
    /// file, unreadable, or over `limits.maxFileByteCount`. `isCancelled` is asked before each
    /// read. Any thread.
    static func open(atPath path: String, limits: ImageDecodingLimits, isCancelled: @escaping () -> Bool) -> Result<ImageFileReader, ImageDecodingError> {
        func refuse(_ reason: String) -> Result<ImageFileReader, ImageDecodingError> {
            .failure(ImageDecodingError(path: path, reason: reason))
        }
        switch RegularFile.open(atPath: path) {
        case .success(let file):
            if let refusal = limits.refusal(fileByteCount: file.byteCount) { return refuse(refusal) }
            return .success(ImageFileReader(file: file, limit: limits.maxFileByteCount, isCancelled: isCancelled))
        case .failure(.notFound):
            return refuse("file not found")
        case .failure(.folder):
            return refuse("not a file")
        case .failure(.notRegular):
            return refuse("not a regular file")
        case .failure:
            return refuse("file cannot be read")
        }
    }

    func byte(at offset: Int) -> UInt8? {
        guard load(offset) else { return nil }
        return buffer[offset - bufferOffset]
    }

    func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
        var offset = offset
        while load(offset) {
            let start = offset - bufferOffset
            if let found = memchr(buffer.baseAddress! + start, Int32(byte), bufferCount - start) {
                return bufferOffset + buffer.baseAddress!.distance(to: found)
            }
            offset = bufferOffset + bufferCount
        }
        return nil
    }

    /// Makes the buffer hold `offset`, reading from there if it does not; false past the end of
    /// the file or once reading has failed.
    private func load(_ offset: Int) -> Bool {
        if offset >= bufferOffset, offset < bufferOffset + bufferCount { return true }
        guard failure == nil, offset >= 0 else { return false }
        guard !isCancelled() else {
            failure = .cancelled
            return false
        }
        // Up to one byte past the limit, so that a file that grew past it is noticed.
        let wanted = offset > limit ? 1 : min(buffer.count, limit - offset + 1)
        var count: Int
        repeat {
            count = pread(descriptor, buffer.baseAddress!, wanted, off_t(offset))
        } while count < 0 && errno == EINTR
        bufferOffset = offset
        bufferCount = max(0, count)
        guard count >= 0 else {
            failure = .unreadable
            return false
        }
        readCount += 1
        readByteCount += count
        if offset + count > limit {
            bufferCount = 0
            failure = .tooLarge
        }
        return bufferCount > 0
    }
}
