/// The shape the system pointer takes over what it hovers: a collection says which
/// (`CollectionNode.pointerCursor`) and the host shows the system's own cursor of that shape. A
/// plain value: usable on any thread.
public enum PointerCursor: Hashable, Sendable {
    /// The ordinary arrow.
    case arrow
    /// The pointing hand: over a link, a button or a tappable node.
    case hand
    /// The I-beam: over text that can be selected or typed into.
    case text
    /// The four-way arrows: while an item is being moved by hand.
    case move
}
