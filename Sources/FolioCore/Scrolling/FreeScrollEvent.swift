/// What the free scroll model reports back to its owner. A plain value: usable on any thread.
public enum FreeScrollEvent: ScrollerEvent {
    /// Content started moving from rest: a drag passed the slop, a trackpad gesture or wheel
    /// notch began, or an animation started.
    case motionBegan
    /// Content came to rest at `offset` logical pixels, inside 0...maximumOffset.
    case settled(offset: Double)

    /// Whether this is `.settled`. Any thread.
    public var isSettled: Bool {
        if case .settled = self { return true }
        return false
    }
}
