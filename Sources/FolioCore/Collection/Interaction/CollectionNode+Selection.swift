import Foundation

extension CollectionNode {
    /// How long a press rests on an item before it is highlighted, seconds: long enough that the
    /// start of a scroll does not flash the item under the finger (UIKit waits about as long
    /// before it delivers a touch to a cell in a scroll view).
    nonisolated public static let highlightDelay = CollectionInteraction.highlightDelay
    /// How far a press may move and still select, logical pixels; past it the press scrolls.
    nonisolated public static let tapSlop = CollectionInteraction.tapSlop
    /// The longest gap between two clicks on one item that makes a double-click, seconds.
    nonisolated public static let doubleClickInterval = CollectionInteraction.doubleClickInterval

    /// The item a press highlights, if any (flat index). Main thread.
    public var highlightedItem: Int? { interaction.highlightedItem }

    /// The selected item, if any (flat index): of several, the one selected last. Main thread.
    public internal(set) var selectedItem: Int? {
        get { interaction.selectedItem }
        set { interaction.selectedItem = newValue }
    }

    /// The item with the keyboard focus, if any (flat index); moving it elsewhere takes the
    /// focus off a control Tab focused in the item. Main thread.
    public internal(set) var focusedItem: Int? {
        get { interaction.focusedItem }
        set { interaction.moveFocus(to: newValue) }
    }

    /// Whether a click selects. Main thread.
    public var allowsSelection: Bool {
        get { interaction.allowsSelection }
        set { interaction.allowsSelection = newValue }
    }

    /// What the arrow keys do: move a focus (the default) or scroll. Main thread.
    public var keyboardMode: CollectionKeyboardMode {
        get { interaction.keyboardMode }
        set { interaction.keyboardMode = newValue }
    }

    /// When the pressed item is due to be highlighted, if it is waiting for that.
    var highlightDeadline: Double? { interaction.highlightDeadline }

    /// Highlights the pressed item once the press has rested for `highlightDelay`.
    func updateHighlight() {
        guard let item = interaction.highlightIfDue(at: now), let indexPath = sections.indexPath(ofFlatIndex: item) else { return }
        delegate?.collectionNode(self, didHighlightItemAt: indexPath)
    }

    /// Ends the press: its highlight goes.
    func endPress() {
        guard let item = interaction.endPress(), let indexPath = sections.indexPath(ofFlatIndex: item) else { return }
        delegate?.collectionNode(self, didUnhighlightItemAt: indexPath)
    }

    /// A release within the slop on `item` with `modifiers` held: selects it (with Ctrl or Shift
    /// in a collection that allows several, toggles it or selects the range from the anchor, see
    /// `clickSelecting(_:modifiers:)`) and moves the focus there; a second plain one soon after,
    /// near the first, activates it.
    func tap(_ item: Int, at point: Point, modifiers: KeyModifiers = []) {
        guard allowsSelection else { return }
        let extends = allowsMultipleSelection && !modifiers.isDisjoint(with: [.control, .shift])
        if extends {
            clickSelecting(item, modifiers: modifiers)
            return
        }
        selectItem(item)
        if interaction.recordTap(on: item, at: point, time: now) { activateItem(item) }
    }

    /// Selects item `index` (flat) alone as a plain click does, when the delegate allows: the
    /// delegate hears of it (and of the items it took the selection from) and the focus moves
    /// there.
    func selectItem(_ index: Int) {
        guard let indexPath = sections.indexPath(ofFlatIndex: index) else { return }
        guard delegate?.collectionNode(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if allowsMultipleSelection {
            changeSelection(to: [index], lead: index, reportingAgain: index)
        } else {
            // One item at a time: the one before goes without being asked, as in UIKit.
            let before = interaction.selectedItem
            interaction.selection.selectOnly(index)
            if let before, before != index, let path = sections.indexPath(ofFlatIndex: before) {
                delegate?.collectionNode(self, didDeselectItemAt: path)
            }
            pendingEvents.append(.selected(item: index))
            delegate?.collectionNode(self, didSelectItemAt: indexPath)
        }
        interaction.selection.anchor = index
        interaction.moveFocus(to: index)
    }

    /// Activates item `index` (flat): Enter on the focused item, or a double-click.
    func activateItem(_ index: Int) {
        guard let indexPath = sections.indexPath(ofFlatIndex: index) else { return }
        pendingEvents.append(.activated(item: index))
        delegate?.collectionNode(self, didActivateItemAt: indexPath)
    }

    /// Selects the item at `indexPath` alone without a click (nil deselects every item); the
    /// focus moves with it. The delegate is not told, as in UIKit. Main thread.
    public func selectItem(at indexPath: IndexPath?) {
        guard let indexPath else {
            selectedItem = nil
            return
        }
        guard let index = sections.flatIndex(of: indexPath) else { return }
        interaction.select(index)
    }

    /// The selected item's index path, if any: of several, the one selected last. Main thread.
    public var indexPathForSelectedItem: IndexPath? {
        selectedItem.flatMap { sections.indexPath(ofFlatIndex: $0) }
    }

}
