/// Where `CollectionNode.scrollToItem(at:position:animated:)` puts the item. A plain value: usable
/// on any thread.
public enum CollectionScrollPosition: Hashable, Sendable {
    /// The item's leading edge at the viewport's leading edge (top for a vertical collection).
    case start
    /// The item centred along the scroll axis.
    case center
    /// The item's trailing edge at the viewport's trailing edge.
    case end
    /// The least scrolling that shows the whole item (none when it is visible already).
    case nearest
}
