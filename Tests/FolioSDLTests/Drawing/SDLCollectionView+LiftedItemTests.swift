import CSDL2
import Foundation
import Testing
import TestSupport
@testable import FolioCore
@testable import FolioSDL

/// An item lifted by interactive movement is drawn over the others, larger than its slot, with a
/// shadow under it.
@MainActor
@Suite("Collection view: lifted item", .serialized)
struct SDLCollectionViewLiftedItemTests {
    /// The texture test grid's cells, every one movable.
    private final class MovableSource: CollectionDataSource {
        func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 40 }

        func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
            let fill = TextureTestTarget.color(ofItem: indexPath.item)
            return {
                let cell = CellNode()
                cell.backgroundColor = fill
                return cell
            }
        }

        func collectionNode(_ collectionNode: CollectionNode, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    }

    /// Draws one frame of `root` on a canvas over `target`.
    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ target: TextureTestTarget) {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        _ = view.draw(root, chrome: RecordingHostChrome(), on: canvas, scale: target.scale, time: 0)
    }

    @Test("The lifted item is drawn whole over its neighbours, 5 % larger, and the cells just below its edge are darkened by its shadow")
    func liftedItemOnTopWithShadow() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid(count: 40)
            let source = MovableSource()
            grid.dataSource = source
            target.settle(grid, scheduler)
            // Item 0 (0...100 × 0...75) lifted and carried to the right, its slot now the gap
            // at item 1's, above item 5.
            #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            grid.updateInteractiveMovementTargetPosition(Point(x: 150, y: 60))
            grid.tick(at: 2)
            target.settle(grid, scheduler, at: 2)
            let lifted = try #require(grid.liftedItem)
            #expect(lifted.lift == 1)
            #expect(abs(lifted.frame.width - 105) < 1e-9 && abs(lifted.frame.height - 78.75) < 1e-9)
            let view = SDLCollectionView(renderer: target.renderer)
            view.textures.offscreenUploadsPerFrame = .max
            view.textures.offscreenUploadBytesPerFrame = .max
            frame(view, grid, target)
            frame(view, grid, target)
            let mine = TextureTestTarget.color(ofItem: 0)
            // Its corners, over other cells, are its own colour: it is drawn last.
            for (x, y) in [(lifted.frame.minX + 2, lifted.frame.minY + 2), (lifted.frame.maxX - 2, lifted.frame.maxY - 2)] {
                #expect(target.pixel(x: Int(x * target.scale), y: Int(y * target.scale)) == mine)
            }
            // Just below its bottom edge lies another cell, darkened by the shadow.
            let below = Point(x: lifted.frame.midX, y: lifted.frame.maxY + 3)
            let under = try #require(grid.visibleItems().dropLast().first { $0.frame.contains(below) })
            let plain = TextureTestTarget.color(ofItem: under.index)
            let shaded = target.pixel(x: Int(below.x * target.scale), y: Int(below.y * target.scale))
            #expect(Int(shaded.red) + Int(shaded.green) + Int(shaded.blue) < Int(plain.red) + Int(plain.green) + Int(plain.blue) - 20,
                    "\(shaded) is not darker than \(plain)")
            // Far from it, cells are their own colours.
            let far = try #require(grid.visibleItems().first { $0.index == 14 })
            #expect(target.pixel(x: Int(far.frame.midX * target.scale), y: Int(far.frame.midY * target.scale))
                    == TextureTestTarget.color(ofItem: 14))
            withExtendedLifetime(source) {}
        }
    }
}
