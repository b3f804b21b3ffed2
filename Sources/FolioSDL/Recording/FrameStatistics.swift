import FolioCore

/// Records what the frames did and showed, cheaply enough to leave on: counters plus fixed
/// rings of samples allocated once (no allocation per frame). Main thread only.
///
/// A frame's work is the main thread's time from the start of the frame (after any wait for
/// input) to just before it is presented, drawing included; the wait for the next frame is not.
public struct FrameStatistics: Sendable {
    /// The budgets frames are counted against, in seconds: half a 60 Hz frame and a whole one.
    public static let halfFrameBudget = 1.0 / 120
    /// A whole 60 Hz frame.
    public static let frameBudget = 1.0 / 60

    /// Frames presented (the first frame, which waits for content, is start-up, not counted).
    public private(set) var frames = 0
    /// Frames in which at least one visible page showed its placeholder instead of its content.
    public private(set) var placeholderFrames = 0
    /// The most placeholder frames in a row.
    public private(set) var longestPlaceholderRun = 0
    /// Placeholder frames in the run going on now.
    private var currentRun = 0
    /// The most bytes of page bitmaps and loaded data (decoded images) the pipeline held after
    /// any frame: what its memory budget caps.
    public private(set) var peakHeldBytes = 0
    /// Bitmaps turned into textures.
    public private(set) var textureUploads = 0
    /// Frames whose work took longer than half a 60 Hz frame (8.3 ms), and than a whole one.
    public private(set) var framesOverHalfBudget = 0
    /// Frames whose work took longer than a whole 60 Hz frame (16.7 ms).
    public private(set) var framesOverBudget = 0
    /// The last frames' work, in seconds.
    public private(set) var frameWork = SampleRing(capacity: 8192)
    /// Seconds from a page's node block being requested to its content being ready to draw (its
    /// texture made), one sample per page.
    public private(set) var contentLatency = SampleRing(capacity: 8192)
    /// Seconds from a page's node block being requested to content that arrived after the page
    /// was first drawn without it (an image fetched from a server) being drawn in place of its
    /// placeholder, its texture made: one sample per arrival.
    public private(set) var arrivalLatency = SampleRing(capacity: 8192)

    /// Statistics with nothing recorded yet. Main thread only.
    public init() {}

    /// Records one presented frame that took `work` seconds of main-thread time.
    mutating func recordFrame(work: Double, showedPlaceholder: Bool, uploads: Int) {
        frames += 1
        textureUploads += uploads
        frameWork.append(work)
        if work > Self.halfFrameBudget { framesOverHalfBudget += 1 }
        if work > Self.frameBudget { framesOverBudget += 1 }
        if showedPlaceholder {
            placeholderFrames += 1
            currentRun += 1
            longestPlaceholderRun = max(longestPlaceholderRun, currentRun)
        } else {
            currentRun = 0
        }
    }

    /// Records that a page's content became ready `latency` seconds after its block was asked for.
    mutating func recordContentLatency(_ latency: Double) {
        contentLatency.append(max(0, latency))
    }

    /// Records that content which arrived later was drawn `latency` seconds after its page's
    /// block was asked for.
    mutating func recordArrivalLatency(_ latency: Double) {
        arrivalLatency.append(max(0, latency))
    }

    /// Records the bytes the pipeline holds in bitmaps and loaded data after a frame.
    mutating func recordHeldBytes(_ bytes: Int) {
        peakHeldBytes = max(peakHeldBytes, bytes)
    }

    /// The figures as `--stats` prints them: times in milliseconds, memory in KiB (RSS, read
    /// now) and bytes (what the pipeline held). Main thread.
    public var report: Report {
        Report(
            frames: frames, placeholderFrames: placeholderFrames, longestPlaceholderRun: longestPlaceholderRun,
            textureUploads: textureUploads, framesOver8ms: framesOverHalfBudget, framesOver16ms: framesOverBudget,
            frameWorkMs: Report.Summary(frameWork.summary), contentLatencyMs: Report.Summary(contentLatency.summary),
            arrivalLatencyMs: Report.Summary(arrivalLatency.summary),
            peakHeldBytes: peakHeldBytes, peakRSSKiB: ProcessMemory.peakResidentKiB, rssKiB: ProcessMemory.residentKiB
        )
    }

    /// The statistics as a value to encode. A plain value: usable on any thread.
    public struct Report: Encodable, Sendable {
        /// Percentiles of a ring of samples, in milliseconds rounded to the microsecond.
        public struct Summary: Encodable, Sendable {
            /// How many samples there were.
            public let count: Int
            /// The median.
            public let p50: Double
            /// The 95th percentile.
            public let p95: Double
            /// The 99th percentile.
            public let p99: Double
            /// The largest sample.
            public let max: Double

            init(_ summary: SampleSummary) {
                func ms(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1000 }
                count = summary.count
                p50 = ms(summary.p50)
                p95 = ms(summary.p95)
                p99 = ms(summary.p99)
                max = ms(summary.max)
            }
        }

        /// Frames presented, the first one not counted.
        public let frames: Int
        /// Frames in which a visible page showed its placeholder.
        public let placeholderFrames: Int
        /// The most placeholder frames in a row.
        public let longestPlaceholderRun: Int
        /// Bitmaps turned into textures.
        public let textureUploads: Int
        /// Frames whose work took longer than 8.3 ms.
        public let framesOver8ms: Int
        /// Frames whose work took longer than 16.7 ms.
        public let framesOver16ms: Int
        /// The main thread's work per frame.
        public let frameWorkMs: Summary
        /// From a page's node block being requested to its content being ready to draw.
        public let contentLatencyMs: Summary
        /// From a page's node block being requested to content that arrived later (a fetched
        /// image) being drawn in place of its placeholder.
        public let arrivalLatencyMs: Summary
        /// The most bytes of page bitmaps and loaded data the pipeline held after any frame.
        public let peakHeldBytes: Int
        /// The process's peak resident memory in KiB, when the platform tells it.
        public let peakRSSKiB: Int?
        /// The process's resident memory in KiB at the report, when the platform tells it.
        public let rssKiB: Int?
    }
}
