import FolioCommandLine
import FolioCore
import Testing

/// The benchmark's flicks: where each is released, how far it drags and which way.
@Suite("InputScript flicks")
struct InputScriptFlicksTests {
    @Test("Flicks go forward (up the screen) then back, at the interval, dragging speed × 48 ms")
    func flicks() {
        var script = InputScript()
        let size = Size(width: 1000, height: 500)
        let end = script.addFlicks(count: 4, forward: 3, interval: 0.5, speed: 1_000, size: size, start: 0.2)
        #expect(abs(end - 2.2) < 1e-9)
        let downs = script.steps.compactMap { step -> (Double, Point)? in
            if case .pointerDown(let point) = step.action { (step.time, point) } else { nil }
        }
        let ups = script.steps.compactMap { step -> Point? in if case .pointerUp(let point) = step.action { point } else { nil } }
        #expect(downs.map(\.0) == [0.2, 0.7, 1.2, 1.7])
        #expect(ups.count == 4)
        for index in 0..<3 {
            #expect(downs[index].1 == Point(x: 500, y: 350))
            #expect(abs(ups[index].y - (350 - 48)) < 1e-9)
        }
        #expect(downs[3].1 == Point(x: 500, y: 150))
        #expect(abs(ups[3].y - (150 + 48)) < 1e-9)
    }
}
