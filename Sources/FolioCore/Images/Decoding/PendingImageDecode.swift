import Foundation

/// One decode under way in a `DecodedImageCache`, which requests for the same image wait on
/// instead of decoding it again. Any thread: the decoding thread finishes it once, waiters block
/// on its condition.
final class PendingImageDecode: @unchecked Sendable {
    // @unchecked: `outcome` is only touched with `condition` held.

    /// How the decode ended.
    enum Outcome {
        case image(any DecodedImage)
        case failure(ImageDecodingError)
        /// The decoding request was cancelled: its waiters, if they are still wanted, try again.
        case cancelled
    }

    /// How often a waiter with a cancellation token looks at it. A token has no way to signal,
    /// so it is polled; a wait is as long as one decode, so this costs a few wake-ups at most.
    static let cancellationPollInterval: TimeInterval = 0.005

    private let condition = NSCondition()
    private var outcome: Outcome?

    /// Records how the decode ended and wakes every waiter. Called once, by the decoding thread.
    func finish(_ outcome: Outcome) {
        condition.lock()
        self.outcome = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until the decode ends, and returns how; or nil as soon as `cancellation` is
    /// cancelled, leaving the decode to run on for the others. Any thread but the decoding one.
    func wait(cancellation: CancellationToken?) -> Outcome? {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil {
            guard let cancellation else {
                condition.wait()
                continue
            }
            if cancellation.isCancelled { return nil }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Self.cancellationPollInterval))
        }
        return outcome
    }
}
