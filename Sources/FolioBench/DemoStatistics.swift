/// What `folio-demo --stats` and `folio-photos --stats` print at exit (times in milliseconds,
/// memory in KiB; folio-photos adds its photos, scan and thumbnails).
struct DemoStatistics: Decodable {
    struct Summary: Decodable {
        let count: Int
        let p50: Double
        let p95: Double
        let p99: Double
        let max: Double
    }

    struct Frames: Decodable {
        let frames: Int
        let placeholderFrames: Int
        let longestPlaceholderRun: Int
        let textureUploads: Int
        let framesOver8ms: Int
        let framesOver16ms: Int
        let frameWorkMs: Summary
        let contentLatencyMs: Summary
        /// From a block requested to content that arrived later (a fetched image) drawn.
        let arrivalLatencyMs: Summary?
        let peakHeldBytes: Int?
        let peakRSSKiB: Int?
        let rssKiB: Int?
    }

    struct Prewarm: Decodable {
        let pages: Int
        let seconds: Double
        let complete: Bool
    }

    /// What the run's batch updates cost (see the demo's `UpdateStatistics`).
    struct Updates: Decodable {
        struct Update: Decodable {
            let kind: String
            let items: Int
            let applyMs: Double
            let frameMs: Double?
            let frames: Int?
        }

        struct FrameSet: Decodable {
            let frames: Int
            let framesOver8ms: Int
            let framesOver16ms: Int
            let workMs: Summary
        }

        let updates: [Update]
        let applyMs: Summary
        let applyFrameMs: Summary
        let animatedFrames: FrameSet
        let otherFrames: FrameSet
        let complete: Bool
    }

    /// What fetching remote images did (see FolioCore's `ImageFetchStatistics`).
    struct Images: Decodable {
        let transfersStarted: Int
        let requestsSent: Int
        let joined: Int
        let cancelled: Int
        let retried: Int
        let failed: Int
        let finished: Int
        let bytesReceived: Int
        let diskCacheHits: Int
        let peakRunningTransfers: Int
    }

    /// What folio-photos' thumbnail loader did (see its `ThumbnailStatistics`).
    struct Thumbnails: Decodable {
        let made: Int
        let reused: Int
        let failed: Int
        let skippedAsFailed: Int
        /// Seconds spent making thumbnails, summed over the workers.
        let makingSeconds: Double
    }

    /// How long keystrokes took to reach the screen (the demo's `TypingLatencyFigures`).
    struct Typing: Decodable {
        let count: Int
        let p50Ms: Double
        let p99Ms: Double
        let maxMs: Double
    }

    let stats: Frames
    let render: String
    let workers: Int
    let prewarm: Prewarm?
    let memoryBudgetBytes: Int?
    let updates: Updates?
    /// Keystrokes in the window's text fields, to the present of the frame showing each; only
    /// when text was typed.
    let typing: Typing?
    /// Only when the run fetched remote images.
    let images: Images?
    /// folio-photos only: the photos shown at exit, the scan's seconds (once it ended) and the
    /// thumbnail loader's counts.
    let photos: Int?
    let scanSeconds: Double?
    let thumbnails: Thumbnails?
}
