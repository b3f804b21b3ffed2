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
            motion = .dragging(PointerDrag(pointer: pointer, lastCoordinate: coordinate(of: point), gesture: gesture))
            position = displayed(raw: gesture.rawPosition)
            return events
        }
        var tracker = VelocityTracker(configuration: configuration)
        tracker.add(time: time, position: 0)
        press = PointerPress(pointer: pointer, origin: point, lastCoordinate: coordinate(of: point), tracker: tracker)
        return events
    }

    mutating func pointerMoved(_ pointer: PointerID, to point: Point, time: Double) -> [PagingEvent] {
        // Pixels convert to pages by the pitch, so that the content follows the finger 1:1.
        let pitch = pitch
        let along = coordinate(of: point)
        if case .dragging(var drag) = motion {
            guard drag.pointer == pointer else { return [] }
            drag.gesture.travel -= (along - drag.lastCoordinate) / pitch
            drag.lastCoordinate = along
            drag.gesture.tracker.add(time: time, position: drag.gesture.travel)
            motion = .dragging(drag)
            position = displayed(raw: drag.gesture.rawPosition)
            return []
        }
        guard var press, press.pointer == pointer, !press.isRefused else { return [] }
        let move = press.move(along: along, across: crossCoordinate(of: point), originAlong: coordinate(of: press.origin),
                              originAcross: crossCoordinate(of: press.origin), time: time, pixelsPerUnit: pitch,
                              slop: configuration.dragSlop)
        guard move == .passedSlop else {
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
        motion = .dragging(PointerDrag(pointer: press.pointer, lastCoordinate: press.lastCoordinate, gesture: gesture))
        position = displayed(raw: gesture.rawPosition)
        return wasResting ? [.motionBegan] : []
    }

    mutating func pointerUp(_ pointer: PointerID, at point: Point, time: Double) -> [PagingEvent] {
        // The release point may carry motion that no move event reported; a release where the
        // pointer already was is no motion, and must not look like a fresh sample that hides
        // the stillness before it.
        var events: [PagingEvent] = []
        if coordinate(of: point) != lastCoordinate(of: pointer) { events = pointerMoved(pointer, to: point, time: time) }
        if case .dragging(let drag) = motion, drag.pointer == pointer {
            events += releaseDrag(drag, velocity: drag.gesture.tracker.velocity(at: time), at: now)
        } else if press?.pointer == pointer {
            press = nil
        }
        return events
    }

    /// Where `pointer` was last reported along the paging axis, if it is pressed.
    private func lastCoordinate(of pointer: PointerID) -> Double? {
        if case .dragging(let drag) = motion, drag.pointer == pointer { return drag.lastCoordinate }
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
        let pitch = pitch
        return release(
            drag.gesture, velocity: velocity,
            flickThreshold: configuration.flickVelocity / pitch,
            maximumVelocity: configuration.maximumFlickVelocity / pitch, at: time
        )
    }
}
