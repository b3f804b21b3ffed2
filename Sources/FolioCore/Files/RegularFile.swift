import Foundation
import Glibc

/// A file opened as hostile input, the way every file Folio reads is opened (images, fonts,
/// lists): without blocking (opening a FIFO for reading would otherwise wait for a writer that
/// never comes, and no signal ends that wait), refused unless it is a regular file (not a FIFO,
/// a device such as /dev/zero, or a folder), its size from `fstat` a claim checked against a
/// bound before anything is read and again against what reads return (the file may grow), read
/// in pieces between which a cancellation is asked. Owns its descriptor, closed when it goes.
/// Used by one thread at a time.
public final class RegularFile {
    /// Why a file is refused or could not be read; `description` is the short reason Folio's
    /// messages quote ("file not found", "not a regular file").
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case notFound
        /// A folder.
        case folder
        /// A FIFO, a socket, a device.
        case notRegular
        /// The file is larger than the bound (`byteCount` as it claimed, or nil if it grew past
        /// the bound while being read).
        case tooLarge(byteCount: Int?, limit: Int)
        /// Opening or reading failed (`errno`).
        case unreadable(Int32)
        case cancelled

        public var description: String {
            switch self {
            case .notFound: "file not found"
            case .folder: "not a file"
            case .notRegular: "not a regular file"
            case .tooLarge(_, let limit): "file is larger than \(Self.size(limit))"
            case .unreadable(let code): "file cannot be read (\(String(cString: strerror(code))))"
            case .cancelled: "reading was cancelled"
            }
        }

        private static func size(_ bytes: Int) -> String {
            bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
        }
    }

    /// How much one read asks for: the most of a file held between two cancellation checks.
    public static let pieceByteCount = 256 << 10

    /// The descriptor, open for reading without blocking.
    public let descriptor: Int32
    /// The file's size as `fstat` gave it: a claim.
    public let byteCount: Int

    private init(descriptor: Int32, byteCount: Int) {
        self.descriptor = descriptor
        self.byteCount = byteCount
    }

    deinit {
        close(descriptor)
    }

    /// The regular file at `path`, open for reading, or why it is refused. Any thread.
    public static func open(atPath path: String) -> Result<RegularFile, Failure> {
        // A NUL would cut the path short and open another file.
        guard !path.utf8.contains(0) else { return .failure(.notFound) }
        let file = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let code = errno
            return .failure(code == ENOENT || code == ENOTDIR ? .notFound : .unreadable(code))
        }
        var status = stat()
        guard fstat(file, &status) == 0 else {
            let code = errno
            close(file)
            return .failure(.unreadable(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .success(RegularFile(descriptor: file, byteCount: Int(status.st_size)))
        case S_IFDIR:
            close(file)
            return .failure(.folder)
        default:
            close(file)
            return .failure(.notRegular)
        }
    }

    /// Reads the whole regular file at `path` if it holds at most `limit` bytes, in pieces,
    /// asking `isCancelled` before each. Any thread.
    public static func read(atPath path: String, limit: Int, isCancelled: () -> Bool = { false }) -> Result<[UInt8], Failure> {
        open(atPath: path).flatMap { $0.readAll(limit: limit, isCancelled: isCancelled) }
    }

    /// Reads the file from its start to its end, refusing it if it claims or turns out to hold
    /// more than `limit` bytes. Any thread, one at a time.
    public func readAll(limit: Int, isCancelled: () -> Bool = { false }) -> Result<[UInt8], Failure> {
        guard byteCount <= limit else { return .failure(.tooLarge(byteCount: byteCount, limit: limit)) }
        // Room for one byte past the limit, so that a file that grew past it is noticed.
        var bytes = [UInt8](repeating: 0, count: min(limit, byteCount) + 1)
        var count = 0
        while true {
            if isCancelled() { return .failure(.cancelled) }
            if count == bytes.count {
                guard count <= limit else { return .failure(.tooLarge(byteCount: nil, limit: limit)) }
                bytes.append(contentsOf: repeatElement(0, count: min(Self.pieceByteCount, limit + 1 - count)))
            }
            let wanted = min(Self.pieceByteCount, bytes.count - count)
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + count, wanted, off_t(count))
            }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                return .failure(.unreadable(code))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .failure(.tooLarge(byteCount: nil, limit: limit)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}
