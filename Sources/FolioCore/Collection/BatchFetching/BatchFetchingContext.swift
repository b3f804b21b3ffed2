import Foundation

/// One batch fetch of a collection, Texture's `ASBatchContext`: handed to the delegate's
/// `collectionNode(_:willBeginBatchFetchWith:)`, which calls `completeBatchFetching(_:)` when the
/// new content is in (or the fetch failed). The collection notices the end on the main thread at
/// its next update, so completing may happen on any thread, and wakes the host's loop to get that
/// update. Any thread.
public final class BatchFetchingContext: Sendable {
    /// Where a fetch stands. A fetch leaves `fetching` once, and never comes back to it.
    private enum State {
        case fetching
        case completed(didComplete: Bool)
        case cancelled
    }

    private let state = Locked(State.fetching)
    /// Wakes the host's loop so that a sleeping loop notices the end.
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Ends the fetch: `didComplete` says whether new content came (the collection then checks
    /// at once whether to fetch more) or not (an error, or the end of the feed: the collection
    /// asks again only once the content moves, or the data or the size changes). Calls after
    /// the first, and calls after a cancellation, do nothing. Any thread.
    public func completeBatchFetching(_ didComplete: Bool) {
        guard end(as: .completed(didComplete: didComplete)) else { return }
        wake()
    }

    /// Whether the fetch was cancelled (by the collection: `cancelBatchFetching()`, batch fetching
    /// switched off, or the collection went away; or by `cancelBatchFetching()` here). A fetch
    /// that sees it may stop early; its completion is ignored. Any thread.
    public var isCancelled: Bool {
        state.withLock { if case .cancelled = $0 { true } else { false } }
    }

    /// Whether the fetch is still running: neither completed nor cancelled. Any thread.
    public var isFetching: Bool {
        state.withLock { if case .fetching = $0 { true } else { false } }
    }

    /// Cancels the fetch, if it still runs; the collection then asks again only once the content
    /// moves, or the data or the size changes. Any thread.
    public func cancelBatchFetching() {
        guard cancel() else { return }
        wake()
    }

    /// Whether the fetch completed with new content. Any thread.
    var didCompleteWithContent: Bool {
        state.withLock { if case .completed(didComplete: true) = $0 { true } else { false } }
    }

    /// Cancels the fetch without waking the host: for the collection itself, which notices at
    /// once. Returns whether the fetch was running. Any thread.
    @discardableResult
    func cancel() -> Bool {
        end(as: .cancelled)
    }

    /// Moves a running fetch to `final`; returns whether it was running.
    private func end(as final: State) -> Bool {
        state.withLock { state in
            guard case .fetching = state else { return false }
            state = final
            return true
        }
    }
}
