@testable import FolioCore
import Foundation
import Testing

/// The popup alone: its size, where it goes at the collection's edges, which row a point hits,
/// and how the keys move its highlight over the enabled rows.
@Suite("ContextMenuPopup")
struct ContextMenuPopupTests {
    private static let bounds = Rect(x: 0, y: 0, width: 800, height: 600)
    /// Open, Disabled (not enabled), Delete.
    private static let menu = ContextMenu([
        ContextMenuAction(title: "Open"),
        ContextMenuAction(title: "Disabled", isEnabled: false),
        ContextMenuAction(title: "Delete", isDestructive: true),
    ])
    private static let height = 3 * ContextMenuPopup.rowHeight + 2 * ContextMenuPopup.verticalPadding

    private func popup(at anchor: Point, widths: [Double] = [40, 60, 50], bounds: Rect = bounds) -> ContextMenuPopup {
        ContextMenuPopup(menu: Self.menu, at: anchor, titleWidths: widths, within: bounds)
    }

    @Test("A popup is as wide as its widest title with insets, within the minimum and maximum, a row tall per action")
    func size() {
        #expect(ContextMenuPopup.size(of: Self.menu, titleWidths: [40, 60, 50]) == Size(width: ContextMenuPopup.minimumWidth, height: Self.height))
        #expect(ContextMenuPopup.size(of: Self.menu, titleWidths: [200, 10, .nan]).width == 200 + 2 * ContextMenuPopup.titleInset)
        #expect(ContextMenuPopup.size(of: Self.menu, titleWidths: [5_000]).width == ContextMenuPopup.maximumWidth)
        #expect(ContextMenuPopup.size(of: ContextMenu([]), titleWidths: []).height == 2 * ContextMenuPopup.verticalPadding)
    }

    @Test("With room, the popup's top left corner is at the pointer")
    func opensAtThePointer() {
        #expect(popup(at: Point(x: 120, y: 80)).frame == Rect(x: 120, y: 80, width: ContextMenuPopup.minimumWidth, height: Self.height))
    }

    @Test("Near the right edge it flips to the pointer's left, near the bottom above it, near the corner both")
    func flipsAtEdges() {
        let width = ContextMenuPopup.minimumWidth
        #expect(popup(at: Point(x: 750, y: 80)).frame.origin == Point(x: 750 - width, y: 80))
        #expect(popup(at: Point(x: 120, y: 560)).frame.origin == Point(x: 120, y: 560 - Self.height))
        #expect(popup(at: Point(x: 790, y: 590)).frame.origin == Point(x: 790 - width, y: 590 - Self.height))
        // Flipped at the very corner, it keeps off the edges by the margin.
        #expect(popup(at: Point(x: 799, y: 599)).frame.maxX == 800 - ContextMenuPopup.edgeMargin)
    }

    @Test("Where even the flip would cross an edge (a narrow window), the popup is moved inside it")
    func narrowWindowKeepsItInside() {
        let narrow = Rect(x: 0, y: 0, width: 300, height: 600)
        let frame = popup(at: Point(x: 150, y: 10), bounds: narrow).frame
        #expect(frame.minX == ContextMenuPopup.edgeMargin)
        #expect(frame.maxX <= narrow.maxX - ContextMenuPopup.edgeMargin)
    }

    @Test("Wherever the pointer is in the collection, the popup is whole inside it, off its edges by the margin")
    func alwaysWholeOnScreen() {
        let margin = ContextMenuPopup.edgeMargin
        for bounds in [Self.bounds, Rect(x: 0, y: 0, width: 260, height: 180), Rect(x: 50, y: 30, width: 400, height: 300)] {
            for x in stride(from: bounds.minX, through: bounds.maxX, by: 7) {
                for y in stride(from: bounds.minY, through: bounds.maxY, by: 11) {
                    let frame = popup(at: Point(x: x, y: y), widths: [90], bounds: bounds).frame
                    #expect(frame.minX >= bounds.minX + margin && frame.maxX <= bounds.maxX - margin, "x \(x) in \(bounds): \(frame)")
                    #expect(frame.minY >= bounds.minY + margin && frame.maxY <= bounds.maxY - margin, "y \(y) in \(bounds): \(frame)")
                }
            }
        }
    }

    @Test("A popup larger than the collection starts at its top left; a pointer at NaN does not poison the frame")
    func tooLargeOrNaN() {
        let tiny = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(popup(at: Point(x: 60, y: 30), bounds: tiny).frame.origin == Point(x: 0, y: 0))
        let frame = popup(at: Point(x: .nan, y: .nan)).frame
        #expect(frame.minX.isFinite && frame.minY.isFinite)
        #expect(Self.bounds.contains(frame.origin))
    }

    @Test("A point hits the row it is on; the paddings and the outside hit none; a disabled row is no enabled row")
    func hitTesting() {
        let popup = popup(at: Point(x: 100, y: 100))
        let top = 100 + ContextMenuPopup.verticalPadding
        #expect(popup.row(at: Point(x: 110, y: top + 1)) == 0)
        #expect(popup.row(at: Point(x: 110, y: top + ContextMenuPopup.rowHeight + 1)) == 1)
        #expect(popup.row(at: Point(x: 260, y: top + 2 * ContextMenuPopup.rowHeight + 31)) == 2)
        #expect(popup.row(at: Point(x: 110, y: 101)) == nil, "the top padding")
        #expect(popup.row(at: Point(x: 110, y: popup.frame.maxY - 1)) == nil, "the bottom padding")
        #expect(popup.row(at: Point(x: 99, y: top + 1)) == nil, "left of it")
        #expect(popup.row(at: Point(x: 100, y: 100)) == nil, "the pointer that opened it is on no row")
        #expect(popup.enabledRow(at: Point(x: 110, y: top + ContextMenuPopup.rowHeight + 1)) == nil)
        #expect(popup.rowFrame(2) == Rect(x: 100, y: top + 2 * ContextMenuPopup.rowHeight, width: ContextMenuPopup.minimumWidth,
                                          height: ContextMenuPopup.rowHeight))
    }

    @Test("Hovering highlights the enabled row under the pointer, and nothing on a disabled row or off the rows")
    func hoverHighlight() {
        var popup = popup(at: Point(x: 100, y: 100))
        let top = 100 + ContextMenuPopup.verticalPadding
        popup.highlightRow(at: Point(x: 120, y: top + 2 * ContextMenuPopup.rowHeight + 5))
        #expect(popup.highlightedRow == 2 && popup.highlightedAction?.name == "Delete")
        popup.highlightRow(at: Point(x: 120, y: top + ContextMenuPopup.rowHeight + 5))
        #expect(popup.highlightedRow == nil)
        popup.highlightRow(at: Point(x: 120, y: top + 5))
        popup.clearHighlight()
        #expect(popup.highlightedRow == nil)
    }

    @Test("Down and Up move over the enabled rows only, round the ends; Home and End go to the first and last enabled")
    func keyboardSkipsDisabledRows() {
        var popup = popup(at: Point(x: 100, y: 100))
        popup.moveHighlight(by: 1)
        #expect(popup.highlightedRow == 0)
        popup.moveHighlight(by: 1)
        #expect(popup.highlightedRow == 2, "row 1 is disabled")
        popup.moveHighlight(by: 1)
        #expect(popup.highlightedRow == 0, "round from the last")
        popup.moveHighlight(by: -1)
        #expect(popup.highlightedRow == 2)
        popup.moveHighlight(by: -1)
        #expect(popup.highlightedRow == 0)
        popup.highlightEnd(first: false)
        #expect(popup.highlightedRow == 2)
        popup.highlightEnd(first: true)
        #expect(popup.highlightedRow == 0)

        var fresh = self.popup(at: Point(x: 100, y: 100))
        fresh.moveHighlight(by: -1)
        #expect(fresh.highlightedRow == 2, "Up with nothing highlighted goes to the last")
    }

    @Test("In a menu with nothing enabled the keys highlight nothing")
    func nothingEnabled() {
        let menu = ContextMenu([ContextMenuAction(title: "A", isEnabled: false), ContextMenuAction(title: "B", isEnabled: false)])
        var popup = ContextMenuPopup(menu: menu, at: Point(x: 10, y: 10), titleWidths: [10, 10], within: Self.bounds)
        popup.moveHighlight(by: 1)
        #expect(popup.highlightedRow == nil)
        popup.highlightEnd(first: false)
        #expect(popup.highlightedRow == nil)
        #expect(!menu.hasEnabledActions)
    }

    @Test("An action is reported by its title unless named otherwise")
    func actionNames() {
        #expect(ContextMenuAction(title: "Open").name == "Open")
        #expect(ContextMenuAction(title: "Ouvrir", name: "open").name == "open")
    }
}
