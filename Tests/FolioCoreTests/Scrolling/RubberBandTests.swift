import FolioCore
import Testing

struct RubberBandTests {
    @Test("At 800 px, 100 / 240 / 800 px of overscroll show as 51 / 113 / 284 px", arguments: [
        (100.0, 51.46), (240.0, 113.30), (800.0, 283.87),
    ])
    func knownValues(overscroll: Double, shown: Double) {
        #expect(abs(RubberBand.offset(forOverscroll: overscroll, dimension: 800, coefficient: 0.55) - shown) < 0.01)
        #expect(abs(RubberBand.offset(forOverscroll: -overscroll, dimension: 800, coefficient: 0.55) + shown) < 0.01)
    }

    @Test("The band gives way less and less, and never a whole viewport")
    func monotoneAndBounded() {
        var previous = 0.0
        for x in stride(from: 10.0, through: 100_000, by: 997) {
            let b = RubberBand.offset(forOverscroll: x, dimension: 800, coefficient: 0.55)
            #expect(b > previous && b < min(x, 800))
            previous = b
        }
        #expect(RubberBand.offset(forOverscroll: 0, dimension: 800, coefficient: 0.55) == 0)
    }

    @Test("The inverse finds the overscroll that shows an offset", arguments: [-700.0, -113.30, -1, 0, 0.5, 51.46, 283.87, 790])
    func inverse(offset: Double) {
        let x = RubberBand.overscroll(forOffset: offset, dimension: 800, coefficient: 0.55)
        #expect(abs(RubberBand.offset(forOverscroll: x, dimension: 800, coefficient: 0.55) - offset) < 1e-9)
        #expect(RubberBand.overscroll(forOffset: 900, dimension: 800, coefficient: 0.55).isFinite)
    }

    @Test("The slope is the derivative of the band", arguments: [-500.0, 0, 30, 240, 2000])
    func slope(at x: Double) {
        let h = 1e-4
        let numeric = (RubberBand.offset(forOverscroll: x + h, dimension: 800, coefficient: 0.55)
            - RubberBand.offset(forOverscroll: x - h, dimension: 800, coefficient: 0.55)) / (2 * h)
        let slope = RubberBand.slope(atOverscroll: x, dimension: 800, coefficient: 0.55)
        // At 0 the band has a kink only in sign, not in slope.
        #expect(abs(slope - numeric) < 1e-6)
    }

    @Test("An empty viewport shows no overscroll")
    func emptyViewport() {
        #expect(RubberBand.offset(forOverscroll: 240, dimension: 0, coefficient: 0.55) == 0)
        #expect(RubberBand.overscroll(forOffset: 10, dimension: 0, coefficient: 0.55) == 0)
        #expect(RubberBand.slope(atOverscroll: 10, dimension: 0, coefficient: 0.55) == 0)
    }
}
