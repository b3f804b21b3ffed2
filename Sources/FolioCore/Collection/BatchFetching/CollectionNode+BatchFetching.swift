import Foundation

extension CollectionNode {
    // MARK: - Batch fetching

    /// How close the end of the content must come for a batch fetch, in screenfuls of the viewport
    /// from its trailing edge (Texture's default: 2). Zero or less, or `NaN`, fetches never.
    /// Main thread.
    public var leadingScreensForBatching: Double {
        get { batchFetching.leadingScreens }
        set { batchFetching.leadingScreens = newValue }
    }

    /// The length of the "Loading…" row along the scroll axis, logical pixels: what the content
    /// grows by while a batch fetch runs. Main thread.
    public var loadingRowHeight: Double {
        get { batchFetching.loadingRowHeight }
        set {
            batchFetching.loadingRowHeight = newValue
            if isBatchFetching { batchFetchExtentDidChange() }
        }
    }

    /// Whether batch fetches may begin; switching it off cancels a running one. A pager switches
    /// it off for the feeds it nests that are not on screen.
    var allowsBatchFetching: Bool {
        get { batchFetching.isAllowed }
        set {
            batchFetching.isAllowed = newValue
            if !newValue, isBatchFetching { endBatchFetch(pausing: false) }
        }
    }

    /// Runs a fetch's `willBeginBatchFetchWith` off the main thread; tests run it by hand.
    var batchFetchExecutor: @Sendable (@escaping @Sendable () -> Void) -> Void {
        get { batchFetching.executor }
        set { batchFetching.executor = newValue }
    }

    /// Whether a batch fetch runs: begun, and not yet seen to end (the collection notices a
    /// completion at its next update). Main thread.
    public var isBatchFetching: Bool { batchFetching.isFetching }

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
    var loadingRowExtent: Double { batchFetching.loadingRowExtent }

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
        if let context = batchFetching.context {
            guard !context.isFetching else { return }
            endBatchFetch(pausing: !context.didCompleteWithContent)
        }
        // A pager's position lives in its paging model, which this rule does not read: pagers do
        // not batch fetch.
        // While a large data set is laid out in steps, the end of what is laid out is not the
        // end of the content.
        guard !layoutSteps.isPending, let delegate, !bounds.isEmpty,
              batchFetching.shouldAsk(at: batchFetchPosition, offset: scrollModel.offset) else { return }
        // The delegate may have changed the data (and so begun a fetch) while it was asked.
        guard delegate.shouldBatchFetch(for: self), !isBatchFetching else { return }
        beginBatchFetch(delegate: delegate)
    }

    /// Starts a fetch: the "Loading…" row joins the content, and the delegate hears of it on
    /// the executor's queue. A fetch cancelled before that queue runs it is never begun.
    private func beginBatchFetch(delegate: any CollectionDelegate) {
        let context = batchFetching.begin(wake: wake)
        batchFetchExtentDidChange()
        batchFetching.run(context) { [weak self] context in
            guard let self else { return }
            delegate.collectionNode(self, willBeginBatchFetchWith: context)
        }
    }

    /// Ends the running fetch, if any, cancelling it unless it completed: the "Loading…" row
    /// goes. `pausing` holds further fetches until the collection moves (see
    /// `BatchFetchPosition`).
    func endBatchFetch(pausing: Bool) {
        guard batchFetching.end() else { return }
        batchFetchExtentDidChange()
        batchFetching.pause(at: pausing ? batchFetchPosition : nil)
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
