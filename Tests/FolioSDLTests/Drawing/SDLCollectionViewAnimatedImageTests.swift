import CSDL2
import Foundation
import Testing
import TestSupport
@testable import FolioCore
@testable import FolioSDL

/// An animated GIF in a cell plays on screen: the host draws its frames over the cell, each for
/// its delay, and the bundled animations open as animations while a JPEG does not.
@MainActor
@Suite("Collection view: animated images", .serialized)
struct SDLCollectionViewAnimatedImageTests {
    private static let red = Color(red: 230, green: 30, blue: 30)
    private static let green = Color(red: 30, green: 200, blue: 60)
    private static let background = Color(red: 0, green: 0, blue: 255)

    /// Cells showing the file `path`, each the whole cell.
    final class Images: CollectionDataSource {
        let path: String
        init(path: String) { self.path = path }
        func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }
        func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 8 }
        func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
            let path = self.path
            return { ImageCell(image: ImageNode(path: path, contentMode: .scaleAspectFill)) }
        }
    }

    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ target: TextureTestTarget) {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        target.clear(Self.background)
        _ = view.draw(root, chrome: RecordingHostChrome(), on: canvas, scale: target.scale, time: 0)
    }

    /// Waits until item 0's animation has its next frame decoded, then ticks at `time`.
    private func tick(_ grid: CollectionNode, at time: Double) {
        let node = (grid.nodeForItem(at: IndexPath(item: 0, section: 0)) as? ImageCell)?.image
        let deadline = Date(timeIntervalSinceNow: 10)
        while let animation = node?.animation, animation.byteCount <= (animation.currentFrame?.bitmap.byteCount ?? 0), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
        }
        grid.tick(at: time)
    }

    @Test("A two-frame GIF shows red, then green after its delay, then red again")
    func playsOnPixels() throws {
        let frames = [Self.red, Self.green].enumerated().map { index, _ in
            GIFTestFiles.Frame(width: 8, height: 6, delay: 20, index: { _, _ in UInt8(index) })
        }
        let gif = GIFTestFiles.gif(width: 8, height: 6, palette: [Self.red, Self.green], frames: frames, loopCount: 0)
        let scratch = try RasterScratchFolder()
        let path = try scratch.write(gif, as: "two.gif")
        try TextureTestTarget.with(clearColor: Self.background) { target in
            let scheduler = ManualWorkScheduler()
            let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: SDLImageDecoder(),
                                           rasterizer: SDLRasterizer(textMeasurer: target.measurer))
            let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 100, height: 75)), interitemSpacing: 0, lineSpacing: 0),
                                      backend: backend, renderMode: .asynchronous(scheduler), wake: {})
            let source = Images(path: path)
            grid.dataSource = source
            grid.setBounds(TextureTestTarget.bounds, scale: target.scale, at: 0)
            target.settle(grid, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            tick(grid, at: 1)
            frame(view, grid, target)
            #expect(target.pixel(atCenterOf: 0, in: grid) == Self.red)
            #expect(grid.nextDeadline == 1.2, "the host wakes for the next frame")
            tick(grid, at: 1.2)
            frame(view, grid, target)
            #expect(target.pixel(atCenterOf: 0, in: grid) == Self.green)
            tick(grid, at: 1.4)
            frame(view, grid, target)
            #expect(target.pixel(atCenterOf: 0, in: grid) == Self.red, "it loops")
            #expect((1...8).contains(view.liveImages.count), "one texture per animation on screen with a frame decoded")
        }
    }

    @Test("The bundled animations open as animations; a photo does not")
    func bundledAnimations() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets").path
        let decoder = SDLImageDecoder()
        let gif = try #require(try decoder.openAnimation(.file(assets + "/animations/fig-pan.gif"), name: "gif", maxPixelSize: Size(width: 100, height: 75)))
        #expect(gif.frameCount == 12 && gif.loopCount == 0)
        let first = try gif.nextFrame(cancellation: nil)
        #expect(first.image.pixelWidth == 100 && first.image.pixelHeight == 75 && abs(first.duration - 0.12) < 0.001)
        let webp = try #require(try decoder.openAnimation(.file(assets + "/animations/dandelion-pan.webp"), name: "webp", maxPixelSize: nil))
        #expect(webp.frameCount == 16)
        for _ in 0..<20 { _ = try webp.nextFrame(cancellation: nil) }  // past the last frame, from the first again
        #expect(try decoder.openAnimation(.file(assets + "/photos/bridge-cables.jpg"), name: "jpeg", maxPixelSize: nil) == nil)
    }
}
