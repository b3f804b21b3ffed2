@testable import FolioCore
import Testing

@Suite("ScrollClock")
struct ScrollClockTests {
    @Test("The clock only moves forward: an earlier time acts at the latest one seen")
    func neverWindsBack() {
        var clock = ScrollClock()
        #expect(clock.now == -.infinity)
        #expect(clock.admit(1) == 1)
        #expect(clock.admit(0.5) == 1)
        #expect(clock.now == 1)
        #expect(clock.admit(2.25) == 2.25 && clock.now == 2.25)
    }

    @Test("Non-finite times are refused and leave the clock where it was", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(time: Double) {
        var clock = ScrollClock()
        clock.admit(3)
        #expect(clock.admit(time) == nil)
        #expect(clock.now == 3)
        #expect(clock.admit(3.5) == 3.5)
    }
}
