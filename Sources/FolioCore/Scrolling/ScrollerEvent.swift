/// What every scroller reports, whatever else its events say: motion beginning from rest, and
/// motion coming to rest. A plain value: usable on any thread.
public protocol ScrollerEvent: Hashable, Sendable {
    /// Content started moving from rest. Any thread.
    static var motionBegan: Self { get }
    /// Whether this event reports that the content came to rest. Any thread.
    var isSettled: Bool { get }
}
