import Foundation

/// A damped spring pulling a value towards a target, solved in closed form, so that the value at
/// any time costs the same and never accumulates integration error.
///
/// Units are whatever the caller uses (Folio uses pages and pages per second); time is seconds
/// on the caller's clock. Critically damped, underdamped and overdamped springs are all exact.
///
/// A clamped spring (the default) never overshoots: the moment it would cross the target it is
/// done, at the target. A plain value: usable on any thread.
public struct SpringSimulation: Hashable, Sendable {
    /// The spring's physical constants.
    public let parameters: SpringParameters
    /// The value at `startTime`.
    public let startValue: Double
    /// The value the spring pulls towards.
    public let target: Double
    /// The rate of change at `startTime`, in units per second.
    public let initialVelocity: Double
    /// When the motion starts, in seconds.
    public let startTime: Double
    /// Whether the spring stops at the target instead of crossing it.
    public let isClamped: Bool

    /// Seconds after `startTime` at which a clamped spring reaches the target, or nil if it only
    /// approaches it.
    private let crossingDelay: Double?

    /// Creates a spring that starts at `startValue` moving at `initialVelocity` at `startTime`.
    /// A spring that starts on its target is done at once when clamped, whatever its velocity:
    /// it has already arrived.
    public init(
        parameters: SpringParameters,
        startValue: Double,
        target: Double,
        initialVelocity: Double = 0,
        startTime: Double = 0,
        isClamped: Bool = true
    ) {
        self.parameters = parameters
        self.startValue = startValue
        self.target = target
        self.initialVelocity = initialVelocity
        self.startTime = startTime
        self.isClamped = isClamped
        let motion = SpringMotion(parameters: parameters, displacement: startValue - target, velocity: initialVelocity)
        crossingDelay = isClamped ? motion.firstCrossing : nil
    }

    /// The same motion starting `delay` seconds later: what a paused spring resumes as.
    public func delayed(by delay: Double) -> SpringSimulation {
        SpringSimulation(
            parameters: parameters, startValue: startValue, target: target,
            initialVelocity: initialVelocity, startTime: startTime + delay, isClamped: isClamped
        )
    }

    /// The value at `time`; `startValue` before `startTime`.
    public func position(at time: Double) -> Double {
        let elapsed = max(0, time - startTime)
        if let crossingDelay, elapsed >= crossingDelay { return target }
        return target + motion.displacement(after: elapsed)
    }

    /// The rate of change at `time`, in units per second; 0 once a clamped spring has arrived.
    public func velocity(at time: Double) -> Double {
        let elapsed = max(0, time - startTime)
        if let crossingDelay, elapsed >= crossingDelay { return 0 }
        return motion.velocity(after: elapsed)
    }

    /// Whether the motion is over at `time`: a clamped spring has reached the target, or the
    /// value is within `epsilon` of it and will not leave that band again (moving towards the
    /// target when clamped; also slower than `epsilon`·ω₀ when not, so an oscillation's next
    /// swing stays inside the band).
    public func isDone(at time: Double, epsilon: Double) -> Bool {
        let elapsed = max(0, time - startTime)
        if let crossingDelay, elapsed >= crossingDelay { return true }
        let x = motion.displacement(after: elapsed)
        guard abs(x) <= epsilon else { return false }
        let v = motion.velocity(after: elapsed)
        if isClamped { return x * v <= 0 }
        return abs(v) <= epsilon * parameters.angularFrequency
    }

    private var motion: SpringMotion {
        SpringMotion(parameters: parameters, displacement: startValue - target, velocity: initialVelocity)
    }
}

/// The displacement from the target of a free damped spring, x″ = −(c/m)·x′ − (k/m)·x, with
/// the three regimes of its characteristic equation.
private struct SpringMotion {
    let x0: Double
    let v0: Double
    let regime: Regime

    enum Regime {
        /// ζ = 1: x(t) = (x₀ + (v₀ + ω₀x₀)t)·e^(−ω₀t).
        case critical(omega: Double)
        /// ζ < 1: x(t) = e^(−ζω₀t)·(x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t).
        case under(decay: Double, omega: Double)
        /// ζ > 1: x(t) = c₁e^(r₁t) + c₂e^(r₂t), r₁ > r₂ the two real roots.
        case over(r1: Double, r2: Double)
        /// A degenerate spring (zero or non-finite frequency) that is simply at its target.
        case none
    }

    init(parameters: SpringParameters, displacement: Double, velocity: Double) {
        x0 = displacement
        v0 = velocity
        let omega = parameters.angularFrequency
        let zeta = parameters.dampingRatio
        guard omega.isFinite, omega > 0, zeta.isFinite, zeta >= 0 else {
            regime = .none
            return
        }
        // At ζ = 1 the other two forms divide by a zero root gap; within 1e-9 of it the
        // critical form is off by less than the gap's rounding would cost them.
        if abs(zeta - 1) < 1e-9 {
            regime = .critical(omega: omega)
        } else if zeta < 1 {
            regime = .under(decay: zeta * omega, omega: omega * (1 - zeta * zeta).squareRoot())
        } else {
            let spread = omega * (zeta * zeta - 1).squareRoot()
            regime = .over(r1: -zeta * omega + spread, r2: -zeta * omega - spread)
        }
    }

    func displacement(after t: Double) -> Double {
        switch regime {
        case .critical(let w):
            return (x0 + (v0 + w * x0) * t) * exp(-w * t)
        case .under(let a, let w):
            let b = (v0 + a * x0) / w
            return exp(-a * t) * (x0 * cos(w * t) + b * sin(w * t))
        case .over(let r1, let r2):
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            return (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        case .none:
            return 0
        }
    }

    func velocity(after t: Double) -> Double {
        switch regime {
        case .critical(let w):
            return (v0 - w * t * (v0 + w * x0)) * exp(-w * t)
        case .under(let a, let w):
            let b = (v0 + a * x0) / w
            return exp(-a * t) * ((b * w - a * x0) * cos(w * t) - (x0 * w + a * b) * sin(w * t))
        case .over(let r1, let r2):
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            return (x0 - c2) * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        case .none:
            return 0
        }
    }

    /// The first time t ≥ 0 at which the displacement is zero, or nil if it never is.
    var firstCrossing: Double? {
        if x0 == 0 { return 0 }
        switch regime {
        case .critical(let w):
            let t = -x0 / (v0 + w * x0)
            return t.isFinite && t > 0 ? t : nil
        case .under(let a, let w):
            // x ∝ x₀·cos θ + b·sin θ vanishes where tan θ = −x₀/b; take the first θ > 0.
            let b = (v0 + a * x0) / w
            let theta = atan(-x0 / b)
            return (theta > 0 ? theta : theta + .pi) / w
        case .over(let r1, let r2):
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let ratio = -c2 / (x0 - c2)
            guard ratio > 0, ratio.isFinite else { return nil }
            let t = log(ratio) / (r1 - r2)
            return t > 0 ? t : nil
        case .none:
            return 0
        }
    }
}
