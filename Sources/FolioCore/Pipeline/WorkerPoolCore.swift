import Foundation

/// The state a `WorkerPool` shares with its threads. Any thread.
///
/// One `NSCondition` guards the state and is where threads sleep: workers until an item arrives,
/// `waitUntilIdle` and `shutdown` until the pool is idle or its workers have gone. Each thread
/// checks the state with the lock held before it waits, and every change that can end a wait
/// wakes the sleepers while holding it, so no wake-up is lost. A submission wakes one worker;
/// everyone is woken only when someone other than a worker is waiting, which is rare.
///
/// Stopping cancels the tokens of the items that are running as well as of those that wait, so
/// that long work (a decode, a long text) sees it between rows or lines and returns soon. A worker
/// counts as gone (`liveWorkers`) only after its thread teardown has run, so whoever waits for
/// the workers may then shut down what the teardown released (the fonts, say).
///
/// Why not `Synchronization.Mutex`: on Linux it locks with futexes inside the standard library,
/// where ThreadSanitizer cannot see it, so every access it guards is reported as a race. The
/// pthread mutex inside `NSCondition` is understood.
final class WorkerPoolCore: @unchecked Sendable {
    // @unchecked: `state` is only read or written with `condition` locked.
    struct State {
        var queue = WorkQueue()
        var running = 0
        var liveWorkers: Int
        /// The tokens of the items running now, by worker number.
        var runningTokens: [Int: CancellationToken] = [:]
        /// Threads in `waitUntilIdle` or `shutdown`.
        var waiters = 0
        var isStopping = false
        var statistics = WorkerPool.Statistics()

        var isIdle: Bool { queue.isEmpty && running == 0 }
    }

    private let condition = NSCondition()
    private var state: State

    init(workerCount: Int) {
        state = State(liveWorkers: workerCount)
    }

    /// Runs `body` on the state with the lock held.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }

    func submit(_ item: WorkItem) {
        let accepted = withState { state in
            guard !state.isStopping else {
                state.statistics.itemsDiscarded += 1
                return false
            }
            state.queue.append(item)
            if state.waiters > 0 {
                condition.broadcast()
            } else {
                condition.signal()
            }
            return true
        }
        if !accepted { item.token.cancel() }
    }

    /// A worker thread's whole life: name itself, run items until the pool stops, run
    /// `teardown`, and only then count as gone.
    ///
    /// - Parameters:
    ///   - number: The worker's number, unique in the pool.
    ///   - name: The thread's name.
    ///   - teardown: The platform's last word on the thread (closing its fonts).
    func runWorker(number: Int, named name: String, teardown: () -> Void) {
        Thread.current.name = name
        while let item = nextItem(worker: number) {
            item.body()
            withState { state in
                state.runningTokens[number] = nil
                state.running -= 1
                state.statistics.itemsRun += 1
                wakeWaitersIfIdle(state)
            }
        }
        teardown()
        withState { state in
            state.liveWorkers -= 1
            if state.waiters > 0 { condition.broadcast() }
        }
    }

    /// Discards the pending items, cancels the tokens of those and of the running ones, and
    /// wakes every worker so that it exits once its current item returns. Does not wait.
    func stop() {
        withState { state in
            state.isStopping = true
            let items = state.queue.removeAll()
            // Inside the lock (cancelling is only an atomic store): whoever sees an item counted
            // as discarded also sees its token cancelled.
            items.forEach { $0.token.cancel() }
            state.runningTokens.values.forEach { $0.cancel() }
            state.statistics.itemsDiscarded += items.count
            condition.broadcast()
        }
    }

    /// Sleeps until `predicate` holds for the state or `deadline` (if any) passes.
    ///
    /// - Returns: Whether `predicate` holds.
    func wait(deadline: Date?, until predicate: (State) -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        state.waiters += 1
        defer { state.waiters -= 1 }
        while !predicate(state) {
            // Foundation traps on far-off deadlines such as `.distantFuture`: wait without one.
            guard let deadline else {
                condition.wait()
                continue
            }
            if !condition.wait(until: deadline) {
                return predicate(state)
            }
        }
        return true
    }

    /// The next item for worker `worker`, sleeping while there is none; nil once the pool stops.
    private func nextItem(worker: Int) -> WorkItem? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if state.isStopping { return nil }
            let skippedBefore = state.statistics.itemsSkipped
            if let item = Self.start(from: &state) {
                // Recorded with the lock held, as the item starts: a `stop()` either comes before
                // (and the item is never handed out) or finds its token here.
                state.runningTokens[worker] = item.token
                return item
            }
            // Dropping cancelled items may have been what made the pool idle. (Only then: a
            // worker woken for nothing must not wake the others, or they would wake each other.)
            if state.statistics.itemsSkipped != skippedBefore { wakeWaitersIfIdle(state) }
            condition.wait()
        }
    }

    /// Takes the item nearest the focus and counts it as running. A static function on an
    /// `inout` state, so that the queue and the statistics are two separate accesses rather
    /// than two overlapping ones to `self.state`.
    private static func start(from state: inout State) -> WorkItem? {
        guard let item = state.queue.popNearest(skipped: &state.statistics.itemsSkipped) else { return nil }
        state.running += 1
        return item
    }

    /// Wakes `waitUntilIdle` callers if there are any and the pool has become idle. Call with
    /// the lock held.
    private func wakeWaitersIfIdle(_ state: State) {
        if state.waiters > 0, state.isIdle { condition.broadcast() }
    }
}
