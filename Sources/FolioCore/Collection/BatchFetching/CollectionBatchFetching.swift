import Foundation

/// The part of a `CollectionNode` that batch fetching owns (Texture's): its settings, the fetch
/// under way and the pause after one that brought nothing, with the rule that decides when a
/// fetch begins. The node measures where it stands (`BatchFetchPosition`), asks its delegate and
/// moves its content for the "Loading…" row; this decides from plain numbers. Main thread only
/// (the executor runs the delegate's side elsewhere).
struct CollectionBatchFetching {
    /// How close the end of the content must come for a fetch, in screenfuls of the viewport
    /// from its trailing edge (Texture's default: 2). Zero or less, or `NaN`, fetches never.
    var leadingScreens: Double = 2
    /// The length of the "Loading…" row along the scroll axis, logical pixels.
    var loadingRowHeight: Double = 56
    /// Whether fetches may begin (the node cancels a running one when this is switched off).
    var isAllowed = true
    /// The running fetch, if any: begun, and not yet ended here.
    private(set) var context: BatchFetchingContext?
    /// Where the last fetch ended without new content: no other begins while the collection
    /// stands there.
    private(set) var pausedAt: BatchFetchPosition?
    /// Runs a fetch's `willBeginBatchFetchWith` off the main thread; tests run it by hand.
    var executor: @Sendable (@escaping @Sendable () -> Void) -> Void = { work in
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }

    /// Whether a fetch runs: begun, and not yet ended here (its context may have completed; the
    /// node notices at its next update).
    var isFetching: Bool { context != nil }

    /// `loadingRowHeight` as a length: what the content grows by while a fetch runs.
    var loadingRowExtent: Double {
        loadingRowHeight.isFinite ? max(0, loadingRowHeight) : 0
    }

    /// Whether the end of content `contentExtent` long, scrolled to `offset`, is within
    /// `leadingScreens` screenfuls of the trailing edge of a viewport `viewportExtent` long; an
    /// empty collection (`itemCount` 0) is at its end.
    func isNearContentEnd(contentExtent: Double, offset: Double, viewportExtent: Double, itemCount: Int) -> Bool {
        let screens = leadingScreens
        guard screens > 0 else { return false }
        guard itemCount > 0 else { return true }
        let remaining = contentExtent - (offset + viewportExtent)
        return remaining <= screens * viewportExtent
    }

    /// Whether to ask the delegate for a fetch with the collection at `position`, its content
    /// scrolled to `offset` (the position holds where it is headed): fetches are allowed, none
    /// runs, the end of the content is near, and the collection no longer stands where the last
    /// fetch came back empty (which lifts that pause).
    mutating func shouldAsk(at position: BatchFetchPosition, offset: Double) -> Bool {
        guard isAllowed, context == nil,
              isNearContentEnd(contentExtent: position.contentExtent, offset: offset,
                               viewportExtent: position.viewportExtent, itemCount: position.itemCount) else { return false }
        if let pausedAt {
            guard pausedAt != position else { return false }
            self.pausedAt = nil
        }
        return true
    }

    /// Begins a fetch whose context wakes the host with `wake`; returns it (the one running).
    mutating func begin(wake: @escaping @Sendable () -> Void) -> BatchFetchingContext {
        if let context { return context }
        let context = BatchFetchingContext(wake: wake)
        self.context = context
        return context
    }

    /// Hands `context`'s fetch to the executor: `work` runs there, unless the fetch was
    /// cancelled before the executor got to it (then it is never begun).
    func run(_ context: BatchFetchingContext, _ work: @escaping @Sendable (BatchFetchingContext) -> Void) {
        executor {
            guard !context.isCancelled else { return }
            work(context)
        }
    }

    /// Ends the running fetch, cancelling it unless it completed; returns whether one ran.
    @discardableResult
    mutating func end() -> Bool {
        guard let context else { return false }
        context.cancel()
        self.context = nil
        return true
    }

    /// Holds further fetches while the collection stands at `position`; nil lifts the hold.
    mutating func pause(at position: BatchFetchPosition?) {
        pausedAt = position
    }
}
