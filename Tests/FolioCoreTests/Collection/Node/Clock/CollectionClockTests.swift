@testable import FolioCore
import Testing
import TestSupport

@Suite("CollectionClock: one monotonic time for a collection and its data controller")
@MainActor
struct CollectionClockTests {
    @Test("the clock moves on to later times and never back; NaN leaves it as it was")
    func monotonic() {
        let clock = CollectionClock()
        #expect(clock.now == 0)
        clock.advance(to: 2.5)
        #expect(clock.now == 2.5)
        clock.advance(to: 1)
        #expect(clock.now == 2.5)
        clock.advance(to: .nan)
        #expect(clock.now == 2.5)
        clock.advance(to: 3)
        #expect(clock.now == 3)
    }

    @Test("the node and its data controller read one clock, moved by every entry point")
    func sharedByTheDataController() {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), wake: {})
        let source = BlockDataSource(count: 3)
        pager.dataSource = source
        #expect(pager.data.clock === pager.clock)
        pager.setBounds(PagerFixture.size, scale: 1, at: 4.5)
        #expect(pager.data.clock.now == 4.5)
        // The data controller stamps the blocks it asks for with the time it reads from the
        // node's clock: setBounds asked for the pages in range.
        #expect(pager.data.elements[0]?.contentTiming?.nodeRequested == 4.5)
        pager.tick(at: 2)
        #expect(pager.now == 4.5 && pager.data.clock.now == 4.5)
        pager.handle(InputEvent(time: 7, kind: .key(.right)))
        #expect(pager.now == 7 && pager.data.clock.now == 7)
        pager.tick(at: 8)
        #expect(pager.data.clock.now == 8)
    }
}
