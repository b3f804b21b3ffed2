// Pointer input (rules 2 and 3): the steps in which the pager differs from the shared pointer
// handling (`ScrollModel`).
extension PagingScrollModel {
    var pointerDrag: PointerDragTracker? {
        if case .dragging(let drag, _) = motion { return drag }
        return nil
    }

    /// Pixels convert to pages by the pitch, so that the content follows the finger 1:1.
    var pixelsPerUnit: Double { pitch }

    mutating func continueDrag(_ drag: PointerDragTracker) {
        guard case .dragging(_, let gesture) = motion else { return }
        motion = .dragging(drag, gesture)
        position = displayed(raw: gesture.base + drag.travel)
    }

    /// Only an animation is caught by a press, with no slop: the finger stops the moving page
    /// where it is.
    mutating func catchMotion(with drag: PointerDragTracker) -> Bool {
        guard isAnimating else { return false }
        let gesture = gestureTakingOver(at: now)
        motion = .dragging(drag, gesture)
        position = displayed(raw: gesture.base + drag.travel)
        return true
    }

    /// From rest the content follows the finger from the press point (the slop is not
    /// subtracted); content already moving is taken where it is, so nothing jumps.
    mutating func beginDrag(from press: PointerDragTracker) -> [PagingEvent] {
        let wasResting = isAtRest
        var gesture = gestureTakingOver(at: now)
        if !wasResting { gesture.base -= press.travel }
        trackpadIntent = nil
        motion = .dragging(press, gesture)
        position = displayed(raw: gesture.base + press.travel)
        return wasResting ? [.motionBegan] : []
    }

    mutating func releaseDrag(velocity: Double, at time: Double) -> [PagingEvent] {
        guard case .dragging(let drag, let gesture) = motion else { return [] }
        let pitch = pitch
        return release(
            gesture, raw: gesture.base + drag.travel, velocity: velocity,
            flickThreshold: configuration.flickVelocity / pitch,
            maximumVelocity: configuration.maximumFlickVelocity / pitch, at: time
        )
    }
}
