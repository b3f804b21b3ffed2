/// The keys Folio reacts to, already translated from the platform's key codes.
/// A plain value: usable on any thread.
public enum Key: Hashable, Sendable {
    case left
    case right
    /// Up arrow: the row above, in a collection.
    case up
    /// Down arrow: the row below, in a collection.
    case down
    case pageUp
    case pageDown
    case home
    case end
    /// The space bar: a screenful further, in a scrolling collection.
    case space
    /// Return or Enter: activate the focused item.
    case enter
}
