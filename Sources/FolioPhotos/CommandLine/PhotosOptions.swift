import FolioCore

/// What folio-photos was asked to do, parsed and checked. A plain value: any thread.
struct PhotosOptions: Sendable {
    /// The folder or photo named, nil for the default folder.
    var path: String?
    var layout: PhotoLayout
    var sort: PhotoSort
    /// The window's size in logical pixels.
    var size: Size
    /// Worker threads.
    var workers: Int
    var emitsEvents: Bool
}
