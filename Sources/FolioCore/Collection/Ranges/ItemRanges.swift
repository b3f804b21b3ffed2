/// The items in each range at one moment, as sets of item indexes (flat, across sections).
/// Always `visible ⊆ display ⊆ preload`. A plain value: usable on any thread.
public struct ItemRanges: Hashable, Sendable {
    /// The items overlapping the viewport.
    public let visible: Set<Int>
    /// The items whose content should be drawn: the visible ones and their display buffer.
    public let display: Set<Int>
    /// The items that should be prepared (node, layout, decoded images): the display range and
    /// its preload buffer.
    public let preload: Set<Int>

    /// Creates ranges from the three sets, widening `display` and `preload` where needed so that
    /// `visible ⊆ display ⊆ preload` holds.
    public init(visible: Set<Int>, display: Set<Int>, preload: Set<Int>) {
        self.visible = visible
        self.display = display.union(visible)
        self.preload = preload.union(self.display)
    }

    /// No items in any range.
    public static let empty = ItemRanges(visible: [], display: [], preload: [])

    /// The items of the `type` range.
    public subscript(type: RangeType) -> Set<Int> {
        switch type {
        case .display: display
        case .preload: preload
        }
    }
}
