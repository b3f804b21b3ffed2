// What the owner asks for, as opposed to what the user does: programmatic scrolls.
extension PagingScrollModel {
    /// Scrolls to `page` (clamped to the pages that exist), taking the content from any gesture.
    ///
    /// Animated, it springs there from wherever the content is (the shortest way in circular
    /// mode) and reports `.settled` when it arrives; already resting there, or with an empty
    /// viewport where nothing can animate, it reports `.settled` at once. Not animated, it jumps
    /// and reports `.settled`. Any thread.
    ///
    /// - Parameters:
    ///   - page: The page index; any `Int` (clamped).
    ///   - animated: Whether to spring there.
    ///   - time: Now, in seconds on the host's clock.
    @discardableResult
    public mutating func scrollToPage(_ page: Int, animated: Bool, at time: Double) -> [PagingEvent] {
        guard pageCount > 0 else { return [] }
        clock.admit(time)
        let events = isFrozen ? [] : catchUp(to: now)
        let index = min(max(page, 0), pageCount - 1)
        let target = nearestPage(equivalentTo: index)
        let velocity = currentVelocity(at: now)
        refuseDraggingPointer()
        if !animated || isFrozen || pageCount < 2 || (isAtRest && target == pendingPage) {
            return events + comeToRest(on: target)
        }
        return events + animate(to: target, velocity: velocity, at: now)
    }
}
