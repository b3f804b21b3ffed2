// Pointer input: press, slop, drag, release (rules 2 and 3).
extension PagingScrollModel {
    mutating func pointerDown(_ pointer: PointerID, at point: Point, time: Double) -> [PagingEvent] {
        var events: [PagingEvent] = []
        if let press, press.pointer != pointer { return [] }
        if case .dragging(let drag) = motion {
            // Only the first pointer drags; the same one pressing again missed its release.
            guard drag.pointer == pointer else { return [] }
            events += releaseDrag(drag, velocity: 0, at: now)
        }
        press = nil
        if isAnimating {
            // Catching a moving page needs no slop: the finger stops it where it is.
            var gesture = gestureTakingOver(at: now)
            gesture.tracker.add(time: time, position: 0)
            motion = .dragging(PointerDrag(pointer: pointer, lastX: point.x, gesture: gesture))
            position = displayed(raw: gesture.rawPosition)
            return events
        }
        var tracker = VelocityTracker(configuration: configuration)
        tracker.add(time: time, position: 0)
        press = PointerPress(pointer: pointer, origin: point, lastCoordinate: point.x, tracker: tracker)
        return events
    }

    mutating func pointerMoved(_ pointer: PointerID, to point: Point, time: Double) -> [PagingEvent] {
        let width = viewportSize.width
        if case .dragging(var drag) = motion {
            guard drag.pointer == pointer else { return [] }
            drag.gesture.travel -= (point.x - drag.lastX) / width
            drag.lastX = point.x
            drag.gesture.tracker.add(time: time, position: drag.gesture.travel)
            motion = .dragging(drag)
            position = displayed(raw: drag.gesture.rawPosition)
            return []
        }
        guard var press, press.pointer == pointer, !press.isRefused else { return [] }
        press.travel -= (point.x - press.lastCoordinate) / width
        press.lastCoordinate = point.x
        press.tracker.add(time: time, position: press.travel)
        let dx = point.x - press.origin.x
        let dy = point.y - press.origin.y
        guard (dx * dx + dy * dy).squareRoot() >= configuration.dragSlop else {
            self.press = press
            return []
        }
        guard abs(dx) >= abs(dy) else {
            press.isRefused = true
            self.press = press
            return []
        }
        return beginDrag(from: press)
    }

    /// Turns a press that passed the slop into a drag. From rest the content follows the finger
    /// from the press point (the slop is not subtracted); content already moving is taken where
    /// it is, so nothing jumps.
    private mutating func beginDrag(from press: PointerPress) -> [PagingEvent] {
        let wasResting = isAtRest
        var gesture = gestureTakingOver(at: now)
        if !wasResting { gesture.base -= press.travel }
        gesture.travel = press.travel
        gesture.tracker = press.tracker
        trackpadIntent = nil
        self.press = nil
        motion = .dragging(PointerDrag(pointer: press.pointer, lastX: press.lastCoordinate, gesture: gesture))
        position = displayed(raw: gesture.rawPosition)
        return wasResting ? [.motionBegan] : []
    }

    mutating func pointerUp(_ pointer: PointerID, at point: Point, time: Double) -> [PagingEvent] {
        // The release point may carry motion that no move event reported; a release where the
        // pointer already was is no motion, and must not look like a fresh sample that hides
        // the stillness before it.
        var events: [PagingEvent] = []
        if point.x != lastX(of: pointer) { events = pointerMoved(pointer, to: point, time: time) }
        if case .dragging(let drag) = motion, drag.pointer == pointer {
            events += releaseDrag(drag, velocity: drag.gesture.tracker.velocity(at: time), at: now)
        } else if press?.pointer == pointer {
            press = nil
        }
        return events
    }

    /// Where `pointer` was last reported along the paging axis, if it is pressed.
    private func lastX(of pointer: PointerID) -> Double? {
        if case .dragging(let drag) = motion, drag.pointer == pointer { return drag.lastX }
        if let press, press.pointer == pointer { return press.lastCoordinate }
        return nil
    }

    mutating func pointerCancelled(_ pointer: PointerID) -> [PagingEvent] {
        if case .dragging(let drag) = motion, drag.pointer == pointer {
            return releaseDrag(drag, velocity: 0, at: now)
        }
        if press?.pointer == pointer { press = nil }
        return []
    }

    private mutating func releaseDrag(_ drag: PointerDrag, velocity: Double, at time: Double) -> [PagingEvent] {
        let width = viewportSize.width
        return release(
            drag.gesture, velocity: velocity,
            flickThreshold: configuration.flickVelocity / width,
            maximumVelocity: configuration.maximumFlickVelocity / width, at: time
        )
    }
}
