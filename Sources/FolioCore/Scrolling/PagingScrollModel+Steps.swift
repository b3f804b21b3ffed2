// Page-by-page input: wheel notches and keys (rules 7 and 9).
extension PagingScrollModel {
    mutating func wheel(dx: Int, dy: Int, time: Double) -> [PagingEvent] {
        guard !isDragging else { return [] }
        // A vertical wheel pages a horizontal pager (the larger axis decides a diagonal one); a
        // horizontal wheel belongs to horizontal scrollers, not to a vertical pager.
        let amount = axis == .vertical ? dy : abs(dy) >= abs(dx) ? dy : dx
        guard amount != 0 else { return [] }
        if let last = lastWheelMoveTime, time - last < configuration.wheelLockout { return [] }
        let before = pendingPage
        let events = step(to: before + (amount > 0 ? 1 : -1), at: now)
        // Only a notch that moved locks the wheel: one at an end leaves it free.
        if pendingPage != before { lastWheelMoveTime = time }
        return events
    }

    mutating func keyPressed(_ key: Key) -> [PagingEvent] {
        guard !isDragging else { return [] }
        switch key {
        case .left, .pageUp: return step(to: pendingPage - 1, at: now)
        case .right, .pageDown: return step(to: pendingPage + 1, at: now)
        // Up and Down are left to vertical scrollers inside a horizontal pager.
        case .up: return axis == .vertical ? step(to: pendingPage - 1, at: now) : []
        case .down: return axis == .vertical ? step(to: pendingPage + 1, at: now) : []
        case .home: return step(to: nearestPage(equivalentTo: 0), at: now)
        case .end: return step(to: nearestPage(equivalentTo: pageCount - 1), at: now)
        // Space, like Up and Down, belongs to what scrolls inside a page.
        case .enter, .space: return []
        // The zoom keys are the pager's zoom's.
        case .plus, .minus: return []
        // Focus and selection keys are the collection's.
        case .tab, .selectAll: return []
        }
    }

    /// Animates to `page` from wherever the content is, keeping its velocity. Nothing happens
    /// for a page that does not exist (at an end) or that is already the pending one.
    private mutating func step(to page: Int, at time: Double) -> [PagingEvent] {
        guard wraps || (0..<pageCount).contains(page), page != pendingPage else { return [] }
        return animate(to: page, velocity: currentVelocity(at: time), at: time)
    }

    /// The page `index` names, counted the shortest way from the pending page: itself without
    /// wrapping; in circular mode its copy nearest to the pending page (backwards on a tie).
    func nearestPage(equivalentTo index: Int) -> Int {
        guard wraps else { return index }
        let from = pendingPage
        let behind = from - (((from - index) % pageCount) + pageCount) % pageCount
        let ahead = behind == from ? from : behind + pageCount
        return ahead - from < from - behind ? ahead : behind
    }
}
