// Trackpad input: fractional deltas that drag the content (rule 8).
extension PagingScrollModel {
    mutating func preciseScroll(dx: Double, dy: Double, time: Double) -> [PagingEvent] {
        switch motion {
        case .dragging:
            // The pointer owns the content.
            return []
        case .scrolling(var scroll, let gesture):
            scroll.add(dx: dx, dy: dy, time: time)
            motion = .scrolling(scroll, gesture)
            position = displayed(raw: gesture.base + scroll.travel)
            return []
        case .resting, .animating:
            var intent = trackpadIntent ?? TrackpadIntent(lastDeltaTime: time)
            if time - intent.lastDeltaTime >= configuration.trackpadEndDelay {
                intent = TrackpadIntent(lastDeltaTime: time)
            }
            intent.dx += dx
            intent.dy += dy
            intent.lastDeltaTime = time
            guard !intent.isRefused,
                  let isVertical = intent.lockedAxisIsVertical(factor: configuration.trackpadOrientationFactor) else {
                trackpadIntent = intent
                return []
            }
            if axis == .vertical && !isVertical {
                // A sideways swipe belongs to a horizontal scroller, not to a vertical pager.
                intent.isRefused = true
                trackpadIntent = intent
                return []
            }
            trackpadIntent = nil
            return beginTrackpadScroll(along: isVertical ? .vertical : .horizontal, dx: intent.dx, dy: intent.dy, at: time)
        }
    }

    /// Starts a trackpad gesture once its axis is known: from rest, or catching an animation.
    /// The held deltas (`dx`, `dy`) go on as the gesture's first, along the axis they locked to.
    private mutating func beginTrackpadScroll(
        along lockedAxis: ScrollAxis, dx: Double, dy: Double, at time: Double
    ) -> [PagingEvent] {
        let wasResting = isAtRest
        let gesture = gestureTakingOver(at: now)
        let scroll = TrackpadGestureTracker(
            axis: lockedAxis, unitsPerStep: configuration.trackpadUnitsPerPage, endDelay: configuration.trackpadEndDelay,
            dx: dx, dy: dy, time: time, samples: VelocityTracker(configuration: configuration)
        )
        motion = .scrolling(scroll, gesture)
        position = displayed(raw: gesture.base + scroll.travel)
        return wasResting ? [.motionBegan] : []
    }

    var trackpadGesture: TrackpadGestureTracker? {
        if case .scrolling(let scroll, _) = motion { return scroll }
        return nil
    }

    /// Ends a trackpad gesture after its silence: released with its velocity as of its last
    /// delta, the spring starting when the silence ran out.
    mutating func endTrackpadGesture(at time: Double) -> [PagingEvent] {
        guard case .scrolling(let scroll, let gesture) = motion else { return [] }
        let unitsPerPage = configuration.trackpadUnitsPerPage
        return release(
            gesture, raw: gesture.base + scroll.travel, velocity: scroll.velocityAtLastDelta,
            flickThreshold: configuration.trackpadFlickVelocity / unitsPerPage,
            maximumVelocity: configuration.maximumTrackpadFlickVelocity / unitsPerPage, at: time
        )
    }
}
