import Glibc

/// What says whether a file changed since it was indexed: its size and modification time as
/// `stat` gives them. A file whose stamp matches the index's is not read again. A plain value:
/// any thread.
struct PhotoFileStamp: Hashable, Sendable {
    /// The size in bytes.
    var byteCount: Int64
    /// The modification time in nanoseconds since 1970 (UTC).
    var modificationTime: Int64

    /// The stamp of the file `status` describes. Any thread.
    init(_ status: stat) {
        byteCount = Int64(status.st_size)
        modificationTime = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// A stamp of these values (an index's row). Any thread.
    init(byteCount: Int64, modificationTime: Int64) {
        self.byteCount = byteCount
        self.modificationTime = modificationTime
    }
}

extension PhotoRecord {
    /// The stamp of the file as it was when the record was read.
    var stamp: PhotoFileStamp { PhotoFileStamp(byteCount: byteCount, modificationTime: modificationTime) }
}
