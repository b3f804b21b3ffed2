@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// A list of many rows is laid out in steps: the first when the data arrives, one more each tick
/// (the tick's time share set to zero), so that neither the reload nor a frame waits for every
/// row's estimate.
@Suite(.serialized)
@MainActor
struct CollectionNodeLayoutStepsTests {
    private static let stepItems = 1_000
    private static let rowHeight = 50.0

    /// A list of `count` rows, estimated at 50 points (the delegate, which the list holds weakly,
    /// must be kept), sized 800×600, laying out 1,000 rows a
    /// step and one step a tick.
    private static func makeList(_ count: Int) -> (CollectionNode, BatchFeedSource, HintCountingDelegate, ManualWorkScheduler) {
        let source = BatchFeedSource(sectionCounts: [count])
        let delegate = HintCountingDelegate(height: rowHeight)
        let scheduler = ManualWorkScheduler()
        let list = CollectionNode(layout: ListLayout(estimatedRowHeight: 100), backend: FakeRenderingBackend.make(),
                                  renderMode: .asynchronous(scheduler), wake: {})
        list.batchFetchExecutor = ManualExecutor().execute
        list.placement.steps.stepItems = stepItems
        list.placement.steps.secondsPerTick = 0
        list.delegate = delegate
        list.setBounds(BatchFixture.size, scale: 1, at: 0)
        list.dataSource = source
        return (list, source, delegate, scheduler)
    }

    private static func tick(_ list: CollectionNode) {
        list.tick(at: list.now + 1.0 / 60)
    }

    @Test("ten thousand rows: the first step is laid out with the data, then one step a tick; the rows on screen never move, and the ticks keep coming until the last")
    func stepsPerTick() {
        let (list, _, delegate, _) = Self.makeList(10_000)
        #expect(list.itemCount == 10_000, "the data holds every row at once")
        #expect(delegate.hintsAsked == Self.stepItems, "only the first step's estimates are asked for")
        #expect(list.layout.contentSize.height == Double(Self.stepItems) * Self.rowHeight)
        #expect(list.layout.frame(ofItem: Self.stepItems) == nil)
        #expect(list.isMoving, "the host keeps ticking while steps remain")
        let onScreen = list.visibleItems()
        #expect(!onScreen.isEmpty)
        for step in 2...10 {
            Self.tick(list)
            #expect(delegate.hintsAsked == step * Self.stepItems)
            #expect(list.layout.contentSize.height == Double(step * Self.stepItems) * Self.rowHeight)
            #expect(list.visibleItems() == onScreen, "step \(step)")
        }
        #expect(!list.layoutSteps.isPending)
        #expect(list.layout.frame(ofItem: 9_999)?.maxY == 10_000 * Self.rowHeight)
        #expect(!list.isMoving, "nothing moves once every row is laid out")
        Self.tick(list)
        #expect(delegate.hintsAsked == 10_000, "each estimate is asked for once")
    }

    @Test("a scroll to a row steps have not reached lays out the rows up to it at once and shows it")
    func scrollBeyondSteps() throws {
        let (list, _, delegate, _) = Self.makeList(10_000)
        list.scrollToItem(at: IndexPath(item: 5_500, section: 0), position: .start, animated: false)
        #expect(delegate.hintsAsked == 6_000, "whole steps up to the row")
        let frame = try #require(list.frameOnScreen(ofItem: 5_500))
        #expect(frame.minY == 0)
        #expect(list.layoutSteps.isPending)
    }

    @Test("no batch fetch begins at the end of what is laid out; one may once every row is")
    func noFetchWhileStepping() {
        let (list, _, delegate, _) = Self.makeList(3_000)
        delegate.wantsMore = true
        list.scrollToItem(at: IndexPath(item: 999, section: 0), position: .end, animated: false)
        #expect(!list.isBatchFetching, "the end of the first step is not the end of the content")
        Self.tick(list)
        #expect(!list.isBatchFetching)
        Self.tick(list)
        #expect(!list.layoutSteps.isPending)
        list.scrollToItem(at: IndexPath(item: 2_999, section: 0), position: .end, animated: false)
        #expect(list.isBatchFetching, "the real end fetches")
    }

    @Test("a large appended batch counts at once and is laid out in steps; rows appended meanwhile join them")
    func largeAppend() {
        let (list, source, delegate, _) = Self.makeList(100)
        #expect(!list.layoutSteps.isPending)
        source.sectionCounts = [5_100]
        list.insertItems(at: (100..<5_100).map { IndexPath(item: $0, section: 0) })
        #expect(list.itemCount == 5_100)
        #expect(delegate.hintsAsked == 100 + Self.stepItems)
        #expect(list.layout.frame(ofItem: 1_099) != nil)
        #expect(list.layout.frame(ofItem: 1_100) == nil)
        source.sectionCounts = [5_200]
        list.insertItems(at: (5_100..<5_200).map { IndexPath(item: $0, section: 0) })
        #expect(delegate.hintsAsked == 100 + Self.stepItems, "the new rows wait for their steps")
        for _ in 0..<5 { Self.tick(list) }
        #expect(!list.layoutSteps.isPending)
        #expect(list.layout.frame(ofItem: 5_199)?.maxY == 5_200 * Self.rowHeight)
        #expect(delegate.hintsAsked == 5_200)
    }

    @Test("a batch update other than an append lays out every row first, then applies as usual")
    func updateFinishesSteps() {
        let (list, source, delegate, _) = Self.makeList(4_000)
        source.sectionCounts = [3_999]
        list.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(delegate.hintsAsked == 4_000, "the rows not laid out yet were estimated before the update")
        #expect(!list.layoutSteps.isPending)
        #expect(list.itemCount == 3_999)
        #expect(list.layout.frame(ofItem: 3_998)?.maxY == 3_999 * Self.rowHeight)
    }

    @Test("a resize lays out anew in steps, keeping the first row on screen where it was")
    func resizeKeepsAnchor() throws {
        let (list, _, delegate, _) = Self.makeList(10_000)
        for _ in 0..<9 { Self.tick(list) }
        list.scrollToItem(at: IndexPath(item: 7_000, section: 0), position: .start, animated: false)
        #expect(!list.layoutSteps.isPending)
        list.setBounds(Size(width: 700, height: 600), scale: 1, at: list.now)
        #expect(list.layoutSteps.isPending, "the rows past the one on screen wait for their steps")
        #expect(try #require(list.frameOnScreen(ofItem: 7_000)).minY == 0)
        #expect(delegate.hintsAsked == 10_000 + 8_000, "the rows up to the one on screen, and the rest of its step, estimated again")
    }

    @Test("a small list is laid out at once, as before")
    func smallListAtOnce() {
        let (list, _, delegate, _) = Self.makeList(Self.stepItems)
        #expect(!list.layoutSteps.isPending)
        #expect(delegate.hintsAsked == Self.stepItems)
        #expect(!list.isMoving)
    }
}
