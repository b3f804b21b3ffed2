import FolioCore
import Glibc

/// Reads an image file whole, trusting neither its kind nor its size: only regular files are
/// read (not a FIFO that never ends or a device such as /dev/zero), never more than the limit
/// (the file may grow while it is read), and opening never blocks. Any thread.
enum ImageFileReader {
    /// The most read at once: between reads `isCancelled` is asked, so that a large file on a
    /// slow disk does not hold up a cancelled job.
    static let chunkByteCount = 4 << 20

    /// The bytes of the file at `path`, or the reason it is refused: missing, not a regular
    /// file, unreadable, or over `limits.maxFileByteCount`; or a cancellation once `isCancelled`.
    static func read(atPath path: String, limits: ImageDecodingLimits, isCancelled: () -> Bool) -> Result<[UInt8], ImageDecodingError> {
        func refuse(_ reason: String) -> Result<[UInt8], ImageDecodingError> {
            .failure(ImageDecodingError(path: path, reason: reason))
        }
        // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
        let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let code = errno
            return refuse(code == ENOENT || code == ENOTDIR ? "file not found" : "file cannot be read")
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0 else { return refuse("file cannot be read") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return refuse("not a file")
        default: return refuse("not a regular file")
        }
        let limit = limits.maxFileByteCount
        if let reason = limits.refusal(fileByteCount: Int(status.st_size)) { return refuse(reason) }
        // One byte past the size stat gave, so that a file that grew is noticed; up to the limit.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return refuse(limits.refusal(fileByteCount: count) ?? "file is too large") }
                bytes += [UInt8](repeating: 0, count: min(max(count, 1 << 16), limit + 1 - count))
            }
            guard !isCancelled() else { return .failure(.cancelled(path: path)) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(file, buffer.baseAddress! + count, min(buffer.count - count, chunkByteCount))
            }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                return refuse("file cannot be read")
            }
            count += read
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}
