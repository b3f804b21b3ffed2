import Foundation

/// Runs work items on dedicated worker threads, nearest-to-visible first. Thread-safe: every
/// method may be called from any thread (the focus normally from the main thread).
///
/// The workers are plain `Thread`s rather than tasks: rasterising and decoding block, and the
/// cooperative pool may have as few threads as cores. Each idle worker sleeps until an item
/// arrives, then always takes the queued item whose key is nearest the focus (see `WorkQueue`),
/// skipping items whose token was cancelled while they waited.
///
/// `shutdown()` discards the pending items, cancels the tokens of those and of the running ones
/// (whose long work checks them and returns early), and waits until every worker has run its
/// teardown and finished. Dropping the last reference does the same without waiting, so a pool
/// may be released from any thread, a worker included.
public final class WorkerPool: WorkScheduler {
    /// What a pool has done so far. A plain value.
    public struct Statistics: Hashable, Sendable {
        /// Items whose body ran to the end.
        public var itemsRun = 0
        /// Items skipped because their token was cancelled before they started.
        public var itemsSkipped = 0
        /// Items dropped by `shutdown()`, or submitted after it.
        public var itemsDiscarded = 0
    }

    /// Waits longer than this, in seconds (a year), have no deadline: Foundation traps on dates
    /// far in the future.
    private static let unlimitedWait: Double = 365 * 24 * 3600

    /// The number of worker threads.
    public let threadCount: Int
    private let core: WorkerPoolCore
    /// The workers, as POSIX threads rather than Foundation `Thread`s: only those can be joined,
    /// and `shutdown()` must return only once they have exited, so that the process can quit (and
    /// the libraries they used can shut down) with no worker still on its way out.
    private let threads: [pthread_t]
    /// Whether the threads have been claimed for joining or detaching, which may happen once.
    private let threadsClaimed = Locked(false)

    /// Creates a pool and starts its workers, named "\(name)-1", "\(name)-2", … (Linux shows
    /// the first 15 bytes of a thread's name).
    ///
    /// - Parameters:
    ///   - threadCount: The number of workers (at least 1 is used); by default one per active
    ///     processor. Benchmarks vary it.
    ///   - name: The prefix of the threads' names.
    ///   - threadSetup: Runs first on each worker thread, before any item: the platform lowers
    ///     the workers' scheduling priority here, so that on a machine with as many workers as
    ///     cores the main thread still gets a core the moment it has a frame to draw.
    ///   - threadTeardown: Runs last on each worker thread, after its last item and before the
    ///     worker counts as gone: the platform closes what the thread opened for itself (its
    ///     fonts) here, so that once `shutdown()` returns the libraries under them may be shut.
    public init(
        threadCount: Int = ProcessInfo.processInfo.activeProcessorCount,
        name: String = "folio-worker",
        threadSetup: @escaping @Sendable () -> Void = {},
        threadTeardown: @escaping @Sendable () -> Void = {}
    ) {
        self.threadCount = max(1, threadCount)
        let core = WorkerPoolCore(workerCount: self.threadCount)
        self.core = core
        // The threads hold the core, not the pool, so the pool can go away while they run.
        threads = (1...self.threadCount).map { number in
            Self.startThread {
                threadSetup()
                core.runWorker(number: number, named: "\(name)-\(number)", teardown: threadTeardown)
            }
        }
    }

    deinit {
        core.stop()
        // Nobody will join them: let each thread's resources go when it exits.
        if claimThreads() { threads.forEach { pthread_detach($0) } }
    }

    /// Queues `item`; an idle worker picks it up at once. After `shutdown()` the item is
    /// discarded and its token cancelled. Any thread.
    public func submit(_ item: WorkItem) {
        core.submit(item)
    }

    /// Moves the focus to `position`, keeping the page count and circularity last set (linear
    /// distances if none were). Any thread (normally main).
    public func setFocus(_ position: Double) {
        core.withState { state in
            var focus = state.queue.focus ?? WorkFocus(position: position)
            focus.position = position
            state.queue.focus = focus
        }
    }

    /// Moves the focus: queued items nearest `position` run first, measured the shorter way
    /// round when `isCircular`. Until the first call, items run in the order submitted. Any
    /// thread (normally main).
    public func setFocus(_ position: Double, pageCount: Int, isCircular: Bool) {
        core.withState { $0.queue.focus = WorkFocus(position: position, pageCount: pageCount, isCircular: isCircular) }
    }

    /// The counters so far. Any thread.
    public var statistics: Statistics {
        core.withState { $0.statistics }
    }

    /// The number of items waiting to start (cancelled ones included until a worker drops them).
    /// Any thread.
    public var pendingCount: Int {
        core.withState { $0.queue.count }
    }

    /// Whether no item is queued or running (cancelled items still queued count as queued until
    /// a worker drops them). Any thread.
    public var isIdle: Bool {
        core.withState { $0.isIdle }
    }

    /// The number of threads asleep in `waitUntilIdle` or `shutdown`: lets tests know that a
    /// waiter is asleep, so that what wakes it is the wake-up under test. Any thread.
    var sleepingWaiters: Int {
        core.withState { $0.waiters }
    }

    /// Blocks until no item is queued or running, or until `timeout` passes. For tests and for a
    /// bounded first-frame wait; never call it from a worker (it would wait for itself).
    ///
    /// - Parameter timeout: How long to wait at most; zero or less only checks, and more than
    ///   a year waits without a limit.
    /// - Returns: Whether the pool became idle in time.
    public func waitUntilIdle(timeout: Duration) -> Bool {
        let seconds = timeout.seconds
        let deadline = seconds < Self.unlimitedWait ? Date(timeIntervalSinceNow: max(0, seconds)) : nil
        return core.wait(deadline: deadline) { $0.isIdle }
    }

    /// Discards the pending items, cancels the tokens of those and of the running ones, and
    /// waits until every worker has returned from its item, run its thread teardown and left its
    /// loop. Later submissions are discarded. Calling it again does nothing more. Any thread;
    /// from inside an item it waits for every worker but its own.
    public func shutdown() {
        core.stop()
        let isWorker = threads.contains { pthread_equal($0, pthread_self()) != 0 }
        // A worker cannot join itself, and a second caller must not join again: both wait for
        // the workers to leave their loops instead.
        guard !isWorker, claimThreads() else {
            _ = core.wait(deadline: nil) { $0.liveWorkers <= (isWorker ? 1 : 0) }
            return
        }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Claims the threads for the one join or detach they allow; false if already claimed.
    private func claimThreads() -> Bool {
        threadsClaimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }

    /// Starts a joinable POSIX thread running `body`.
    private static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t {
        let start = Unmanaged.passRetained(ThreadStart(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, start)
        precondition(status == 0, "cannot start a worker thread (pthread_create: \(status))")
        return thread
    }

    /// Carries a thread's body across `pthread_create`'s untyped argument.
    private final class ThreadStart: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
