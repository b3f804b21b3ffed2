@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A list of 20 rows of 100 points in an 800×600 viewport: the content is 2,000 long, so the end
/// is within two screens (1,200) of the viewport's trailing edge from offset 200 on.
@MainActor
struct CollectionNodeBatchFetchingTests {
    private func makeList(rows: Int = 20, wake: @escaping @Sendable () -> Void = {})
        -> (CollectionNode, FetchingDelegate, ManualExecutor, BatchFeedSource) {
        let source = BatchFeedSource(sectionCounts: [rows])
        let delegate = FetchingDelegate()
        let (list, _, executor) = BatchFixture.make(source, delegate: delegate, wake: wake)
        return (list, delegate, executor, source)
    }

    @Test("no fetch while the end is just over two screens away; one once it is within them")
    func triggeringDistance() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 199.5)
        #expect(!list.isBatchFetching)
        #expect(delegate.shouldBatchFetchCalls == 0, "the delegate is not asked while the end is far")
        BatchFixture.scroll(list, to: 200)
        #expect(list.isBatchFetching)
        #expect(delegate.shouldBatchFetchCalls == 1)
        #expect(delegate.contexts.isEmpty, "the delegate hears of it on the executor's queue")
        executor.runAll()
        #expect(delegate.contexts.count == 1)
        #expect(delegate.contexts.first?.isFetching == true)
    }

    @Test("leadingScreensForBatching sets the distance; zero or less never fetches")
    func customLeadingScreens() {
        let (list, delegate, _, _) = makeList()
        list.leadingScreensForBatching = 0.5
        BatchFixture.scroll(list, to: 1_099)
        #expect(!list.isBatchFetching)
        BatchFixture.scroll(list, to: 1_100)
        #expect(list.isBatchFetching)

        let (other, otherDelegate, _, _) = makeList()
        other.leadingScreensForBatching = 0
        BatchFixture.scroll(other, to: 1_400)
        #expect(!other.isBatchFetching)
        other.leadingScreensForBatching = .nan
        other.tick(at: 1)
        #expect(!other.isBatchFetching)
        #expect(otherDelegate.shouldBatchFetchCalls == 0)
        #expect(delegate.shouldBatchFetchCalls == 1)
    }

    @Test("an empty collection fetches at once, showing the loading row at its top")
    func emptyCollectionFetches() {
        let (list, delegate, executor, _) = makeList(rows: 0)
        #expect(list.isBatchFetching)
        executor.runAll()
        #expect(delegate.contexts.count == 1)
        #expect(list.loadingRowFrameOnScreen == Rect(x: 0, y: 0, width: 800, height: 56))
        #expect(list.isMoving, "the host animates the spinner")
        #expect(list.visibleItems().isEmpty)
    }

    @Test("while one fetch runs no other begins, however far the content moves")
    func noDoubleFetch() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 300)
        for offset in stride(from: 400.0, through: 1_456, by: 100) {
            BatchFixture.scroll(list, to: offset)
            list.tick(at: list.now + 0.016)
        }
        executor.runAll()
        #expect(delegate.shouldBatchFetchCalls == 1)
        #expect(delegate.contexts.count == 1)
        #expect(list.isBatchFetching)
    }

    @Test("a delegate that says no is asked again each update near the end, and no fetch begins")
    func shouldBatchFetchFalse() {
        let (list, delegate, executor, _) = makeList()
        delegate.wantsMore = false
        BatchFixture.scroll(list, to: 1_400)
        list.tick(at: 0.1)
        #expect(!list.isBatchFetching)
        #expect(executor.pendingCount == 0)
        #expect(delegate.shouldBatchFetchCalls >= 2)
        #expect(list.loadingRowFrameOnScreen == nil)
    }

    @Test("without a delegate, or before the collection has a size, nothing is fetched")
    func needsDelegateAndBounds() {
        let source = BatchFeedSource(sectionCounts: [0])
        let (list, _, executor) = BatchFixture.make(source, delegate: nil)
        #expect(!list.isBatchFetching)
        let delegate = FetchingDelegate()
        let unsized = CollectionNode(layout: ListLayout(), backend: FakeRenderingBackend.make(),
                                     renderMode: .asynchronous(ManualWorkScheduler()), wake: {})
        unsized.delegate = delegate
        unsized.dataSource = source
        #expect(!unsized.isBatchFetching)
        #expect(delegate.shouldBatchFetchCalls == 0)
        #expect(executor.pendingCount == 0)
    }

    @Test("a completion wakes the loop; the next update ends the fetch and the loading row goes")
    func completionRemovesLoadingRow() throws {
        let wakes = Locked(0)
        let (list, delegate, executor, _) = makeList(rows: 0, wake: { wakes.withLock { $0 += 1 } })
        executor.runAll()
        let context = try #require(delegate.contexts.first)
        delegate.wantsMore = false
        let before = wakes.current
        DispatchQueue.global().sync { context.completeBatchFetching(true) }
        #expect(wakes.current == before + 1)
        #expect(list.isBatchFetching, "the end is noticed at the next update, on the main thread")
        list.tick(at: 0.1)
        #expect(!list.isBatchFetching)
        #expect(list.loadingRowFrameOnScreen == nil)
        #expect(list.contentExtent == 0)
        #expect(!list.isMoving)
    }

    @Test("after a completion with content the rule is checked at once: still near the end, another fetch begins")
    func retriggerAfterCompletion() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 1_400)
        executor.runAll()
        delegate.contexts[0].completeBatchFetching(true)
        list.tick(at: 0.1)
        executor.runAll()
        #expect(delegate.contexts.count == 2)
        #expect(list.isBatchFetching)
        #expect(delegate.contexts[1] !== delegate.contexts[0])
    }

    @Test("after a completion without content no fetch begins until the content moves")
    func completionWithoutContentWaitsForMovement() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 1_400)
        executor.runAll()
        delegate.contexts[0].completeBatchFetching(false)
        for frame in 1...5 { list.tick(at: Double(frame) / 60) }
        executor.runAll()
        #expect(delegate.contexts.count == 1)
        #expect(!list.isBatchFetching)
        BatchFixture.scroll(list, to: 1_390)
        executor.runAll()
        #expect(delegate.contexts.count == 2)
    }

    @Test("cancelling marks the context cancelled, removes the row and ignores a late completion")
    func cancelBatchFetching() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 1_400)
        executor.runAll()
        let context = delegate.contexts[0]
        list.cancelBatchFetching()
        #expect(context.isCancelled)
        #expect(!list.isBatchFetching)
        #expect(list.contentExtent == 2_000)
        context.completeBatchFetching(true)
        #expect(context.isCancelled)
        list.tick(at: 0.1)
        executor.runAll()
        #expect(delegate.contexts.count == 1, "a cancelled fetch is not retried until the content moves")
    }

    @Test("switching batch fetching off cancels the running fetch and begins none; on again, one begins")
    func disallowing() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 1_400)
        executor.runAll()
        list.allowsBatchFetching = false
        #expect(delegate.contexts[0].isCancelled)
        #expect(!list.isBatchFetching)
        list.tick(at: 0.1)
        #expect(!list.isBatchFetching)
        list.allowsBatchFetching = true
        list.tick(at: 0.2)
        executor.runAll()
        #expect(delegate.contexts.count == 2)
        #expect(list.isBatchFetching)
    }

    @Test("a collection that goes away cancels its running fetch, whose late completion is ignored")
    func deinitCancelsRunningFetch() throws {
        let delegate = FetchingDelegate()
        do {
            let (list, _, executor) = BatchFixture.make(BatchFeedSource(sectionCounts: [0]), delegate: delegate)
            executor.runAll()
            #expect(list.isBatchFetching)
        }
        let context = try #require(delegate.contexts.first)
        #expect(context.isCancelled)
        context.completeBatchFetching(true)
        #expect(context.isCancelled)
        #expect(!context.isFetching)
    }

    @Test("a fetch whose collection went away before the queue ran it is never begun")
    func deinitBeforeBegin() throws {
        let delegate = FetchingDelegate()
        let executor: ManualExecutor
        let context: BatchFetchingContext
        do {
            let (list, _, listExecutor) = BatchFixture.make(BatchFeedSource(sectionCounts: [0]), delegate: delegate)
            context = try #require(list.batchFetching.context)
            executor = listExecutor
        }
        #expect(context.isCancelled)
        #expect(executor.pendingCount == 1)
        executor.runAll()
        #expect(delegate.contexts.isEmpty)
    }

    @Test("the loading row follows the content while a fetch runs: the extent grows by its height and it is on screen only once reached")
    func loadingRowFrameAndExtent() {
        let (list, delegate, _, _) = makeList()
        BatchFixture.scroll(list, to: 1_400)
        #expect(list.isBatchFetching)
        #expect(list.contentExtent == 2_056)
        #expect(list.scrollModel.maximumOffset == 1_456)
        #expect(list.loadingRowFrameOnScreen == nil, "the row starts just below the viewport")
        let visible = list.visibleItems()
        BatchFixture.scroll(list, to: 1_420)
        #expect(list.loadingRowFrameOnScreen == Rect(x: 0, y: 580, width: 800, height: 56))
        #expect(list.visibleItems().map(\.index) == visible.map(\.index), "the row is not an item")
        BatchFixture.scroll(list, to: 1_456)
        #expect(list.loadingRowFrameOnScreen == Rect(x: 0, y: 544, width: 800, height: 56))
        #expect(list.isMoving)
        list.loadingRowHeight = 80
        #expect(list.contentExtent == 2_080)
        #expect(list.loadingRowFrameOnScreen == Rect(x: 0, y: 544, width: 800, height: 80))
        #expect(delegate.shouldBatchFetchCalls == 1)
    }

    @Test("content headed for its end (End, the wheel) follows the loading row there; content resting mid-way does not move")
    func headedForTheEndFollowsTheRow() {
        let (list, delegate, _, _) = makeList(rows: 40)
        list.keyboardMode = .scroll
        list.handle(InputEvent(time: 0, kind: .key(.end)))
        var time = 0.0
        while list.isMoving || list.scrollModel.destination != list.contentOffset, time < 5 {
            time += 1.0 / 60
            list.tick(at: time)
        }
        #expect(list.isBatchFetching, "the fetch began on the way down")
        #expect(list.contentOffset == 4_000 + 56 - 600, "the content rests at its new end, the row in view")
        #expect(list.loadingRowFrameOnScreen == Rect(x: 0, y: 544, width: 800, height: 56))

        #expect(delegate.shouldBatchFetchCalls == 1)

        let (other, otherDelegate, _, _) = makeList(rows: 40)
        BatchFixture.scroll(other, to: 2_500)
        #expect(other.isBatchFetching)
        #expect(other.contentOffset == 2_500)
        #expect(other.scrollModel.destination == 2_500)
        #expect(otherDelegate.shouldBatchFetchCalls == 1)
    }

    @Test("when a fetch ends without content at the very end, the content rests at its new end")
    func endingAtTheEndClamps() {
        let (list, delegate, executor, _) = makeList()
        BatchFixture.scroll(list, to: 1_400)
        BatchFixture.scroll(list, to: 1_456)
        #expect(list.contentOffset == 1_456)
        executor.runAll()
        delegate.contexts[0].completeBatchFetching(false)
        list.tick(at: 0.1)
        #expect(list.contentOffset == 1_400)
        #expect(list.frameOnScreen(ofItem: 19) == Rect(x: 0, y: 500, width: 800, height: 100))
    }

    @Test("a horizontal grid's loading row is a full-height column after the content")
    func horizontalLoadingRow() {
        let delegate = FetchingDelegate()
        let layout = FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: 200, height: 150)),
                                interitemSpacing: 0, lineSpacing: 0)
        let (grid, _) = GridFixture.manual(GridDataSource(sections: 1, perSection: 4), layout: layout, delegate: delegate)
        #expect(grid.isBatchFetching, "one column of 200 points is within two screens of its end")
        #expect(grid.loadingRowFrameOnScreen == Rect(x: 200, y: 0, width: 56, height: 600))
        #expect(grid.contentExtent == 256)
    }

    @Test("a pager does not batch fetch")
    func pagerDoesNotFetch() {
        let delegate = FetchingDelegate()
        let (pager, _) = PagerFixture.manual(BlockDataSource(count: 2))
        pager.delegate = delegate
        pager.tick(at: 1)
        #expect(!pager.isBatchFetching)
        #expect(delegate.shouldBatchFetchCalls == 0)
    }

    @Test("willBeginBatchFetchWith is called off the main actor's thread by the default executor")
    func willBeginOffMainThread() async throws {
        let source = BatchFeedSource(sectionCounts: [0])
        let delegate = FetchingDelegate()
        let list = CollectionNode(layout: ListLayout(), backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(ManualWorkScheduler()), wake: {})
        list.delegate = delegate
        list.dataSource = source
        list.setBounds(BatchFixture.size, scale: 1, at: 0)
        #expect(list.isBatchFetching)
        let deadline = Date(timeIntervalSinceNow: 10)
        while delegate.begun.current.isEmpty, Date() < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        // The test's own main-actor code may run on any thread here, so the call is checked
        // against the process's main thread, where an app's main actor runs.
        let calls = delegate.begun.current
        #expect(calls.count == 1)
        #expect(calls.first?.onMainThread == false)
    }
}
