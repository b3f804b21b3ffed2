import FolioCore

/// Observes the frames the host draws, for the benchmark and `--stats`: main-thread work,
/// placeholders, uploads, what the pipeline held, and how long items took from their node block
/// being asked for to their content on screen. Main thread only.
@MainActor
struct FrameRecorder {
    /// What the frames so far did and showed.
    private(set) var statistics = FrameStatistics()

    /// Records one frame of `root` that took `work` seconds of main-thread time and showed
    /// `content`, at `time` on the collection's clock; `uploaded` are the items whose textures it
    /// made.
    mutating func recordFrame(of root: CollectionNode, work: Double, content: FrameContent, uploaded: [Int], time: Double) {
        statistics.recordHeldBytes(root.heldByteCount)
        statistics.recordFrame(work: work, showedPlaceholder: content.showedPlaceholder, uploads: uploaded.count)
        recordLatencies(of: root, uploaded: uploaded, time: time)
    }

    /// Records the request-to-content latency of items whose textures were just made (the first
    /// frame's too, which is start-up and not a counted frame).
    mutating func recordLatencies(of root: CollectionNode, uploaded: [Int], time: Double) {
        for item in uploaded {
            if let requested = root.takeNodeRequestTime(forItemAt: item) {
                statistics.recordContentLatency(time - requested)
            }
        }
    }
}
