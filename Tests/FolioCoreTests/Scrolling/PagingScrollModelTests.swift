import FolioCore
import TestSupport
import Testing

/// Pointer, wheel, key and trackpad behaviour of the model beyond the acceptance scenarios.
struct PagingScrollModelTests {
    @Test("A press becomes a drag after 16 px and then follows the finger from the press point")
    func slop() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.press()
        h.move(dx: -15, speed: 1000)
        #expect(h.model.position == 2 && h.model.isAtRest && h.events.isEmpty)
        h.move(dx: -1, speed: 1000)
        #expect(h.model.isDragging && h.events == [.motionBegan])
        #expect(abs(h.model.position - (2 + 16.0 / 800)) < 1e-12)
        h.move(dx: 100, speed: 1000)
        #expect(abs(h.model.position - (2 - 84.0 / 800)) < 1e-12)
        #expect(h.model.currentPage == 2 && h.model.targetPage == nil)
    }

    @Test("Held still past the 40 ms cutoff, a fast drag releases with no velocity", arguments: [0.045, 0.06, 0.08])
    func stillnessBeforeRelease(hold: Double) {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.press()
        h.dragForward(0.3 * 800, speed: 1000)
        h.wait(hold)
        h.release()
        #expect(h.runUntilRest() != nil)
        #expect(h.settledPages == [2])
    }

    @Test("Released within the 40 ms cutoff, the same drag is still a flick")
    func shortPauseStillFlicks() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.press()
        h.dragForward(0.3 * 800, speed: 1000)
        h.wait(0.024)
        h.release()
        #expect(h.runUntilRest() != nil)
        #expect(h.settledPages == [3])
    }

    @Test("A press that moves mostly vertically is refused until released")
    func verticalRefused() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.press()
        h.move(dx: -10, dy: 20, speed: 1000)
        h.move(dx: -300, speed: 1000)
        #expect(h.model.position == 2 && h.model.isAtRest)
        h.release()
        #expect(h.events.isEmpty)
        // The next press is a fresh one.
        h.press()
        h.dragForward(300, speed: 1000)
        #expect(h.model.isDragging)
    }

    @Test("A press and release inside the slop reports nothing")
    func tap() {
        var h = PagingHarness(pageCount: 5, initialPage: 1)
        h.press(); h.move(dx: 5, dy: 5, speed: 100); h.release()
        h.runUntilRest()
        #expect(h.events.isEmpty && h.model.position == 1)
    }

    @Test("Only the first pointer drags")
    func onePointer() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.press()
        h.dragForward(200, speed: 1000)
        let shown = h.model.position
        let finger = PointerID.finger(device: 1, finger: 7)
        h.send(.pointerDown(finger, Point(x: 100, y: 100)))
        h.send(.pointerMoved(finger, Point(x: 700, y: 100)))
        h.send(.pointerUp(finger, Point(x: 700, y: 100)))
        #expect(h.model.position == shown && h.model.isDragging)
        h.wait(0.1); h.release()
        h.runUntilRest()
        #expect(h.settledPages == [2])
    }

    @Test("A cancelled pointer ends its drag like a still release")
    func cancelled() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.press()
        h.dragForward(480, speed: 4000)
        h.send(.pointerCancelled(.mouse))
        #expect(h.model.isAnimating && h.model.targetPage == 3)
        h.runUntilRest()
        #expect(h.settledPages == [3])
    }

    @Test("Pixels after a mid-drag resize convert at the new width")
    func resizeMidDrag() {
        var h = PagingHarness(pageCount: 5, initialPage: 1)
        h.press()
        h.dragForward(240, speed: 1000)
        h.setViewportSize(Size(width: 400, height: 600))
        h.dragForward(100, speed: 1000)
        #expect(abs(h.model.position - 1.55) < 1e-12)
    }

    @Test("Grabbing an animation catches it where it is, without slop")
    func grabCatches() {
        var h = PagingHarness(pageCount: 5, initialPage: 1)
        h.send(.key(.right))
        h.wait(0.08)
        let shown = h.model.position
        #expect(shown > 1.5 && shown < 2)
        h.press()
        #expect(h.model.isDragging && h.model.position == shown)
        h.move(dx: -4, speed: 1000)
        #expect(abs(h.model.position - (shown + 4.0 / 800)) < 1e-12)
        h.wait(0.1); h.release()
        h.runUntilRest()
        #expect(h.events == [.motionBegan, .settled(page: 2)])
    }

    @Test("Keys add up from the pending target; Page Up and Page Down page too")
    func keys() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.send(.key(.pageDown)); h.send(.key(.pageDown))
        #expect(h.model.targetPage == 4)
        h.send(.key(.pageUp))
        #expect(h.model.targetPage == 3)
        h.send(.key(.up)); h.send(.key(.enter))
        #expect(h.model.targetPage == 3)
        h.runUntilRest()
        #expect(h.settledPages == [3])
        h.send(.key(.left)); h.runUntilRest()
        #expect(h.settledPages == [3, 2])
    }

    @Test("Home and End at their own end do nothing")
    func homeAtStart() {
        var h = PagingHarness(pageCount: 5, initialPage: 0)
        h.send(.key(.home)); h.send(.key(.left)); h.send(.wheel(dx: 0, dy: -3))
        #expect(h.model.isAtRest && h.events.isEmpty)
        h.send(.wheel(dx: 0, dy: 1))
        #expect(h.model.targetPage == 1, "a notch at an end must not lock the wheel")
    }

    @Test("Wheel: one page per event, horizontal wheels too, 150 ms lockout")
    func wheel() {
        var h = PagingHarness(pageCount: 5, initialPage: 1)
        h.send(.wheel(dx: 2, dy: 0))
        #expect(h.model.targetPage == 2)
        h.wait(0.149); h.send(.wheel(dx: 0, dy: 1))
        #expect(h.model.targetPage == 2)
        h.wait(0.002); h.send(.wheel(dx: 0, dy: 1))
        #expect(h.model.targetPage == 3)
        h.wait(0.2); h.send(.wheel(dx: -1, dy: 0))
        #expect(h.model.targetPage == 2)
    }

    @Test("Trackpad: vertical deltas page horizontally; the axis locks at the start")
    func trackpadAxis() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.send(.preciseScroll(dx: 10, dy: 10))
        #expect(h.model.isAtRest, "no axis dominates yet")
        h.send(.preciseScroll(dx: 0, dy: 30))
        #expect(h.model.isDragging && h.events == [.motionBegan])
        #expect(abs(h.model.position - (2 + 40.0 / 400)) < 1e-12)
        h.send(.preciseScroll(dx: 500, dy: 20))
        #expect(abs(h.model.position - (2 + 60.0 / 400)) < 1e-12)
        #expect(h.model.nextDeadline == h.clock.now + 0.150)
    }

    @Test("Trackpad gestures end after 150 ms of silence, announced by nextDeadline")
    func trackpadEnds() {
        var h = PagingHarness(pageCount: 5, initialPage: 2)
        h.trackpadScroll(units: 260, speed: 400)
        let last = h.clock.now
        #expect(h.model.nextDeadline == last + 0.150)
        var model = h.model
        #expect(model.advance(to: last + 0.149).isEmpty && model.isDragging)
        model.advance(to: last + 0.150)
        #expect(model.isAnimating && model.targetPage == 3 && model.nextDeadline == nil)
    }

    @Test("Trackpad past an end rubber-bands")
    func trackpadRubberBand() {
        var h = PagingHarness(pageCount: 5, initialPage: 4)
        h.trackpadScroll(units: 120, speed: 400)
        // 120 units = 0.3 page = 240 px of overscroll: 113 px shown.
        #expect(abs(h.offset - (3200 + 113.305)) < 0.001)
        h.runUntilRest()
        #expect(h.settledPages == [4])
    }

    @Test("With fewer than two pages input is ignored", arguments: [0, 1])
    func tooFewPages(count: Int) {
        var h = PagingHarness(pageCount: count, initialPage: 0)
        h.press(); h.dragForward(400, speed: 2000); h.release()
        h.send(.key(.end)); h.send(.wheel(dx: 0, dy: 1)); h.trackpadScroll(units: 400, speed: 3000)
        h.runUntilRest()
        #expect(h.model.position == 0 && h.model.currentPage == 0 && h.events.isEmpty)
    }
}
