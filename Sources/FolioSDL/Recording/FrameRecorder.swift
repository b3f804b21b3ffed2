import FolioCore

/// Observes the frames the host draws, for the benchmark and `--stats`: main-thread work,
/// placeholders, uploads, what the pipeline held, and how long items took from their node block
/// being asked for to their content on screen. Main thread only.
@MainActor
struct FrameRecorder {
    /// What the frames so far did and showed.
    private(set) var statistics = FrameStatistics()

    /// Records one frame of `root` that took `work` seconds of main-thread time and showed
    /// `content`, at `time` on the collection's clock; `uploaded` are the root's items whose
    /// textures it made, `nestedUploads` those of the collections nested in the root's items.
    mutating func recordFrame(of root: CollectionNode, work: Double, content: FrameContent, uploaded: [Int],
                              nestedUploads: [(collection: CollectionNode, items: [Int])] = [], time: Double) {
        let uploads = nestedUploads.reduce(uploaded.count) { $0 + $1.items.count }
        statistics.recordHeldBytes(root.heldByteCount)
        statistics.recordFrame(work: work, showedPlaceholder: content.showedPlaceholder, uploads: uploads)
        recordLatencies(of: root, uploaded: uploaded, time: time)
        for upload in nestedUploads { recordLatencies(of: upload.collection, uploaded: upload.items, time: time) }
    }

    /// Records the request-to-content latency of items whose textures were just made (the first
    /// frame's too, which is start-up and not a counted frame), and the request-to-arrival
    /// latency of those whose textures now show content that arrived later.
    mutating func recordLatencies(of root: CollectionNode, uploaded: [Int], time: Double) {
        for item in uploaded {
            if let requested = root.takeNodeRequestTime(forItemAt: item) {
                statistics.recordContentLatency(time - requested)
            }
            if let requested = root.takeContentArrivalRequestTime(forItemAt: item) {
                statistics.recordArrivalLatency(time - requested)
            }
        }
    }
}
