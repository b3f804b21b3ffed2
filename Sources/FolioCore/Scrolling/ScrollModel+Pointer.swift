// Pointer input, the same in every scroll model: only the first pointer drags; a press becomes
// a drag once it has moved `dragSlop` px, mostly along the axis (mostly across, it is refused
// until released, so that a scroller on the other axis can take the gesture); the release
// velocity comes from the pointer's travel. The models differ only in what a press catches,
// how a drag starts and how it lets go.
extension ScrollModel {
    mutating func pointerDown(_ pointer: PointerID, at point: Point, time: Double) -> [Event] {
        var events: [Event] = []
        if let press, press.pointer != pointer { return [] }
        if let drag = pointerDrag {
            // Only the first pointer drags; the same one pressing again missed its release.
            guard drag.pointer == pointer else { return [] }
            events += releaseDrag(velocity: 0, at: now)
        }
        press = nil
        let pressed = PointerDragTracker(pointer: pointer, at: point, axis: axis, time: time,
                                         samples: VelocityTracker(configuration: configuration))
        if !catchMotion(with: pressed) { press = pressed }
        return events
    }

    mutating func pointerMoved(_ pointer: PointerID, to point: Point, time: Double) -> [Event] {
        if var drag = pointerDrag {
            guard drag.pointer == pointer else { return [] }
            drag.follow(to: point, time: time, pixelsPerUnit: pixelsPerUnit)
            continueDrag(drag)
            return []
        }
        guard var press, press.pointer == pointer, !press.isRefused else { return [] }
        guard press.move(to: point, time: time, pixelsPerUnit: pixelsPerUnit, slop: configuration.dragSlop) == .passedSlop else {
            self.press = press
            return []
        }
        self.press = nil
        return beginDrag(from: press)
    }

    mutating func pointerUp(_ pointer: PointerID, at point: Point, time: Double) -> [Event] {
        // The release point may carry motion that no move event reported; a release where the
        // pointer already was is no motion, and must not look like a fresh sample that hides
        // the stillness before it.
        var events: [Event] = []
        if axis.coordinate(of: point) != lastCoordinate(of: pointer) { events = pointerMoved(pointer, to: point, time: time) }
        if let drag = pointerDrag, drag.pointer == pointer {
            events += releaseDrag(velocity: drag.velocity(at: time), at: now)
        } else if press?.pointer == pointer {
            press = nil
        }
        return events
    }

    mutating func pointerCancelled(_ pointer: PointerID) -> [Event] {
        if let drag = pointerDrag, drag.pointer == pointer {
            return releaseDrag(velocity: 0, at: now)
        }
        if press?.pointer == pointer { press = nil }
        return []
    }

    /// Where `pointer` was last reported along the axis, if it is pressed.
    func lastCoordinate(of pointer: PointerID) -> Double? {
        if let drag = pointerDrag, drag.pointer == pointer { return drag.lastCoordinate }
        if let press, press.pointer == pointer { return press.lastCoordinate }
        return nil
    }

    /// Takes a drag's pointer off the content: it does nothing more until it is released. The
    /// caller gives the content to a spring or rests it.
    mutating func refuseDraggingPointer() {
        guard var drag = pointerDrag else { return }
        drag.isRefused = true
        press = drag
    }
}
