import Glibc

extension IndexedFileStamp {
    /// The stamp of the file `status` describes, as a scan compares it with the index's. Any
    /// thread.
    init(_ status: stat) {
        self.init(byteCount: Int64(status.st_size),
                  modificationTime: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }
}

extension PhotoRecord {
    /// The stamp of the file as it was when the record was read. Any thread.
    var stamp: IndexedFileStamp { IndexedFileStamp(byteCount: byteCount, modificationTime: modificationTime) }
}
