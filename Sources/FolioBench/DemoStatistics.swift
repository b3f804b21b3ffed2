/// What `folio-demo --stats` prints at exit (times in milliseconds, memory in KiB).
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

    let stats: Frames
    let render: String
    let workers: Int
    let prewarm: Prewarm?
    let memoryBudgetBytes: Int?
    let updates: Updates?
    /// Only when the run fetched remote images.
    let images: Images?
}
