/// What the paging scroll model reports back to its owner. A plain value: usable on any thread.
public enum PagingEvent: ScrollerEvent {
    /// Motion started: a drag passed the slop, or an animation began from rest.
    case motionBegan
    /// Motion came to rest on a whole page (also when that is the page it left).
    case settled(page: Int)

    /// Whether this is `.settled`. Any thread.
    public var isSettled: Bool {
        if case .settled = self { return true }
        return false
    }
}
