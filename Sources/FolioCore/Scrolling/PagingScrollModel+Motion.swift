// Springs, releases and the rubber band: how the content moves once input lets go of it.
extension PagingScrollModel {
    // MARK: - Rubber band

    /// The positions from the first page to the last, rubber-banded past either end against
    /// the viewport's length; nil when nothing is banded: in circular mode (there are no ends),
    /// without pages, or with an empty viewport.
    var rubberBand: RubberBandedRange? {
        let extent = pageExtent
        guard !wraps, pageCount > 0, extent > 0 else { return nil }
        return RubberBandedRange(upperBound: Double(pageCount - 1), unitLength: pitch, dimension: extent,
                                 coefficient: configuration.rubberBandCoefficient)
    }

    /// The displayed position for a raw (input-driven) one.
    func displayed(raw: Double) -> Double { rubberBand?.displayed(raw: raw) ?? raw }

    /// The raw position that displays as `shown`, so that content caught in an overscroll does
    /// not jump.
    func raw(displayed shown: Double) -> Double { rubberBand?.raw(displayed: shown) ?? shown }

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
        return (wasResting ? [.motionBegan] : []) + stepMotion(to: time)
    }

    /// Moves a running animation to `time`; when it is done, snaps exactly onto its page.
    mutating func stepMotion(to time: Double) -> [PagingEvent] {
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
        switch motion {
        case .dragging(let drag, let gesture):
            return gesture.continued(from: gesture.base + drag.travel)
        case .scrolling(let scroll, let gesture):
            return gesture.continued(from: gesture.base + scroll.travel)
        case .resting:
            return PagingGesture(base: position, startPage: Self.wholePage(position))
        case .animating(let animation):
            let shown = animation.spring.position(at: animation.springTime(at: time))
            let base = raw(displayed: shown)
            let inRange = wraps || (0...Double(pageCount - 1)).contains(shown)
            guard inRange, shown != Double(animation.target) else {
                return PagingGesture(base: base, startPage: animation.target)
            }
            // The page the animation was leaving: the whole page behind it.
            let leaving = Double(animation.target) > shown ? shown.rounded(.down) : shown.rounded(.up)
            return PagingGesture(base: base, startPage: Self.wholePage(leaving), interruptedTarget: animation.target)
        }
    }

    /// Lets go of the gesture moving the content at `time`: picks the page by the snapping rules
    /// and springs there.
    ///
    /// - Parameters:
    ///   - gesture: Where the gesture took the content from.
    ///   - raw: The gesture's raw position now.
    ///   - velocity: The input's release velocity, in pages per second.
    ///   - flickThreshold: The speed from which the release is a flick, in pages per second.
    ///   - maximumVelocity: The cap on the release velocity, in pages per second.
    mutating func release(
        _ gesture: PagingGesture, raw: Double, velocity: Double, flickThreshold: Double, maximumVelocity: Double,
        at time: Double
    ) -> [PagingEvent] {
        let capped = min(max(velocity, -maximumVelocity), maximumVelocity)
        let target = PageSnapping.targetPage(
            position: position, velocity: capped, startPage: gesture.startPage, pageCount: pageCount,
            isCircular: wraps, flickThreshold: flickThreshold, interruptedTarget: gesture.interruptedTarget
        )
        return animate(to: target, velocity: capped * (rubberBand?.slope(atRaw: raw) ?? 1), at: time)
    }
}
