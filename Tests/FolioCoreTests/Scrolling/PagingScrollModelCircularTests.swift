import FolioCore
import TestSupport
import Testing

/// Circular mode: no ends, pages wrap, and positions are renormalised at rest.
struct PagingScrollModelCircularTests {
    @Test("Dragging back from page 0 shows the last page, without rubber band")
    func dragBackShowsLast() {
        var h = PagingHarness(pageCount: 5, initialPage: 0, isCircular: true)
        h.press(); h.dragForward(-240, speed: 1000)
        #expect(abs(h.model.position - -0.3) < 1e-12)
        #expect(h.model.visiblePages().map(\.index) == [4, 0])
        #expect(h.model.currentPage == 0)
        h.dragForward(-240, speed: 1000)
        #expect(h.model.currentPage == 4)
        h.wait(0.1); h.release()
        h.runUntilRest()
        #expect(h.settledPages == [4] && h.model.position == 4)
    }

    @Test("Right from the last page goes to page 0 and reports it wrapped")
    func rightFromLast() {
        var h = PagingHarness(pageCount: 5, initialPage: 4, isCircular: true)
        h.send(.key(.right))
        #expect(h.model.targetPage == 0 && h.model.currentPage == 0)
        h.wait(0.1)
        #expect(h.model.position > 4 && h.model.position < 5)
        #expect(h.model.visiblePages().map(\.index) == [4, 0])
        h.runUntilRest()
        #expect(h.settledPages == [0] && h.model.position == 0)
    }

    @Test("Many flicks one way keep the position within the pages at rest")
    func renormalises() {
        var h = PagingHarness(pageCount: 3, initialPage: 0, isCircular: true)
        for _ in 0..<7 {
            h.press(); h.dragForward(-80, speed: 2000); h.release()
            h.runUntilRest()
        }
        #expect(h.settledPages == [2, 1, 0, 2, 1, 0, 2])
        #expect(h.model.position == 2)
    }

    @Test("Home and End go the shortest way", arguments: [
        (4, Key.home, 5.0), (1, Key.home, 0.0), (0, Key.end, -1.0), (3, Key.end, 4.0),
    ])
    func homeEndShortestWay(start: Int, key: Key, through: Double) {
        var h = PagingHarness(pageCount: 5, initialPage: start, isCircular: true)
        h.send(.key(key))
        h.wait(0.05)
        // Part-way, the content lies between the start and the shortest copy of the goal.
        let lower = min(Double(start), through), upper = max(Double(start), through)
        #expect(h.model.position > lower && h.model.position < upper)
        h.runUntilRest()
        #expect(h.model.position == (key == .home ? 0 : 4))
    }

    @Test("Two pages wrap too; one page does not")
    func smallCounts() {
        var two = PagingHarness(pageCount: 2, initialPage: 1, isCircular: true)
        two.send(.key(.right)); two.runUntilRest()
        #expect(two.settledPages == [0])
        var one = PagingHarness(pageCount: 1, initialPage: 0, isCircular: true)
        one.send(.key(.right)); one.runUntilRest()
        #expect(one.events.isEmpty && one.model.visiblePages().map(\.index) == [0])
    }
}
