/// What the mouse hovers in a collection (moving with no button down): where it is, the item
/// and the control (button, link, tappable node) under it, and the `hover(item:)` events
/// reported of it, at most `eventInterval` apart, the latest item winning. The part of a
/// `CollectionNode` that owns this state; the node finds what is under the point and tells its
/// delegate. Main thread only (a control holds nodes).
struct CollectionHover {
    /// The shortest time between two `hover(item:)` events, seconds: ten a second at most.
    static let eventInterval = 0.1

    /// Where the mouse hovers, in the collection's coordinates; nil when it is not over the
    /// collection (it left, or never came).
    var point: Point?
    /// The item under the mouse (flat index), as last found.
    private(set) var item: Int?
    /// The enabled button, link or tappable node under the mouse, as last found.
    private(set) var control: PressedControl?
    /// The item whose nested collection the mouse is over, which hears the hover itself; told
    /// that the pointer left when the mouse goes to another.
    var nestedItem: Int?
    /// Whether the hovered item is drawn lifted (the host draws it).
    var liftsItem = false
    /// The item the last event reported (nil: none, or nothing hovered).
    private(set) var reportedItem: Int?
    /// When the last event was reported; events before then are at most one per interval.
    private(set) var lastReportTime = -Double.infinity

    /// Sets the hovered item; returns the item left and the one entered when it changed.
    mutating func setItem(_ newItem: Int?) -> (left: Int?, entered: Int?)? {
        guard newItem != item else { return nil }
        defer { item = newItem }
        return (item, newItem)
    }

    /// Sets the hovered control; returns the control left and the one entered when it changed
    /// (another node, or another link of the same text).
    mutating func setControl(_ newControl: PressedControl?) -> (left: PressedControl?, entered: PressedControl?)? {
        switch (control, newControl) {
        case (nil, nil): return nil
        case (let old?, let new?) where old.isSame(as: new):
            control = new
            return nil
        default:
            defer { control = newControl }
            return (control, newControl)
        }
    }

    /// When a `hover(item:)` event is due: the hovered item is not the one reported, and the
    /// interval since the last report ends then (or has ended: at once).
    var eventDeadline: Double? {
        item == reportedItem ? nil : lastReportTime + Self.eventInterval
    }

    /// The event due at `now`, if one is: the item hovered now, when it differs from the last
    /// reported and the interval has passed. Taking it starts the next interval.
    mutating func takeEvent(at now: Double) -> CollectionEvent? {
        guard let deadline = eventDeadline, now >= deadline else { return nil }
        reportedItem = item
        lastReportTime = now
        return .hover(item: item)
    }
}
