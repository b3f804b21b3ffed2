import FolioCore
import Foundation

/// A work scheduler that runs nothing until told to, on the calling thread, so tests of the
/// pipeline are deterministic (swift-nio's `EmbeddedEventLoop`, for work items). It orders its
/// queue like `WorkerPool`: nearest the focus first, then in submission order, cancelled items
/// skipped. Any thread, though tests normally drive it from one.
public final class ManualWorkScheduler: WorkScheduler, @unchecked Sendable {
    // @unchecked: `state` is only touched with `lock` held. `NSLock` rather than
    // `Synchronization.Mutex`, which ThreadSanitizer cannot see on Linux.
    private struct State {
        var queue = WorkQueue()
        var itemsRun = 0
        var itemsSkipped = 0
    }

    private let lock = NSLock()
    private var state = State()

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&state) }
    }

    /// Creates an empty scheduler with no focus.
    public init() {}

    /// Queues `item` until `runNext()` or `runAll()`.
    public func submit(_ item: WorkItem) {
        withState { $0.queue.append(item) }
    }

    /// Moves the focus that orders the queue.
    public func setFocus(_ position: Double, pageCount: Int, isCircular: Bool) {
        withState { $0.queue.focus = WorkFocus(position: position, pageCount: pageCount, isCircular: isCircular) }
    }

    /// Where the queue is served from, as last set.
    public var focus: WorkFocus? {
        withState { $0.queue.focus }
    }

    /// The keys of the queued items that are not cancelled, in the order they would run.
    public var pendingKeys: [Int] {
        withState { $0.queue.pendingKeys }
    }

    /// Items run so far.
    public var itemsRun: Int {
        withState { $0.itemsRun }
    }

    /// Items skipped so far because they were cancelled before they ran.
    public var itemsSkipped: Int {
        withState { $0.itemsSkipped }
    }

    /// Runs the item nearest the focus on the calling thread, skipping cancelled ones.
    ///
    /// - Returns: The key of the item run, or nil if nothing was left to run.
    @discardableResult
    public func runNext() -> Int? {
        let item = withState { state in
            state.queue.popNearest(skipped: &state.itemsSkipped)
        }
        guard let item else { return nil }
        // Run outside the lock: the body may submit more work.
        item.body()
        withState { $0.itemsRun += 1 }
        return item.key
    }

    /// Runs items until none is left, including any the items themselves submit.
    ///
    /// - Returns: The keys run, in order.
    @discardableResult
    public func runAll() -> [Int] {
        var keys: [Int] = []
        while let key = runNext() {
            keys.append(key)
        }
        return keys
    }
}
