import FolioCommandLine
import FolioCore
import FolioSDL

/// The line `--stats` prints at exit: the frames as folio-demo's line has them
/// (`{"memoryBudgetBytes":…,"prewarm":…,"render":"async","stats":{…},"workers":2}`), and
/// folio-photos' own figures: the photos shown, how long the scan took, and what the thumbnail
/// loader did. The benchmark decodes it. Main thread.
struct PhotosStatistics: Encodable {
    let stats: FrameStatistics.Report
    let render: String
    /// Worker threads making cells (0 for sync).
    let workers: Int
    let prewarm: PrewarmFigures?
    let memoryBudgetBytes: Int
    /// The photos in the grid at exit.
    let photos: Int
    /// How long the scan took; absent when it had not gone through the folder by the exit.
    let scanSeconds: Double?
    /// What the thumbnail loader did; absent without a thumbnail folder.
    let thumbnails: ThumbnailStatistics?

    /// Queues the line for standard output, after the events.
    func print() {
        StatisticsOutput.print(self)
    }
}
