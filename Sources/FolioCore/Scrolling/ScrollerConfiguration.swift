/// The tuning constants every scroller has, whatever its physics: those its owner's nesting
/// rules share with it, and those of its velocity tracking. A plain value: usable on any thread.
public protocol ScrollerConfiguration: Hashable, Sendable {
    /// Distance a pointer must travel before a press becomes a drag, in logical pixels. Any
    /// thread.
    var dragSlop: Double { get }
    /// A trackpad gesture ends after this long without deltas, in seconds. Any thread.
    var trackpadEndDelay: Double { get }
    /// How far back release velocity looks, in seconds. Any thread.
    var velocityWindow: Double { get }
    /// A pointer held still this long before release has zero velocity, in seconds. Any thread.
    var stillnessCutoff: Double { get }
}
