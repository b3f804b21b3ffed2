import FolioCore
import Testing
import TestSupport

/// `forcedRangeMode`: Texture's low-memory and visible-only modes, applied at once.
@MainActor
@Suite("PagerNode forced range modes")
struct PagerNodeForcedModeTests {
    private func decodedImage(_ pager: PagerNode, _ page: Int) -> (any DecodedImage)? {
        (pager.nodeForPage(at: page) as? TestPageNode)?.photo.decodedImage
    }

    @Test("Low memory frees every bitmap but the visible page's, and loaded data beyond it")
    func lowMemory() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        PagerFixture.settle(pager, scheduler)
        #expect(Set(pager.itemsWithBitmaps) == [9, 10, 11])
        #expect(pager.residentCounts.preloaded == 5)

        pager.forcedRangeMode = .lowMemory
        #expect(pager.forcedRangeMode == .lowMemory)
        #expect(pager.itemsWithBitmaps == [10])
        #expect(pager.residentCounts.preloaded == 1)
        #expect(decodedImage(pager, 10) != nil)
        for page in [8, 9, 11, 12] { #expect(decodedImage(pager, page) == nil) }
        // The nodes stay (they are light), so their blocks will not run again.
        #expect(pager.residentCounts.nodes == 5)

        // It holds as the pager moves on.
        pager.scrollToPage(at: 20, animated: false)
        PagerFixture.settle(pager, scheduler, at: 1)
        #expect(pager.itemsWithBitmaps == [20])
        #expect(pager.nodeForPage(at: 21) == nil)
        #expect(pager.residentCounts.preloaded == 1)
    }

    @Test("Lifting the override brings the neighbours back once the workers run")
    func liftingLowMemory() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        PagerFixture.settle(pager, scheduler)
        pager.forcedRangeMode = .lowMemory
        #expect(scheduler.pendingKeys.isEmpty)

        pager.forcedRangeMode = nil
        #expect(pager.forcedRangeMode == nil)
        #expect(Set(scheduler.pendingKeys) == [8, 9, 11, 12])
        PagerFixture.settle(pager, scheduler)
        #expect(Set(pager.itemsWithBitmaps) == [9, 10, 11])
        #expect(pager.residentCounts.preloaded == 5)
        for page in 8...12 { #expect(decodedImage(pager, page) != nil) }
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
    }

    @Test("Visible-only, set while hidden, keeps work to the visible page; unset, the ranges refill")
    func visibleOnly() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 10)
        pager.tick(at: 0)
        // Set before any work ran: the queued neighbours are withdrawn, their blocks unrun.
        pager.forcedRangeMode = .visibleOnly
        #expect(scheduler.pendingKeys == [10])
        PagerFixture.settle(pager, scheduler)
        #expect(Set(source.blockRuns.current.keys) == [10])
        #expect(pager.ranges.preload == [10])

        pager.forcedRangeMode = nil
        PagerFixture.settle(pager, scheduler)
        #expect(Set(source.blockRuns.current.keys) == Set(8...12))
        #expect(Set(pager.itemsWithBitmaps) == [9, 10, 11])
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
    }

    @Test("A mode forced before the pager has pages applies when they arrive")
    func beforeData() {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), wake: {})
        pager.forcedRangeMode = .lowMemory
        #expect(pager.ranges == .empty)
        pager.dataSource = BlockDataSource(count: 20)
        pager.setBounds(PagerFixture.size, scale: 1, at: 0)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.ranges.preload == [0])
        #expect(pager.itemsWithBitmaps == [0])

        // Emptied data: the ranges stay empty rather than reach pages that no longer exist.
        let empty = BlockDataSource(count: 0)
        pager.dataSource = empty
        pager.forcedRangeMode = nil
        #expect(pager.ranges == .empty)
        pager.forcedRangeMode = .visibleOnly
        #expect(pager.ranges == .empty)
    }
}
