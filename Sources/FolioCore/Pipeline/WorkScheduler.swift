/// Where the pipeline sends background work. `WorkerPool` runs it on dedicated threads; tests
/// use a manual scheduler that runs it on the test thread when told to.
///
/// Implementations are thread-safe: `submit` may be called from any thread, including from
/// inside a running item.
public protocol WorkScheduler: Sendable {
    /// Queues `item` to run once, unless its token is cancelled before it starts. Any thread.
    func submit(_ item: WorkItem)

    /// Moves the focus that orders the queue: items whose key is nearest `position` run first,
    /// measured the shorter way round when `isCircular`. The main thread calls it as the pager
    /// moves.
    ///
    /// - Parameters:
    ///   - position: The visible position, in pages.
    ///   - pageCount: The number of pages (for circular distances).
    ///   - isCircular: Whether pages wrap around.
    func setFocus(_ position: Double, pageCount: Int, isCircular: Bool)

    /// Whether no item waits or runs now: the host counts itself at rest only then, and lets go
    /// of idle memory (`IdleMemoryReleaser`). Any thread.
    var isIdle: Bool { get }
}

extension WorkScheduler {
    /// A scheduler that does not say is taken to be idle: one that runs each item before
    /// `submit` returns has nothing left over, and memory released at a wrong moment only comes
    /// back. Any thread.
    public var isIdle: Bool { true }
}
