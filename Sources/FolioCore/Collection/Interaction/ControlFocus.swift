/// Where Tab put the keyboard focus inside a collection's items: the control at `index` in the
/// reading order of item `item`'s focusable controls (`Layout.focusableControls()`). An index,
/// not the control itself, so that a cell laid out again (a like button showing its new count)
/// keeps the focus on the control in the same place. A plain value: usable on any thread.
struct ControlFocus: Hashable, Sendable {
    /// The item holding the control (flat index).
    var item: Int
    /// The control's place among the item's focusable controls, from 0.
    var index: Int

    /// One step of Tab (`forward`) or Shift+Tab from `current` over items `0..<itemCount`, where
    /// `controlCount` says how many focusable controls an item has: to the next control in the
    /// item, past its last to the next item's first, or to the next item itself (a nil index)
    /// when it has none; past the last item it wraps to the first. `current` is the focused
    /// control, or the focused item with no control (a nil index), or nothing (nil: Tab starts
    /// at `start`, Shift+Tab at its last control). Nil when there are no items.
    static func step(from current: (item: Int, index: Int?)?, forward: Bool, itemCount: Int, start: Int,
                     controlCount: (Int) -> Int) -> (item: Int, index: Int?)? {
        guard itemCount > 0 else { return nil }
        func first(of item: Int) -> (item: Int, index: Int?) { (item, controlCount(item) > 0 ? 0 : nil) }
        func last(of item: Int) -> (item: Int, index: Int?) {
            let count = controlCount(item)
            return (item, count > 0 ? count - 1 : nil)
        }
        guard let current, (0..<itemCount).contains(current.item) else {
            let item = min(max(0, start), itemCount - 1)
            return forward ? first(of: item) : last(of: item)
        }
        let count = controlCount(current.item)
        let next = (current.item + 1) % itemCount, previous = (current.item - 1 + itemCount) % itemCount
        if forward {
            guard let index = current.index else {
                // On the item itself: into its controls, if it has any (it may have been laid
                // out since the focus came to it).
                return count > 0 ? (current.item, 0) : first(of: next)
            }
            return index + 1 < count ? (current.item, index + 1) : first(of: next)
        }
        guard let index = current.index, index > 0 else { return last(of: previous) }
        return (current.item, min(index - 1, max(0, count - 1)))
    }
}
