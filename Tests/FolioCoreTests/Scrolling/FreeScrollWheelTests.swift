import FolioCore
import TestSupport
import Testing

/// Wheel notches, page keys and trackpad deltas (rules 5 and 6).
struct FreeScrollWheelTests {
    static let notch = FreeScrollConfiguration.standard.wheelDistance

    @Test("Wheel notches add up and settle at n × 100 px, with one motionBegan and one settled", arguments: [1, 3, 7])
    func notchesAccumulate(count: Int) {
        var h = FreeScrollHarness(offset: 0)
        for _ in 0..<count {
            h.wheel(1)
            h.wait(0.02)
        }
        h.runUntilRest()
        #expect(h.model.offset == Double(count) * Self.notch)
        #expect(h.events == [.motionBegan, .settled(offset: Double(count) * Self.notch)])
    }

    @Test("One notch covers 99 % of its distance within 150 ms and never overshoots")
    func notchTiming() {
        var h = FreeScrollHarness(offset: 1000)
        h.wheel(-1)
        h.wait(0.15)
        #expect(h.model.offset <= 1000 - 0.99 * Self.notch)
        h.runUntilRest()
        #expect(h.model.offset == 900 && h.lowestOffset >= 900)
    }

    @Test("Notches are clamped at the ends; a notch at an end does nothing")
    func clampedAtEnds() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 4350)
        h.wheel(3)
        h.runUntilRest()
        #expect(h.model.offset == 4400 && h.settledOffsets == [4400])
        h.clearRecords()
        h.wheel(1)
        #expect(h.model.isAtRest && h.events.isEmpty)
        var top = FreeScrollHarness(offset: 0)
        top.wheel(-2)
        #expect(top.model.isAtRest && top.events.isEmpty)
    }

    @Test("A vertical model ignores horizontal notches, and a horizontal model vertical ones")
    func otherAxisIgnored() {
        var v = FreeScrollHarness(axis: .vertical, offset: 500)
        v.send(.wheel(dx: 3, dy: 0))
        #expect(v.model.isAtRest && v.events.isEmpty)
        var h = FreeScrollHarness(axis: .horizontal, offset: 500)
        h.send(.wheel(dx: 0, dy: 3))
        #expect(h.model.isAtRest && h.events.isEmpty)
        h.send(.wheel(dx: 2, dy: 0))
        h.runUntilRest()
        #expect(h.model.offset == 700)
    }

    @Test("Page keys move a viewport less the overlap, add up, and clamp")
    func pageKeys() {
        var h = FreeScrollHarness(viewport: 600, content: 5000, offset: 0)
        h.record(h.model.scroll(by: 1, at: h.clock.now))
        h.wait(0.05)
        h.record(h.model.scroll(by: 2, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 3 * 560 && h.events == [.motionBegan, .settled(offset: 1680)])
        h.record(h.model.scroll(by: 100, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 4400)
        h.record(h.model.scroll(by: -1, at: h.clock.now))
        h.runUntilRest()
        #expect(h.model.offset == 3840)
    }

    @Test("Trackpad deltas move the content 1:1 and it rests after the silence, without a fling")
    func trackpadOneToOne() {
        var h = FreeScrollHarness(offset: 1000)
        for _ in 0..<12 {
            h.send(.preciseScroll(dx: 3, dy: 10))
            h.wait(0.008)
        }
        #expect(h.model.offset == 1120 && h.model.isDragging && !h.model.isAnimating)
        let deadline = h.model.nextDeadline
        #expect(deadline != nil && abs(deadline! - (h.clock.now - 0.008 + 0.15)) < 1e-9)
        h.runUntilRest()
        #expect(h.model.offset == 1120 && h.events == [.motionBegan, .settled(offset: 1120)])
        #expect(abs(h.lastSettleTime! - deadline!) < 0.008 + 1e-9)
    }

    @Test("A horizontal model takes dx from the trackpad and ignores dy")
    func trackpadHorizontal() {
        var h = FreeScrollHarness(axis: .horizontal, offset: 100)
        h.send(.preciseScroll(dx: 0, dy: 50))
        #expect(h.model.isAtRest && h.events.isEmpty)
        h.trackpadScroll(units: 80, speed: 800)
        #expect(abs(h.model.offset - 180) < 1e-9)
    }

    @Test("Trackpad deltas past an end are rubber-banded and spring back after the silence")
    func trackpadBounce() {
        var h = FreeScrollHarness(viewport: 600, offset: 0)
        h.trackpadScroll(units: -200, speed: 1000)
        let expected = RubberBand.offset(forOverscroll: -200, dimension: 600, coefficient: 0.55)
        #expect(abs(h.model.offset - expected) < 1e-9)
        h.wait(0.14)
        #expect(abs(h.model.offset - expected) < 1e-9, "still held until the silence ends")
        h.runUntilRest()
        #expect(h.model.offset == 0 && h.settledOffsets == [0] && h.highestOffset <= 0)
    }

    @Test("A trackpad gesture catches a fling where it is")
    func trackpadCatchesFling() {
        var h = FreeScrollHarness(content: 50_000, offset: 0)
        h.fling(100, speed: 3000)
        h.wait(0.1)
        let shown = h.model.offset
        h.send(.preciseScroll(dx: 0, dy: 5))
        #expect(abs(h.model.offset - shown - 5) < 1e-9 && h.model.isDragging)
        h.runUntilRest()
        #expect(h.events == [.motionBegan, .settled(offset: shown + 5)])
    }
}
