import Foundation

// Tab into cells: Tab and Shift+Tab move a keyboard focus through the focusable controls of the
// items (enabled buttons and links, `Layout.focusableControls()`), in reading order within an
// item and on to the next item's, through an item with none as a stop of its own; past the last
// item it wraps to the first. Enter or Space acts on the focused control as a click would. The
// item holding it is the focused item; its ring gives way to the control's.
extension CollectionNode {
    /// The focusable controls of item `index`'s cell as it is drawn, in reading order; none
    /// while it has no node or layout (far from the window).
    func focusableControls(ofItem index: Int) -> [FocusableControl] {
        data.laidOutCell(ofItem: index)?.layout.focusableControls() ?? []
    }

    /// The control Tab focused, with its item, when the focus is on it.
    private var focusedControl: (focus: ControlFocus, control: FocusableControl)? {
        guard let focus = interaction.focusedControl, focus.item == focusedItem else { return nil }
        let controls = focusableControls(ofItem: focus.item)
        guard controls.indices.contains(focus.index) else { return nil }
        return (focus, controls[focus.index])
    }

    /// The focused control's place among its item's focusable controls, with the item (flat),
    /// when Tab put the focus on a button or link. Main thread.
    public var focusedControlPosition: (item: Int, index: Int)? {
        focusedControl.map { ($0.focus.item, $0.focus.index) }
    }

    /// Where the focused control is drawn, in the collection's coordinates: the button's frame,
    /// or the link's rectangles (one per line). Empty when no control has the focus. What the
    /// host draws the control's focus ring around. Main thread.
    public var focusedControlFramesOnScreen: [Rect] {
        guard let (focus, control) = focusedControl, let frame = controlFrame(ofItem: focus.item) else { return [] }
        return control.frames.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
    }

    /// Tab (`forward`) or Shift+Tab: the focus moves to the next (previous) control, item or
    /// the next item's control (see `ControlFocus.step`), starting from the first (last) item on
    /// screen when nothing has the focus, and what it lands on is scrolled into view.
    func moveControlFocus(forward: Bool) {
        let count = sections.itemCount
        let current: (item: Int, index: Int?)? = interaction.focusedControl.flatMap { control in
            control.item == focusedItem ? (control.item, control.index) : nil
        } ?? focusedItem.map { ($0, nil) }
        let visible = layout.items(in: visibleRect)
        let start = (forward ? visible.first : visible.last) ?? 0
        guard let next = ControlFocus.step(from: current, forward: forward, itemCount: count, start: start,
                                           controlCount: { focusableControls(ofItem: $0).count }) else { return }
        interaction.moveFocus(to: next.item)
        guard let index = next.index else {
            interaction.focusedControl = nil
            focus(next.item, animated: true)
            return
        }
        interaction.focusedControl = ControlFocus(item: next.item, index: index)
        let controls = focusableControls(ofItem: next.item)
        if controls.indices.contains(index) { scrollToShow(controls[index].bounds, inItem: next.item) }
    }

    /// Enter or Space on a focused control: a button acts, a link tells the delegate
    /// (`collectionNode(_:didActivateLink:inItemAt:)`) then calls its node's `linkAction`, as a
    /// click would; the cell is drawn again with what the action changed. Returns whether a
    /// control had the focus and took the key.
    func activateFocusedControl() -> Bool {
        guard let (focus, control) = focusedControl, let cell = data.laidOutCell(ofItem: focus.item)?.node else { return false }
        switch control.kind {
        case .button(let button):
            button.sendAction()
        case .link(let node, let link):
            if let indexPath = sections.indexPath(ofFlatIndex: focus.item) {
                delegate?.collectionNode(self, didActivateLink: link, inItemAt: indexPath)
            }
            node.sendLinkAction(link)
        case .tappable(let node):
            tap(node, inItem: focus.item)
        }
        // The action may have moved or deleted items: the cell is found again.
        if let item = data.item(holding: cell) { data.invalidateContent(ofItem: item) }
        return true
    }

    /// Scrolls the least that shows `rect` (item `index`'s coordinates) with `focusMargin`
    /// around it: a control low in a post taller than the window comes into view, not only the
    /// post's top.
    private func scrollToShow(_ rect: Rect, inItem index: Int) {
        layOutThrough(item: index)
        guard let frame = layout.frame(ofItem: index) else { return }
        let content = rect.offsetBy(dx: frame.minX, dy: frame.minY)
        let start = leadingEdge(of: content) - Self.focusMargin, end = trailingEdge(of: content) + Self.focusMargin
        let extent = viewportExtent, offset = scrollModel.offset
        let target: Double
        if start < offset { target = start } else if end > offset + extent { target = min(start, end - extent) } else { return }
        absorb(scrollModel.scroll(to: min(max(0, target), scrollModel.maximumOffset), animated: true, at: now))
    }
}
