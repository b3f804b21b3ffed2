/// What a `ThumbnailLoader` has done so far, read at one moment: for the bench, and for a log
/// line when the app quits. A plain value: any thread.
struct ThumbnailStatistics: Sendable, Hashable, Encodable {
    /// Thumbnails decoded from their photos and written.
    var made = 0
    /// Fresh thumbnails found and used (ours or another program's).
    var reused = 0
    /// Photos that failed to decode (each recorded as a failure).
    var failed = 0
    /// Photos not tried because a fresh record says they failed before.
    var skippedAsFailed = 0
    /// Time spent making thumbnails (decoding and writing, failures included), summed over
    /// every worker, in seconds.
    var makingSeconds = 0.0

    /// Thumbnails made per second of one worker's time; 0 before any is made.
    var madePerWorkerSecond: Double { makingSeconds > 0 ? Double(made) / makingSeconds : 0 }
}
