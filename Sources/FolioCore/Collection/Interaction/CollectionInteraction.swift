import Foundation

/// What a person is doing with a collection's items, and what it decides: the press under way
/// (highlighted after a rest, a tap on release within the slop, a second tap soon after nearby a
/// double-click), the selected and focused items, and the button or link a pointer presses
/// inside a cell, and the control inside the focused item that Tab moved to. The part of a
/// `CollectionNode` that owns this state; the node asks it and
/// tells its delegate. Batch updates move all of it with the items (`remap(_:)`). Main thread
/// only (a pressed control holds nodes).
struct CollectionInteraction {
    /// How long a press rests on an item before it is highlighted, seconds: long enough that the
    /// start of a scroll does not flash the item under the finger (UIKit waits about as long
    /// before it delivers a touch to a cell in a scroll view).
    static let highlightDelay = 0.08
    /// How far a press may move and still select, logical pixels; past it the press scrolls.
    static let tapSlop = 8.0
    /// The longest gap between two clicks on one item that makes a double-click, seconds.
    static let doubleClickInterval = 0.4

    /// The item a press highlights, if any (flat index).
    private(set) var highlightedItem: Int?
    /// The selected items, with the anchor of a range.
    var selection = ItemSelection()
    /// The item with the keyboard focus, if any (flat index).
    var focusedItem: Int?
    /// The button or link in the focused item that Tab moved to, if any.
    var focusedControl: ControlFocus?
    /// Whether a click selects.
    var allowsSelection = true
    /// Whether Ctrl- and Shift-clicks, Shift+arrows and Ctrl+A select several items.
    var allowsMultipleSelection = false
    /// What the arrow keys do: move a focus (the default) or scroll.
    var keyboardMode = CollectionKeyboardMode.focus
    /// The pointer pressed on an item, until it is released, moves past the slop or scrolls.
    private(set) var press: CollectionPress?
    /// The last tap, for telling a double-click.
    private var lastTap: (item: Int, time: Double, point: Point)?
    /// The button or link inside an item that a pointer presses, that pointer, and where it
    /// went down.
    var pressedControl: (control: PressedControl, pointer: PointerID, origin: Point)?

    /// When the pressed item is due to be highlighted, if it is waiting for that.
    var highlightDeadline: Double? {
        guard let press, press.item != nil, !press.caughtMotion, highlightedItem == nil, allowsSelection else { return nil }
        return press.time + Self.highlightDelay
    }

    /// A press begins, unless one is under way (another pointer's).
    mutating func beginPress(_ press: CollectionPress) {
        guard self.press == nil else { return }
        self.press = press
    }

    /// Highlights the pressed item once the press has rested for `highlightDelay` at `now`;
    /// returns the item newly highlighted.
    mutating func highlightIfDue(at now: Double) -> Int? {
        guard let deadline = highlightDeadline, now >= deadline, let item = press?.item else { return nil }
        highlightedItem = item
        return item
    }

    /// Ends the press; returns the item whose highlight went, if one was highlighted.
    mutating func endPress() -> Int? {
        press = nil
        defer { highlightedItem = nil }
        return highlightedItem
    }

    /// Whether `pointer` moving to `point` ends its press: the content is dragged, or it moved
    /// past the slop.
    func movingEndsPress(_ pointer: PointerID, to point: Point, isDragging: Bool) -> Bool {
        guard let press, press.pointer == pointer else { return false }
        return isDragging || Self.distance(press.point, point) > Self.tapSlop
    }

    /// The item `pointer` released at `point` taps, if it does: its press was on an item, caught
    /// no motion, the content was not dragged, and it stayed within the slop.
    func tappedItem(releasing pointer: PointerID, at point: Point, wasDragging: Bool) -> Int? {
        guard let press, press.pointer == pointer, !wasDragging, !press.caughtMotion, let item = press.item,
              Self.distance(press.point, point) <= Self.tapSlop else { return nil }
        return item
    }

    /// Whether `pointer` holds the press.
    func isPressing(_ pointer: PointerID) -> Bool { press?.pointer == pointer }

    /// A tap on `item` at `point` at `time`: whether it is the second of a double-click (on the
    /// same item, soon after, near the first), which it then ends.
    mutating func recordTap(on item: Int, at point: Point, time: Double) -> Bool {
        if let last = lastTap, last.item == item, time - last.time <= Self.doubleClickInterval,
           Self.distance(last.point, point) <= 2 * Self.tapSlop {
            lastTap = nil
            return true
        }
        lastTap = (item, time, point)
        return false
    }

    /// The selected item, if any (flat index): of several, the one selected last. Setting it
    /// selects that item alone (nil: none).
    var selectedItem: Int? {
        get { selection.representative }
        set {
            if let newValue { selection.selectOnly(newValue) } else { selection.clear() }
        }
    }

    /// Selects item `index` alone; the focus moves there, off any control.
    mutating func select(_ index: Int) {
        selection.selectOnly(index)
        moveFocus(to: index)
    }

    /// Moves the focus to item `index` (nil: nowhere); a control focused in another item loses it.
    mutating func moveFocus(to index: Int?) {
        focusedItem = index
        if focusedControl?.item != index { focusedControl = nil }
    }

    /// The data was loaded anew with `itemCount` items: the press and its highlight go, and a
    /// selection or focus past the end.
    mutating func reset(itemCount: Int) {
        press = nil
        highlightedItem = nil
        lastTap = nil
        selection.reset(itemCount: itemCount)
        if let item = focusedItem, item >= itemCount { focusedItem = nil }
        // A reloaded cell's controls may be other ones.
        focusedControl = nil
    }

    /// Moves the selection, focus, highlight and press with their items through a batch update;
    /// a deleted item's selection, highlight, press and focused control go, and its focus passes
    /// to the item that takes its place. Returns the item (its index path before the update) whose highlight
    /// went with it, for the delegate that heard it.
    mutating func remap(_ plan: CollectionUpdatePlan) -> IndexPath? {
        selection.remap { plan.newFlatIndex(forOld: $0) }
        focusedControl = focusedControl.flatMap { control in
            plan.newFlatIndex(forOld: control.item).map { ControlFocus(item: $0, index: control.index) }
        }
        var unhighlighted: IndexPath?
        if let highlighted = highlightedItem, plan.newFlatIndex(forOld: highlighted) == nil {
            unhighlighted = plan.oldItemCounts.indexPath(ofFlatIndex: highlighted)
        }
        highlightedItem = highlightedItem.flatMap { plan.newFlatIndex(forOld: $0) }
        // A double-click is two clicks on one item, wherever the first one's item went.
        lastTap = lastTap.flatMap { last in plan.newFlatIndex(forOld: last.item).map { ($0, last.time, last.point) } }
        if let focused = focusedItem {
            let count = plan.newItemCounts.itemCount
            focusedItem = plan.newFlatIndex(forOld: focused) ?? (count > 0 ? min(focused, count - 1) : nil)
        }
        if let current = press {
            press = current.item.map { plan.newFlatIndex(forOld: $0) == nil } == true ? nil : current
            press?.item = current.item.flatMap { plan.newFlatIndex(forOld: $0) }
        }
        return unhighlighted
    }

    /// The straight-line distance between two points.
    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
