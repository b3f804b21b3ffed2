import FolioCore
import TestSupport
import Testing

/// Resizes and the empty viewport: the position is in pages, and an empty viewport freezes.
struct PagingScrollModelViewportTests {
    static let empty: [Size] = [Size(width: 0, height: 600), Size(width: 800, height: 0), .zero,
                                Size(width: .nan, height: 600), Size(width: 800, height: .infinity)]

    @Test("An empty viewport ignores input and reports nothing", arguments: empty)
    func frozenIgnoresInput(size: Size) {
        var h = PagingHarness(pageCount: 5, initialPage: 3)
        h.setViewportSize(size)
        h.press(); h.dragForward(300, speed: 2000); h.release()
        h.send(.key(.right)); h.send(.wheel(dx: 0, dy: 1)); h.trackpadScroll(units: 200, speed: 2000)
        h.wait(1)
        #expect(h.model.position == 3 && h.model.isAtRest && h.events.isEmpty)
        #expect(h.model.visiblePages().isEmpty && h.model.nextDeadline == nil)
    }

    @Test("A drag cut by an empty viewport snaps to the nearest page once the viewport returns")
    func dragFrozen() {
        var h = PagingHarness(pageCount: 5, initialPage: 1)
        h.press(); h.dragForward(520, speed: 1000)
        h.setViewportSize(Size(width: 0, height: 600))
        #expect(h.model.isPaused && !h.model.isAnimating && h.model.targetPage == 2)
        h.wait(0.5)
        #expect(abs(h.model.position - 1.65) < 1e-12 && h.events == [.motionBegan])
        // The pointer's later motion belongs to no drag any more.
        h.dragForward(200, speed: 1000); h.release()
        h.setViewportSize(Size(width: 640, height: 480))
        #expect(h.model.isAnimating)
        h.runUntilRest()
        #expect(h.events == [.motionBegan, .settled(page: 2)])
    }

    @Test("A paused animation resumes where it stopped instead of jumping")
    func animationPauses() {
        var h = PagingHarness(pageCount: 5, initialPage: 0)
        h.send(.key(.right))
        h.wait(0.048)
        let shown = h.model.position
        h.setViewportSize(Size(width: 0, height: 0))
        h.wait(3)
        #expect(h.model.position == shown && h.model.isPaused)
        h.setViewportSize(Size(width: 800, height: 600))
        h.wait(0.008)
        let resumed = h.model.position
        #expect(resumed > shown && resumed - shown < 0.2, "resumed at \(resumed) from \(shown)")
        #expect(h.runUntilRest().map { $0 < 0.3 } == true)
        #expect(h.settledPages == [1] && !h.sawNonFinitePosition)
    }

    @Test("A resize mid-animation keeps its target page and its position in pages")
    func resizeMidAnimation() {
        var h = PagingHarness(pageCount: 5, initialPage: 3)
        h.send(.key(.left))
        h.wait(0.1)
        let before = h.model.position
        h.setViewportSize(Size(width: 333, height: 200))
        #expect(h.model.position == before && h.model.targetPage == 2)
        h.runUntilRest()
        #expect(h.offset == 666)
    }

    @Test("The rubber band follows the width during an overscroll")
    func rubberBandResize() {
        var h = PagingHarness(pageCount: 5, initialPage: 0)
        h.press(); h.dragForward(-240, speed: 1000)
        #expect(abs(h.offset - -113.305) < 0.001)
        h.setViewportSize(Size(width: 400, height: 600))
        // Still 0.3 page of finger overscroll, now 120 px at 400 px wide.
        let expected = RubberBand.offset(forOverscroll: -120, dimension: 400, coefficient: 0.55)
        #expect(abs(h.offset - expected) < 1e-9)
    }

    @Test("A viewport size at a non-finite time changes nothing; one stamped in the past acts at the latest time seen")
    func viewportSizeTimes() {
        var model = PagingScrollModel(pageCount: 5)
        #expect(model.setViewportSize(Size(width: 800, height: 600), at: .nan).isEmpty)
        #expect(model.viewportSize == .zero, "a NaN time is refused")
        var h = PagingHarness(pageCount: 5, initialPage: 0)
        h.send(.key(.right))
        h.wait(0.1)
        let shown = h.model.position
        // A size dated before the frame just shown must not wind the animation back.
        h.model.setViewportSize(Size(width: 0, height: 600), at: 0.05)
        #expect(h.model.isPaused && h.model.position == shown)
        h.setViewportSize(Size(width: 800, height: 600))
        h.wait(0.008)
        #expect(h.model.position > shown, "resumed from \(shown), at \(h.model.position)")
        h.runUntilRest()
        #expect(h.settledPages == [1])
    }
}
