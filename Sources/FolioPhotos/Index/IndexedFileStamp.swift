/// What the index knows of a file without opening it: its size and modification time as `stat`
/// gave them when it was last scanned. A rescan compares these with `stat` now to tell which
/// files changed. A plain value: any thread.
struct IndexedFileStamp: Sendable, Hashable {
    /// The file's size in bytes.
    var byteCount: Int64
    /// The file's modification time, in nanoseconds since 1970 (UTC).
    var modificationTime: Int64
}
