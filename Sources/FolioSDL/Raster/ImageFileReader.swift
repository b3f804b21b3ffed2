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

    /// The descriptor, open for reading; the C decoders read it with pread.
    let descriptor: Int32
    /// The file's size as fstat gave it.
    let byteCount: Int
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

    private init(descriptor: Int32, byteCount: Int, limit: Int, isCancelled: @escaping () -> Bool) {
        self.descriptor = descriptor
        self.byteCount = byteCount
        self.limit = limit
        self.isCancelled = isCancelled
        buffer = .allocate(byteCount: max(1, min(byteCount + 1, Self.chunkByteCount)), alignment: 16)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// The file at `path` opened for reading, or the reason it is refused: missing, not a regular
    /// file, unreadable, or over `limits.maxFileByteCount`. `isCancelled` is asked before each
    /// read. Any thread.
    static func open(atPath path: String, limits: ImageDecodingLimits, isCancelled: @escaping () -> Bool) -> Result<ImageFileReader, ImageDecodingError> {
        func refuse(_ reason: String) -> Result<ImageFileReader, ImageDecodingError> {
            .failure(ImageDecodingError(path: path, reason: reason))
        }
        // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
        let file = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let code = errno
            return refuse(code == ENOENT || code == ENOTDIR ? "file not found" : "file cannot be read")
        }
        var status = stat()
        let mode = fstat(file, &status) == 0 ? status.st_mode & S_IFMT : nil
        let refusal: String? = switch mode {
        case S_IFREG: limits.refusal(fileByteCount: Int(status.st_size))
        case S_IFDIR: "not a file"
        case nil: "file cannot be read"
        default: "not a regular file"
        }
        if let refusal {
            close(file)
            return refuse(refusal)
        }
        return .success(ImageFileReader(descriptor: file, byteCount: Int(status.st_size), limit: limits.maxFileByteCount, isCancelled: isCancelled))
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
