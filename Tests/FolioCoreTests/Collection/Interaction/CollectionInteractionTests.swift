@testable import FolioCore
import Foundation
import Testing

/// The interaction part alone: presses, highlight, taps, double-clicks, selection and focus,
/// and how batch updates move them.
@Suite("CollectionInteraction")
struct CollectionInteractionTests {
    private let mouse = PointerID.mouse

    private func pressed(item: Int?, at point: Point = Point(x: 10, y: 10), time: Double = 0, caughtMotion: Bool = false) -> CollectionInteraction {
        var interaction = CollectionInteraction()
        interaction.beginPress(CollectionPress(pointer: mouse, point: point, time: time, item: item, caughtMotion: caughtMotion))
        return interaction
    }

    @Test("A press on an item is highlighted after the delay, not before, and only once")
    func highlight() {
        var interaction = pressed(item: 4, time: 1)
        #expect(interaction.highlightDeadline == 1 + CollectionInteraction.highlightDelay)
        #expect(interaction.highlightIfDue(at: 1.05) == nil)
        #expect(interaction.highlightIfDue(at: 1.08) == 4)
        #expect(interaction.highlightedItem == 4 && interaction.highlightDeadline == nil)
        #expect(interaction.highlightIfDue(at: 2) == nil)
        #expect(interaction.endPress() == 4)
        #expect(interaction.highlightedItem == nil && interaction.press == nil)
    }

    @Test("No highlight for a press that caught motion, that is on no item, or where selection is off")
    func noHighlight() {
        #expect(pressed(item: 4, caughtMotion: true).highlightDeadline == nil)
        #expect(pressed(item: nil).highlightDeadline == nil)
        var off = pressed(item: 4)
        off.allowsSelection = false
        #expect(off.highlightDeadline == nil)
    }

    @Test("A second pointer does not replace the press under way")
    func secondPointer() {
        var interaction = pressed(item: 4)
        interaction.beginPress(CollectionPress(pointer: .finger(device: 1, finger: 2), point: .zero, time: 0, item: 9, caughtMotion: false))
        #expect(interaction.press?.item == 4 && interaction.isPressing(mouse))
    }

    @Test("A release taps within the slop, not past it, not after a drag, not from another pointer")
    func tap() {
        let interaction = pressed(item: 4, at: Point(x: 100, y: 100))
        #expect(interaction.tappedItem(releasing: mouse, at: Point(x: 105, y: 104), wasDragging: false) == 4)
        #expect(interaction.tappedItem(releasing: mouse, at: Point(x: 109, y: 100), wasDragging: false) == nil)
        #expect(interaction.tappedItem(releasing: mouse, at: Point(x: 100, y: 100), wasDragging: true) == nil)
        #expect(interaction.tappedItem(releasing: .finger(device: 1, finger: 1), at: Point(x: 100, y: 100), wasDragging: false) == nil)
        #expect(interaction.movingEndsPress(mouse, to: Point(x: 100, y: 109), isDragging: false))
        #expect(!interaction.movingEndsPress(mouse, to: Point(x: 100, y: 107), isDragging: false))
        #expect(interaction.movingEndsPress(mouse, to: Point(x: 100, y: 100), isDragging: true))
    }

    @Test("Two taps on one item, soon and near, make a double-click; late, far or on another item they do not")
    func doubleClick() {
        var interaction = CollectionInteraction()
        let taps: [(item: Int, x: Double, time: Double)] = [(3, 0, 0), (3, 10, 0.3), (3, 10, 0.4), (3, 10, 0.9), (4, 10, 1.0), (4, 40, 1.1)]
        let doubles = taps.map { interaction.recordTap(on: $0.item, at: Point(x: $0.x, y: $0.x), time: $0.time) }
        // The double-click used both taps: a third starts afresh; late, far or on another item
        // they do not make one.
        #expect(doubles == [false, true, false, false, false, false])
    }

    @Test("A reload drops the press and highlight, and a selection or focus past the end")
    func reset() {
        var interaction = pressed(item: 4)
        _ = interaction.highlightIfDue(at: 1)
        interaction.select(8)
        interaction.reset(itemCount: 8)
        #expect(interaction.press == nil && interaction.highlightedItem == nil)
        #expect(interaction.selectedItem == nil && interaction.focusedItem == nil)
        interaction.select(7)
        interaction.reset(itemCount: 8)
        #expect(interaction.selectedItem == 7 && interaction.focusedItem == 7)
    }

    @Test("A batch update moves the selection, focus and press with their items; a deleted item's highlight is reported")
    func remap() throws {
        var updates = CollectionUpdates()
        updates.insertItems(at: [IndexPath(item: 0, section: 0)])
        updates.deleteItems(at: [IndexPath(item: 5, section: 0)])
        let plan = try CollectionUpdatePlan(updates, oldCounts: [10], newCounts: [10])
        var interaction = pressed(item: 2)
        interaction.select(7)
        let kept = interaction.remap(plan)
        #expect(kept == nil)
        #expect(interaction.selectedItem == 7 && interaction.focusedItem == 7 && interaction.press?.item == 3, "one in front, one before it gone")

        var deleted = pressed(item: 5)
        _ = deleted.highlightIfDue(at: 1)
        deleted.select(5)
        let unhighlighted = deleted.remap(plan)
        #expect(unhighlighted == IndexPath(item: 5, section: 0))
        #expect(deleted.highlightedItem == nil && deleted.press == nil && deleted.selectedItem == nil)
        // The focus passes to the item that takes the deleted one's place.
        #expect(deleted.focusedItem == 5)
    }
}
