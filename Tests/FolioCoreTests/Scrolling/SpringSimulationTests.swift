import FolioCore
import Testing

struct SpringSimulationTests {
    /// Integrates x″ = −(c/m)x′ − (k/m)x with fourth-order Runge–Kutta in 0.1 ms steps and
    /// returns (time, value) every millisecond, for comparison with the closed form.
    static func integrate(_ p: SpringParameters, from x0: Double, to target: Double, velocity v0: Double, duration: Double)
        -> [(time: Double, value: Double, velocity: Double)]
    {
        let k = p.stiffness / p.mass
        let c = 2 * p.dampingRatio * p.angularFrequency
        func acceleration(_ x: Double, _ v: Double) -> Double { -c * v - k * (x - target) }
        var x = x0, v = v0
        let h = 0.0001
        var out = [(time: 0.0, value: x, velocity: v)]
        for step in 1...Int((duration / h).rounded()) {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 10 == 0 { out.append((Double(step) * h, x, v)) }
        }
        return out
    }

    @Test(
        "Closed form matches numerical integration",
        arguments: [0.2, 0.7, 1.0, 1.0000001, 1.1, 3.0], [(0.0, 0.0), (0.0, 4.0), (2.3, -6.0), (-1.5, 30.0)]
    )
    func matchesIntegration(dampingRatio: Double, start: (Double, Double)) {
        let (value, velocity) = start
        let parameters = SpringParameters(dampingRatio: dampingRatio, mass: 0.5, stiffness: 500)
        let target = 1.0
        let spring = SpringSimulation(
            parameters: parameters, startValue: value, target: target,
            initialVelocity: velocity, startTime: 10, isClamped: false
        )
        for sample in Self.integrate(parameters, from: value, to: target, velocity: velocity, duration: 0.6) {
            #expect(abs(spring.position(at: 10 + sample.time) - sample.value) < 1e-7, "x at \(sample.time)")
            #expect(abs(spring.velocity(at: 10 + sample.time) - sample.velocity) < 1e-5, "v at \(sample.time)")
        }
    }

    @Test("One page from rest settles within 0.001 page after about 290 ms")
    func onePageSettleTime() {
        let spring = SpringSimulation(parameters: .paging, startValue: 0, target: 1)
        let settle = (0...1000).map { Double($0) / 1000 }.first { spring.isDone(at: $0, epsilon: 0.001) }
        #expect(settle.map { abs($0 - 0.290) <= 0.005 } == true, "settled at \(String(describing: settle))")
        if let settle {
            #expect(abs(spring.position(at: settle) - 1) <= 0.001)
            #expect(abs(spring.position(at: settle - 0.001) - 1) > 0.001)
        }
    }

    @Test("A clamped spring stops at the target the moment it would cross it", arguments: [0.3, 1.0, 1.5])
    func clampedNeverOvershoots(dampingRatio: Double) {
        let parameters = SpringParameters(dampingRatio: dampingRatio, mass: 0.5, stiffness: 500)
        // Thrown hard towards the target: the free spring crosses it.
        let free = SpringSimulation(parameters: parameters, startValue: 0, target: 1, initialVelocity: 200, isClamped: false)
        let crossing = (0...5000).map { Double($0) / 10000 }.first { free.position(at: $0) > 1 }
        #expect(crossing != nil)
        let clamped = SpringSimulation(parameters: parameters, startValue: 0, target: 1, initialVelocity: 200)
        for ms in 0...500 {
            let t = Double(ms) / 1000
            #expect(clamped.position(at: t) <= 1)
            if clamped.isDone(at: t, epsilon: 0.001) { #expect(abs(clamped.position(at: t) - 1) <= 0.001) }
        }
        if let crossing {
            #expect(clamped.isDone(at: crossing, epsilon: 0) && clamped.position(at: crossing) == 1)
            #expect(clamped.velocity(at: crossing) == 0)
            #expect(free.position(at: crossing - 0.0001) == clamped.position(at: crossing - 0.0001))
        }
    }

    @Test("A spring thrown away from its target comes back without being done early")
    func thrownAway() {
        let spring = SpringSimulation(parameters: .paging, startValue: 0.0005, target: 0, initialVelocity: 2)
        // Within epsilon, but moving away: not done.
        #expect(!spring.isDone(at: 0, epsilon: 0.001))
        let done = (0...1000).map { Double($0) / 1000 }.first { spring.isDone(at: $0, epsilon: 0.001) }
        #expect(done.map { $0 > 0.05 && $0 < 0.5 } == true)
    }

    @Test("A spring that starts on its target is done at once")
    func startsOnTarget() {
        let spring = SpringSimulation(parameters: .paging, startValue: 3, target: 3, initialVelocity: 5, startTime: 1)
        #expect(spring.isDone(at: 1, epsilon: 0.001))
        #expect(spring.position(at: 1.2) == 3)
    }

    @Test("Before its start a spring holds its start value; delayed, it replays later")
    func timeShifts() {
        let spring = SpringSimulation(parameters: .paging, startValue: 0, target: 1, initialVelocity: 1, startTime: 5)
        #expect(spring.position(at: 4) == 0)
        #expect(spring.velocity(at: 4) == 1)
        let later = spring.delayed(by: 2)
        #expect(later.position(at: 7.05) == spring.position(at: 5.05))
        #expect(later.startTime == 7)
    }

    @Test("A degenerate spring is at its target and never NaN")
    func degenerate() {
        for parameters in [
            SpringParameters(dampingRatio: 1, mass: 0, stiffness: 500),
            SpringParameters(dampingRatio: 1, mass: 1, stiffness: 0),
            SpringParameters(dampingRatio: .nan, mass: 1, stiffness: 1),
        ] {
            let spring = SpringSimulation(parameters: parameters, startValue: 0, target: 2, initialVelocity: 1)
            #expect(spring.position(at: 0.1) == 2)
            #expect(spring.isDone(at: 0, epsilon: 0.001))
        }
    }
}
