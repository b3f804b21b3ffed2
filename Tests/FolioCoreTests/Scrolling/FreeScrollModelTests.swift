import FolioCore
import TestSupport
import Testing

/// Pointer behaviour of the free scroll model: slop, following, refusal, catching (rules 1 to 3
/// and 7).
struct FreeScrollModelTests {
    @Test("A press becomes a drag after 16 px, then the content follows the pointer 1:1 with no jump")
    func followsAfterSlop() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.move(dy: -15, speed: 1000)
        #expect(h.model.offset == 1000 && h.model.isAtRest && h.model.isPressed && h.events.isEmpty)
        h.move(dy: -1, speed: 1000)
        #expect(h.model.isDragging && h.events == [.motionBegan])
        #expect(h.model.offset == 1000)
        h.move(dy: -100, speed: 1000)
        #expect(abs(h.model.offset - 1100) < 1e-9)
        h.move(dy: 250, speed: 1000)
        #expect(abs(h.model.offset - 850) < 1e-9)
    }

    @Test("A horizontal model follows x, and a pointer moving left shows later content")
    func horizontalFollows() {
        var h = FreeScrollHarness(axis: .horizontal, offset: 500)
        h.press()
        h.move(dx: -20, speed: 1000)
        // The slop is passed at 16 px; the 4 px after it and the 80 px move the content.
        h.move(dx: -80, dy: 30, speed: 1000)
        #expect(abs(h.model.offset - 584) < 1e-9)
    }

    @Test("A press that moves more across the axis than along it is refused until released")
    func acrossRefused() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.move(dx: 20, dy: -10, speed: 1000)
        h.move(dy: -300, speed: 1000)
        #expect(h.model.offset == 1000 && h.model.isAtRest && h.model.isPressed)
        h.release()
        #expect(h.events.isEmpty && !h.model.isPressed)
        h.press()
        h.dragForward(100, speed: 1000)
        #expect(h.model.isDragging)
    }

    @Test("A press and release inside the slop reports nothing and is a tap")
    func tap() {
        var h = FreeScrollHarness(offset: 300)
        h.press(); h.move(dx: 5, dy: 5, speed: 100); h.release()
        h.runUntilRest()
        #expect(h.events.isEmpty && h.model.offset == 300 && !h.model.pressStoppedMotion)
    }

    @Test("Only the first pointer drags")
    func onePointer() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(200, speed: 1000)
        let shown = h.model.offset
        let finger = PointerID.finger(device: 1, finger: 7)
        h.send(.pointerDown(finger, Point(x: 100, y: 100)))
        h.send(.pointerMoved(finger, Point(x: 100, y: 700)))
        h.send(.pointerUp(finger, Point(x: 100, y: 700)))
        #expect(h.model.offset == shown && h.model.isDragging)
        h.wait(0.1); h.release()
        #expect(h.settledOffsets == [shown])
    }

    @Test("A drag released still rests where it is: one motionBegan, one settled")
    func releaseStillSettles() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(300, speed: 1500)
        h.wait(0.05)
        let shown = h.model.offset
        h.release()
        #expect(h.events == [.motionBegan, .settled(offset: shown)])
        #expect(h.model.offset == shown && h.model.isAtRest && !h.model.isAnimating)
    }

    @Test("A press on a fling stops it where it is, holds it, and marks the press")
    func grabStopsFling() {
        var h = FreeScrollHarness(content: 50_000, offset: 500)
        h.fling(200, speed: 3000)
        h.wait(0.2)
        #expect(h.model.isAnimating)
        let caught = h.model.offset
        h.press()
        #expect(h.model.offset == caught)
        #expect(h.model.pressStoppedMotion && h.model.isDragging && !h.model.isAnimating)
        h.wait(0.3)
        #expect(h.model.offset == caught)
        h.release()
        #expect(h.events == [.motionBegan, .settled(offset: caught)])
        #expect(h.model.pressStoppedMotion, "kept after the release, for the owner's tap handling")
        h.press(); h.release()
        #expect(!h.model.pressStoppedMotion)
    }

    @Test("A press on a wheel animation catches it too, and the caught content can be dragged on")
    func grabStopsSpring() {
        var h = FreeScrollHarness(offset: 0)
        h.wheel(3)
        h.wait(0.03)
        let caught = h.model.offset
        #expect(caught > 0 && caught < 300)
        h.press()
        #expect(h.model.offset == caught && h.model.pressStoppedMotion)
        h.dragForward(10, speed: 500)
        #expect(abs(h.model.offset - (caught + 10)) < 1e-9)
        h.wait(0.05); h.release()
        #expect(h.events.count == 2 && h.events.first == .motionBegan)
        #expect(h.settledOffsets.count == 1 && abs(h.settledOffsets[0] - (caught + 10)) < 1e-9)
    }

    @Test("A cancelled drag rests without flinging")
    func cancel() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(200, speed: 3000)
        h.send(.pointerCancelled(.mouse))
        #expect(h.model.isAtRest && h.settledOffsets.count == 1 && !h.model.isPressed)
    }

    @Test("Non-finite pointer positions and times are ignored")
    func nonFinite() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(100, speed: 1000)
        let shown = h.model.offset
        h.send(.pointerMoved(.mouse, Point(x: .nan, y: 3)))
        h.send(.pointerMoved(.mouse, Point(x: 3, y: -.infinity)))
        h.send(.preciseScroll(dx: 0, dy: .nan))
        #expect(h.model.handle(InputEvent(time: .nan, kind: .pointerUp(.mouse, Point(x: 0, y: 0)))).isEmpty)
        #expect(h.model.advance(to: .infinity).isEmpty)
        #expect(h.model.offset == shown && h.model.isDragging)
    }
}
