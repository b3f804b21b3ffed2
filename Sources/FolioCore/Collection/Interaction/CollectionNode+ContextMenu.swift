import Foundation

// Context menus, the desktop's right click and the touch screen's long press:
//
// | input while no menu is open   | what it does                                              |
// |-------------------------------|-----------------------------------------------------------|
// | secondary press on an item    | asks the item's collection's delegate for its menu, opens |
// |                               | it at the pointer                                         |
// | a finger held `longPress-     | the same, once; the finger's press is cancelled (nothing  |
// | Duration` within the slop     | selects or scrolls) and its motion and release are the    |
// |                               | menu's                                                    |
//
// | input while a menu is open    | what it does                                              |
// |-------------------------------|-----------------------------------------------------------|
// | hover, press, drag            | highlights the enabled row under the pointer              |
// | release on the row pressed    | chooses it                                                |
// | press outside the popup       | closes the menu; the press and its release reach nothing  |
// | wheel, trackpad, zoom         | closes the menu, and does not scroll                      |
// | Up / Down, Home / End         | move the highlight over the enabled rows                  |
// | Enter                         | chooses the highlighted row                               |
// | Esc (`handleEscape()`)        | closes the menu                                           |
// | any other key                 | nothing                                                   |
// | secondary press               | closes the menu and opens the one under the pointer       |
//
// The menu is the innermost collection's (a feed's post, not the page holding the feed), but
// the collection that input reaches first keeps and places it, in its own coordinates, so that
// the host draws it over everything and it stays whole on screen.
extension CollectionNode {
    /// How long a finger must rest on an item to open its context menu, seconds. Any thread.
    nonisolated public static let longPressDuration = ContextMenuLongPress.duration

    /// The context menu open over the collection, in its coordinates, for the host to draw above
    /// everything; nil when none is. A menu of an item of a collection nested in this one's items
    /// is this one's to show. Main thread.
    public var contextMenuPopup: ContextMenuPopup? { contextMenu.popup }

    /// Whether a context menu is open: input is the menu's until it closes. Main thread.
    public var isShowingContextMenu: Bool { contextMenu.isOpen }

    /// Closes the open context menu without choosing anything; returns whether one was open.
    /// Main thread.
    @discardableResult
    public func closeContextMenu() -> Bool {
        contextMenu.close()
    }

    /// Activates the item at `indexPath` as Enter on the focused item does: the delegate hears
    /// `collectionNode(_:didActivateItemAt:)` and `.activated` is reported. For a menu's "Open".
    /// Main thread.
    public func activateItem(at indexPath: IndexPath) {
        guard let index = sections.flatIndex(of: indexPath) else { return }
        activateItem(index)
    }

    /// When a finger resting on the collection opens a menu, if one may.
    var contextMenuDeadline: Double? { contextMenu.longPress?.deadline }

    /// Takes `event` for the context menus: opens one, or gives it to the one open (see the
    /// table above). Returns whether the menu took it, when nothing else may hear it.
    func handleContextMenuInput(_ event: InputEvent) -> Bool {
        // The collections nested in the items hear input only through this one, which keeps
        // their menus: they are told so before any reaches them.
        for nested in nestedCollectionsNearWindow { nested.contextMenu.isNested = true }
        guard !contextMenu.isNested else { return false }
        if contextMenu.isOpen { return handleOpenMenuInput(event) }
        switch event.kind {
        case .secondaryPress(let pointer, let point):
            // A press that began before (a drag of the left button) ends where it is.
            if openContextMenu(at: point) { cancelPressOf(pointer, at: event.time) }
            return true
        case .pointerDown(let pointer, let point):
            // A press held by the menu whose release was never seen is over.
            contextMenu.holds[pointer] = nil
            if case .finger = pointer {
                // A second finger makes a pinch or a two-finger drag, not a long press.
                contextMenu.longPress = contextMenu.longPress == nil && ownScroller.isAtRest
                    ? ContextMenuLongPress(pointer: pointer, point: point, time: event.time) : nil
            }
            return false
        case .pointerMoved(let pointer, let point):
            if contextMenu.holds[pointer] != nil { return true }
            if let press = contextMenu.longPress, !press.survives(pointer, movingTo: point) { contextMenu.longPress = nil }
            return false
        case .pointerUp(let pointer, _), .pointerCancelled(let pointer):
            if contextMenu.longPress?.pointer == pointer { contextMenu.longPress = nil }
            return contextMenu.holds.removeValue(forKey: pointer) != nil
        case .wheel, .preciseScroll, .magnify, .key, .hover, .pointerExited:
            return false
        }
    }

    /// Input while a menu is open: all of it is the menu's, but the pointer leaving the window.
    private func handleOpenMenuInput(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .pointerDown(let pointer, let point):
            let onPopup = contextMenu.popup?.contains(point) ?? false
            contextMenu.holds[pointer] = onPopup ? .choosing : .dismissing
            if onPopup { contextMenu.popup?.highlightRow(at: point) } else { contextMenu.close() }
        case .pointerMoved(let pointer, let point):
            if contextMenu.holds[pointer] == .choosing { contextMenu.popup?.highlightRow(at: point) }
        case .pointerUp(let pointer, let point):
            let hold = contextMenu.holds.removeValue(forKey: pointer)
            if hold == .choosing, let row = contextMenu.popup?.enabledRow(at: point) { chooseContextMenuRow(row) }
        case .pointerCancelled(let pointer):
            contextMenu.holds[pointer] = nil
        case .hover(let point):
            contextMenu.popup?.highlightRow(at: point)
        case .pointerExited:
            contextMenu.popup?.clearHighlight()
            return false
        case .secondaryPress(_, let point):
            contextMenu.close()
            _ = openContextMenu(at: point)
        case .wheel, .preciseScroll, .magnify:
            contextMenu.close()
        case .key(let key):
            handleContextMenuKey(key)
        }
        return true
    }

    /// A key while a menu is open.
    private func handleContextMenuKey(_ key: Key) {
        switch key {
        case .down, .tab: contextMenu.popup?.moveHighlight(by: 1)
        case .up: contextMenu.popup?.moveHighlight(by: -1)
        case .home, .pageUp: contextMenu.popup?.highlightEnd(first: true)
        case .end, .pageDown: contextMenu.popup?.highlightEnd(first: false)
        case .enter, .space:
            if let row = contextMenu.popup?.highlightedRow { chooseContextMenuRow(row) }
        case .left, .right, .plus, .minus, .selectAll: break
        }
    }

    /// Each frame: a finger that has rested long enough opens its item's menu, and a menu whose
    /// item was deleted, or whose collection was resized or let go, closes.
    func updateContextMenu() {
        if let press = contextMenu.longPress, press.isDue(at: now) {
            contextMenu.longPress = nil
            if openContextMenu(at: press.point) {
                // The finger's press ends here: it neither selects nor scrolls, and what it does
                // from now on is the menu's.
                cancelPressOf(press.pointer, at: now)
                contextMenu.holds[press.pointer] = .choosing
            }
        }
        guard contextMenu.isOpen else { return }
        guard let item = currentContextMenuItem(), bounds == contextMenu.bounds else {
            contextMenu.close()
            return
        }
        contextMenu.item = item
    }

    /// The item the open menu is for, where batch updates have put it; nil when it is gone (or
    /// its collection is).
    private func currentContextMenuItem() -> Int? {
        guard let owner = contextMenu.owner else { return nil }
        if let cell = contextMenu.cell { return owner.data.item(holding: cell) }
        return contextMenu.item < owner.itemCount ? contextMenu.item : nil
    }

    /// Ends `pointer`'s press wherever it reached (this collection, a nested one, a button in a
    /// cell), as if the platform took it away.
    private func cancelPressOf(_ pointer: PointerID, at time: Double) {
        let cancel = InputEvent(time: time, kind: .pointerCancelled(pointer))
        if routesNestedInput { routeNested(cancel) } else { handleOwn(cancel) }
    }

    /// Opens the context menu of the item under `point` (this collection's coordinates), in the
    /// innermost collection there, if its delegate offers one with an enabled row. Returns
    /// whether a menu opened.
    func openContextMenu(at point: Point) -> Bool {
        guard let (owner, item) = contextMenuTarget(at: point, depth: 0),
              let indexPath = owner.sections.indexPath(ofFlatIndex: item), let delegate = owner.delegate else { return false }
        let cell = owner.data.node(ofItem: item)
        guard let menu = delegate.collectionNode(owner, contextMenuForItemAt: indexPath, node: cell), menu.hasEnabledActions else {
            return false
        }
        let scale = displayScale > 0 ? displayScale : 1
        let attributes = ContextMenuPopup.titleStyle.attributes
        let widths = menu.actions.map { action in
            TextLayout(text: action.title, attributes: attributes, maxWidth: .infinity, scale: scale, measurer: backend.textMeasurer).size.width
        }
        let popup = ContextMenuPopup(menu: menu, at: point, titleWidths: widths, within: Rect(origin: .zero, size: bounds))
        contextMenu.open(popup, owner: owner, item: item, cell: cell, bounds: bounds)
        return true
    }

    /// The innermost collection with an item under `point` (this collection's coordinates), and
    /// that item: over a nested collection, its item there (none in its gaps).
    private func contextMenuTarget(at point: Point, depth: Int) -> (CollectionNode, Int)? {
        if let item = nestedItem(under: point), let inner = nesting.collection(ofItem: item) {
            guard depth < Self.maximumContextMenuDepth, let frame = nestedFrame(ofItem: item) else { return nil }
            return inner.contextMenuTarget(at: Point(x: point.x - frame.minX, y: point.y - frame.minY), depth: depth + 1)
        }
        return controlItem(at: point).map { (self, $0.item) }
    }

    /// How deep in nested collections a menu's item is looked for (a collection nesting itself
    /// would otherwise recurse for ever).
    private static var maximumContextMenuDepth: Int { 4 }

    /// Chooses row `row` of the open menu: the menu closes, the item's collection reports
    /// `.menu(item:action:)`, the action's handler runs, then the collection's delegate hears it.
    private func chooseContextMenuRow(_ row: Int) {
        guard let popup = contextMenu.popup, popup.menu.actions.indices.contains(row), popup.menu.actions[row].isEnabled,
              let owner = contextMenu.owner, let item = currentContextMenuItem() else { return }
        let action = popup.menu.actions[row]
        contextMenu.close()
        guard let indexPath = owner.sections.indexPath(ofFlatIndex: item) else { return }
        owner.pendingEvents.append(.menu(item: item, action: action.name.lowercased()))
        action.handler?()
        owner.delegate?.collectionNode(owner, didChooseMenuAction: action, forItemAt: indexPath)
    }
}
