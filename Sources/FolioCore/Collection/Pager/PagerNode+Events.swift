extension PagerNode {
    // MARK: - Paging events

    /// What the last calls reported, for the host's event stream; taken once. Main thread.
    public func takeEvents() -> [PagingEvent] {
        defer { pendingPagingEvents.removeAll() }
        return pendingPagingEvents
    }

    /// Reports what the paging model did: to the host's event stream, and to the delegate, which
    /// hears a page change only when the pager settles on another page.
    func absorb(_ events: [PagingEvent]) {
        for event in events {
            pendingPagingEvents.append(event)
            switch event {
            case .motionBegan:
                pagerDelegate?.pagerNodeWillBeginScrolling(self)
            case .settled(let page):
                pendingEvents.append(.settled(page: page))
                // The page left goes back to the fit.
                if zoomState.isEnabled, page != zoomState.page {
                    resetZoom()
                    zoomState.page = page
                }
                if page != lastSettledPage {
                    let previous = lastSettledPage
                    lastSettledPage = page
                    pagerDelegate?.pagerNode(self, didChangePageTo: page, from: previous)
                }
                pagerDelegate?.pagerNode(self, didEndScrollingAt: page)
            }
        }
    }
}
