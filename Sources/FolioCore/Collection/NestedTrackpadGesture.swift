/// A trackpad gesture under way in a pager of collections: owned by whoever its first deltas
/// leaned towards, until it pauses. A plain value: usable on any thread.
struct NestedTrackpadGesture: Sendable {
    /// Who owns the gesture.
    let owner: NestedGestureOwner
    /// The page whose collection scrolls, for an inner gesture.
    let page: Int?
    /// When the gesture last scrolled, seconds.
    var lastTime: Double
}
