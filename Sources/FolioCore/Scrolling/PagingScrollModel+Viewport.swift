// Viewport changes (rule 1): positions are in pages, so a resize moves nothing; an empty
// viewport freezes the model.
extension PagingScrollModel {
    /// Gives the viewport `size` logical pixels at `time` and returns what happened: an animation
    /// caught up to `time` may settle. The position stays (it is in pages): a gesture's rubber
    /// band follows the new size. An empty size freezes the model (input is ignored, a gesture
    /// ends into a snap to the nearest page that waits, an animation pauses); a size again thaws
    /// it, and what waited resumes. A size with a side that is not finite is taken as empty; a
    /// non-finite `time` changes nothing. Any thread.
    @discardableResult
    public mutating func setViewportSize(_ size: Size, at time: Double) -> [PagingEvent] {
        guard let time = clock.admit(time) else { return [] }
        // Pitches and positions are computed from the size: NaN there would reach every frame.
        let finite = size.width.isFinite && size.height.isFinite
        return resize(to: finite ? size : .zero, at: time)
    }

    private mutating func resize(to size: Size, at time: Double) -> [PagingEvent] {
        let wasEmpty = viewportSize.isEmpty
        // Bring an animation up to the moment of the resize while it can still be shown.
        let events = wasEmpty ? [] : catchUp(to: time)
        viewportSize = size
        switch (wasEmpty, size.isEmpty) {
        case (false, true): freeze(at: time)
        case (true, false): thaw(at: time)
        case (false, false): refreshDisplayedPosition()
        case (true, true): break
        }
        return events
    }

    /// The viewport became empty: nothing can be shown or hit. Pending input is dropped, a
    /// gesture ends into a snap to the nearest page that waits, and an animation pauses.
    private mutating func freeze(at time: Double) {
        press = nil
        trackpadIntent = nil
        let gesture: PagingGesture
        switch motion {
        case .resting:
            return
        case .animating(var animation):
            animation.pausedAt = time
            motion = .animating(animation)
            return
        case .dragging(_, let caught), .scrolling(_, let caught):
            gesture = caught
        }
        var target = PageSnapping.nearestPage(to: position, preferring: gesture.startPage)
        if !wraps { target = min(max(target, 0), pageCount - 1) }
        let spring = SpringSimulation(parameters: configuration.spring, startValue: position, target: Double(target), startTime: time)
        motion = .animating(PagingAnimation(target: target, spring: spring, pausedAt: time))
    }

    /// The viewport has a size again: a paused animation resumes where it stopped, its clock
    /// shifted by the time it spent paused.
    private mutating func thaw(at time: Double) {
        guard case .animating(var animation) = motion, let pausedAt = animation.pausedAt else { return }
        animation.spring = animation.spring.delayed(by: max(0, time - pausedAt))
        animation.pausedAt = nil
        motion = .animating(animation)
    }

    /// Recomputes the displayed position of a gesture, whose rubber band depends on the viewport.
    mutating func refreshDisplayedPosition() {
        switch motion {
        case .dragging(let drag, let gesture): position = displayed(raw: gesture.base + drag.travel)
        case .scrolling(let scroll, let gesture): position = displayed(raw: gesture.base + scroll.travel)
        case .resting, .animating: break
        }
    }
}
