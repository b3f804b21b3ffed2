import FolioCore
import TestSupport
import Testing

/// Free scrolling that rests on multiples of `snapInterval` (a row of cards that pages by card).
struct FreeScrollSnappingTests {
    private static func snapping(_ interval: Double?, offset: Double = 0) -> FreeScrollHarness {
        var configuration = FreeScrollConfiguration.standard
        configuration.snapInterval = interval
        return FreeScrollHarness(axis: .horizontal, viewport: 1000, content: 19_216, offset: offset, configuration: configuration)
    }

    @Test("A slow release rests on the nearest multiple, either way")
    func slowRelease() {
        for (dragged, expected) in [(80.0, 0.0), (150.0, 192.0)] {
            var h = Self.snapping(192)
            h.press()
            h.dragForward(dragged, speed: 300)
            h.wait(0.2)
            let released = h.model.offset
            h.release()
            h.runUntilRest()
            #expect(h.model.offset == expected, "dragged \(dragged), released at \(released)")
        }
    }

    @Test("A flick rests on a multiple past its natural end, at least one on from the release, and never past the content's end")
    func flick() {
        var h = Self.snapping(192)
        h.fling(40, speed: 3000)
        h.runUntilRest()
        let offset = h.model.offset
        #expect(offset >= 192 && offset.truncatingRemainder(dividingBy: 192) == 0, "\(offset)")
        var free = Self.snapping(nil)
        free.fling(40, speed: 3000)
        free.runUntilRest()
        #expect(offset >= free.model.offset, "snapped \(offset), free \(free.model.offset)")
        var end = Self.snapping(192, offset: 17_900)
        end.fling(40, speed: 8000)
        end.runUntilRest()
        #expect(end.model.offset == end.model.maximumOffset, "the end of the content is a resting place")
        var back = Self.snapping(192, offset: 960)
        back.fling(-40, speed: 3000)
        back.runUntilRest()
        #expect(back.model.offset < 960 && back.model.offset.truncatingRemainder(dividingBy: 192) == 0, "\(back.model.offset)")
    }

    @Test("A wheel notch moves one multiple from the nearest, and notches add up")
    func wheel() {
        var h = Self.snapping(192, offset: 100)
        h.wheel(1)
        h.runUntilRest()
        #expect(h.model.offset == 384)
        h.wheel(2)
        h.wheel(1)
        h.runUntilRest()
        #expect(h.model.offset == 960)
        h.wheel(-1)
        h.runUntilRest()
        #expect(h.model.offset == 768)
    }
}
