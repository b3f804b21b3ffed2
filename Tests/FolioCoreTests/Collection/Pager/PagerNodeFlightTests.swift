import FolioCore
import Testing
import TestSupport

/// Fast flights (End and Home over a million pages): pages the spring passes must not have their
/// node blocks run later, or memory grows with the distance flown.
@MainActor
@Suite("PagerNode in fast flights")
struct PagerNodeFlightTests {
    private static let frame = 1.0 / 60

    /// Animates to `page` at 60 Hz without running any work, as a busy worker pool would, and
    /// returns the time the flight ended at.
    private func fly(_ pager: PagerNode, to page: Int, from start: Double) -> Double {
        var time = start
        pager.scrollToPage(at: page, animated: true)
        for _ in 0..<600 {
            time += Self.frame
            guard pager.tick(at: time) else { break }
        }
        #expect(!pager.tick(at: time))
        #expect(pager.currentPageIndex == page)
        return time
    }

    @Test("End then Home over a million pages makes only the nodes of the windows landed on")
    func endAndHome() {
        let last = 999_999
        let source = BlockDataSource(count: last + 1)
        let (pager, scheduler) = PagerFixture.manual(source)
        PagerFixture.settle(pager, scheduler)
        #expect(pager.nodesMade == 3)

        var time = fly(pager, to: last, from: 0)
        // The flight passed many pages through the preload range…
        #expect(source.blocksAskedFor.count > 20)
        PagerFixture.settle(pager, scheduler, at: time)
        // …but only the landing window's blocks ran: Full preload is 2 pages each way.
        #expect(pager.nodesMade == 3 + 3)
        #expect(Set(source.blockRuns.current.keys) == [0, 1, 2, last - 2, last - 1, last])
        #expect(pager.bitmap(forItemAt: last) != nil)

        for trip in 1...4 {
            time = fly(pager, to: trip.isMultiple(of: 2) ? last : 0, from: time)
            PagerFixture.settle(pager, scheduler, at: time)
        }
        #expect(pager.nodesMade == 6)
        #expect(pager.residentCounts.nodes == 6)
        #expect(pager.residentCounts.bitmaps <= 3)
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
    }

    @Test("A slow worker during a flight makes at most one node per frame it got to run")
    func slowWorker() {
        let last = 999_999
        let source = BlockDataSource(count: last + 1)
        let (pager, scheduler) = PagerFixture.manual(source)
        PagerFixture.settle(pager, scheduler)
        var time = 0.0
        var frames = 0
        pager.scrollToPage(at: last, animated: true)
        while frames < 600, pager.tick(at: time + Self.frame) {
            time += Self.frame
            frames += 1
            scheduler.runNext()
        }
        PagerFixture.settle(pager, scheduler, at: time + 1)
        #expect(frames < 120)
        #expect(pager.nodesMade <= 3 + frames + 3)
        // Every block that ran delivered its node, and none ran twice.
        #expect(pager.nodesMade == source.blockRuns.current.count)
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
        #expect(pager.bitmap(forItemAt: last) != nil)
    }

    @Test("A page whose block was withdrawn is asked for again on return, and its block runs once")
    func pageComesBack() {
        let source = BlockDataSource(count: 50)
        let (pager, scheduler) = PagerFixture.manual(source, initialPage: 5)
        pager.tick(at: 0)
        #expect(Set(scheduler.pendingKeys) == [4, 5, 6])
        pager.scrollToPage(at: 30, animated: false)
        pager.scrollToPage(at: 5, animated: false)
        pager.scrollToPage(at: 30, animated: false)
        pager.scrollToPage(at: 5, animated: false)
        PagerFixture.settle(pager, scheduler)
        #expect(source.blocksAskedFor.filter { $0 == 5 }.count == 3)
        #expect(source.blockRuns.current[5] == 1)
        #expect(source.blockRuns.current.values.allSatisfy { $0 == 1 })
        #expect(pager.nodesMade == source.blockRuns.current.count)
        #expect(pager.bitmap(forItemAt: 5) != nil)
    }
}
