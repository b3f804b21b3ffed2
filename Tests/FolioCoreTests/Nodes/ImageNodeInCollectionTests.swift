@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Remote images in a collection's cells: fetched when their item is loaded, at a higher
/// priority for items about to be seen; a finished fetch makes the cell draw again on a worker
/// with the image, the placeholder showing until then; leaving the preload range withdraws the
/// fetch, and coming back asks again.
@Suite(.serialized)
@MainActor
struct ImageNodeInCollectionTests {
    static let size = Size(width: 400, height: 300)

    /// The data source, kept here because a collection holds its data source weakly.
    let source = RemoteImageTestSource(count: 200, placeholder: Color(red: 10, green: 20, blue: 30))

    func makeGrid(fetcher: ScriptedImageFetcher) -> (CollectionNode, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        var backend = FakeRenderingBackend.make()
        backend.imageFetcher = fetcher
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: backend, renderMode: .asynchronous(scheduler), wake: {})
        grid.dataSource = source
        grid.setBounds(Self.size, scale: 1, at: 0)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler)
    }

    func fetches(_ fetcher: ScriptedImageFetcher, item: Int) -> [ScriptedImageFetcher.Fetch] {
        fetcher.fetches.filter { $0.url.lastPathComponent == "\(item).jpg" }
    }

    @Test("a finished fetch redraws its cell on a worker with the image; the placeholder shows until then")
    func fetchRedrawsTheCell() throws {
        let fetcher = ScriptedImageFetcher()
        let (grid, scheduler) = makeGrid(fetcher: fetcher)
        let fetch = try #require(fetches(fetcher, item: 0).first)
        #expect(fetch.priority == .display, "an item in the display range asks at display priority")
        let placeholder = try #require(grid.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)
        #expect(placeholder.calls.contains { if case .roundedRect(_, _, Color(red: 10, green: 20, blue: 30)) = $0 { true } else { false } })
        #expect(!placeholder.calls.contains { if case .image = $0 { true } else { false } })
        _ = grid.takeBitmapChanges()

        fetch.move(to: .finished(.file("/cache/0")))
        grid.tick(at: 0.01)
        #expect(grid.bitmap(forItemAt: 0)?.bitmap === placeholder, "the placeholder shows until the new bitmap is ready")
        GridFixture.settle(grid, scheduler, at: 0.02)
        let drawn = try #require(grid.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)
        #expect(drawn !== placeholder)
        #expect(drawn.calls.contains { if case .image = $0 { true } else { false } })
        #expect(grid.takeBitmapChanges().contains(0))
        #expect(fetches(fetcher, item: 0).count == 1, "the bytes were taken from the finished fetch, not fetched again")
    }

    @Test("items beyond the display range fetch at preload priority; leaving the preload range withdraws the fetch")
    func leavingTheRangeCancels() throws {
        let fetcher = ScriptedImageFetcher()
        let (grid, scheduler) = makeGrid(fetcher: fetcher)
        #expect(fetcher.fetches.contains { $0.priority == .preload }, "the preload range beyond the display range fetches too")
        let first = try #require(fetches(fetcher, item: 0).first)
        #expect(!first.isCancelled)
        UpdateFixture.scroll(grid, scheduler, to: 20_000)
        #expect(first.isCancelled, "item 0 left the preload range")
        UpdateFixture.scroll(grid, scheduler, to: 0)
        let again = fetches(fetcher, item: 0)
        #expect(again.count == 2 && !again[1].isCancelled, "coming back fetches again")
    }

    @Test("an image that arrives after its placeholder was drawn fades in over placeholderFadeDuration, the placeholder beneath")
    func arrivalFades() throws {
        let fetcher = ScriptedImageFetcher()
        let (grid, scheduler) = makeGrid(fetcher: fetcher)
        let placeholder = try #require(grid.bitmap(forItemAt: 0)?.bitmap)
        try #require(fetches(fetcher, item: 0).first).move(to: .finished(.file("/cache/0")))
        GridFixture.settle(grid, scheduler, at: 1)
        let start = grid.visibleItems()
        let ghostIndex = try #require(start.firstIndex { CollectionNode.isGhostKey($0.index) })
        let itemIndex = try #require(start.firstIndex { $0.index == 0 })
        #expect(ghostIndex < itemIndex, "the placeholder is drawn beneath the item")
        #expect(start[ghostIndex].frame == start[itemIndex].frame && start[ghostIndex].alpha == 1)
        #expect(grid.bitmap(forItemAt: start[ghostIndex].index)?.bitmap === placeholder)
        #expect(start[itemIndex].alpha == 0)
        #expect(grid.isMoving)

        let duration = ImageNode.defaultPlaceholderFadeDuration
        grid.tick(at: 1 + duration / 2)
        let middle = grid.visibleItems()
        #expect(abs((middle.first { $0.index == 0 }?.alpha ?? 0) - 0.5) < 0.01)
        #expect(middle.contains { CollectionNode.isGhostKey($0.index) })

        grid.tick(at: 1 + duration + 0.01)
        let end = grid.visibleItems()
        #expect(!end.contains { CollectionNode.isGhostKey($0.index) })
        #expect(end.first { $0.index == 0 }?.alpha == 1)
        #expect(grid.bitmap(forItemAt: start[ghostIndex].index) == nil, "the placeholder's bitmap is let go")
        #expect(!grid.isMoving)
    }

    @Test("an image ready when the cell is first drawn does not fade")
    func readyImageDoesNotFade() throws {
        final class FinishedFetcher: ImageFetcher, @unchecked Sendable {
            final class Done: ImageFetch, Sendable {
                var state: ImageFetchState { .finished(.file("/cache/x")) }
                func cancel() {}
            }

            func fetch(_ url: URL, priority: ImageFetchPriority, onChange: @escaping @Sendable () -> Void) -> any ImageFetch { Done() }
        }
        let scheduler = ManualWorkScheduler()
        var backend = FakeRenderingBackend.make()
        backend.imageFetcher = FinishedFetcher()
        let grid = CollectionNode(layout: GridFixture.plainFlow, backend: backend, renderMode: .asynchronous(scheduler), wake: {})
        grid.dataSource = source
        grid.setBounds(Self.size, scale: 1, at: 0)
        GridFixture.settle(grid, scheduler)
        #expect(!grid.visibleItems().contains { CollectionNode.isGhostKey($0.index) || $0.alpha < 1 })
        #expect(!grid.isMoving)
        #expect(grid.takeContentArrivalRequestTime(forItemAt: 0) == nil, "nothing arrived after the first drawing")
        #expect(grid.takeNodeRequestTime(forItemAt: 0) == 0)
    }

    @Test("an image drawn in place of its placeholder is reported once, with when its node was asked for, fade or not")
    func arrivalIsReportedOnce() throws {
        let fetcher = ScriptedImageFetcher()
        let (grid, scheduler) = makeGrid(fetcher: fetcher)
        #expect(grid.takeNodeRequestTime(forItemAt: 0) == 0, "the placeholder was the first content")
        #expect(grid.takeContentArrivalRequestTime(forItemAt: 0) == nil, "nothing has arrived")
        try #require(fetches(fetcher, item: 0).first).move(to: .finished(.file("/cache/0")))
        GridFixture.settle(grid, scheduler, at: 1)
        #expect(grid.takeContentArrivalRequestTime(forItemAt: 0) == 0)
        #expect(grid.takeContentArrivalRequestTime(forItemAt: 0) == nil, "taken already")
        #expect(grid.takeContentArrivalRequestTime(forItemAt: 1) == nil, "item 1's image has not arrived")

        // Without a fade the image replaces the placeholder at once, and still counts.
        let cell = try #require(grid.nodeForItem(at: IndexPath(item: 1, section: 0)) as? ImageCell)
        cell.image.placeholderFadeDuration = 0
        try #require(fetches(fetcher, item: 1).first).move(to: .finished(.file("/cache/1")))
        GridFixture.settle(grid, scheduler, at: 2)
        #expect(!grid.visibleItems().contains { CollectionNode.isGhostKey($0.index) || $0.alpha < 1 })
        #expect(grid.takeContentArrivalRequestTime(forItemAt: 1) == 0)
    }
}
