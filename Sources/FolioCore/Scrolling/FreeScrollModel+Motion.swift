// Rubber band, flings, springs and rest: how the content moves once input lets go of it
// (rules 2, 4 and 7).
extension FreeScrollModel {
    // MARK: - Rubber band

    /// The offsets 0...maximumOffset, rubber-banded against the viewport's length past either end.
    var rubberBand: RubberBandedRange {
        RubberBandedRange(upperBound: maximumOffset, unitLength: 1, dimension: viewportExtent,
                          coefficient: configuration.rubberBandCoefficient)
    }

    /// The displayed offset for a raw (input-driven) one.
    func displayed(raw: Double) -> Double { rubberBand.displayed(raw: raw) }

    /// The raw offset that displays as `shown`, so that content caught in an overscroll does not
    /// jump.
    func raw(displayed shown: Double) -> Double { rubberBand.raw(displayed: shown) }

    // MARK: - What moves now

    /// The raw offset of the content now: a gesture's own, else the displayed offset's.
    var currentRaw: Double {
        switch motion {
        case .dragging(let drag, let base): return base + drag.travel
        case .scrolling(let scroll, let base): return base + scroll.travel
        case .resting, .flinging, .animating: return raw(displayed: offset)
        }
    }

    /// The velocity of the content at `time`, in px/s (0 unless a fling or spring moves it).
    func currentVelocity(at time: Double) -> Double {
        switch motion {
        case .flinging(let fling, let pausedAt): return fling.velocity(at: pausedAt ?? time)
        case .animating(let animation): return animation.spring.velocity(at: animation.springTime(at: time))
        case .resting, .dragging, .scrolling: return 0
        }
    }

    /// The offset new steps (wheel notches, page keys) count from: a spring's target, else
    /// where the content is.
    var pendingTarget: Double {
        if case .animating(let animation) = motion { return animation.target }
        return offset
    }

    // MARK: - Starting motion

    /// Starts (or redirects) a clamped spring from the displayed offset to `target`, carrying
    /// `velocity` (px/s). Reports `.motionBegan` when the content was at rest.
    mutating func animate(to target: Double, velocity: Double, parameters: SpringParameters, at time: Double) -> [FreeScrollEvent] {
        let wasResting = isAtRest
        let spring = SpringSimulation(
            parameters: parameters, startValue: offset, target: target,
            initialVelocity: velocity.isFinite ? velocity : 0, startTime: time
        )
        motion = .animating(FreeScrollAnimation(target: target, spring: spring))
        return (wasResting ? [.motionBegan] : []) + stepMotion(to: time)
    }

    /// Lets go of the gesture moving the content at `time`, at `velocity` (raw px/s): past an
    /// end the content springs back; in range it flings from `minimumFlingVelocity` (only a
    /// pointer's release has a velocity: a cancel, a re-press or a trackpad's silence let go at
    /// 0), and slower it rests where it is.
    mutating func release(velocity: Double, at time: Double) -> [FreeScrollEvent] {
        let limit = configuration.maximumFlingVelocity
        let capped = velocity.isFinite ? min(max(velocity, -limit), limit) : 0
        if offset < 0 || offset > maximumOffset {
            let shown = capped * rubberBand.slope(atRaw: currentRaw)
            return animate(to: clamped(offset), velocity: shown, parameters: configuration.bounceSpring, at: time)
        }
        if let interval = usableSnapInterval {
            let target = snapTarget(releasedAt: capped, interval: interval, time: time)
            guard target != offset else { return comeToRest(at: offset, time: time) }
            return animate(to: target, velocity: capped, parameters: configuration.scrollSpring, at: time)
        }
        guard abs(capped) >= configuration.minimumFlingVelocity, capped != 0 else {
            return comeToRest(at: offset, time: time)
        }
        let fling = FreeScrollFling(startOffset: offset, velocity: capped, startTime: time, configuration: configuration)
        motion = .flinging(fling, pausedAt: nil)
        return stepMotion(to: time)
    }

    /// Makes sure a fling has not been left past an end by a change of extents or offset: if it
    /// has, a spring takes it back, carrying its velocity.
    mutating func bounceIfOutOfRange(at time: Double) {
        guard case .flinging(let fling, let pausedAt) = motion, offset < 0 || offset > maximumOffset else { return }
        let springTime = pausedAt ?? time
        let spring = SpringSimulation(
            parameters: configuration.bounceSpring, startValue: offset, target: clamped(offset),
            initialVelocity: fling.velocity(at: springTime), startTime: springTime
        )
        motion = .animating(FreeScrollAnimation(target: clamped(offset), spring: spring, pausedAt: pausedAt))
    }

    // MARK: - Stepping

    /// Moves a running fling or spring to `time`; a fling reaching an end turns into a bounce,
    /// and a finished motion rests exactly on its end point.
    mutating func stepMotion(to time: Double) -> [FreeScrollEvent] {
        switch motion {
        case .flinging(let fling, nil):
            let end = fling.initialVelocity > 0 ? maximumOffset : 0
            if let hit = fling.time(reaching: end), hit <= time {
                // An unclamped spring that starts on the end with the fling's speed: it runs
                // out past the end and comes back to it, the fling's momentum spent in the bounce.
                let spring = SpringSimulation(
                    parameters: configuration.bounceSpring, startValue: end, target: end,
                    initialVelocity: fling.velocity(at: hit), startTime: hit, isClamped: false
                )
                motion = .animating(FreeScrollAnimation(target: end, spring: spring))
                return stepMotion(to: time)
            }
            if fling.isDone(at: time) {
                return comeToRest(at: fling.restingOffset, time: fling.startTime + fling.duration)
            }
            offset = fling.offset(at: time)
            return []
        case .animating(let animation) where animation.pausedAt == nil:
            if animation.spring.isDone(at: time, epsilon: configuration.restEpsilon) {
                return comeToRest(at: animation.target, time: time)
            }
            offset = animation.spring.position(at: time)
            return []
        case .resting, .dragging, .scrolling, .flinging, .animating:
            return []
        }
    }

    /// Rests at `value` (brought into range) and reports it; `time` starts the indicator's fade.
    mutating func comeToRest(at value: Double, time: Double) -> [FreeScrollEvent] {
        let resting = clamped(value)
        motion = .resting
        offset = resting
        restTime = max(restTime, min(time, now))
        return [.settled(offset: resting)]
    }
}
