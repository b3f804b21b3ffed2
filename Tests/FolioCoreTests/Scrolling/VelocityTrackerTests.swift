import FolioCore
import Testing

struct VelocityTrackerTests {
    /// A tracker fed a steady motion of `speed` pages/s every 8 ms from 0 to `end` ms.
    static func steady(speed: Double, toMilliseconds end: Int) -> VelocityTracker {
        var tracker = VelocityTracker()
        for ms in stride(from: 0, through: end, by: 8) {
            let t = Double(ms) / 1000
            tracker.add(time: t, position: speed * t)
        }
        return tracker
    }

    @Test("Steady motion gives its speed", arguments: [-12.5, -1, 0.25, 3, 10])
    func steadyMotion(speed: Double) {
        let tracker = Self.steady(speed: speed, toMilliseconds: 200)
        #expect(abs(tracker.velocity(at: 0.2) - speed) < 1e-9)
    }

    @Test("Only the last 100 ms count")
    func window() {
        var tracker = VelocityTracker()
        // Fast for 300 ms, then 2 pages/s for the last 100 ms.
        for ms in stride(from: 0, through: 300, by: 8) { tracker.add(time: Double(ms) / 1000, position: 10 * Double(ms) / 1000) }
        let turn = 10 * 0.296
        for ms in stride(from: 304, through: 400, by: 8) {
            tracker.add(time: Double(ms) / 1000, position: turn + 2 * (Double(ms) / 1000 - 0.296))
        }
        #expect(abs(tracker.velocity(at: 0.4) - 2) < 1e-9)
        #expect(tracker.sampleCount <= 14)
    }

    @Test("A pointer still for 40 ms before release has no velocity")
    func stillness() {
        let tracker = Self.steady(speed: 5, toMilliseconds: 200)
        #expect(tracker.velocity(at: 0.2 + 0.039) != 0)
        #expect(tracker.velocity(at: 0.2 + 0.0401) == 0)
        #expect(tracker.velocity(at: 5) == 0)
    }

    @Test("Bursts with one timestamp neither divide by zero nor lose the latest position")
    func identicalTimestamps() {
        var tracker = VelocityTracker()
        for ms in stride(from: 0, through: 96, by: 16) {
            let t = Double(ms) / 1000
            // Three events per frame share the frame's time; the last one is where the pointer is.
            tracker.add(time: t, position: 4 * t - 0.3)
            tracker.add(time: t, position: 4 * t + 0.7)
            tracker.add(time: t, position: 4 * t)
        }
        let v = tracker.velocity(at: 0.096)
        #expect(v.isFinite && abs(v - 4) < 1e-9)

        var burst = VelocityTracker()
        for _ in 0..<10 { burst.add(time: 1, position: 2) }
        #expect(burst.velocity(at: 1) == 0)
        #expect(burst.sampleCount == 1)
    }

    @Test("No samples or a single one give zero, never NaN")
    func degenerate() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(time: 0, position: 3)
        #expect(tracker.velocity(at: 0.01) == 0)
        tracker.add(time: .nan, position: 1)
        tracker.add(time: 0.005, position: .infinity)
        #expect(tracker.sampleCount == 1)
        tracker.add(time: 0.008, position: 3.08)
        #expect(abs(tracker.velocity(at: 0.008) - 10) < 1e-9)
        tracker.reset()
        #expect(tracker.sampleCount == 0 && tracker.velocity(at: 0.008) == 0)
    }
}
