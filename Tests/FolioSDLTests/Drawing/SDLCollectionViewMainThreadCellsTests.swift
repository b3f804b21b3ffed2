import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// Cells drawn on the main thread, mixed with cells drawn on workers, as the view draws them
/// over a software renderer: from their closures, within their frames, again when due, faded and
/// nested. In the grids here every fifth item from item 2 on (2, 7, 12, …) is live; items are
/// 100×75, four a row.
@MainActor
@Suite("Collection view: cells drawn on the main thread", .serialized)
struct SDLCollectionViewMainThreadCellsTests {
    /// A grid of the target's 100×75 cells over `source`, made by `make`, sized and loaded.
    private func collection<Node: CollectionNode>(
        _ target: TextureTestTarget, source: some CollectionDataSource, itemSize: Size = Size(width: 100, height: 40),
        bounds: Size = TextureTestTarget.bounds,
        make: (FlowLayout, RenderingBackend, RenderMode) -> Node
    ) -> (Node, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                       rasterizer: SDLRasterizer(textMeasurer: target.measurer))
        let node = make(FlowLayout(itemSize: .fixed(itemSize), interitemSpacing: 0, lineSpacing: 0), backend, .asynchronous(scheduler))
        node.dataSource = source
        node.setBounds(bounds, scale: target.scale, at: 0)
        return (node, scheduler)
    }

    /// A settled grid of 100×75 cells over `source`.
    private func grid(_ target: TextureTestTarget, _ source: MixedCellsSource) -> (CollectionNode, ManualWorkScheduler) {
        let (grid, scheduler) = collection(target, source: source, itemSize: Size(width: 100, height: 75)) {
            CollectionNode(layout: $0, backend: $1, renderMode: $2, wake: {})
        }
        target.settle(grid, scheduler)
        return (grid, scheduler)
    }

    private static func everyFifthFromTwo(_ item: Int) -> Bool { item % 5 == 2 }

    /// Draws one frame of `root` with `view` at `time` on a canvas over `target`.
    private func frame(_ view: SDLCollectionView, _ root: CollectionNode, _ target: TextureTestTarget, time: Double = 0,
                       chrome: RecordingHostChrome = RecordingHostChrome()) -> FrameContent {
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        return view.draw(root, chrome: chrome, on: canvas, scale: target.scale, time: time)
    }

    @Test("Live cells are drawn by their closures on the main thread, at their frames, among cells drawn from textures; none shows a placeholder")
    func mixedCellsEachDrawnTheirWay() throws {
        try TextureTestTarget.with { target in
            let source = MixedCellsSource(liveItems: Self.everyFifthFromTwo)
            let (grid, _) = grid(target, source)
            #expect(grid.bitmap(forItemAt: 2) == nil, "a live cell gets no bitmap")
            #expect(grid.bitmap(forItemAt: 1) != nil)
            #expect(grid.mainThreadCell(forItemAt: 2) != nil)
            #expect(grid.mainThreadCell(forItemAt: 1) == nil)
            #expect(source.draws.isEmpty, "nothing draws a live cell before the host shows it")
            let view = SDLCollectionView(renderer: target.renderer)
            let chrome = RecordingHostChrome()
            let content = frame(view, grid, target, chrome: chrome)
            #expect(!content.showedPlaceholder)
            #expect(chrome.placeholders.isEmpty)
            #expect(content.itemsWithNewContent.sorted() == TextureTestTarget.firstScreen, "live cells count as content once laid out")
            #expect(target.pixel(x: 250, y: 37) == MixedCellsSource.liveColor(item: 2, draw: 1))
            #expect(target.pixel(x: 350, y: 112) == MixedCellsSource.liveColor(item: 7, draw: 1))
            #expect(target.pixel(x: 150, y: 37) == TextureTestTarget.color(ofItem: 1))
            #expect(target.pixel(x: 350, y: 37) == TextureTestTarget.color(ofItem: 3))
            #expect(source.draws == [2: 1, 7: 1, 12: 1], "each live cell on screen is drawn once a frame, and none off screen")
            #expect(source.drawThreads == [ThreadIdentity.current], "closures run on the thread that draws the frame")
            #expect(view.liveCellCountLastFrame == 3)
        }
    }

    @Test("Each frame runs the closures again: the next frame shows what they draw then, and reports nothing new")
    func eachFrameRedraws() throws {
        try TextureTestTarget.with { target in
            let source = MixedCellsSource(liveItems: Self.everyFifthFromTwo)
            let (grid, _) = grid(target, source)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, target)
            let second = frame(view, grid, target, time: 0.5)
            #expect(target.pixel(x: 250, y: 37) == MixedCellsSource.liveColor(item: 2, draw: 2))
            #expect(second.itemsWithNewContent.isEmpty)
            #expect(source.draws[2] == 2)
        }
    }

    @Test("What a closure draws outside its cell's frame is clipped away", arguments: [1.0, 2.0])
    func closuresAreClippedToTheirFrames(scale: Double) throws {
        try TextureTestTarget.with(scale: scale) { target in
            let source = MixedCellsSource(overdraw: 30, liveItems: Self.everyFifthFromTwo)
            let (grid, _) = grid(target, source)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, target)
            @MainActor func pixel(_ x: Double, _ y: Double) -> Color { target.pixel(x: Int(x * scale), y: Int(y * scale)) }
            // Item 2 is (200...300, 0...75); the closure fills 30 pixels beyond on every side.
            #expect(pixel(201, 1) == MixedCellsSource.liveColor(item: 2, draw: 1))
            #expect(pixel(299, 74) == MixedCellsSource.liveColor(item: 2, draw: 1))
            #expect(pixel(195, 37) == TextureTestTarget.color(ofItem: 1))
            #expect(pixel(305, 37) == TextureTestTarget.color(ofItem: 3))
            #expect(pixel(250, 80) == TextureTestTarget.color(ofItem: 6))
        }
    }

    @Test("After scrolling, live cells are drawn where their items went, and those scrolled away are not drawn")
    func liveCellsFollowScrolling() throws {
        try TextureTestTarget.with { target in
            let source = MixedCellsSource(liveItems: Self.everyFifthFromTwo)
            let (grid, scheduler) = grid(target, source)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, target)
            // One row down: item 7 moves to the top row's last column; item 2 leaves.
            grid.scrollToItem(at: IndexPath(item: 4, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 1)
            let scrolled = frame(view, grid, target, time: 1)
            #expect(target.pixel(x: 350, y: 37) == MixedCellsSource.liveColor(item: 7, draw: 2))
            #expect(target.pixel(x: 250, y: 37) == TextureTestTarget.color(ofItem: 6))
            #expect(source.draws[2] == 1, "item 2 is off screen")
            #expect(scrolled.itemsWithNewContent.contains(17), "a live cell scrolled into view is new content")
            #expect(!scrolled.itemsWithNewContent.contains(7))
        }
    }

    @Test("A fading live cell is drawn at the item's alpha, and one wholly transparent is not drawn at all")
    func liveCellsFadeWithTheirItems() throws {
        try TextureTestTarget.with { target in
            let source = MixedCellsSource(liveItems: Self.everyFifthFromTwo)
            let (grid, scheduler) = collection(target, source: source, itemSize: Size(width: 100, height: 75)) {
                FadingCollection(layout: $0, backend: $1, renderMode: $2, wake: {})
            }
            target.settle(grid, scheduler)
            grid.alphas = [2: 0.5, 7: 0]
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, target)
            let expected = TextureTestTarget.mix(MixedCellsSource.liveColor(item: 2, draw: 1), over: .black, alpha: 128)
            let drawn = target.pixel(x: 250, y: 37)
            #expect(abs(Int(drawn.red) - Int(expected.red)) <= 1 && abs(Int(drawn.green) - Int(expected.green)) <= 1
                    && abs(Int(drawn.blue) - Int(expected.blue)) <= 1, "\(drawn) is not \(expected)")
            #expect(source.draws[7] == nil, "a wholly transparent cell's closure does not run")
            #expect(target.pixel(x: 350, y: 112) == .black)
        }
    }

    @Test("A live cell that moves in a batch update is drawn at its new place, its node kept")
    func liveCellsMoveWithBatchUpdates() throws {
        try TextureTestTarget.with { target in
            let source = MixedCellsSource(liveItems: Self.everyFifthFromTwo)
            let (grid, scheduler) = grid(target, source)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, target)
            let cell = try #require(grid.mainThreadCell(forItemAt: 2))
            source.count += 1
            grid.insertItems(at: [IndexPath(item: 0, section: 0)])
            var time = 0.0
            repeat {
                time += 1.0 / 60
                target.settle(grid, scheduler, at: time)
            } while grid.isMoving && time < 3
            #expect(grid.mainThreadCell(forItemAt: 3) === cell)
            _ = frame(view, grid, target, time: time)
            // The new item 0 is made as item 0 (plain); the live cell made for item 2 is now item 3.
            #expect(target.pixel(x: 350, y: 37) == MixedCellsSource.liveColor(item: 2, draw: 2))
            #expect(target.pixel(x: 250, y: 37) == TextureTestTarget.color(ofItem: 1))
        }
    }

    @Test("A deleted live cell fades out drawn by its closure, at its ghost's alpha, until the animation ends")
    func deletedLiveCellsFadeOutByTheirClosures() throws {
        try TextureTestTarget.with { target in
            let source = MixedCellsSource(liveItems: Self.everyFifthFromTwo)
            let (grid, scheduler) = grid(target, source)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, grid, target)
            let cell = try #require(grid.mainThreadCell(forItemAt: 2))
            source.count -= 1
            grid.deleteItems(at: [IndexPath(item: 2, section: 0)])
            // The first frame after the update starts its motions; the next shows them under way.
            grid.tick(at: 0.1)
            grid.tick(at: 0.2)
            let ghost = try #require(grid.visibleItems().first { CollectionNode.isGhostKey($0.index) })
            #expect(grid.mainThreadCell(forItemAt: ghost.index) === cell)
            #expect(ghost.alpha > 0 && ghost.alpha < 1)
            let content = frame(view, grid, target, time: 0.2)
            #expect(source.draws[2] == 2, "the ghost is drawn by the deleted cell's closure")
            #expect(!content.itemsWithNewContent.contains(ghost.index))
            var time = 0.2
            while grid.isMoving, time < 3 {
                time += 1.0 / 60
                grid.tick(at: time)
            }
            target.settle(grid, scheduler, at: time)
            let drawsBefore = source.draws[2]
            _ = frame(view, grid, target, time: time)
            #expect(source.draws[2] == drawsBefore, "gone once the animation ended")
            #expect(grid.visibleItems().allSatisfy { !CollectionNode.isGhostKey($0.index) })
        }
    }

    @Test("Frames keep coming while a live cell on screen redraws every frame, is due, or asked to be drawn; not for one off screen")
    func liveCellsAskForFrames() throws {
        try TextureTestTarget.with { target in
            final class Clock { var now = 0.0 }
            let clock = Clock()
            let view = SDLCollectionView(renderer: target.renderer)
            view.clock = { clock.now }

            let onDemand = MixedCellsSource(liveItems: { $0 == 2 })
            let (grid, scheduler) = grid(target, onDemand)
            _ = frame(view, grid, target)
            #expect(!view.liveCellsWantFrame)
            let cell = try #require(grid.mainThreadCell(forItemAt: 2))
            cell.setNeedsDisplay()
            #expect(view.liveCellsWantFrame)
            _ = frame(view, grid, target)
            #expect(!view.liveCellsWantFrame, "drawn, it asks no more")

            cell.redrawInterval = 1
            _ = frame(view, grid, target, time: 10)
            clock.now = 10.5
            #expect(!view.liveCellsWantFrame)
            clock.now = 11
            #expect(view.liveCellsWantFrame)
            #expect(view.needsFrames)

            cell.redrawInterval = 0
            _ = frame(view, grid, target, time: 11)
            #expect(view.liveCellsWantFrame, "one that redraws every frame always wants the next")

            // Scrolled off screen, it asks for nothing, even when told it needs display.
            grid.scrollToItem(at: IndexPath(item: 40, section: 0), position: .start, animated: false)
            target.settle(grid, scheduler, at: 12)
            _ = frame(view, grid, target, time: 12)
            cell.setNeedsDisplay()
            #expect(view.liveCellCountLastFrame == 0)
            #expect(!view.liveCellsWantFrame)
        }
    }

    @Test("A live cell in a collection nested in an item is drawn at its place within that item, clipped to the nested collection")
    func liveCellsInNestedCollections() throws {
        try TextureTestTarget.with { target in
            let (root, rootScheduler, _) = target.collection { NestingCollection(layout: $0, backend: $1, renderMode: $2, wake: {}) }
            target.settle(root, rootScheduler)
            let feedSource = MixedCellsSource(overdraw: 30, liveItems: { $0 == 1 })
            let (feed, feedScheduler) = collection(target, source: feedSource, bounds: Size(width: 200, height: 200)) {
                CollectionNode(layout: $0, backend: $1, renderMode: $2, wake: {})
            }
            target.settle(feed, feedScheduler)
            // Inside root item 5 (100...200 × 75...150), reaching into item 6.
            root.nested = [NestedCollection(item: 5, collection: feed, frame: Rect(x: 110, y: 80, width: 150, height: 90))]
            let view = SDLCollectionView(renderer: target.renderer)
            let content = frame(view, root, target)
            // Feed item 1 is (210...310, 80...120) in the window, cut at 260 by the feed's frame.
            #expect(target.pixel(x: 230, y: 100) == MixedCellsSource.liveColor(item: 1, draw: 1))
            #expect(target.pixel(x: 265, y: 100) == TextureTestTarget.color(ofItem: 6), "clipped to the nested collection")
            #expect(target.pixel(x: 230, y: 77) == TextureTestTarget.color(ofItem: 6), "clipped to the cell")
            #expect(content.nestedItemsWithNewContent == [5])
            #expect(view.liveCellCountLastFrame == 1)
        }
    }

    @Test("A pager's page drawn on the main thread shows when the pager is on it, and redraws every frame")
    func livePagesInAPager() throws {
        try TextureTestTarget.with { target in
            let scheduler = ManualWorkScheduler()
            let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                           rasterizer: SDLRasterizer(textMeasurer: target.measurer))
            let pager = PagerNode(backend: backend, renderMode: .asynchronous(scheduler), wake: {})
            let source = LivePagerSource(pageCount: 3, livePage: 1)
            pager.dataSource = source
            pager.setBounds(TextureTestTarget.bounds, scale: 1, at: 0)
            target.settle(pager, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, pager, target)
            #expect(source.draws == 0)
            #expect(target.pixel(x: 200, y: 150) == TextureTestTarget.color(ofItem: 0))

            pager.scrollToPage(at: 1, animated: false)
            target.settle(pager, scheduler, at: 1)
            #expect(pager.waitUntilVisibleItemsAreDrawn(timeout: 0), "a laid-out live page counts as drawn")
            let content = frame(view, pager, target, time: 1)
            #expect(content.itemsWithNewContent == [1])
            #expect(target.pixel(x: 200, y: 150) == MixedCellsSource.liveColor(item: 1, draw: 1))
            _ = frame(view, pager, target, time: 1.016)
            #expect(target.pixel(x: 200, y: 150) == MixedCellsSource.liveColor(item: 1, draw: 2))
            #expect(view.liveCellsWantFrame)
        }
    }

    @Test("A pager's live page deleted while shown fades out over its successor, drawn by its closure")
    func deletedLivePageFadesOut() throws {
        try TextureTestTarget.with { target in
            let scheduler = ManualWorkScheduler()
            let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                           rasterizer: SDLRasterizer(textMeasurer: target.measurer))
            let pager = PagerNode(backend: backend, renderMode: .asynchronous(scheduler), initialPage: 1, wake: {})
            let source = LivePagerSource(pageCount: 3, livePage: 1)
            pager.dataSource = source
            pager.setBounds(TextureTestTarget.bounds, scale: 1, at: 0)
            target.settle(pager, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            _ = frame(view, pager, target)
            let cell = try #require(pager.mainThreadCell(forItemAt: 1))
            source.pageCount = 2
            pager.deleteItems(at: [IndexPath(item: 1, section: 0)])
            pager.tick(at: 0.1)
            pager.tick(at: 0.2)
            let ghost = try #require(pager.visibleItems().first { CollectionNode.isGhostKey($0.index) })
            #expect(pager.mainThreadCell(forItemAt: ghost.index) === cell)
            _ = frame(view, pager, target, time: 0.2)
            #expect(source.draws == 2)
        }
    }
}
