@testable import FolioCore
import Testing

@Suite("TrackpadGestureTracker")
struct TrackpadGestureTrackerTests {
    static func gesture(axis: ScrollAxis = .horizontal, unitsPerStep: Double = 400, dx: Double = 40, dy: Double = 100,
                        time: Double = 1) -> TrackpadGestureTracker {
        TrackpadGestureTracker(axis: axis, unitsPerStep: unitsPerStep, endDelay: 0.15, dx: dx, dy: dy, time: time,
                               samples: VelocityTracker())
    }

    @Test("Only the deltas along its axis move the content, in units of unitsPerStep")
    func travelAlongTheAxis() {
        var horizontal = Self.gesture()
        #expect(horizontal.travel == 0.1)
        horizontal.add(dx: -80, dy: 500, time: 1.01)
        #expect(horizontal.travel == -0.1)
        var vertical = Self.gesture(axis: .vertical, unitsPerStep: 1)
        vertical.add(dx: 900, dy: -30, time: 1.01)
        #expect(vertical.travel == 70)
    }

    @Test("It ends its end delay after the last delta: the deadline moves with every delta")
    func endsAfterSilence() {
        var gesture = Self.gesture()
        let deadline = 1 + 0.15
        #expect(gesture.deadline == deadline)
        #expect(gesture.end(by: deadline - 0.001) == nil)
        #expect(gesture.end(by: deadline) == deadline)
        #expect(gesture.end(by: 9) == deadline)
        gesture.add(dx: 10, dy: 0, time: 1.1)
        #expect(gesture.lastDeltaTime == 1.1)
        #expect(gesture.end(by: deadline) == nil)
        #expect(gesture.deadline == 1.1 + 0.15)
    }

    @Test("Its velocity is the one it had at its last delta, however long the silence since")
    func velocityAtTheLastDelta() {
        var gesture = Self.gesture(unitsPerStep: 1, dx: 10, dy: 0, time: 0)
        for frame in 1...12 { gesture.add(dx: 10, dy: 0, time: Double(frame) * 0.008) }
        // 10 units every 8 ms.
        #expect(abs(gesture.velocityAtLastDelta - 1250) < 1e-6)
        #expect(gesture.velocityAtLastDelta != 0)
    }
}
