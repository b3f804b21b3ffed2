@testable import FolioCore
import Testing

@Suite("RubberBandedRange")
struct RubberBandedRangeTests {
    static let pixels = RubberBandedRange(upperBound: 4400, unitLength: 1, dimension: 600, coefficient: 0.55)
    /// Four pages of 800 px with 24 px between them.
    static let pages = RubberBandedRange(upperBound: 3, unitLength: 824, dimension: 800, coefficient: 0.55)

    @Test("Inside the range positions show as they are, at full speed")
    func inRange() {
        for range in [Self.pixels, Self.pages] {
            for raw in [0, range.upperBound / 3, range.upperBound] {
                #expect(range.displayed(raw: raw) == raw)
                #expect(range.raw(displayed: raw) == raw)
                #expect(range.slope(atRaw: raw) == 1)
            }
        }
    }

    @Test("Past either end the overscroll is the rubber band's, in pixels")
    func bandedInPixels() {
        let band = { (x: Double) in RubberBand.offset(forOverscroll: x, dimension: 600, coefficient: 0.55) }
        #expect(Self.pixels.displayed(raw: -100) == band(-100))
        #expect(Self.pixels.displayed(raw: 4500) == 4400 + band(100))
        #expect(Self.pixels.displayed(raw: 4500) < 4500)
    }

    @Test("In pages the overscroll is banded in pixels of pitch, against the page's length")
    func bandedInPages() {
        let shown = Self.pages.displayed(raw: -0.25)
        #expect(shown == RubberBand.offset(forOverscroll: -0.25 * 824, dimension: 800, coefficient: 0.55) / 824)
        #expect(shown > -0.25 && shown < 0)
        #expect(Self.pages.displayed(raw: 3.5) > 3 && Self.pages.displayed(raw: 3.5) < 3.5)
    }

    @Test("raw(displayed:) undoes displayed(raw:) past both ends")
    func inverse() {
        for (range, raws) in [(Self.pixels, [-900.0, -40, 4401, 5200]), (Self.pages, [-1.2, -0.01, 3.02, 4.5])] {
            for raw in raws {
                #expect(abs(range.raw(displayed: range.displayed(raw: raw)) - raw) < 1e-9 * max(1, abs(raw)))
            }
        }
    }

    @Test("The slope is the displayed position's derivative: below 1 past the ends")
    func slope() {
        for (range, raw) in [(Self.pixels, -120.0), (Self.pixels, 4700), (Self.pages, -0.3), (Self.pages, 3.4)] {
            let h = range.unitLength == 1 ? 1e-3 : 1e-6
            let numeric = (range.displayed(raw: raw + h) - range.displayed(raw: raw - h)) / (2 * h)
            #expect(abs(range.slope(atRaw: raw) - numeric) < 1e-6)
            #expect(range.slope(atRaw: raw) < 1)
        }
    }
}
