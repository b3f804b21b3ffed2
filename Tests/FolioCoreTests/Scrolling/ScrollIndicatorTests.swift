import FolioCore
import TestSupport
import Testing

/// The scroll indicator (rule 9): thumb size and place, and its fade after rest.
struct ScrollIndicatorTests {
    @Test("The thumb is viewport/content long and placed by the offset")
    func geometry() throws {
        let h = FreeScrollHarness(viewport: 600, content: 6000, offset: 2700)
        let indicator = try #require(h.model.indicator(at: 0))
        #expect(abs(indicator.thumbLength - 0.1) < 1e-12)
        #expect(abs(indicator.thumbStart - 0.45) < 1e-12)
        let end = FreeScrollHarness(viewport: 600, content: 6000, offset: 5400)
        let atEnd = try #require(end.model.indicator(at: 0))
        #expect(abs(atEnd.thumbStart + atEnd.thumbLength - 1) < 1e-12)
    }

    @Test("There is no indicator when the content fits")
    func fits() {
        let h = FreeScrollHarness(viewport: 600, content: 600, offset: 0)
        #expect(h.model.indicator(at: 0) == nil && !h.model.indicatorNeedsFrames(at: 0))
    }

    @Test("A very long content keeps a 36 px thumb")
    func minimumLength() throws {
        let h = FreeScrollHarness(viewport: 600, content: 1_000_000, offset: 0)
        let indicator = try #require(h.model.indicator(at: 0))
        #expect(abs(indicator.thumbLength - 36.0 / 600) < 1e-12)
    }

    @Test("An overscroll shortens the thumb and pins it to its end")
    func overscroll() throws {
        var h = FreeScrollHarness(viewport: 600, content: 6000, offset: 0)
        h.press()
        h.move(dy: 316, speed: 1000)
        let shown = h.model.offset
        let indicator = try #require(h.model.indicator(at: h.clock.now))
        #expect(indicator.thumbStart == 0)
        #expect(abs(indicator.thumbLength - (600 + shown) / 6000) < 1e-12)
    }

    @Test("Invisible before any motion, opaque while moving and for 1 s after rest, then fading over 0.3 s, with frames only while it fades (and a few after, to clear it)")
    func fade() throws {
        var h = FreeScrollHarness(viewport: 600, content: 6000, offset: 0)
        #expect(h.model.indicator(at: 0)?.opacity == 0 && !h.model.indicatorNeedsFrames(at: 0))
        h.wheel(2)
        h.wait(0.05)
        #expect(h.model.indicator(at: h.clock.now)?.opacity == 1 && h.model.indicatorNeedsFrames(at: h.clock.now))
        h.runUntilRest()
        let rest = try #require(h.lastSettleTime)
        let samples: [(after: Double, opacity: Double)] = [(0, 1), (0.5, 1), (1.0, 1), (1.15, 0.5), (1.24, 0.2), (1.3, 0), (2, 0)]
        for sample in samples {
            let opacity = try #require(h.model.indicator(at: rest + sample.after)).opacity
            #expect(abs(opacity - sample.opacity) < 1e-9, "\(sample.after) s after rest")
        }
        // While it holds nothing changes: no frames, only a deadline at the start of the fade.
        #expect(!h.model.indicatorNeedsFrames(at: rest + 0.5))
        #expect(h.model.indicatorDeadline(after: rest + 0.5) == rest + 1)
        #expect(h.model.indicatorDeadline(after: rest + 1.1) == nil)
        #expect(h.model.indicatorNeedsFrames(at: rest + 1.29))
        // A few frames past the fade, so that one is drawn with the indicator gone.
        let clearing = FreeScrollModel.indicatorClearingTime
        #expect(h.model.indicatorNeedsFrames(at: rest + 1.3))
        #expect(h.model.indicatorNeedsFrames(at: rest + 1.3 + clearing - 0.001))
        #expect(h.model.indicator(at: rest + 1.3 + clearing / 2)?.opacity == 0)
        #expect(!h.model.indicatorNeedsFrames(at: rest + 1.3 + clearing))
    }

    @Test("A drag shows the indicator at once")
    func dragShows() {
        var h = FreeScrollHarness(viewport: 600, content: 6000, offset: 100)
        h.press()
        h.dragForward(30, speed: 1000)
        #expect(h.model.indicator(at: h.clock.now)?.opacity == 1)
    }
}
