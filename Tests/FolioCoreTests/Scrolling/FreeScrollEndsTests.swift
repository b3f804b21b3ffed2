import FolioCore
import TestSupport
import Testing

/// Past the ends (rule 4): the rubber band and the spring back.
struct FreeScrollEndsTests {
    static let c = FreeScrollConfiguration.standard.rubberBandCoefficient

    @Test("Dragging past the start is rubber-banded and springs back exactly to 0")
    func startRubberBand() {
        var h = FreeScrollHarness(viewport: 600, offset: 0)
        h.press()
        h.move(dy: 16, speed: 1000)
        h.move(dy: 240, speed: 1000)
        let expected = RubberBand.offset(forOverscroll: -240, dimension: 600, coefficient: Self.c)
        #expect(abs(h.model.offset - expected) < 1e-9)
        #expect(expected > -240 && expected < -100)
        h.wait(0.05)
        h.release()
        #expect(h.model.isAnimating)
        let duration = h.runUntilRest()
        #expect(duration != nil && duration! < 0.6)
        #expect(h.model.offset == 0 && h.events == [.motionBegan, .settled(offset: 0)])
        #expect(h.highestOffset <= 0, "the spring back does not overshoot into the content")
    }

    @Test("Dragging past the end is rubber-banded and springs back exactly to the end")
    func endRubberBand() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 4400)
        h.press()
        h.dragForward(16 + 400, speed: 2000)
        let expected = 4400 + RubberBand.offset(forOverscroll: 400, dimension: 600, coefficient: Self.c)
        #expect(abs(h.model.offset - expected) < 1e-9)
        h.release()
        h.runUntilRest()
        #expect(h.model.offset == 4400 && h.settledOffsets == [4400])
        #expect(h.lowestOffset >= 4400 - 1e-9)
    }

    @Test("Catching content in the rubber band does not jump, and pulling it back in un-bands it")
    func catchInOverscroll() {
        var h = FreeScrollHarness(offset: 0)
        h.press()
        h.move(dy: 200, speed: 1000)
        h.wait(0.05); h.release()
        h.wait(0.05)
        let shown = h.model.offset
        #expect(shown < 0)
        h.press()
        #expect(abs(h.model.offset - shown) < 1e-9 && h.model.pressStoppedMotion)
        h.move(dy: -400, speed: 1000)
        #expect(h.model.offset > 200)
    }

    @Test("A fling past the end runs out, bounces back carrying its speed, and settles exactly on the end")
    func flingBounces() {
        var slow = FreeScrollHarness(viewport: 600, content: 5000, offset: 3000)
        slow.fling(100, speed: 4000)
        slow.runUntilRest()
        var fast = FreeScrollHarness(viewport: 600, content: 5000, offset: 3000)
        fast.fling(100, speed: 8000)
        fast.runUntilRest()
        for h in [slow, fast] {
            #expect(h.model.offset == 4400 && h.settledOffsets == [4400])
            #expect(h.events == [.motionBegan, .settled(offset: 4400)])
            #expect(h.highestOffset > 4400)
        }
        let slowOvershoot = slow.highestOffset - 4400
        let fastOvershoot = fast.highestOffset - 4400
        print("fling bounce overshoot: \(slowOvershoot) px at 4000 px/s, \(fastOvershoot) px at 8000 px/s")
        #expect(fastOvershoot > slowOvershoot && fastOvershoot < 100)
    }

    @Test("A fling towards the start bounces at 0")
    func flingBouncesAtStart() {
        var h = FreeScrollHarness(offset: 300)
        h.press()
        h.move(dy: 100, speed: 3000)
        h.release()
        h.runUntilRest()
        #expect(h.model.offset == 0 && h.lowestOffset < 0 && h.settledOffsets == [0])
    }

    @Test("Content that fits the viewport rubber-bands both ways and returns to 0")
    func fittingContent() {
        var h = FreeScrollHarness(viewport: 600, content: 400, offset: 0)
        #expect(h.model.maximumOffset == 0)
        h.fling(150, speed: 2000)
        h.runUntilRest()
        #expect(h.model.offset == 0 && h.highestOffset > 0 && h.settledOffsets == [0])
    }
}
