@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Animated images in a collection's cells: opened when the cell is loaded, their frames drawn at
/// the node's size and placed over the cell by the host, advancing only while the cell is on
/// screen, and let go when it leaves the preload range.
@Suite(.serialized)
@MainActor
struct ImageNodeAnimationTests {
    /// Opens every image as an animation of 4 frames of 0.1 s, recording the decoders it made.
    final class AnimatingDecoder: ImageDecoder, Sendable {
        let opened = Locked<[String: CountingFrameDecoder]>([:])

        func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            FakeDecodedImage(width: Int(maxPixelSize?.width ?? 10), height: Int(maxPixelSize?.height ?? 10))
        }

        func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
        }

        func openAnimation(_ bytes: LoadedImageBytes, name: String, maxPixelSize: Size?) throws(ImageDecodingError) -> (any ImageFrameDecoder)? {
            let decoder = CountingFrameDecoder(frameCount: 4, durations: [0.1])
            opened.withLock { $0[name] = decoder }
            return decoder
        }
    }

    /// Cells of one image each, `/anim/<item>.gif`, inset by 10 points.
    final class AnimatedImages: CollectionDataSource {
        func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }
        func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 200 }
        func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
            let item = indexPath.item
            return { ImageCell(image: ImageNode(path: "/anim/\(item).gif", cornerRadius: 4), insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)) }
        }
    }

    let source = AnimatedImages()
    let decoder = AnimatingDecoder()

    func makeGrid() -> (CollectionNode, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: decoder, rasterizer: FakeRasterizer())
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: backend, renderMode: .asynchronous(scheduler), wake: {})
        grid.dataSource = source
        grid.setBounds(Size(width: 400, height: 300), scale: 1, at: 0)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler)
    }

    /// Ticks `grid` at `time` once item `item`'s animation has a frame decoded ahead.
    func tick(_ grid: CollectionNode, at time: Double, item: Int = 0) {
        let node = (grid.nodeForItem(at: IndexPath(item: item, section: 0)) as? ImageCell)?.image
        _ = CountingFrameDecoder.wait { (node?.animation?.byteCount ?? 0) > (node?.animation?.currentFrame?.bitmap.byteCount ?? 0) }
        grid.tick(at: time)
    }

    @Test("a cell on screen plays its animation over its bitmap, at the node's frame, waking the host for each frame")
    func playsOnScreen() throws {
        let (grid, _) = makeGrid()
        tick(grid, at: 1)
        let live = try #require(grid.liveImages(forItemAt: 0).first)
        #expect(live.frame == Rect(x: 10, y: 10, width: 180, height: 130), "the image node's frame in the cell")
        #expect(live.bitmap.pixelWidth == 180 && live.bitmap.pixelHeight == 130, "drawn at the node's size")
        #expect(live.frameNumber == 1)
        #expect(grid.nextDeadline == 1.1)
        tick(grid, at: 1.1)
        #expect(grid.liveImages(forItemAt: 0).first?.frameNumber == 2)
        #expect(grid.liveImages(forItemAt: 0).first?.id == live.id)
    }

    @Test("an animation off screen does not advance, and goes on from its frame when it comes back")
    func pausesOffScreen() throws {
        let (grid, scheduler) = makeGrid()
        tick(grid, at: 1)
        tick(grid, at: 1.1)
        #expect(grid.liveImages(forItemAt: 0).first?.frameNumber == 2)
        // Item 0 scrolls off screen but stays in the preload range.
        grid.absorb(grid.scrollModel.setOffset(400, at: 1.15))
        GridFixture.settle(grid, scheduler, at: 1.15)
        let cell = try #require(grid.nodeForItem(at: IndexPath(item: 0, section: 0)) as? ImageCell)
        #expect(!grid.rangeController.ranges.visible.contains(0))
        for step in 0..<20 { grid.tick(at: 1.2 + Double(step) * 0.1) }
        #expect(cell.image.animation?.currentFrame?.number == 2, "not advanced off screen")
        grid.absorb(grid.scrollModel.setOffset(0, at: 3.5))
        GridFixture.settle(grid, scheduler, at: 3.5)
        #expect(cell.image.animation?.currentFrame?.number == 2, "back on screen, it goes on from the frame it showed")
        tick(grid, at: 3.6)
        #expect(cell.image.animation?.currentFrame?.number == 3)
    }

    @Test("leaving the preload range stops the animation and lets its frames go")
    func stopsWhenUnloaded() throws {
        let (grid, scheduler) = makeGrid()
        tick(grid, at: 1)
        let cell = try #require(grid.nodeForItem(at: IndexPath(item: 0, section: 0)) as? ImageCell)
        let animation = try #require(cell.image.animation)
        grid.absorb(grid.scrollModel.setOffset(20_000, at: 2))
        GridFixture.settle(grid, scheduler, at: 2)
        #expect(cell.image.animation == nil)
        #expect(animation.currentFrame == nil && animation.byteCount == 0)
        #expect(grid.liveImages(forItemAt: 0).isEmpty)
    }
}
