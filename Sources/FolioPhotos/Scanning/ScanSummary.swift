/// What a finished scan found, delivered once after its last progress batch. A plain value:
/// any thread.
struct ScanSummary: Sendable, Equatable {
    /// Photos in the folder: read anew plus known unchanged.
    var photoCount = 0
    /// Photos read because they were new or changed.
    var readCount = 0
    /// Known photos found unchanged, not read again.
    var unchangedCount = 0
    /// Known paths that are no longer photos here (gone, or no longer a photo), sorted; none
    /// after a cancelled scan, and none under a folder that could not be read (their files may
    /// still be there).
    var removedPaths: [String] = []
    /// Files of no photo format, passed over.
    var notPhotoCount = 0
    /// Files skipped as empty, cut, lying or unreadable (each logged).
    var skippedFileCount = 0
    /// Folders that could not be read (each logged).
    var skippedFolderCount = 0
    /// Whether the scan was cancelled before it was done.
    var wasCancelled = false
    /// How long the scan took, from `start()` to its end.
    var seconds = 0.0
}
