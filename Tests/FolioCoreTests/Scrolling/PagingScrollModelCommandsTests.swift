import FolioCore
import TestSupport
import Testing

/// What the owner asks of the model: scrollToPage, visiblePages.
struct PagingScrollModelCommandsTests {
    @Test("scrollToPage without animation jumps and reports the page")
    func jump() {
        var h = PagingHarness(pageCount: 10, initialPage: 2)
        h.scrollToPage(7, animated: false)
        #expect(h.model.position == 7 && h.model.isAtRest && h.events == [.settled(page: 7)])
        h.scrollToPage(42, animated: false)
        #expect(h.model.position == 9)
    }

    @Test("scrollToPage with animation springs there and reports the page once")
    func animated() {
        var h = PagingHarness(pageCount: 10, initialPage: 2)
        h.scrollToPage(6, animated: true)
        #expect(h.model.isAnimating && h.model.targetPage == 6 && h.events == [.motionBegan])
        h.runUntilRest()
        #expect(h.events == [.motionBegan, .settled(page: 6)] && h.model.position == 6)
        h.scrollToPage(6, animated: true)
        #expect(h.events.last == .settled(page: 6) && h.events.count == 3 && h.model.isAtRest)
    }

    @Test("scrollToPage takes the content from a drag; the finger does nothing more")
    func takesFromDrag() {
        var h = PagingHarness(pageCount: 10, initialPage: 2)
        h.press(); h.dragForward(200, speed: 1000)
        h.scrollToPage(5, animated: true)
        #expect(h.model.isAnimating && h.model.targetPage == 5)
        h.dragForward(300, speed: 1000); h.release()
        h.runUntilRest()
        #expect(h.events == [.motionBegan, .settled(page: 5)])
    }

    @Test("scrollToPage in circular mode takes the shortest way")
    func circularShortestWay() {
        var h = PagingHarness(pageCount: 8, initialPage: 1, isCircular: true)
        h.scrollToPage(7, animated: true)
        h.wait(0.05)
        #expect(h.model.position < 1 && h.model.position > -1)
        h.runUntilRest()
        #expect(h.settledPages == [7] && h.model.position == 7)
    }

    @Test("scrollToPage with an empty viewport jumps")
    func frozenJump() {
        var h = PagingHarness(pageCount: 5, initialPage: 1, viewport: .zero)
        h.scrollToPage(3, animated: true)
        #expect(h.model.position == 3 && h.settledPages == [3])
        h.setViewportSize(Size(width: 800, height: 600))
        #expect(h.offset == 2400)
    }

    @Test("Visible pages: one at rest, two in between, none outside the pages")
    func visiblePages() {
        var h = PagingHarness(pageCount: 5, initialPage: 2, viewport: Size(width: 800, height: 600))
        #expect(h.model.visiblePages() == [VisibleItem(index: 2, frame: Rect(x: 0, y: 0, width: 800, height: 600))])
        h.press(); h.dragForward(200, speed: 1000)
        #expect(h.model.visiblePages() == [
            VisibleItem(index: 2, frame: Rect(x: -200, y: 0, width: 800, height: 600)),
            VisibleItem(index: 3, frame: Rect(x: 600, y: 0, width: 800, height: 600)),
        ])
        var first = PagingHarness(pageCount: 5, initialPage: 0)
        first.press(); first.dragForward(-200, speed: 1000)
        #expect(first.model.visiblePages().map(\.index) == [0])
        #expect(first.model.visiblePages().first.map { $0.frame.minX > 0 && $0.frame.minX < 200 } == true)
    }
}
