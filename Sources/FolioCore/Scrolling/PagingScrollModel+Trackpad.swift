// Trackpad input: fractional deltas that drag the content (rule 8).
extension PagingScrollModel {
    mutating func preciseScroll(dx: Double, dy: Double, time: Double) -> [PagingEvent] {
        let unitsPerPage = configuration.trackpadUnitsPerPage
        switch motion {
        case .dragging:
            // The pointer owns the content.
            return []
        case .scrolling(var scroll):
            scroll.gesture.travel += (scroll.isVertical ? dy : dx) / unitsPerPage
            scroll.gesture.tracker.add(time: time, position: scroll.gesture.travel)
            scroll.lastDeltaTime = time
            motion = .scrolling(scroll)
            position = displayed(raw: scroll.gesture.rawPosition)
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
            return beginTrackpadScroll(isVertical: isVertical, travel: (isVertical ? intent.dy : intent.dx) / unitsPerPage, at: time)
        }
    }

    /// Starts a trackpad gesture once its axis is known: from rest, or catching an animation.
    private mutating func beginTrackpadScroll(isVertical: Bool, travel: Double, at time: Double) -> [PagingEvent] {
        let wasResting = isAtRest
        var gesture = gestureTakingOver(at: now)
        gesture.travel = travel
        gesture.tracker.add(time: time, position: travel)
        motion = .scrolling(TrackpadScroll(isVertical: isVertical, lastDeltaTime: time, gesture: gesture))
        position = displayed(raw: gesture.rawPosition)
        return wasResting ? [.motionBegan] : []
    }

    /// Ends a trackpad gesture after its silence: released with its velocity as of its last
    /// delta, the spring starting when the silence ran out.
    mutating func endTrackpadScroll(_ scroll: TrackpadScroll, at time: Double) -> [PagingEvent] {
        let unitsPerPage = configuration.trackpadUnitsPerPage
        return release(
            scroll.gesture, velocity: scroll.gesture.tracker.velocity(at: scroll.lastDeltaTime),
            flickThreshold: configuration.trackpadFlickVelocity / unitsPerPage,
            maximumVelocity: configuration.maximumTrackpadFlickVelocity / unitsPerPage, at: time
        )
    }
}
