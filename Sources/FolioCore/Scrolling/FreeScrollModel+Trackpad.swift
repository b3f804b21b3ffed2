// Wheel notches and trackpad deltas (rules 5 and 6).
extension FreeScrollModel {
    mutating func wheel(notches: Int) -> [FreeScrollEvent] {
        guard !isDragging, notches != 0 else { return [] }
        if let interval = usableSnapInterval {
            // A notch a multiple: from the multiple the pending target is nearest.
            let from = snapped(pendingTarget, interval: interval, towards: 0)
            let target = clamped(from + Double(notches) * interval)
            guard target != pendingTarget else { return [] }
            return animate(to: target, velocity: currentVelocity(at: now), parameters: configuration.wheelSpring, at: now)
        }
        return step(by: Double(notches) * configuration.wheelDistance, parameters: configuration.wheelSpring)
    }

    /// Animates to `distance` px past the pending target (clamped to the content), keeping the
    /// content's velocity; nothing happens when that is the pending target already (at an end).
    mutating func step(by distance: Double, parameters: SpringParameters) -> [FreeScrollEvent] {
        let from = pendingTarget
        let target = clamped(from + distance)
        guard target != from else { return [] }
        return animate(to: target, velocity: currentVelocity(at: now), parameters: parameters, at: now)
    }

    /// A trackpad delta: only its component along the axis scrolls, 1:1.
    mutating func preciseScroll(dx: Double, dy: Double, time: Double) -> [FreeScrollEvent] {
        switch motion {
        case .dragging:
            // The pointer owns the content.
            return []
        case .scrolling(var scroll, let base):
            scroll.add(dx: dx, dy: dy, time: time)
            motion = .scrolling(scroll, base: base)
            offset = displayed(raw: base + scroll.travel)
            return []
        case .resting, .flinging, .animating:
            guard axis.component(dx: dx, dy: dy) != 0 else { return [] }
            let wasResting = isAtRest
            let base = currentRaw
            let scroll = TrackpadGestureTracker(axis: axis, unitsPerStep: 1, endDelay: configuration.trackpadEndDelay,
                                                dx: dx, dy: dy, time: time, samples: VelocityTracker(configuration: configuration))
            motion = .scrolling(scroll, base: base)
            offset = displayed(raw: base + scroll.travel)
            return wasResting ? [.motionBegan] : []
        }
    }

    var trackpadGesture: TrackpadGestureTracker? {
        if case .scrolling(let scroll, _) = motion { return scroll }
        return nil
    }

    /// Ends a trackpad gesture after its silence: content past an end springs back from when
    /// the silence ran out, starting still (as it has stood through the silence); content in
    /// range rests.
    mutating func endTrackpadGesture(at time: Double) -> [FreeScrollEvent] {
        release(velocity: 0, at: time)
    }
}
