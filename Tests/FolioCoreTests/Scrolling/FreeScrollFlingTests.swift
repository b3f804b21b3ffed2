import FolioCore
import Foundation
import TestSupport
import Testing

/// The fling (rule 2): UIKit's exponential deceleration in closed form, and the distances a
/// released drag travels.
struct FreeScrollFlingTests {
    static let rate = FreeScrollConfiguration.standard.decelerationRate
    static let stop = FreeScrollConfiguration.standard.stopVelocity

    @Test("The closed form matches UIKit's per-millisecond decay summed step by step", arguments: [300.0, 2000, 5000, -8000])
    func matchesDiscreteDecay(velocity: Double) {
        let fling = FreeScrollFling(startOffset: 100, velocity: velocity, startTime: 2, decelerationRate: Self.rate, stopVelocity: 0.001)
        // Each millisecond the velocity keeps the fraction r: sum the steps' distances.
        var v = velocity, x = 100.0
        for millisecond in 1...3000 {
            x += (v + v * Self.rate) / 2 / 1000
            v *= Self.rate
            if millisecond % 250 == 0 {
                let t = 2 + Double(millisecond) / 1000
                #expect(abs(fling.offset(at: t) - x) < abs(velocity) * 1e-6, "at \(t) s")
                #expect(abs(fling.velocity(at: t) - v) < abs(velocity) * 1e-9, "at \(t) s")
            }
        }
    }

    @Test(
        "The fling's travel is −v/(1000·ln r), less the stop velocity's share",
        arguments: [(2000.0, 999.0), (5000, 2497.5), (500, 249.75), (-3000, -1498.5)]
    )
    func documentedDistances(velocity: Double, documented: Double) {
        let fling = FreeScrollFling(startOffset: 0, velocity: velocity, startTime: 0, decelerationRate: Self.rate, stopVelocity: Self.stop)
        let closedForm = -velocity / (1000 * log(Self.rate))
        #expect(abs(closedForm - documented) < 0.01 * abs(velocity) / 1000 + 0.3)
        let stopShare = Self.stop * 0.4995
        #expect(abs(fling.restingOffset - closedForm) <= stopShare + 0.01)
        #expect(fling.velocity(at: fling.duration) == 0 && abs(fling.velocity(at: fling.duration - 1e-6)) <= Self.stop * 1.0001)
    }

    @Test("A released drag flings the closed-form distance", arguments: [300.0, 1000, 2500, 5000, 8000])
    func releasedDragTravel(speed: Double) {
        var h = FreeScrollHarness(content: 100_000, offset: 1000)
        h.fling(200, speed: speed)
        let released = h.model.offset
        #expect(h.model.isAnimating)
        #expect(h.runUntilRest() != nil)
        let travel = h.settledOffsets[0] - released
        let closedForm = speed / (-1000 * log(Self.rate))
        #expect(abs(travel - (speed - Self.stop) / (-1000 * log(Self.rate))) < 1e-6 * speed)
        #expect(abs(travel - closedForm) < 6)
        #expect(h.events == [.motionBegan, .settled(offset: h.settledOffsets[0])])
    }

    @Test("A 5,000 px/s fling travels about 2,497 px in about 3.1 s")
    func fiveThousand() {
        var h = FreeScrollHarness(content: 100_000, offset: 0)
        h.fling(100, speed: 5000)
        let released = h.model.offset
        let releasedAt = h.clock.now
        h.runUntilRest()
        let travel = h.model.offset - released
        print("5000 px/s fling: \(travel) px in \(h.lastSettleTime! - releasedAt) s")
        #expect(abs(travel - 2492.5) < 0.05)
        #expect(abs(h.lastSettleTime! - releasedAt - log(500) / (-1000 * log(Self.rate))) < 0.01)
    }

    @Test("Faster releases are capped at 8,000 px/s")
    func capped() {
        var h = FreeScrollHarness(content: 100_000, offset: 0)
        h.fling(300, speed: 20_000)
        let released = h.model.offset
        h.runUntilRest()
        #expect(abs(h.model.offset - released - (8000 - Self.stop) / (-1000 * log(Self.rate))) < 1e-3)
    }

    @Test("A release below 50 px/s does not fling")
    func slowReleaseRests() {
        var h = FreeScrollHarness(offset: 1000)
        h.press()
        h.dragForward(20, speed: 40)
        h.release()
        #expect(h.model.isAtRest && h.settledOffsets == [h.model.offset])
    }

    @Test("A fling pauses while the viewport is empty and resumes where it was")
    func pausedByEmptyViewport() {
        var twin = FreeScrollHarness(content: 100_000, offset: 0)
        twin.fling(100, speed: 3000)
        var h = twin
        twin.wait(0.4)
        h.wait(0.2)
        h.record(h.model.setExtents(viewport: 0, content: 100_000, at: h.clock.now))
        let frozen = h.model.offset
        h.wait(1)
        #expect(h.model.offset == frozen && !h.model.isAnimating && !h.model.isAtRest)
        h.record(h.model.setExtents(viewport: 600, content: 100_000, at: h.clock.now))
        h.wait(0.2)
        #expect(abs(h.model.offset - twin.model.offset) < 1e-6)
        h.runUntilRest(); twin.runUntilRest()
        #expect(abs(h.model.offset - twin.model.offset) < 1e-6 && h.settledOffsets.count == 1)
    }
}
