import CSDL2
import Foundation
import Testing
import TestSupport
@testable import FolioCore
@testable import FolioSDL

/// Where the view draws an item's selection and focus: around the item as it is drawn, so that
/// they travel with it while a batch update slides it.
@MainActor
@Suite("Collection view: selection and focus", .serialized)
struct SDLCollectionViewStatesTests {
    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ target: TextureTestTarget, time: Double) {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        _ = view.draw(root, chrome: RecordingHostChrome(), on: canvas, scale: target.scale, time: time)
    }

    /// The colour of the logical point (`x`, `y`).
    private func pixel(_ target: TextureTestTarget, x: Double, y: Double) -> Color {
        target.pixel(x: Int(x * target.scale), y: Int(y * target.scale))
    }

    @Test("A selected item that a batch update moves has its selection drawn where it slides, and at its new place once it arrives")
    func selectionFollowsAMovingItem() throws {
        try TextureTestTarget.with { target in
            // 100×75 cells, four a row: item 5 is at (100, 75), item 10 at (200, 150).
            let (grid, scheduler, source) = target.grid()
            defer { withExtendedLifetime(source) {} }
            target.settle(grid, scheduler)
            grid.selectItem(at: IndexPath(item: 5, section: 0))
            let view = SDLCollectionView(renderer: target.renderer)
            let selection = view.selectionColor
            let old = try #require(grid.frameOnScreen(ofItem: 5))
            grid.performBatchUpdates { grid.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 10, section: 0)) }
            #expect(grid.selectedItem == 10)
            let new = try #require(grid.frameOnScreen(ofItem: 10))

            grid.tick(at: 1)
            target.clear(.black)
            frame(view, grid, target, time: 1)
            // The item has not left yet: its ring is still on its old frame's top edge.
            #expect(pixel(target, x: old.midX, y: old.minY + 1) == selection)
            #expect(pixel(target, x: new.midX, y: new.minY + 1) != selection)

            grid.tick(at: 3)
            target.clear(.black)
            frame(view, grid, target, time: 3)
            #expect(pixel(target, x: new.midX, y: new.minY + 1) == selection)
            #expect(pixel(target, x: old.midX, y: old.minY + 1) != selection)
        }
    }

    @Test("Every selected item has its border drawn, and an item no longer selected has none")
    func severalSelectedItems() throws {
        try TextureTestTarget.with { target in
            // 100×75 cells, four a row: item 1 at (100, 0), item 6 at (200, 75), item 3 at (300, 0).
            let (grid, scheduler, source) = target.grid()
            defer { withExtendedLifetime(source) {} }
            target.settle(grid, scheduler)
            grid.allowsMultipleSelection = true
            for (time, item, modifiers) in [(1.0, 1, KeyModifiers()), (2.0, 6, .control), (3.0, 3, .control)] {
                let centre = Point(x: Double(item % 4) * 100 + 50, y: Double(item / 4) * 75 + 37)
                grid.handle(InputEvent(time: time, kind: .pointerDown(.mouse, centre), modifiers: modifiers))
                grid.handle(InputEvent(time: time + 0.03, kind: .pointerUp(.mouse, centre), modifiers: modifiers))
            }
            #expect(grid.selectedItems == [1, 3, 6])
            let view = SDLCollectionView(renderer: target.renderer)
            target.clear(.black)
            frame(view, grid, target, time: 4)
            for item in [1, 3, 6] {
                let drawn = try #require(grid.frameOnScreen(ofItem: item))
                #expect(pixel(target, x: drawn.midX, y: drawn.minY + 1) == view.selectionColor, "item \(item)")
                #expect(pixel(target, x: drawn.minX + 1, y: drawn.midY) == view.selectionColor, "item \(item)")
            }
            let unselected = try #require(grid.frameOnScreen(ofItem: 2))
            #expect(pixel(target, x: unselected.midX, y: unselected.minY + 1) != view.selectionColor)
        }
    }
}
