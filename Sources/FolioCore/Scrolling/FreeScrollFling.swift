import Foundation

/// Content released at a speed and left to slow down by itself, as UIKit's scroll views do:
/// the velocity keeps the fraction r (`decelerationRate`) of itself every millisecond, solved
/// in closed form. A plain value: usable on any thread.
///
/// With k = −1000·ln r (per second; 2.002 at UIKit's `.normal` rate 0.998):
/// - v(t) = v₀·r^(1000t) = v₀·e^(−kt)
/// - x(t) = x₀ + v₀/k·(1 − e^(−kt)), so the distance to rest is v₀/k = −v₀/(1000·ln r)
///   (0.4995 s × v₀: 2,000 px/s → 999 px, 5,000 px/s → 2,497.5 px; the projection UIKit's
///   WWDC18 "Designing Fluid Interfaces" gives as v₀/1000·r/(1 − r)).
/// - It stops once slower than `stopVelocity`, at t = ln(|v₀|/v_stop)/k, having covered
///   (|v₀| − v_stop)/k; the last v_stop/k (5 px at 10 px/s) would take forever and is given up.
///
/// Flutter's `BouncingScrollPhysics` flings with a `FrictionSimulation` of the same exponential
/// form whose drag keeps 0.135 of the velocity per second, which is 0.998 per millisecond: the
/// two agree, and UIKit's rate is the one the pager's projection already cites.
public struct FreeScrollFling: Hashable, Sendable {
    /// The offset at `startTime`, in logical pixels.
    public let startOffset: Double
    /// The velocity at `startTime`, in logical pixels per second.
    public let initialVelocity: Double
    /// When the fling starts, in seconds.
    public let startTime: Double
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public let decelerationRate: Double
    /// The speed below which the fling has stopped, in logical pixels per second.
    public let stopVelocity: Double

    /// Creates a fling. A rate outside (0, 1) or a speed at or below `stopVelocity` makes a
    /// fling that is over at once.
    public init(startOffset: Double, velocity: Double, startTime: Double, decelerationRate: Double, stopVelocity: Double) {
        self.startOffset = startOffset
        self.initialVelocity = velocity
        self.startTime = startTime
        self.decelerationRate = decelerationRate
        self.stopVelocity = stopVelocity
    }

    /// Creates a fling with the configuration's rate and stop velocity.
    public init(startOffset: Double, velocity: Double, startTime: Double, configuration: FreeScrollConfiguration) {
        self.init(
            startOffset: startOffset, velocity: velocity, startTime: startTime,
            decelerationRate: configuration.decelerationRate, stopVelocity: configuration.stopVelocity
        )
    }

    /// The decay constant k = −1000·ln r, per second.
    public var decay: Double {
        guard decelerationRate > 0, decelerationRate < 1 else { return .infinity }
        return -1000 * log(decelerationRate)
    }

    /// How long the fling lasts, in seconds; 0 when it is over at once.
    public var duration: Double {
        let speed = abs(initialVelocity)
        let stop = max(stopVelocity, Double.leastNormalMagnitude)
        guard speed > stop, speed.isFinite, decay.isFinite else { return 0 }
        return log(speed / stop) / decay
    }

    /// Where the fling comes to rest, in logical pixels.
    public var restingOffset: Double { offset(at: startTime + duration) }

    /// The offset at `time`: `startOffset` before the start, `restingOffset` after the end.
    public func offset(at time: Double) -> Double {
        let elapsed = min(max(0, time - startTime), duration)
        guard elapsed > 0 else { return startOffset }
        return startOffset + initialVelocity * -expm1(-decay * elapsed) / decay
    }

    /// The velocity at `time`, in logical pixels per second; 0 once the fling is over.
    public func velocity(at time: Double) -> Double {
        let elapsed = max(0, time - startTime)
        guard elapsed < duration else { return 0 }
        return initialVelocity * exp(-decay * elapsed)
    }

    /// Whether the fling is over at `time`.
    public func isDone(at time: Double) -> Bool {
        time - startTime >= duration
    }

    /// The first time the fling reaches `bound` while still moving towards it, or nil if it stops
    /// short of it (or moves away from it).
    public func time(reaching bound: Double) -> Double? {
        guard initialVelocity != 0, duration > 0 else { return nil }
        let distance = bound - startOffset
        // The fraction of the whole travel v₀/k that lies before the bound: 1 − e^(−kt).
        let fraction = distance * decay / initialVelocity
        guard fraction >= 0, fraction < 1 else { return nil }
        let elapsed = -log1p(-fraction) / decay
        return elapsed <= duration ? startTime + elapsed : nil
    }

    /// The same fling translated by `distance` px: content moved under it by anchoring.
    public func shifted(by distance: Double) -> FreeScrollFling {
        FreeScrollFling(
            startOffset: startOffset + distance, velocity: initialVelocity, startTime: startTime,
            decelerationRate: decelerationRate, stopVelocity: stopVelocity
        )
    }

    /// The same fling starting `delay` seconds later: what a paused fling resumes as.
    public func delayed(by delay: Double) -> FreeScrollFling {
        FreeScrollFling(
            startOffset: startOffset, velocity: initialVelocity, startTime: startTime + delay,
            decelerationRate: decelerationRate, stopVelocity: stopVelocity
        )
    }
}
