import Foundation
import Glibc

/// A new entry of an `ImageDiskCache` being written: a temporary file in the cache's folder,
/// flushed and renamed to the entry's name once whole. Its descriptor stays open until then, so
/// that what was written can be read back even if the file is removed under it (another
/// process clearing the cache) or the disk fills up. Closed and removed when released unless
/// committed. Used by one thread at a time.
final class ImageDiskCacheWriter {
    /// How a commit ended.
    enum Outcome {
        /// The entry is in the cache at this path.
        case stored(String)
        /// The entry could not be kept (a full disk, larger than the cache's bound, the file
        /// removed under it); here are its bytes.
        case notStored(Data)
        /// The entry could not be kept and its bytes could not be read back.
        case lost
    }

    private let cache: ImageDiskCache
    private let descriptor: Int32
    private let temporaryPath: String
    private let entryPath: String
    private var isOpen = true
    private var hasFailed = false
    /// The bytes written so far.
    private(set) var byteCount = 0

    init(cache: ImageDiskCache, descriptor: Int32, temporaryPath: String, entryPath: String) {
        self.cache = cache
        self.descriptor = descriptor
        self.temporaryPath = temporaryPath
        self.entryPath = entryPath
    }

    deinit {
        abandon()
    }

    /// Writes `data` after what is there; false if not all of it could be written (a full disk):
    /// `byteCount` says how much was, and the writer takes no more.
    func append(_ data: Data) -> Bool {
        guard isOpen, !hasFailed else { return false }
        let written = data.withUnsafeBytes { buffer -> Int in
            var offset = 0
            while offset < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    break
                }
                offset += result
            }
            return offset
        }
        byteCount += written
        if written < data.count { hasFailed = true }
        return !hasFailed
    }

    /// The `byteCount` bytes written so far, read back from the file, or nil if they cannot be.
    func readBack() -> Data? {
        guard isOpen else { return nil }
        var data = Data(count: byteCount)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = pread(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if result < 0, errno == EINTR { continue }
                if result <= 0 { return false }
                offset += result
            }
            return true
        }
        return complete ? data : nil
    }

    /// Makes the file the entry: flushed to disk, then renamed over any entry of the same name.
    /// If it cannot be kept, its bytes are read back and the file removed.
    func commit() -> Outcome {
        guard isOpen else { return .lost }
        let isKept = !hasFailed && byteCount > 0 && byteCount <= cache.maxByteCount && fsyncWithRetry()
        if isKept {
            if rename(temporaryPath, entryPath) == 0 {
                isOpen = false
                close(descriptor)
                cache.added(byteCount: byteCount, at: entryPath)
                return .stored(entryPath)
            }
            let code = errno
            // A folder or other non-file in the entry's place; a vanished temporary file
            // (cleared by another process) or a full disk says nothing about the folder.
            if !ImageDiskCache.isTransient(code), code != ENOENT {
                cache.disable("cannot make an entry (\(String(cString: strerror(code))))")
            }
        }
        let bytes = readBack()
        abandon()
        return bytes.map(Outcome.notStored) ?? .lost
    }

    /// Closes and removes the temporary file. Doing it twice does nothing.
    func abandon() {
        guard isOpen else { return }
        isOpen = false
        close(descriptor)
        unlink(temporaryPath)
    }

    private func fsyncWithRetry() -> Bool {
        while fsync(descriptor) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }
}
