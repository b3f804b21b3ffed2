@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Records what selection tells the delegate, and refuses the items it is told to refuse.
@MainActor
private final class SelectionDelegate: CollectionDelegate {
    private(set) var calls: [String] = []
    var refusesSelecting: Set<Int> = []
    var refusesDeselecting: Set<Int> = []

    func collectionNode(_ collectionNode: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refusesSelecting.contains(indexPath.item)
    }
    func collectionNode(_ collectionNode: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        !refusesDeselecting.contains(indexPath.item)
    }
    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) { calls.append("select \(indexPath.item)") }
    func collectionNode(_ collectionNode: CollectionNode, didDeselectItemAt indexPath: IndexPath) { calls.append("deselect \(indexPath.item)") }

    func clear() { calls.removeAll() }
}

/// Several items selected through the collection: Ctrl- and Shift-clicks, Shift+arrows, Ctrl+A
/// and Esc, the delegate's refusals, the events reported, and batch updates carrying it.
@Suite("Collection multiple selection")
@MainActor
final class CollectionNodeMultipleSelectionTests {
    private func makeGrid(multiple: Bool = true) -> (CollectionNode, SelectionDelegate, GridDataSource) {
        let delegate = SelectionDelegate()
        let source = GridDataSource(sections: 1, perSection: 200)
        let (grid, _) = GridFixture.manual(source, delegate: delegate)
        grid.allowsMultipleSelection = multiple
        _ = grid.takeCollectionEvents()
        return (grid, delegate, source)
    }

    /// The centre of item `item` in the 4-column grid of 200×150 cells, unscrolled.
    private func centre(_ item: Int) -> Point { Point(x: Double(item % 4) * 200 + 100, y: Double(item / 4) * 150 + 75) }

    private var time = 1.0

    private func click(_ grid: CollectionNode, _ item: Int, _ modifiers: KeyModifiers = []) {
        // Far apart in time: no two clicks make a double-click.
        time += 1
        grid.handle(InputEvent(time: time, kind: .pointerDown(.mouse, centre(item)), modifiers: modifiers))
        grid.handle(InputEvent(time: time + 0.03, kind: .pointerUp(.mouse, centre(item)), modifiers: modifiers))
    }

    private func key(_ grid: CollectionNode, _ key: Key, _ modifiers: KeyModifiers = []) {
        time += 0.1
        grid.handle(InputEvent(time: time, kind: .key(key), modifiers: modifiers))
    }

    @Test("Ctrl-click toggles, Shift-click selects from the anchor, a plain click selects one; each reports the selection")
    func clicks() {
        let (grid, delegate, _) = makeGrid()
        click(grid, 1)
        click(grid, 3, .control)
        #expect(grid.selectedItems == [1, 3])
        click(grid, 6, .shift)
        #expect(grid.selectedItems == [3, 4, 5, 6], "the range from the anchor, the Ctrl-clicked item")
        click(grid, 0, .shift)
        #expect(grid.selectedItems == [0, 1, 2, 3], "the anchor stays through Shift-clicks")
        click(grid, 2, .control)
        #expect(grid.selectedItems == [0, 1, 3])
        #expect(grid.focusedItem == 2, "the focus follows the click, even one that deselects")
        click(grid, 9)
        #expect(grid.selectedItems == [9] && grid.selectedItem == 9)
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 9, section: 0)])
        #expect(grid.takeCollectionEvents() == [.selected(item: 1), .selectedItems([1, 3]), .selectedItems([3, 4, 5, 6]),
                                                .selectedItems([0, 1, 2, 3]), .selectedItems([0, 1, 3]), .selected(item: 9)])
        #expect(delegate.calls.prefix(3) == ["select 1", "select 3", "deselect 1"])
        #expect(delegate.calls.suffix(4) == ["deselect 0", "deselect 1", "deselect 3", "select 9"])
    }

    @Test("Without multiple selection a Ctrl- or Shift-click selects its item alone, as a plain click")
    func single() {
        let (grid, delegate, _) = makeGrid(multiple: false)
        click(grid, 1)
        click(grid, 3, .control)
        click(grid, 6, .shift)
        #expect(grid.selectedItems == [6])
        #expect(grid.takeCollectionEvents() == [.selected(item: 1), .selected(item: 3), .selected(item: 6)])
        #expect(delegate.calls == ["select 1", "deselect 1", "select 3", "deselect 3", "select 6"])
        key(grid, .selectAll)
        #expect(grid.selectedItems == [6], "Ctrl+A selects nothing more")
        #expect(!grid.handleEscape(), "Esc is the app's")
    }

    @Test("The delegate may refuse items going in and going out; the rest of the change happens")
    func refusal() {
        let (grid, delegate, _) = makeGrid()
        delegate.refusesSelecting = [5]
        click(grid, 3)
        click(grid, 6, .shift)
        #expect(grid.selectedItems == [3, 4, 6])
        delegate.refusesDeselecting = [3]
        click(grid, 8)
        #expect(grid.selectedItems == [3, 8])
        _ = grid.takeCollectionEvents()
        click(grid, 5)
        #expect(grid.selectedItems == [3, 8], "a refused plain click changes nothing")
        #expect(grid.takeCollectionEvents().isEmpty)
        #expect(!delegate.calls.contains("select 5") && !delegate.calls.contains("deselect 3"))
    }

    @Test("Esc clears a selection of several and takes the key; one selected item or none leaves Esc to the app")
    func escape() {
        let (grid, delegate, _) = makeGrid()
        #expect(!grid.handleEscape())
        click(grid, 2)
        #expect(!grid.handleEscape() && grid.selectedItems == [2])
        click(grid, 7, .control)
        _ = grid.takeCollectionEvents()
        delegate.clear()
        #expect(grid.handleEscape())
        #expect(grid.selectedItems.isEmpty && grid.selectedItem == nil)
        #expect(grid.takeCollectionEvents() == [.selectedItems([])])
        #expect(delegate.calls == ["deselect 2", "deselect 7"])
        #expect(!grid.handleEscape(), "nothing left to clear: the next Esc is the app's")
    }

    @Test("Shift+arrows stretch the range from the anchor to the focus; plain arrows move only the focus; Ctrl+A selects all")
    func keys() {
        let (grid, _, _) = makeGrid()
        click(grid, 5)
        key(grid, .right, .shift)
        #expect(grid.selectedItems == [5, 6])
        key(grid, .down, .shift)
        #expect(grid.selectedItems == Array(5...10) && grid.focusedItem == 10)
        key(grid, .up, .shift)
        key(grid, .left, .shift)
        key(grid, .left, .shift)
        #expect(grid.selectedItems == [4, 5], "back past the anchor, the range turns round it")
        key(grid, .right)
        #expect(grid.focusedItem == 5 && grid.selectedItems == [4, 5])
        _ = grid.takeCollectionEvents()
        key(grid, .selectAll)
        #expect(grid.selectedItems == Array(0..<200))
        #expect(grid.takeCollectionEvents() == [.selectedItems(Array(0..<200))])
    }

    @Test("A batch update drops deleted items from the selection and carries moved ones")
    func batchUpdates() {
        let (grid, _, source) = makeGrid()
        click(grid, 2)
        click(grid, 5, .control)
        click(grid, 9, .control)
        source.sectionCounts = [199]
        // Item 5 goes; item 9 moves to the front: old 2 is then at 3.
        grid.performBatchUpdates {
            grid.deleteItems(at: [IndexPath(item: 5, section: 0)])
            grid.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
        }
        #expect(grid.selectedItems == [0, 3])
        #expect(grid.selectedItem == 0, "the item selected last, moved")
        click(grid, 6, .shift)
        #expect(grid.selectedItems == [0, 1, 2, 3, 4, 5, 6], "the anchor moved with its item")
    }
}
