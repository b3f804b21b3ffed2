@testable import FolioCore
import Testing

@Suite("PointerDragTracker")
struct PointerDragTrackerTests {
    static func pressed(axis: ScrollAxis = .vertical, at point: Point = Point(x: 100, y: 100), time: Double = 0) -> PointerDragTracker {
        PointerDragTracker(pointer: .mouse, at: point, axis: axis, time: time, samples: VelocityTracker())
    }

    @Test("A press waits within the slop and passes it once it has gone 16 px along the axis")
    func slop() {
        var press = Self.pressed()
        #expect(press.move(to: Point(x: 100, y: 90), time: 0.008, pixelsPerUnit: 1, slop: 16) == .withinSlop)
        #expect(press.travel == 10 && press.lastCoordinate == 90 && !press.isRefused)
        #expect(press.move(to: Point(x: 103, y: 85), time: 0.016, pixelsPerUnit: 1, slop: 16) == .withinSlop)
        #expect(press.move(to: Point(x: 103, y: 84), time: 0.024, pixelsPerUnit: 1, slop: 16) == .passedSlop)
        #expect(press.travel == 16)
    }

    @Test("A press that goes across the axis first is refused", arguments: [ScrollAxis.vertical, .horizontal])
    func refusedAcross(axis: ScrollAxis) {
        var press = Self.pressed(axis: axis)
        let across = axis == .vertical ? Point(x: 117, y: 104) : Point(x: 104, y: 117)
        #expect(press.move(to: across, time: 0.01, pixelsPerUnit: 1, slop: 16) == .refused)
        #expect(press.isRefused)
    }

    @Test("Travel counts the pointer's move along the axis in the model's unit; up or left is forward")
    func travelInUnits() {
        var drag = Self.pressed(axis: .horizontal, at: Point(x: 1000, y: 300))
        drag.follow(to: Point(x: 600, y: 50), time: 0.01, pixelsPerUnit: 800)
        #expect(drag.travel == 0.5)
        drag.follow(to: Point(x: 1400, y: 50), time: 0.02, pixelsPerUnit: 800)
        #expect(drag.travel == -0.5 && drag.lastCoordinate == 1400)
    }

    @Test("The velocity counts the samples made inside the slop, and a pointer held still has none")
    func velocityFromThePress() {
        var drag = Self.pressed(at: Point(x: 0, y: 500))
        // Up at 1,000 px/s, one event every 8 ms: the first is still inside the slop.
        for frame in 1...4 {
            let t = Double(frame) * 0.008
            _ = drag.move(to: Point(x: 0, y: 500 - 1000 * t), time: t, pixelsPerUnit: 1, slop: 16)
        }
        #expect(abs(drag.velocity(at: 0.032) - 1000) < 1e-6)
        #expect(drag.velocity(at: 0.032 + 0.05) == 0)
    }
}
