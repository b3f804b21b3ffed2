import Foundation

extension CollectionNode {
    // MARK: - Batch fetching

    /// Whether a batch fetch runs: begun, and not yet seen to end (the collection notices a
    /// completion at its next update). Main thread.
    public var isBatchFetching: Bool { batchFetchContext != nil }

    /// Cancels the running batch fetch, if any: its context reports `isCancelled` and ignores a
    /// late completion, the "Loading…" row goes, and no fetch begins until the content moves, or
    /// the data or the size changes. Main thread.
    public func cancelBatchFetching() {
        endBatchFetch(pausing: true)
    }

    /// The layout's content length along the scroll axis, without the "Loading…" row.
    var layoutContentExtent: Double {
        layout.scrollAxis == .vertical ? layout.contentSize.height : layout.contentSize.width
    }

    /// `loadingRowHeight` as a length.
    var loadingRowExtent: Double {
        loadingRowHeight.isFinite ? max(0, loadingRowHeight) : 0
    }

    /// Whether the end of the content is within `leadingScreensForBatching` screenfuls of the
    /// viewport's trailing edge; an empty collection is at its end.
    var isNearContentEnd: Bool {
        let screens = leadingScreensForBatching
        guard screens > 0 else { return false }
        guard itemCount > 0 else { return true }
        let remaining = layoutContentExtent - (scrollModel.offset + viewportExtent)
        return remaining <= screens * viewportExtent
    }

    /// Where the collection stands, for telling whether it moved since a fetch came back empty.
    var batchFetchPosition: BatchFetchPosition {
        // Where the content is headed, not where it is: a spring that follows the "Loading…" row
        // away and back is no movement of the reader's.
        BatchFetchPosition(offset: scrollModel.destination ?? scrollModel.offset, contentExtent: layoutContentExtent,
                           viewportExtent: viewportExtent, itemCount: itemCount)
    }

    /// Notices a fetch that ended, then begins one if the end of the content is near and the
    /// delegate wants one. Polled at the end of every pipeline update, so that the end of a
    /// fetch is seen on the main thread at a known point (the context only wakes the loop).
    func updateBatchFetching() {
        if let context = batchFetchContext {
            guard !context.isFetching else { return }
            endBatchFetch(pausing: !context.didCompleteWithContent)
        }
        // A pager's position lives in its paging model, which this rule does not read: pagers do
        // not batch fetch.
        // While a large data set is laid out in steps, the end of what is laid out is not the
        // end of the content.
        guard allowsBatchFetching, !layoutSteps.isPending, let delegate, !bounds.isEmpty, isNearContentEnd else { return }
        if let pause = batchFetchPause {
            guard pause != batchFetchPosition else { return }
            batchFetchPause = nil
        }
        // The delegate may have changed the data (and so begun a fetch) while it was asked.
        guard delegate.shouldBatchFetch(for: self), !isBatchFetching else { return }
        beginBatchFetch(delegate: delegate)
    }

    /// Starts a fetch: the "Loading…" row joins the content, and the delegate hears of it on
    /// the executor's queue. A fetch cancelled before that queue runs it is never begun.
    private func beginBatchFetch(delegate: any CollectionDelegate) {
        let context = BatchFetchingContext(wake: wake)
        batchFetchContext = context
        batchFetchExtentDidChange()
        batchFetchExecutor { [weak self] in
            guard let self, !context.isCancelled else { return }
            delegate.collectionNode(self, willBeginBatchFetchWith: context)
        }
    }

    /// Ends the running fetch, if any, cancelling it unless it completed: the "Loading…" row
    /// goes. `pausing` holds further fetches until the collection moves (see
    /// `BatchFetchPosition`).
    func endBatchFetch(pausing: Bool) {
        guard let context = batchFetchContext else { return }
        context.cancel()
        batchFetchContext = nil
        batchFetchExtentDidChange()
        batchFetchPause = pausing ? batchFetchPosition : nil
    }

    /// Tells the scroll model the content's new length (the "Loading…" row came, went or
    /// changed), keeping the first visible item where it is on screen unless the content's end
    /// then forces it to move.
    ///
    /// Content resting at its end, or headed there (End, the wheel), follows the row as it
    /// comes, so that the reader at the end sees that more is loading.
    func batchFetchExtentDidChange() {
        let anchor = anchorItem()
        let followsEnd = isBatchFetching && scrollModel.maximumOffset > 0
            && (scrollModel.destination.map { $0 >= scrollModel.maximumOffset - 0.5 } ?? false)
        absorb(scrollModel.setExtents(viewport: viewportExtent, content: contentExtent, at: now))
        restore(anchor)
        if followsEnd { absorb(scrollModel.scroll(to: scrollModel.maximumOffset, animated: true, at: now)) }
    }
}
