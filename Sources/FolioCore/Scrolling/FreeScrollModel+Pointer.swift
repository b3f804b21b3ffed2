// Pointer input: press, slop, drag, release (rules 1 to 3).
extension FreeScrollModel {
    mutating func pointerDown(_ pointer: PointerID, at point: Point, time: Double) -> [FreeScrollEvent] {
        var events: [FreeScrollEvent] = []
        if let press, press.pointer != pointer { return [] }
        if case .dragging(let drag) = motion {
            // Only the first pointer drags; the same one pressing again missed its release.
            guard drag.pointer == pointer else { return [] }
            events += release(drag.gesture, velocity: 0, allowsFling: false, at: now)
        }
        press = nil
        var tracker = makeTracker()
        tracker.add(time: time, position: 0)
        pressStoppedMotion = !isAtRest
        if pressStoppedMotion {
            // Catching moving content needs no slop: the pointer stops it where it is.
            let gesture = FreeScrollGesture(base: currentRaw, tracker: tracker)
            motion = .dragging(FreeScrollDrag(pointer: pointer, lastCoordinate: coordinate(of: point), gesture: gesture))
            offset = displayed(raw: gesture.rawOffset)
            return events
        }
        press = PointerPress(pointer: pointer, origin: point, lastCoordinate: coordinate(of: point), tracker: tracker)
        return events
    }

    mutating func pointerMoved(_ pointer: PointerID, to point: Point, time: Double) -> [FreeScrollEvent] {
        let along = coordinate(of: point)
        if case .dragging(var drag) = motion {
            guard drag.pointer == pointer else { return [] }
            // The pointer moving up (or left) shows later content.
            drag.gesture.travel -= along - drag.lastCoordinate
            drag.lastCoordinate = along
            drag.gesture.tracker.add(time: time, position: drag.gesture.travel)
            motion = .dragging(drag)
            offset = displayed(raw: drag.gesture.rawOffset)
            return []
        }
        guard var press, press.pointer == pointer, !press.isRefused else { return [] }
        let move = press.move(along: along, across: crossCoordinate(of: point), originAlong: coordinate(of: press.origin),
                              originAcross: crossCoordinate(of: press.origin), time: time, pixelsPerUnit: 1,
                              slop: configuration.dragSlop)
        guard move == .passedSlop else {
            self.press = press
            return []
        }
        return beginDrag(from: press)
    }

    /// Turns a press that passed the slop into a drag that takes the content where it is: the
    /// travel spent inside the slop is counted into the base, so nothing jumps, and stays in the
    /// tracker, so a flick's first milliseconds still count towards its velocity.
    private mutating func beginDrag(from press: PointerPress) -> [FreeScrollEvent] {
        let wasResting = isAtRest
        let gesture = FreeScrollGesture(base: currentRaw - press.travel, travel: press.travel, tracker: press.tracker)
        self.press = nil
        motion = .dragging(FreeScrollDrag(pointer: press.pointer, lastCoordinate: press.lastCoordinate, gesture: gesture))
        offset = displayed(raw: gesture.rawOffset)
        return wasResting ? [.motionBegan] : []
    }

    mutating func pointerUp(_ pointer: PointerID, at point: Point, time: Double) -> [FreeScrollEvent] {
        // The release point may carry motion that no move event reported; a release where the
        // pointer already was is no motion, and must not look like a fresh sample that hides
        // the stillness before it.
        var events: [FreeScrollEvent] = []
        if coordinate(of: point) != lastCoordinate(of: pointer) { events = pointerMoved(pointer, to: point, time: time) }
        if case .dragging(let drag) = motion, drag.pointer == pointer {
            events += release(drag.gesture, velocity: drag.gesture.tracker.velocity(at: time), allowsFling: true, at: now)
        } else if press?.pointer == pointer {
            press = nil
        }
        return events
    }

    mutating func pointerCancelled(_ pointer: PointerID) -> [FreeScrollEvent] {
        if case .dragging(let drag) = motion, drag.pointer == pointer {
            return release(drag.gesture, velocity: 0, allowsFling: false, at: now)
        }
        if press?.pointer == pointer { press = nil }
        return []
    }

    /// Where `pointer` was last reported along the axis, if it is pressed.
    private func lastCoordinate(of pointer: PointerID) -> Double? {
        if case .dragging(let drag) = motion, drag.pointer == pointer { return drag.lastCoordinate }
        if let press, press.pointer == pointer { return press.lastCoordinate }
        return nil
    }

    /// Takes a drag's pointer off the content: it does nothing more until it is released. The
    /// caller gives the content to a spring or rests it.
    mutating func refuseDraggingPointer() {
        guard case .dragging(let drag) = motion else { return }
        press = PointerPress(
            pointer: drag.pointer, origin: .zero, isRefused: true,
            lastCoordinate: drag.lastCoordinate, tracker: drag.gesture.tracker
        )
    }
}
