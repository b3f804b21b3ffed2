import FolioCore
import TestSupport
import Testing

/// What the owner asks for: programmatic scrolls, anchoring jumps and extents (rule 8).
struct FreeScrollCommandsTests {
    @Test("scroll(to:animated:) springs to the clamped target and reports one motion")
    func animatedScroll() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 0)
        h.record(h.model.scroll(to: 2000, animated: true, at: 0))
        #expect(h.model.isAnimating && h.events == [.motionBegan])
        let duration = h.runUntilRest()
        #expect(h.model.offset == 2000 && h.settledOffsets == [2000] && h.highestOffset <= 2000)
        #expect(duration! < 0.6)
        h.clearRecords()
        h.record(h.model.scroll(to: 99_999, animated: true, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 4400 && h.events == [.motionBegan, .settled(offset: 4400)])
        h.clearRecords()
        h.record(h.model.scroll(to: 4400, animated: true, at: h.clock.now))
        #expect(h.events.isEmpty && h.model.isAtRest)
    }

    @Test("A jump from rest reports a whole motion; a jump during a fling ends it")
    func jumps() {
        var h = FreeScrollHarness(offset: 100)
        h.record(h.model.scroll(to: -50, animated: false, at: 0))
        #expect(h.model.offset == 0 && h.events == [.motionBegan, .settled(offset: 0)])
        h.clearRecords()
        h.record(h.model.scroll(to: 0, animated: false, at: 0))
        #expect(h.events.isEmpty)
        h.fling(100, speed: 2000)
        h.wait(0.1)
        h.clearRecords()
        h.record(h.model.scroll(to: 1234, animated: false, at: h.clock.now))
        #expect(h.model.offset == 1234 && h.model.isAtRest && h.events == [.settled(offset: 1234)])
    }

    @Test("scroll(to:) takes the content from a drag: the pointer does nothing more until released")
    func scrollTakesDrag() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(100, speed: 1000)
        h.record(h.model.scroll(to: 0, animated: true, at: h.clock.now))
        h.dragForward(200, speed: 1000)
        h.runUntilRest()
        #expect(h.model.offset == 0 && h.model.isPressed)
        h.release()
        #expect(!h.model.isPressed && h.model.offset == 0)
    }

    @Test("setOffset during a fling shifts it by exactly that distance and keeps its speed")
    func setOffsetDuringFling() {
        var twin = FreeScrollHarness(content: 100_000, offset: 1000)
        twin.fling(100, speed: 4000)
        twin.wait(0.1)
        var h = twin
        let events = h.model.setOffset(h.model.offset + 500, at: h.clock.now)
        #expect(events.isEmpty && abs(h.model.offset - twin.model.offset - 500) < 1e-9)
        for _ in 0..<5 {
            h.wait(0.1); twin.wait(0.1)
            #expect(abs(h.model.offset - twin.model.offset - 500) < 1e-6)
        }
        h.runUntilRest(); twin.runUntilRest()
        #expect(abs(h.settledOffsets[0] - twin.settledOffsets[0] - 500) < 1e-6)
    }

    @Test("setOffset during a drag keeps the content under the pointer from there")
    func setOffsetDuringDrag() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(100, speed: 1000)
        #expect(h.model.setOffset(2000, at: h.clock.now).isEmpty)
        #expect(h.model.offset == 2000)
        h.dragForward(50, speed: 1000)
        #expect(abs(h.model.offset - 2050) < 1e-9)
    }

    @Test("setOffset during a wheel animation moves its target with the content")
    func setOffsetDuringSpring() {
        var h = FreeScrollHarness(offset: 1000)
        h.wheel(2)
        h.wait(0.03)
        #expect(h.model.setOffset(h.model.offset - 300, at: h.clock.now).isEmpty)
        h.runUntilRest()
        #expect(h.model.offset == 900 && h.settledOffsets == [900])
    }

    @Test("setOffset at rest moves without events and clamps into range")
    func setOffsetAtRest() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 100)
        #expect(h.model.setOffset(250, at: 1).isEmpty && h.model.offset == 250)
        #expect(h.model.setOffset(-40, at: 1).isEmpty && h.model.offset == 0)
        #expect(h.model.setOffset(9000, at: 1).isEmpty && h.model.offset == 4400)
        #expect(h.model.isAtRest)
    }

    @Test("A resting offset beyond shrunk content is clamped with no events; growth moves nothing")
    func extentsClampAtRest() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 4400)
        #expect(h.model.setExtents(viewport: 600, content: 3000, at: 1).isEmpty)
        #expect(h.model.offset == 2400 && h.model.maximumOffset == 2400 && h.model.isAtRest)
        #expect(h.model.setExtents(viewport: 800, content: 9000, at: 1).isEmpty && h.model.offset == 2400)
        #expect(h.model.setExtents(viewport: 900, content: 500, at: 1).isEmpty && h.model.offset == 0)
        #expect(h.model.setExtents(viewport: .nan, content: 500, at: 1).isEmpty && h.model.viewportExtent == 900)
    }

    @Test("Content shrinking under a fling sends it back to the new end")
    func extentsShrinkDuringFling() {
        var h = FreeScrollHarness(viewport: 600, content: 100_000, offset: 1000)
        h.fling(100, speed: 5000)
        h.wait(0.2)
        h.record(h.model.setExtents(viewport: 600, content: 1800, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 1200 && h.settledOffsets == [1200] && h.events.first == .motionBegan)
    }

    @Test("Content shrinking under a wheel animation redirects it to the new end")
    func extentsShrinkDuringSpring() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 1000)
        h.wheel(5)
        h.wait(0.01)
        h.record(h.model.setExtents(viewport: 600, content: 1700, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 1100 && h.settledOffsets == [1100])
    }

    @Test("A spring headed for the end keeps heading for it as the content grows or shrinks; one headed elsewhere keeps its target")
    func springToTheEndFollowsIt() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 1000)
        h.record(h.model.scroll(to: 4400, animated: true, at: h.clock.now))
        h.wait(0.05)
        h.record(h.model.setExtents(viewport: 600, content: 5300, at: h.clock.now))
        #expect(h.model.destination == 4700)
        h.wait(0.05)
        h.record(h.model.setExtents(viewport: 600, content: 5100, at: h.clock.now))
        #expect(h.model.destination == 4500)
        h.runUntilRest()
        #expect(h.model.offset == 4500 && h.settledOffsets == [4500])

        // Anchoring moves the content under a spring: one headed for the top or the end still
        // goes there; one headed elsewhere moves with the content.
        var home = FreeScrollHarness(viewport: 600, content: 5000, offset: 3000)
        home.record(home.model.scroll(to: 0, animated: true, at: home.clock.now))
        home.wait(0.05)
        home.record(home.model.setOffset(home.model.offset + 60, at: home.clock.now))
        #expect(home.model.destination == 0)
        home.runUntilRest()
        #expect(home.model.offset == 0)

        var other = FreeScrollHarness(viewport: 600, content: 5000, offset: 1000)
        other.record(other.model.scroll(to: 3000, animated: true, at: other.clock.now))
        other.wait(0.05)
        other.record(other.model.setExtents(viewport: 600, content: 6000, at: other.clock.now))
        #expect(other.model.destination == 3000)
        other.record(other.model.setOffset(other.model.offset + 60, at: other.clock.now))
        #expect(other.model.destination == 3060)
    }

    @Test("An empty viewport freezes input and ends a drag into a spring back that waits")
    func frozen() {
        var h = FreeScrollHarness(viewport: 600, offset: 0)
        h.press()
        h.move(dy: 200, speed: 1000)
        let shown = h.model.offset
        #expect(shown < 0)
        h.record(h.model.setExtents(viewport: 0, content: 5000, at: h.clock.now))
        h.release(); h.wheel(3)
        h.record(h.model.scroll(by: 1, at: h.clock.now))
        h.wait(1)
        #expect(h.model.offset == shown && !h.model.isAtRest && !h.model.isAnimating && h.events == [.motionBegan])
        h.record(h.model.setExtents(viewport: 600, content: 5000, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 0 && h.events == [.motionBegan, .settled(offset: 0)])
    }

    @Test("A new model is frozen until it has extents")
    func startsFrozen() {
        var model = FreeScrollModel()
        #expect(model.handle(InputEvent(time: 0, kind: .wheel(dx: 0, dy: 1))).isEmpty)
        #expect(model.axis == .vertical && model.offset == 0 && model.isAtRest && model.indicator(at: 0) == nil)
    }
}
