// What the owner asks for, as opposed to what the user does: programmatic scrolls, page keys and
// anchoring jumps.
extension FreeScrollModel {
    /// Scrolls to `offset` (clamped to 0...maximumOffset), taking the content from any gesture.
    /// Any thread.
    ///
    /// Animated, a critically damped `scrollSpring` carries it there from wherever the content is,
    /// keeping its velocity, and reports `.settled` on arrival. Not animated, or with an empty
    /// viewport where nothing can animate, it jumps: from rest that reports `.motionBegan` and
    /// `.settled` (nothing when already there), from motion `.settled`. Non-finite values are
    /// ignored.
    ///
    /// - Parameters:
    ///   - offset: The offset to go to, in logical pixels.
    ///   - animated: Whether to spring there.
    ///   - time: Now, in seconds on the host's clock.
    @discardableResult
    public mutating func scroll(to offset: Double, animated: Bool, at time: Double) -> [FreeScrollEvent] {
        guard offset.isFinite, time.isFinite else { return [] }
        clock.admit(time)
        let events = isFrozen ? [] : catchUp(to: now)
        let target = clamped(offset)
        let velocity = currentVelocity(at: now)
        refuseDraggingPointer()
        if !animated || isFrozen { return events + jump(to: target) }
        if isAtRest && target == self.offset { return events }
        return events + animate(to: target, velocity: velocity, parameters: configuration.scrollSpring, at: now)
    }

    /// Page Up (negative `pages`) or Page Down: each page moves the viewport's length less
    /// `pageOverlap` (at least half a viewport), from the pending target, so that presses add up;
    /// animated by `scrollSpring` and clamped to the content. Ignored while a pointer or
    /// trackpad moves the content, and while the viewport is empty. Any thread.
    ///
    /// - Parameters:
    ///   - pages: How many pages to move; positive is towards later content.
    ///   - time: Now, in seconds on the host's clock.
    @discardableResult
    public mutating func scroll(by pages: Int, at time: Double) -> [FreeScrollEvent] {
        guard time.isFinite, !isFrozen else { return [] }
        clock.admit(time)
        let events = catchUp(to: now)
        guard pages != 0, !isDragging else { return events }
        let page = max(viewportExtent - configuration.pageOverlap, viewportExtent / 2)
        return events + step(by: Double(pages) * page, parameters: configuration.scrollSpring)
    }

    /// Moves the content to exactly `offset` with no animation and no events: the owner's
    /// anchoring after items above the viewport were measured or the viewport resized. Whatever
    /// moves the content goes on from there: a drag keeps following its pointer, a fling keeps
    /// its speed on a trajectory shifted by the same distance, and a spring's target moves with
    /// the content (clamped to it), unless the spring is headed for an end, where it still goes. Resting content is clamped to 0...maximumOffset. A fling
    /// left past an end turns into a bounce back. Non-finite values are ignored. Any thread.
    ///
    /// - Parameters:
    ///   - offset: The new displayed offset, in logical pixels.
    ///   - time: Now, in seconds on the host's clock.
    @discardableResult
    public mutating func setOffset(_ offset: Double, at time: Double) -> [FreeScrollEvent] {
        guard offset.isFinite, time.isFinite else { return [] }
        clock.admit(time)
        let shift = offset - self.offset
        guard shift != 0 else { return [] }
        switch motion {
        case .resting:
            self.offset = clamped(offset)
        case .dragging(let drag, _):
            let base = raw(displayed: offset) - drag.travel
            motion = .dragging(drag, base: base)
            self.offset = displayed(raw: base + drag.travel)
        case .scrolling(let scroll, _):
            let base = raw(displayed: offset) - scroll.travel
            motion = .scrolling(scroll, base: base)
            self.offset = displayed(raw: base + scroll.travel)
        case .flinging(let fling, let pausedAt):
            motion = .flinging(fling.shifted(by: shift), pausedAt: pausedAt)
            self.offset = offset
            bounceIfOutOfRange(at: now)
        case .animating(let animation):
            self.offset = offset
            // A spring headed for an end (Home, End) keeps heading for it; others move with the
            // content.
            let end: Double? = animation.target <= 0.5 ? 0 : abs(animation.target - maximumOffset) < 0.5 ? maximumOffset : nil
            retarget(animation, to: end ?? clamped(animation.target + shift))
        }
        return []
    }

    /// Reports the viewport's and the content's lengths along the axis, in logical pixels
    /// (negative counts as 0; non-finite values are ignored). Any thread.
    ///
    /// Resting content outside the new range is clamped into it, with no events. A gesture keeps
    /// its raw offset (its rubber band is recomputed), a fling left past an end bounces back, a
    /// spring whose target left the range is redirected to the new end, and one headed for the
    /// end follows it. A viewport of 0
    /// freezes the model (rule 8) and a real one thaws it.
    ///
    /// - Parameters:
    ///   - viewport: The viewport's length along the axis.
    ///   - content: The content's length along the axis.
    ///   - time: Now, in seconds on the host's clock.
    @discardableResult
    public mutating func setExtents(viewport: Double, content: Double, at time: Double) -> [FreeScrollEvent] {
        guard viewport.isFinite, content.isFinite, time.isFinite else { return [] }
        clock.admit(time)
        let wasFrozen = isFrozen
        // Bring a motion up to the moment of the change while it can still be shown.
        var events = wasFrozen ? [] : catchUp(to: now)
        let previousMaximum = maximumOffset
        viewportExtent = max(0, viewport)
        contentExtent = max(0, content)
        // A spring headed for the end (End, the wheel at the end) keeps heading for it while
        // the content grows or shrinks under it (rows measured as they come, a row added).
        if case .animating(let animation) = motion, !wasFrozen, !isFrozen, previousMaximum > 0,
           abs(animation.target - previousMaximum) < 0.5, maximumOffset != previousMaximum {
            retarget(animation, to: maximumOffset)
        }
        switch (wasFrozen, isFrozen) {
        case (false, true):
            freeze(at: now)
        case (true, false):
            thaw(at: now)
            refit()
        case (false, false):
            refit()
        case (true, true):
            if isAtRest { offset = clamped(offset) }
        }
        events += isFrozen ? [] : stepMotion(to: now)
        // A motion that ended in the catch-up reports where the content rests in the new range.
        if isAtRest, case .settled? = events.last { events[events.count - 1] = .settled(offset: offset) }
        return events
    }

    // MARK: - Helpers

    /// Jumps to `target` (in range): see `scroll(to:animated:at:)`.
    private mutating func jump(to target: Double) -> [FreeScrollEvent] {
        if isAtRest {
            guard target != offset else { return [] }
            return [.motionBegan] + comeToRest(at: target, time: now)
        }
        return comeToRest(at: target, time: now)
    }

    /// Brings what moves the content into the current range.
    private mutating func refit() {
        switch motion {
        case .resting:
            offset = clamped(offset)
        case .dragging, .scrolling:
            offset = displayed(raw: currentRaw)
        case .flinging:
            bounceIfOutOfRange(at: now)
        case .animating(let animation):
            let target = clamped(animation.target)
            if target != animation.target { retarget(animation, to: target) }
        }
    }

    /// Sends a spring to `target` from the displayed offset, keeping its velocity and pause.
    private mutating func retarget(_ animation: FreeScrollAnimation, to target: Double) {
        let time = animation.springTime(at: now)
        let spring = SpringSimulation(
            parameters: animation.spring.parameters, startValue: offset, target: target,
            initialVelocity: animation.spring.velocity(at: time), startTime: time
        )
        motion = .animating(FreeScrollAnimation(target: target, spring: spring, pausedAt: animation.pausedAt))
    }

    /// The viewport became empty: nothing can be shown or hit. A press is dropped, a gesture
    /// ends into a spring back into range that waits, and a fling or spring pauses.
    private mutating func freeze(at time: Double) {
        press = nil
        switch motion {
        case .resting:
            offset = clamped(offset)
        case .flinging(let fling, _):
            motion = .flinging(fling, pausedAt: time)
        case .animating(var animation):
            animation.pausedAt = time
            motion = .animating(animation)
        case .dragging, .scrolling:
            let target = clamped(offset)
            let spring = SpringSimulation(parameters: configuration.bounceSpring, startValue: offset, target: target, startTime: time)
            motion = .animating(FreeScrollAnimation(target: target, spring: spring, pausedAt: time))
        }
    }

    /// The viewport has a size again: a paused fling or spring resumes where it stopped, its
    /// clock shifted by the time it spent paused.
    private mutating func thaw(at time: Double) {
        switch motion {
        case .flinging(let fling, let pausedAt?):
            motion = .flinging(fling.delayed(by: max(0, time - pausedAt)), pausedAt: nil)
        case .animating(var animation):
            guard let pausedAt = animation.pausedAt else { return }
            animation.spring = animation.spring.delayed(by: max(0, time - pausedAt))
            animation.pausedAt = nil
            motion = .animating(animation)
        case .resting, .dragging, .scrolling, .flinging:
            break
        }
    }
}
