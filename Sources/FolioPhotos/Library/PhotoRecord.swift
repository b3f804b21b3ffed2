/// One photo as a scan read it from its file's headers, and as the index keeps it: what the
/// grid sorts, sections and sizes it by without opening the file again. Keyed by `path`; its
/// `byteCount` and `modificationTime` say whether the file changed since. A plain value: any
/// thread.
struct PhotoRecord: Sendable, Hashable, Codable {
    /// The file's absolute path.
    var path: String
    /// The file's size in bytes, from `stat`.
    var byteCount: Int64
    /// The file's modification time from `stat`, in nanoseconds since 1970 (UTC).
    var modificationTime: Int64
    /// What its bytes are.
    var format: PhotoFormat
    /// Its pixel size as stored, before `orientation` turns it.
    var pixelWidth: Int
    var pixelHeight: Int
    /// The EXIF orientation, 1 to 8; 1 (upright) when the file has none.
    var orientation: Int
    /// When it was taken: EXIF `DateTimeOriginal`, the camera's wall-clock time, kept as
    /// seconds from 1970 as if that time were UTC (EXIF gives no time zone); nil when absent.
    var dateTaken: Int64?
    /// The camera, "Make Model" from EXIF, trimmed; nil when absent.
    var camera: String?

    /// Whether `orientation` turns it a quarter (5 to 8): its upright width is its stored height.
    var isTurned: Bool { (5...8).contains(orientation) }

    /// Its width as shown, `orientation` applied.
    var uprightWidth: Int { isTurned ? pixelHeight : pixelWidth }

    /// Its height as shown, `orientation` applied.
    var uprightHeight: Int { isTurned ? pixelWidth : pixelHeight }
}
