// Wheel notches and trackpad deltas (rules 5 and 6).
extension FreeScrollModel {
    mutating func wheel(notches: Int) -> [FreeScrollEvent] {
        guard !isDragging, notches != 0 else { return [] }
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

    mutating func preciseScroll(delta: Double, time: Double) -> [FreeScrollEvent] {
        switch motion {
        case .dragging:
            // The pointer owns the content.
            return []
        case .scrolling(var scroll):
            scroll.gesture.travel += delta
            scroll.gesture.tracker.add(time: time, position: scroll.gesture.travel)
            scroll.lastDeltaTime = time
            motion = .scrolling(scroll)
            offset = displayed(raw: scroll.gesture.rawOffset)
            return []
        case .resting, .flinging, .animating:
            guard delta != 0 else { return [] }
            let wasResting = isAtRest
            var gesture = FreeScrollGesture(base: currentRaw, travel: delta, tracker: makeTracker())
            gesture.tracker.add(time: time, position: delta)
            motion = .scrolling(FreeScrollTrackpad(lastDeltaTime: time, gesture: gesture))
            offset = displayed(raw: gesture.rawOffset)
            return wasResting ? [.motionBegan] : []
        }
    }

    /// Ends a trackpad gesture after its silence: content past an end springs back from when
    /// the silence ran out, starting still (as it has stood through the silence); content in
    /// range rests.
    mutating func endTrackpadScroll(_ scroll: FreeScrollTrackpad, at time: Double) -> [FreeScrollEvent] {
        release(scroll.gesture, velocity: 0, allowsFling: false, at: time)
    }
}
