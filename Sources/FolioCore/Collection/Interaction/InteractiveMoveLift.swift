import Foundation

/// The item an interactive movement has lifted, as the host draws it: above the others, larger
/// than its slot, with a shadow under it, following the pointer. A plain value: usable on any
/// thread.
public struct InteractiveMoveLift: Hashable, Sendable {
    /// The item's key among the visible items (`VisibleItem.index`). Any thread.
    public var item: Int
    /// Where it is drawn, scaled, in the collection's coordinates. Any thread.
    public var frame: Rect
    /// How far it is lifted, 0 (resting in its slot) to 1 (fully up): the shadow's strength.
    /// Any thread.
    public var lift: Double

    /// A lifted item. Any thread.
    public init(item: Int, frame: Rect, lift: Double) {
        self.item = item
        self.frame = frame
        self.lift = lift
    }
}
