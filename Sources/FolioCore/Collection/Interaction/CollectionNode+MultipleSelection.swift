import Foundation

// Several items selected at once, as in a desktop file browser: Ctrl-click toggles an item,
// Shift-click selects the range from the anchor (the last item clicked or Ctrl-clicked),
// Shift+arrows stretch that range to the focus as it moves, Ctrl+A selects every item, Esc
// clears a selection of several. The delegate may refuse any item going in or out; it hears each
// one that did. After input changed the selection the collection reports it: `.selected(item:)`
// when one item is selected, `.selectedItems(_:)` otherwise (an empty list once cleared).
extension CollectionNode {
    /// Whether Ctrl- and Shift-clicks, Shift+arrows and Ctrl+A select several items (false by
    /// default: a click selects one, and modifiers change nothing). Turning it off keeps only the
    /// item selected last. Main thread.
    public var allowsMultipleSelection: Bool {
        get { interaction.allowsMultipleSelection }
        set {
            interaction.allowsMultipleSelection = newValue
            if !newValue, interaction.selection.count > 1 { selectedItem = interaction.selectedItem }
        }
    }

    /// The selected items (flat indexes), in ascending order. Main thread.
    public var selectedItems: [Int] { interaction.selection.sorted }

    /// The selected items' index paths, in ascending order. Main thread.
    public var indexPathsForSelectedItems: [IndexPath] {
        selectedItems.compactMap { sections.indexPath(ofFlatIndex: $0) }
    }

    /// Whether item `index` (flat) is selected: what the host draws selected. Main thread.
    public func isItemSelected(_ index: Int) -> Bool { interaction.selection.contains(index) }

    /// A Ctrl- or Shift-click on `item` with `modifiers`: toggles it, or selects the range from
    /// the anchor to it (Ctrl+Shift adds that range); the focus moves to it.
    func clickSelecting(_ item: Int, modifiers: KeyModifiers) {
        let selection = interaction.selection
        let target = selection.target(clicking: item, modifiers: modifiers)
        changeSelection(to: target, lead: item, reportingAgain: nil)
        interaction.selection.anchor = selection.anchor(clicking: item, modifiers: modifiers)
        interaction.moveFocus(to: item)
    }

    /// The focus moved by a Shift+arrow (or Shift+Home / End) from `previous` to `focus`: the
    /// selection becomes the range from the anchor (else from where the focus was) to it.
    func extendSelection(from previous: Int?, toFocus focus: Int) {
        guard allowsSelection, allowsMultipleSelection else { return }
        let anchor = interaction.selection.anchor ?? previous ?? focus
        interaction.selection.anchor = anchor
        changeSelection(to: ItemSelection.range(from: anchor, to: focus), lead: focus, reportingAgain: nil)
    }

    /// Ctrl+A: every item is selected (those the delegate allows).
    func selectAllItems() {
        let count = sections.itemCount
        guard allowsSelection, allowsMultipleSelection, count > 0 else { return }
        changeSelection(to: Set(0..<count), lead: focusedItem, reportingAgain: nil)
    }

    /// Esc: a selection of several items is cleared (those the delegate lets go), and the key
    /// is taken; one selected item, or none, stays as it is and leaves Esc to the app (out of
    /// a viewer, out of the app), since a single selection is where any click leaves a grid.
    func clearSelectionOnEscape() -> Bool {
        guard allowsMultipleSelection, interaction.selection.count > 1 else { return false }
        changeSelection(to: [], lead: nil, reportingAgain: nil)
        return true
    }

    /// Moves the selection towards `target`: each item going in that the delegate allows
    /// (`shouldSelectItemAt`), each going out that it lets go (`shouldDeselectItemAt`); then it
    /// hears of every one that went out and came in, and the change is reported. `lead` becomes
    /// the item selected last; `reportingAgain`, a plain click's item (which the delegate has
    /// allowed), is reported (and its selection told) even when it was selected already, as a
    /// click on the selected item is in a collection of one selection.
    func changeSelection(to target: Set<Int>, lead: Int?, reportingAgain: Int?) {
        let before = interaction.selection.items
        let entering = target.subtracting(before).sorted().filter { item in
            // A plain click's item was asked already.
            item == reportingAgain || sections.indexPath(ofFlatIndex: item).map { delegate?.collectionNode(self, shouldSelectItemAt: $0) ?? true } ?? false
        }
        let leaving = before.subtracting(target).sorted().filter { item in
            sections.indexPath(ofFlatIndex: item).map { delegate?.collectionNode(self, shouldDeselectItemAt: $0) ?? true } ?? true
        }
        var after = before
        after.subtract(leaving)
        after.formUnion(entering)
        interaction.selection.replace(with: after, lead: lead)
        for item in leaving {
            if let path = sections.indexPath(ofFlatIndex: item) { delegate?.collectionNode(self, didDeselectItemAt: path) }
        }
        var told = entering
        if let again = reportingAgain, after.contains(again), !entering.contains(again) { told.append(again) }
        for item in told {
            if let path = sections.indexPath(ofFlatIndex: item) { delegate?.collectionNode(self, didSelectItemAt: path) }
        }
        guard after != before || !told.isEmpty else { return }
        let selection = interaction.selection
        if selection.count == 1, let only = selection.representative {
            pendingEvents.append(.selected(item: only))
        } else {
            pendingEvents.append(.selectedItems(selection.sorted))
        }
    }
}
