import FolioCore

/// What folio-photos was asked to do, parsed and checked. A plain value: any thread.
struct PhotosOptions: Sendable {
    /// Where cells are made: on the workers ahead of time, or on the main thread when they
    /// appear (the benchmark's baseline).
    enum Render: String, CaseIterable, Sendable {
        case async
        case sync
    }

    /// The folder or photo named, nil for the default folder.
    var path: String?
    var layout: PhotoLayout
    var sort: PhotoSort
    /// The window's size in logical pixels.
    var size: Size
    /// Worker threads.
    var workers: Int
    var emitsEvents: Bool
    var render: Render = .async
    /// Whether the `--stats` line is printed at exit.
    var printsStatistics = false
    /// The benchmark's scripted input, nil for a person's.
    var script: PhotosScript?
    /// Screenfuls made before the first frame (the benchmark's floor), nil for none.
    var prewarm: Double?
}
