@testable import FolioCore
import Foundation
import Testing

/// The batch-fetching part alone: when a fetch begins given the content's length, the viewport,
/// the offset and the pause after an empty fetch; beginning, running and ending one.
@Suite("CollectionBatchFetching")
struct CollectionBatchFetchingTests {
    /// 30 rows of 100 in a 600-long viewport, scrolled to `offset` and headed there.
    private func position(offset: Double, contentExtent: Double = 3000, viewportExtent: Double = 600,
                          itemCount: Int = 30) -> BatchFetchPosition {
        BatchFetchPosition(offset: offset, contentExtent: contentExtent, viewportExtent: viewportExtent, itemCount: itemCount)
    }

    private func isNear(_ fetching: CollectionBatchFetching, offset: Double, content: Double = 3000, items: Int = 30) -> Bool {
        fetching.isNearContentEnd(contentExtent: content, offset: offset, viewportExtent: 600, itemCount: items)
    }

    @Test("The end is near within two screenfuls of the viewport's trailing edge, not a point before")
    func thresholdAtTwoScreenfuls() {
        let fetching = CollectionBatchFetching()
        #expect(fetching.leadingScreens == 2)
        // 3000 - (1200 + 600) = 1200 = 2 × 600.
        #expect(!isNear(fetching, offset: 1199))
        #expect(isNear(fetching, offset: 1200))
        #expect(isNear(fetching, offset: 2400))
        #expect(isNear(fetching, offset: 0, content: 400), "content shorter than the viewport is at its end")
        var one = CollectionBatchFetching()
        one.leadingScreens = 1
        #expect(!isNear(one, offset: 1799) && isNear(one, offset: 1800))
    }

    @Test("Zero, negative or NaN screenfuls never fetch, even when empty; an empty collection is otherwise at its end")
    func neverFetching() {
        for screens in [0, -1, Double.nan, -Double.infinity] {
            var fetching = CollectionBatchFetching()
            fetching.leadingScreens = screens
            #expect(!isNear(fetching, offset: 2400), "\(screens)")
            #expect(!isNear(fetching, offset: 0, content: 0, items: 0), "\(screens)")
            let asks = fetching.shouldAsk(at: position(offset: 2400), offset: 2400)
            #expect(!asks, "\(screens)")
        }
        let fetching = CollectionBatchFetching()
        #expect(isNear(fetching, offset: 0, content: 0, items: 0))
        #expect(!isNear(fetching, offset: .nan), "a NaN offset is nowhere near")
        #expect(!isNear(fetching, offset: 2400, content: .nan))
        var infinite = CollectionBatchFetching()
        infinite.leadingScreens = .infinity
        #expect(isNear(infinite, offset: 0, content: 1e12))
    }

    @Test("No fetch is asked for while fetches are not allowed, or while one runs")
    func notAllowedOrRunning() {
        var fetching = CollectionBatchFetching()
        let end = position(offset: 2400)
        fetching.isAllowed = false
        let asksWhenNotAllowed = fetching.shouldAsk(at: end, offset: 2400)
        #expect(!asksWhenNotAllowed)
        fetching.isAllowed = true
        let asksWhenAllowed = fetching.shouldAsk(at: end, offset: 2400)
        #expect(asksWhenAllowed)
        _ = fetching.begin(wake: {})
        let asksWhileRunning = fetching.shouldAsk(at: end, offset: 2400)
        #expect(!asksWhileRunning)
        fetching.end()
        let asksAfterEnd = fetching.shouldAsk(at: end, offset: 2400)
        #expect(asksAfterEnd)
    }

    @Test("After an empty fetch none is asked for until the collection stands elsewhere; then the pause is lifted for good")
    func pauseUntilMoved() {
        var fetching = CollectionBatchFetching()
        let end = position(offset: 2400)
        _ = fetching.begin(wake: {})
        fetching.end()
        fetching.pause(at: end)
        let asksWhilePaused = fetching.shouldAsk(at: end, offset: 2400)
        #expect(!asksWhilePaused)
        let asksAgain = fetching.shouldAsk(at: end, offset: 2400)
        #expect(!asksAgain, "asking again does not lift it")
        // Moved, but far from the end: still paused (it would only come back to the same place).
        let asksFarFromEnd = fetching.shouldAsk(at: position(offset: 0), offset: 0)
        #expect(!asksFarFromEnd)
        #expect(fetching.pausedAt == end)
        // Each of the position's parts lifts it: the offset, the content, the viewport, the count.
        for moved in [position(offset: 2300), position(offset: 2400, contentExtent: 3100),
                      position(offset: 2400, viewportExtent: 500), position(offset: 2400, itemCount: 31)] {
            var paused = fetching
            let asksMoved = paused.shouldAsk(at: moved, offset: moved.offset)
            #expect(asksMoved)
            #expect(paused.pausedAt == nil)
            let asksBack = paused.shouldAsk(at: end, offset: 2400)
            #expect(asksBack, "back where it paused, it asks again")
        }
        fetching.pause(at: nil)
        let asksUnpaused = fetching.shouldAsk(at: end, offset: 2400)
        #expect(asksUnpaused)
    }

    @Test("The nearness is judged at the offset, the pause at where the content is headed")
    func offsetAndDestination() {
        var fetching = CollectionBatchFetching()
        // Headed for the end, but still far from it.
        let asksHeadedForEnd = fetching.shouldAsk(at: position(offset: 2400), offset: 0)
        #expect(!asksHeadedForEnd)
        let asksAtEnd = fetching.shouldAsk(at: position(offset: 0), offset: 2400)
        #expect(asksAtEnd)
    }

    @Test("One fetch at a time; ending it cancels it unless it completed, once")
    func beginAndEnd() {
        var fetching = CollectionBatchFetching()
        let endedNone = fetching.end()
        #expect(!fetching.isFetching && !endedNone)
        let context = fetching.begin(wake: {})
        #expect(fetching.isFetching && context.isFetching)
        let again = fetching.begin(wake: {})
        #expect(again === context, "a second begin finds the one running")
        let ended = fetching.end()
        #expect(ended)
        #expect(context.isCancelled && !fetching.isFetching && fetching.context == nil)
        let endedTwice = fetching.end()
        #expect(!endedTwice)

        let completed = fetching.begin(wake: {})
        completed.completeBatchFetching(true)
        #expect(fetching.isFetching, "a completion is noticed by the node, not here")
        let endedCompleted = fetching.end()
        #expect(endedCompleted)
        #expect(!completed.isCancelled && completed.didCompleteWithContent)
    }

    @Test("A fetch runs on the executor, unless it was cancelled before the executor got to it")
    func runOnExecutor() {
        var fetching = CollectionBatchFetching()
        let executor = ManualExecutor()
        fetching.executor = executor.execute
        let ran = Locked<[ObjectIdentifier]>([])
        let cancelled = fetching.begin(wake: {})
        fetching.run(cancelled) { context in ran.withLock { $0.append(ObjectIdentifier(context)) } }
        fetching.end()
        let running = fetching.begin(wake: {})
        fetching.run(running) { context in ran.withLock { $0.append(ObjectIdentifier(context)) } }
        #expect(ran.current.isEmpty && executor.pendingCount == 2)
        executor.runAll()
        #expect(ran.current == [ObjectIdentifier(running)])
    }

    @Test("The loading row's length: its height, or zero when negative or not finite")
    func loadingRowExtent() {
        var fetching = CollectionBatchFetching()
        #expect(fetching.loadingRowExtent == 56)
        for (height, extent) in [(40.0, 40.0), (-5, 0), (.nan, 0), (.infinity, 0)] {
            fetching.loadingRowHeight = height
            #expect(fetching.loadingRowExtent == extent, "\(height)")
        }
    }
}
