import FolioCore
import Testing
import TestSupport

/// The pager at the documented maximum of 2⁵² pages, and with counts and pages beyond anything
/// valid: it lands exactly where asked, draws the pages there, and clamps what it cannot hold.
@MainActor
@Suite("PagerNode at 2⁵² pages")
struct PagerNodeHugeCountTests {
    nonisolated static let n = PagerNode.maximumPageCount

    /// Runs frames until the pager is still and its work done.
    private func run(_ pager: PagerNode, _ scheduler: ManualWorkScheduler, from start: Double) -> Double {
        var time = start
        repeat {
            time += 0.008
            scheduler.runAll()
        } while pager.tick(at: time) || !scheduler.pendingKeys.isEmpty
        PagerFixture.settle(pager, scheduler, at: time)
        return time
    }

    @Test("An initial page anywhere up to 2⁵² − 1 is landed on exactly, and drawn", arguments: [n - 1, n - 2, n / 2 + 1, 1 << 51, 0])
    func landsExactly(_ page: Int) {
        let source = BlockDataSource(count: Self.n)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: page)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.currentPageIndex == page)
        #expect(pager.pagingModel.position == Double(page))
        #expect(pager.ranges.visible == [page])
        #expect(pager.bitmap(forItemAt: page) != nil)
        #expect(pager.visiblePages().map(\.index) == [page])
        #expect(source.blocksAskedFor.allSatisfy { abs($0 - page) <= 2 })
    }

    @Test("A count above the maximum is clamped to it; any initial page to the pages there are, once there are some", arguments: [
        (Int.max, Int.max, n - 1), (Int.max, Int.min, 0), (n + 1, n, n - 1), (-5, Int.max, Int.max),
    ])
    func clamps(_ count: Int, _ initial: Int, _ expected: Int) {
        let source = BlockDataSource(count: count)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: initial, isCircular: true)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.numberOfPages == min(max(0, count), Self.n))
        // With no pages the page asked for is kept until there are some (Texture #133).
        #expect(pager.currentPageIndex == expected)
        #expect(pager.pagingModel.position == Double(min(expected, max(0, pager.numberOfPages - 1))))
    }

    @Test("scrollToPage takes any Int, before and after the data loads")
    func scrollToAnyPage() {
        let source = BlockDataSource(count: Self.n)
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: 3, wake: {})
        pager.scrollToPage(at: Int.max, animated: true)
        pager.dataSource = source
        pager.setBounds(PagerFixture.size, scale: 1, at: 0)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.currentPageIndex == Self.n - 1)
        pager.scrollToPage(at: Int.min, animated: false)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.currentPageIndex == 0 && pager.pagingModel.position == 0)
        pager.scrollToPage(at: Int.max, animated: false)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.pagingModel.position == Double(Self.n - 1))
        #expect(pager.bitmap(forItemAt: Self.n - 1) != nil)
    }

    @Test("End, Home, Left from page 0 and Right from the last, circular: each lands and draws its page")
    func keysAroundTheSeam() {
        let source = BlockDataSource(count: Self.n)
        let (pager, scheduler) = PagerFixture.manual(source, isCircular: true)
        PagerFixture.settle(pager, scheduler)
        var time = 0.0
        for (key, expected) in [(Key.end, Self.n - 1), (.home, 0), (.left, Self.n - 1), (.right, 0), (.right, 1), (.left, 0)] {
            pager.handle(InputEvent(time: time, kind: .key(key)))
            time = run(pager, scheduler, from: time)
            #expect(pager.currentPageIndex == expected, "\(key)")
            #expect(pager.pagingModel.position == Double(expected), "\(key)")
            #expect(pager.bitmap(forItemAt: expected) != nil, "\(key)")
            #expect(pager.ranges.preload.count == 5, "\(key)")
        }
    }

    @Test("Without wrapping, Right at the last page and Left at the first do nothing")
    func keysAtTheEnds() {
        let source = BlockDataSource(count: Self.n)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: Self.n - 1)
        PagerFixture.settle(pager, scheduler)
        pager.handle(InputEvent(time: 0, kind: .key(.right)))
        var time = run(pager, scheduler, from: 0)
        #expect(pager.currentPageIndex == Self.n - 1)
        pager.handle(InputEvent(time: time, kind: .key(.home)))
        time = run(pager, scheduler, from: time)
        #expect(pager.currentPageIndex == 0)
        pager.handle(InputEvent(time: time, kind: .key(.left)))
        _ = run(pager, scheduler, from: time)
        #expect(pager.currentPageIndex == 0 && pager.pagingModel.position == 0)
        #expect(pager.bitmap(forItemAt: 0) != nil)
    }
}
