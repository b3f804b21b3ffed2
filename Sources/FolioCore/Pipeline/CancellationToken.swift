import Synchronization

/// A flag that says work is no longer wanted, e.g. because its page left the preload range.
/// Any thread: the owner cancels it on the main thread while a worker reads it.
///
/// Cancelling never interrupts running code: a job checks `isCancelled` between its steps
/// (before layout, before rasterising) and returns early, and a `WorkerPool` skips items whose
/// token is already cancelled when it dequeues them. One token may be shared by several items,
/// e.g. all the work for one page.
public final class CancellationToken: Sendable {
    private let cancelled = Atomic<Bool>(false)

    /// Creates a token that is not cancelled. Any thread.
    public init() {}

    /// Whether `cancel()` has been called. Any thread.
    public var isCancelled: Bool {
        cancelled.load(ordering: .acquiring)
    }

    /// Marks the work as no longer wanted; calling it again does nothing. Any thread.
    public func cancel() {
        cancelled.store(true, ordering: .releasing)
    }
}
