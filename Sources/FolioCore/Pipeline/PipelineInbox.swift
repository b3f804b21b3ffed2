import Foundation

/// Where workers leave finished page work for the main thread. Posting wakes the main loop (the
/// host's `wake`, such as pushing an SDL user event) so that a sleeping loop drains it at once;
/// `wait(timeout:)` lets the main thread block for work when it must (the first frame, tests).
/// Any thread.
final class PipelineInbox: @unchecked Sendable {
    // NSCondition guards `results` and `invalidations`; nothing else touches them.
    private let condition = NSCondition()
    private var results: [ItemWorkResult] = []
    /// Elements whose cells asked to be laid out again, by element id.
    private var invalidations: Set<Int> = []
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Leaves `result` for the main thread. Called on a worker.
    func post(_ result: ItemWorkResult) {
        condition.lock()
        results.append(result)
        condition.broadcast()
        condition.unlock()
        wake()
    }

    /// Says that element `id`'s cell asked to be laid out and drawn again. Any thread.
    func postInvalidation(of id: Int) {
        condition.lock()
        invalidations.insert(id)
        condition.broadcast()
        condition.unlock()
        wake()
    }

    /// Takes the elements whose cells asked to be laid out again since the last call. Main
    /// thread.
    func drainInvalidations() -> Set<Int> {
        condition.lock()
        defer { condition.unlock() }
        let taken = invalidations
        invalidations.removeAll(keepingCapacity: true)
        return taken
    }

    /// Takes everything posted so far. Main thread.
    func drain() -> [ItemWorkResult] {
        condition.lock()
        defer { condition.unlock() }
        let taken = results
        results.removeAll(keepingCapacity: true)
        return taken
    }

    /// Blocks until something has been posted or `timeout` seconds pass; true if something
    /// waits. Main thread, only where blocking is the point.
    func wait(timeout: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while results.isEmpty {
            if !condition.wait(until: deadline) { break }
        }
        return !results.isEmpty
    }
}
