/// The keys Folio reacts to, already translated from the platform's key codes.
/// A plain value: usable on any thread.
public enum Key: Hashable, Sendable {
    /// Left arrow: the previous page or item.
    case left
    /// Right arrow: the next page or item.
    case right
    /// Up arrow: the row above, in a collection.
    case up
    /// Down arrow: the row below, in a collection.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home: the first page or item.
    case home
    /// End: the last page or item.
    case end
    /// The space bar: a screenful further, in a scrolling collection.
    case space
    /// Return or Enter: activate the focused item.
    case enter
    /// Plus (also = and the keypad's +): zoom in, where something zooms.
    case plus
    /// Minus (also the keypad's -): zoom out, where something zooms.
    case minus
    /// Tab (Shift+Tab backwards): the focus moves to the next control, in a cell and on to the
    /// next cell.
    case tab
    /// Select all (Ctrl+A on this desktop).
    case selectAll
}
