// Pointer input (rules 1 to 3): the steps in which free scrolling differs from the shared
// pointer handling (`ScrollModel`).
extension FreeScrollModel {
    var pointerDrag: PointerDragTracker? {
        if case .dragging(let drag, _) = motion { return drag }
        return nil
    }

    var pixelsPerUnit: Double { 1 }

    mutating func continueDrag(_ drag: PointerDragTracker) {
        guard case .dragging(_, let base) = motion else { return }
        motion = .dragging(drag, base: base)
        offset = displayed(raw: base + drag.travel)
    }

    /// Any motion is caught by a press, with no slop: the pointer stops it where it is, and
    /// `pressStoppedMotion` tells the owner that this press is no tap.
    mutating func catchMotion(with drag: PointerDragTracker) -> Bool {
        pressStoppedMotion = !isAtRest
        guard pressStoppedMotion else { return false }
        let base = currentRaw
        motion = .dragging(drag, base: base)
        offset = displayed(raw: base + drag.travel)
        return true
    }

    /// Takes the content where it is: the travel spent inside the slop is counted into the base,
    /// so nothing jumps, and stays in the tracker, so a flick's first milliseconds still count
    /// towards its velocity.
    mutating func beginDrag(from press: PointerDragTracker) -> [FreeScrollEvent] {
        let wasResting = isAtRest
        let base = currentRaw - press.travel
        motion = .dragging(press, base: base)
        offset = displayed(raw: base + press.travel)
        return wasResting ? [.motionBegan] : []
    }

    mutating func releaseDrag(velocity: Double, at time: Double) -> [FreeScrollEvent] {
        release(velocity: velocity, at: time)
    }
}
