// What the owner asks for, as opposed to what the user does: programmatic scrolls and changes
// of the page count.
extension PagingScrollModel {
    /// Scrolls to `page` (clamped to the pages that exist), taking the content from any gesture.
    ///
    /// Animated, it springs there from wherever the content is (the shortest way in circular
    /// mode) and reports `.settled` when it arrives; already resting there, or with an empty
    /// viewport where nothing can animate, it reports `.settled` at once. Not animated, it jumps
    /// and reports `.settled`. Main thread.
    ///
    /// - Parameters:
    ///   - page: The page index; any `Int` (clamped).
    ///   - animated: Whether to spring there.
    ///   - time: Now, in seconds on the host's clock.
    @discardableResult
    public mutating func scrollToPage(_ page: Int, animated: Bool, at time: Double) -> [PagingEvent] {
        guard pageCount > 0 else { return [] }
        now = max(now, time)
        let events = viewportSize.isEmpty ? [] : catchUp(to: now)
        let index = min(max(page, 0), pageCount - 1)
        let target = nearestPage(equivalentTo: index)
        let velocity = currentVelocity(at: now)
        refuseDraggingPointer()
        if !animated || viewportSize.isEmpty || pageCount < 2 || (isAtRest && target == pendingPage) {
            return events + comeToRest(on: target)
        }
        return events + animate(to: target, velocity: velocity, at: now)
    }

    /// Changes the number of pages, keeping the position where it can: a position, target or
    /// resting page beyond the new last page is brought back to it. Returns `.settled` when that
    /// moved the resting page, or ended a motion. Any `count` is taken: negative counts as 0,
    /// above `PagerNode.maximumPageCount` as that maximum. Main thread.
    @discardableResult
    public mutating func setPageCount(_ count: Int) -> [PagingEvent] {
        let count = Self.clampedCount(count)
        guard count != pageCount else { return [] }
        let oldPage = currentPage
        let wasResting = isAtRest
        let wrapped = wraps
        pageCount = count
        trackpadIntent = nil
        if count < 2 || wrapped || wraps {
            // Wrapped positions mean nothing under another count: rest on the pending page.
            refuseDraggingPointer()
            if count < 2 {
                // Input is ignored from now on, releases included: keep no press to go stale.
                press = nil
            }
            let page = min(oldPage, max(0, count - 1))
            if count < 2 { position = 0 }
            if wasResting && page == oldPage {
                position = Double(page)
                return []
            }
            return comeToRest(on: page)
        }
        return clampToLastPage()
    }

    /// Without wrapping: brings a resting page or an animation's target back within the pages.
    private mutating func clampToLastPage() -> [PagingEvent] {
        let last = pageCount - 1
        switch motion {
        case .resting:
            return Self.wholePage(position) > last ? comeToRest(on: last) : []
        case .animating(let animation) where animation.target > last:
            let time = animation.springTime(at: now)
            let velocity = animation.spring.velocity(at: time)
            let spring = SpringSimulation(
                parameters: configuration.spring, startValue: animation.spring.position(at: time),
                target: Double(last), initialVelocity: velocity, startTime: time
            )
            motion = .animating(PagingAnimation(target: last, spring: spring, pausedAt: animation.pausedAt))
            return stepAnimation(to: now)
        case .animating:
            return []
        case .dragging, .scrolling:
            refreshDisplayedPosition()
            return []
        }
    }

    /// Takes a drag's pointer off the content: it does nothing more until it is released. The
    /// caller gives the content to a spring or rests it.
    private mutating func refuseDraggingPointer() {
        guard case .dragging(let drag) = motion else { return }
        press = PointerPress(
            pointer: drag.pointer, origin: .zero, isRefused: true, lastCoordinate: drag.lastCoordinate, tracker: drag.gesture.tracker
        )
    }
}
