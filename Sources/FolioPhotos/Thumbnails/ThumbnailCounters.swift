import Synchronization

/// The running counts behind `ThumbnailStatistics`, added to by workers and read by anyone:
/// relaxed atomics, as each count stands alone. Any thread.
final class ThumbnailCounters: Sendable {
    // The counts `ThumbnailStatistics` names, the time in nanoseconds.
    private let made = Atomic<Int>(0)
    private let reused = Atomic<Int>(0)
    private let failed = Atomic<Int>(0)
    private let skippedAsFailed = Atomic<Int>(0)
    private let makingNanoseconds = Atomic<Int>(0)

    /// Counts a thumbnail made in `duration`. Called on a worker.
    func addMade(taking duration: Duration) {
        made.add(1, ordering: .relaxed)
        addMaking(duration)
    }

    /// Counts a fresh thumbnail used. Called on a worker.
    func addReused() {
        reused.add(1, ordering: .relaxed)
    }

    /// Counts a photo that failed after `duration` of trying. Called on a worker.
    func addFailed(taking duration: Duration) {
        failed.add(1, ordering: .relaxed)
        addMaking(duration)
    }

    /// Counts a photo not tried because it failed before. Called on a worker.
    func addSkippedAsFailed() {
        skippedAsFailed.add(1, ordering: .relaxed)
    }

    /// The counts now. Any thread.
    var statistics: ThumbnailStatistics {
        ThumbnailStatistics(made: made.load(ordering: .relaxed), reused: reused.load(ordering: .relaxed),
                            failed: failed.load(ordering: .relaxed), skippedAsFailed: skippedAsFailed.load(ordering: .relaxed),
                            makingSeconds: Double(makingNanoseconds.load(ordering: .relaxed)) / 1e9)
    }

    private func addMaking(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        makingNanoseconds.add(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000), ordering: .relaxed)
    }
}
