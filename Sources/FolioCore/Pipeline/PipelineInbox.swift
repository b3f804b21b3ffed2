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

    /// Told of every post to any inbox, for a wait on several (`wait(forAnyOf:timeout:)`): a
    /// collection waiting for the collections nested in it. Guards `postsToAny`.
    private static let anyPost = NSCondition()
    nonisolated(unsafe) private static var postsToAny = 0

    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Leaves `result` for the main thread. Called on a worker.
    func post(_ result: ItemWorkResult) {
        condition.lock()
        results.append(result)
        condition.broadcast()
        condition.unlock()
        Self.announcePost()
        wake()
    }

    /// Wakes the waits on several inboxes. After the post is in its inbox, so that a waiter that
    /// finds nothing under `anyPost` is woken by it.
    private static func announcePost() {
        anyPost.lock()
        postsToAny &+= 1
        anyPost.broadcast()
        anyPost.unlock()
    }

    /// Blocks until one of `inboxes` holds a result or `timeout` seconds pass; true if one
    /// does. Main thread, only where blocking is the point.
    static func wait(forAnyOf inboxes: [PipelineInbox], timeout: Double) -> Bool {
        anyPost.lock()
        defer { anyPost.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !inboxes.contains(where: \.holdsResults) {
            if !anyPost.wait(until: deadline) { break }
        }
        return inboxes.contains(where: \.holdsResults)
    }

    /// Whether results wait to be drained.
    private var holdsResults: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !results.isEmpty
    }

    /// Says that element `id`'s cell asked to be laid out and drawn again. Any thread.
    func postInvalidation(of id: Int) {
        condition.lock()
        invalidations.insert(id)
        condition.broadcast()
        condition.unlock()
        Self.announcePost()
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
