/// The part of a `CollectionNode` that owns its context menus: the popup open, the collection
/// and item it belongs to (the innermost collection under the pointer, which may be nested in
/// this one's items), the finger that may become a long press, and the pointers whose presses
/// the menu holds. Only the collection input reaches first (the host's root) keeps menus; a
/// collection nested in another's items leaves them to it. Main thread only (it holds nodes).
struct CollectionContextMenu {
    /// The popup open, in this collection's coordinates, if any.
    var popup: ContextMenuPopup?
    /// The collection whose item the open menu is for: this one, or one nested in its items.
    weak var owner: CollectionNode?
    /// The item (the owner's flat index) the open menu is for, kept up to date while it is open.
    var item = 0
    /// The item's cell node when the menu opened, by which the item is found again after batch
    /// updates (nil when the node was not made yet: the index is trusted then).
    var cell: CellNode?
    /// The collection's size when the menu opened: a resize closes it.
    var bounds: Size = .zero
    /// A finger that may become a long press.
    var longPress: ContextMenuLongPress?
    /// The pointers whose motion and release the menu takes, and what their release does.
    var holds: [PointerID: ContextMenuHold] = [:]
    /// Whether this collection is nested in another's items, which keeps the menus instead.
    var isNested = false

    /// Whether a menu is open.
    var isOpen: Bool { popup != nil }

    /// Opens `popup` for `item` of `owner`, showing `cell`, at this collection's size `bounds`.
    mutating func open(_ popup: ContextMenuPopup, owner: CollectionNode, item: Int, cell: CellNode?, bounds: Size) {
        self.popup = popup
        self.owner = owner
        self.item = item
        self.cell = cell
        self.bounds = bounds
        longPress = nil
    }

    /// Closes the open menu, if any; returns whether one was open. The pointers held stay held
    /// until released.
    @discardableResult
    mutating func close() -> Bool {
        defer {
            popup = nil
            owner = nil
            cell = nil
        }
        return popup != nil
    }
}
