import Synchronization

/// A flag that says work is no longer wanted, e.g. because its page left the preload range or
/// the app is quitting. Any thread: the owner cancels it on the main thread (or a scheduler that
/// shuts down cancels it) while a worker reads it.
///
/// Cancelling never interrupts running code: a job checks `isCancelled` between its steps
/// (before layout, before rasterising) and long work checks it between rows or lines, then
/// returns early; a `WorkerPool` skips items whose token is already cancelled when it dequeues
/// them. One token may be shared by several items, e.g. all the work for one page.
///
/// A token may be linked to a parent: it then also reads cancelled once the parent is, so that
/// one check sees both reasons to stop (a page's steps being cancelled, and its scheduler
/// shutting down). Cancelling a linked token does not cancel its parent.
public final class CancellationToken: Sendable {
    private let cancelled = Atomic<Bool>(false)
    private let parent: CancellationToken?

    /// Creates a token that is not cancelled, and is cancelled only by its own `cancel()`.
    /// Any thread.
    public init() {
        parent = nil
    }

    /// Creates a token that is not cancelled yet, and reads cancelled once either it or
    /// `parent` is. Any thread.
    public init(linkedTo parent: CancellationToken) {
        self.parent = parent
    }

    /// Whether `cancel()` has been called on this token or on its parent. Any thread.
    public var isCancelled: Bool {
        cancelled.load(ordering: .acquiring) || parent?.isCancelled == true
    }

    /// Marks the work as no longer wanted; calling it again does nothing. Any thread.
    public func cancel() {
        cancelled.store(true, ordering: .releasing)
    }
}
