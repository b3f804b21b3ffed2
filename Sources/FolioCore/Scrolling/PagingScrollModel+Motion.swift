// Springs, releases and the rubber band: how the content moves once input lets go of it.
extension PagingScrollModel {
    // MARK: - Rubber band

    /// The displayed position for a raw (input-driven) position: past the first or last page the
    /// overscroll, in pixels of pitch, is rubber-banded against the viewport's length; in
    /// circular mode there are no ends.
    func displayed(raw: Double) -> Double {
        let extent = pageExtent, pitch = pitch
        guard !wraps, pageCount > 0, extent > 0 else { return raw }
        let last = Double(pageCount - 1)
        let c = configuration.rubberBandCoefficient
        if raw < 0 { return RubberBand.offset(forOverscroll: raw * pitch, dimension: extent, coefficient: c) / pitch }
        if raw > last {
            return last + RubberBand.offset(forOverscroll: (raw - last) * pitch, dimension: extent, coefficient: c) / pitch
        }
        return raw
    }

    /// The raw position that displays as `shown`: the inverse of `displayed(raw:)`, so that
    /// content caught in an overscroll does not jump.
    func raw(displayed shown: Double) -> Double {
        let extent = pageExtent, pitch = pitch
        guard !wraps, pageCount > 0, extent > 0 else { return shown }
        let last = Double(pageCount - 1)
        let c = configuration.rubberBandCoefficient
        if shown < 0 { return RubberBand.overscroll(forOffset: shown * pitch, dimension: extent, coefficient: c) / pitch }
        if shown > last {
            return last + RubberBand.overscroll(forOffset: (shown - last) * pitch, dimension: extent, coefficient: c) / pitch
        }
        return shown
    }

    /// How fast the displayed position moves per unit of raw position at `raw` (below 1 in an
    /// overscroll): turns an input's release velocity into the content's.
    func displayedSlope(atRaw raw: Double) -> Double {
        let extent = pageExtent
        guard !wraps, pageCount > 0, extent > 0 else { return 1 }
        let overscroll = raw < 0 ? raw : max(0, raw - Double(pageCount - 1))
        guard overscroll != 0 else { return 1 }
        return RubberBand.slope(atOverscroll: overscroll * pitch, dimension: extent, coefficient: configuration.rubberBandCoefficient)
    }

    // MARK: - Animation

    /// Starts (or redirects) a spring from the displayed position to `target`, carrying
    /// `velocity` (pages/s). Reports `.motionBegan` when the content was at rest, and settles
    /// at once when there is nothing to animate.
    mutating func animate(to target: Int, velocity: Double, at time: Double) -> [PagingEvent] {
        let wasResting = isAtRest
        let spring = SpringSimulation(
            parameters: configuration.spring, startValue: position, target: Double(target),
            initialVelocity: velocity.isFinite ? velocity : 0, startTime: time
        )
        motion = .animating(PagingAnimation(target: target, spring: spring))
        return (wasResting ? [.motionBegan] : []) + stepAnimation(to: time)
    }

    /// Moves a running animation to `time`; when it is done, snaps exactly onto its page.
    mutating func stepAnimation(to time: Double) -> [PagingEvent] {
        guard case .animating(let animation) = motion, animation.pausedAt == nil else { return [] }
        if animation.spring.isDone(at: time, epsilon: configuration.restEpsilon) {
            return comeToRest(on: animation.target)
        }
        position = animation.spring.position(at: time)
        return []
    }

    /// Rests on `page` (renormalised into 0..<pageCount; 0 without pages) and reports it.
    mutating func comeToRest(on page: Int) -> [PagingEvent] {
        let index = wrappedPage(page)
        motion = .resting
        position = Double(index)
        return [.settled(page: index)]
    }

    /// The velocity of the content now, in pages per second (0 unless a spring moves it).
    func currentVelocity(at time: Double) -> Double {
        guard case .animating(let animation) = motion else { return 0 }
        return animation.spring.velocity(at: animation.springTime(at: time))
    }

    /// The page new steps (keys, wheel) count from: the target of the animation, else the
    /// page the content is on.
    var pendingPage: Int {
        if case .animating(let animation) = motion { return animation.target }
        return Self.wholePage(position)
    }

    // MARK: - Gestures

    /// A gesture that takes the content where it is now. A running animation is caught: its
    /// target is remembered for the chaining rule, unless it was merely springing back from an
    /// overscroll.
    func gestureTakingOver(at time: Double) -> PagingGesture {
        let tracker = VelocityTracker(configuration: configuration)
        switch motion {
        case .dragging(let drag):
            return PagingGesture(base: drag.gesture.rawPosition, startPage: drag.gesture.startPage,
                                 interruptedTarget: drag.gesture.interruptedTarget, tracker: tracker)
        case .scrolling(let scroll):
            return PagingGesture(base: scroll.gesture.rawPosition, startPage: scroll.gesture.startPage,
                                 interruptedTarget: scroll.gesture.interruptedTarget, tracker: tracker)
        case .resting:
            return PagingGesture(base: position, startPage: Self.wholePage(position), tracker: tracker)
        case .animating(let animation):
            let shown = animation.spring.position(at: animation.springTime(at: time))
            let base = raw(displayed: shown)
            let inRange = wraps || (0...Double(pageCount - 1)).contains(shown)
            guard inRange, shown != Double(animation.target) else {
                return PagingGesture(base: base, startPage: animation.target, tracker: tracker)
            }
            // The page the animation was leaving: the whole page behind it.
            let leaving = Double(animation.target) > shown ? shown.rounded(.down) : shown.rounded(.up)
            return PagingGesture(base: base, startPage: Self.wholePage(leaving),
                                 interruptedTarget: animation.target, tracker: tracker)
        }
    }

    /// Lets go of a gesture at `time`: picks the page by the snapping rules and springs there.
    ///
    /// - Parameters:
    ///   - velocity: The input's release velocity, in pages per second.
    ///   - flickThreshold: The speed from which the release is a flick, in pages per second.
    ///   - maximumVelocity: The cap on the release velocity, in pages per second.
    mutating func release(
        _ gesture: PagingGesture, velocity: Double, flickThreshold: Double, maximumVelocity: Double, at time: Double
    ) -> [PagingEvent] {
        let capped = min(max(velocity, -maximumVelocity), maximumVelocity)
        let target = PageSnapping.targetPage(
            position: position, velocity: capped, startPage: gesture.startPage, pageCount: pageCount,
            isCircular: wraps, flickThreshold: flickThreshold, interruptedTarget: gesture.interruptedTarget
        )
        return animate(to: target, velocity: capped * displayedSlope(atRaw: gesture.rawPosition), at: time)
    }
}
