@testable import FolioCore
import Foundation
import Testing

/// The selection of several items alone: what clicks with Ctrl and Shift make of it, where the
/// anchor goes, and how deletes and moves carry it.
@Suite("ItemSelection")
struct ItemSelectionTests {
    private func selection(_ items: Set<Int>, anchor: Int?) -> ItemSelection {
        var selection = ItemSelection()
        selection.replace(with: items, lead: items.max())
        selection.anchor = anchor
        return selection
    }

    @Test("A plain click selects its item alone; Ctrl toggles it in or out of the selection")
    func plainAndControl() {
        let current = selection([2, 5], anchor: 5)
        #expect(current.target(clicking: 7, modifiers: []) == [7])
        #expect(current.target(clicking: 7, modifiers: .control) == [2, 5, 7])
        #expect(current.target(clicking: 5, modifiers: .control) == [2])
        #expect(current.anchor(clicking: 7, modifiers: .control) == 7)
        #expect(current.anchor(clicking: 7, modifiers: []) == 7)
    }

    @Test("Shift selects the range from the anchor either way and keeps the anchor; Ctrl+Shift adds the range")
    func shiftRanges() {
        let current = selection([2, 5], anchor: 5)
        #expect(current.target(clicking: 8, modifiers: .shift) == [5, 6, 7, 8])
        #expect(current.target(clicking: 3, modifiers: .shift) == [3, 4, 5])
        #expect(current.anchor(clicking: 8, modifiers: .shift) == 5)
        #expect(current.target(clicking: 8, modifiers: [.shift, .control]) == [2, 5, 6, 7, 8])
        // No anchor yet: the click anchors at its own item.
        let fresh = ItemSelection()
        #expect(fresh.target(clicking: 4, modifiers: .shift) == [4])
        #expect(fresh.anchor(clicking: 4, modifiers: .shift) == 4)
    }

    @Test("The representative is the item selected last while it is selected, else the first")
    func representative() {
        var current = ItemSelection()
        current.replace(with: [3, 9, 12], lead: 9)
        #expect(current.representative == 9)
        current.replace(with: [3, 12], lead: nil)
        #expect(current.representative == 3)
        current.clear()
        #expect(current.representative == nil && current.count == 0)
    }

    @Test("A batch update drops deleted items and the anchor with them, and carries moved ones")
    func remap() {
        var current = selection([1, 4, 5, 9], anchor: 4)
        // Item 4 is deleted; everything after it moves up one; 9 moves to 0.
        current.remap { old in
            switch old {
            case 4: nil
            case 9: 0
            case let other where other > 4: other - 1
            default: old + 1
            }
        }
        #expect(current.sorted == [0, 2, 4])
        #expect(current.anchor == nil)
        #expect(current.representative == 0, "the lead, 9, moved to 0")
    }

    @Test("A reload keeps only the items, anchor and lead before the new end")
    func reset() {
        var current = selection([1, 7, 8], anchor: 8)
        current.reset(itemCount: 8)
        #expect(current.sorted == [1, 7])
        #expect(current.anchor == nil && current.representative == 1)
    }
}
