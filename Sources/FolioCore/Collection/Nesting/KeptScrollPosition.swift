/// Where a collection was scrolled to, kept in a few bytes so that it can be released and made
/// again at the same place (a pager keeps one per feed it has shown): the first item that started
/// on screen (or, when one item filled the screen, that item) and how far its leading edge was
/// from the viewport's, with the offset for a collection that had no items on screen. Restoring by the item rather than the offset keeps
/// the same content on screen when the items above it are measured at other sizes, or the
/// window is another size. A plain value: usable on any thread.
public struct KeptScrollPosition: Hashable, Sendable {
    /// The item kept in place (flat index), if any was on screen.
    public var item: Int?
    /// How far that item's leading edge was from the viewport's leading edge, logical pixels
    /// (negative when it was partly scrolled off).
    public var distance: Double
    /// The content offset along the scroll axis, logical pixels.
    public var offset: Double

    /// A position at `offset`, with `item` at `distance` from the viewport's leading edge.
    /// Any thread.
    public init(item: Int?, distance: Double, offset: Double) {
        self.item = item
        self.distance = distance
        self.offset = offset
    }

    /// The top: no item, offset 0. Any thread.
    public static let top = KeptScrollPosition(item: nil, distance: 0, offset: 0)
}
