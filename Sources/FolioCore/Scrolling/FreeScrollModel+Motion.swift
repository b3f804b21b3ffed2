// Rubber band, flings, springs and rest: how the content moves once input lets go of it
// (rules 2, 4 and 7).
extension FreeScrollModel {
    // MARK: - Rubber band

    /// The displayed offset for a raw (input-driven) one: past either end the overscroll is
    /// rubber-banded against the viewport's length.
    func displayed(raw: Double) -> Double {
        let c = configuration.rubberBandCoefficient
        if raw < 0 { return RubberBand.offset(forOverscroll: raw, dimension: viewportExtent, coefficient: c) }
        let end = maximumOffset
        if raw > end { return end + RubberBand.offset(forOverscroll: raw - end, dimension: viewportExtent, coefficient: c) }
        return raw
    }

    /// The raw offset that displays as `shown`: the inverse of `displayed(raw:)`, so that
    /// content caught in an overscroll does not jump.
    func raw(displayed shown: Double) -> Double {
        let c = configuration.rubberBandCoefficient
        if shown < 0 { return RubberBand.overscroll(forOffset: shown, dimension: viewportExtent, coefficient: c) }
        let end = maximumOffset
        if shown > end { return end + RubberBand.overscroll(forOffset: shown - end, dimension: viewportExtent, coefficient: c) }
        return shown
    }

    /// How fast the displayed offset moves per pixel of raw offset at `raw` (below 1 in an
    /// overscroll): turns an input's velocity into the content's.
    func displayedSlope(atRaw raw: Double) -> Double {
        let overscroll = raw < 0 ? raw : max(0, raw - maximumOffset)
        guard overscroll != 0 else { return 1 }
        return RubberBand.slope(atOverscroll: overscroll, dimension: viewportExtent, coefficient: configuration.rubberBandCoefficient)
    }

    // MARK: - What moves now

    /// The raw offset of the content now: a gesture's own, else the displayed offset's.
    var currentRaw: Double {
        switch motion {
        case .dragging(let drag): return drag.gesture.rawOffset
        case .scrolling(let scroll): return scroll.gesture.rawOffset
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

    /// Lets go of a gesture at `time` moving at `velocity` (raw px/s): past an end the content
    /// springs back; in range a pointer's release flings from `minimumFlingVelocity`, anything
    /// else rests where it is.
    mutating func release(_ gesture: FreeScrollGesture, velocity: Double, allowsFling: Bool, at time: Double) -> [FreeScrollEvent] {
        let limit = configuration.maximumFlingVelocity
        let capped = velocity.isFinite ? min(max(velocity, -limit), limit) : 0
        if offset < 0 || offset > maximumOffset {
            let shown = capped * displayedSlope(atRaw: gesture.rawOffset)
            return animate(to: clamped(offset), velocity: shown, parameters: configuration.bounceSpring, at: time)
        }
        guard allowsFling, abs(capped) >= configuration.minimumFlingVelocity, capped != 0 else {
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
