import Foundation

extension CollectionNode {
    /// How long a press rests on an item before it is highlighted, seconds: long enough that the
    /// start of a scroll does not flash the item under the finger (UIKit waits about as long
    /// before it delivers a touch to a cell in a scroll view).
    nonisolated public static let highlightDelay = 0.08
    /// How far a press may move and still select, logical pixels; past it the press scrolls.
    nonisolated public static let tapSlop = 8.0
    /// The longest gap between two clicks on one item that makes a double-click, seconds.
    nonisolated public static let doubleClickInterval = 0.4

    /// When the pressed item is due to be highlighted, if it is waiting for that.
    var highlightDeadline: Double? {
        guard let press, press.item != nil, !press.caughtMotion, highlightedItem == nil, allowsSelection else { return nil }
        return press.time + Self.highlightDelay
    }

    /// Highlights the pressed item once the press has rested for `highlightDelay`.
    func updateHighlight() {
        guard let deadline = highlightDeadline, now >= deadline, let item = press?.item,
              let indexPath = sections.indexPath(ofFlatIndex: item) else { return }
        highlightedItem = item
        delegate?.collectionNode(self, didHighlightItemAt: indexPath)
    }

    /// Ends the press: its highlight goes.
    func endPress() {
        press = nil
        guard let item = highlightedItem else { return }
        highlightedItem = nil
        if let indexPath = sections.indexPath(ofFlatIndex: item) {
            delegate?.collectionNode(self, didUnhighlightItemAt: indexPath)
        }
    }

    /// A release within the slop on `item`: selects it and moves the focus there; a second one
    /// soon after, near the first, activates it.
    func tap(_ item: Int, at point: Point) {
        guard allowsSelection else { return }
        selectItem(item)
        if let last = lastSelection, last.item == item, now - last.time <= Self.doubleClickInterval,
           Self.distance(last.point, point) <= 2 * Self.tapSlop {
            lastSelection = nil
            activateItem(item)
        } else {
            lastSelection = (item, now, point)
        }
    }

    /// Selects item `index` (flat) as a click does: the delegate hears of it and the focus moves
    /// there.
    func selectItem(_ index: Int) {
        guard let indexPath = sections.indexPath(ofFlatIndex: index) else { return }
        selectedItem = index
        focusedItem = index
        pendingEvents.append(.selected(item: index))
        delegate?.collectionNode(self, didSelectItemAt: indexPath)
    }

    /// Activates item `index` (flat): Enter on the focused item, or a double-click.
    func activateItem(_ index: Int) {
        guard let indexPath = sections.indexPath(ofFlatIndex: index) else { return }
        pendingEvents.append(.activated(item: index))
        delegate?.collectionNode(self, didActivateItemAt: indexPath)
    }

    /// Selects the item at `indexPath` without a click (nil deselects); the focus moves with it.
    /// The delegate is not told, as in UIKit. Main thread.
    public func selectItem(at indexPath: IndexPath?) {
        guard let indexPath else {
            selectedItem = nil
            return
        }
        guard let index = sections.flatIndex(of: indexPath) else { return }
        selectedItem = index
        focusedItem = index
    }

    /// The selected item's index path, if any. Main thread.
    public var indexPathForSelectedItem: IndexPath? {
        selectedItem.flatMap { sections.indexPath(ofFlatIndex: $0) }
    }

    /// The straight-line distance between two points.
    nonisolated static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
