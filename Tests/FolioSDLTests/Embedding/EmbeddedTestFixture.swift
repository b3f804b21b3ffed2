import CSDL2
import FolioCore
import Testing
import TestSupport
@testable import FolioSDL

/// Collections embedded at `rect` of an app's "window" (a software renderer on a 400×300
/// surface) for the embedded collection's tests, placed at time 0 of the tests' own clock (on
/// which their events are stamped), their items made and drawn. Main thread.
@MainActor
enum EmbeddedTestFixture {
    /// The window id the app's events carry.
    static let window: UInt32 = 42
    /// Where the app puts the collection: 2 columns by 2 rows of the 100×75 test cells.
    static let rect = Rect(x: 100, y: 50, width: 200, height: 150)

    /// Runs `body` with a grid of test cells embedded at `rect` in `target`, loaded.
    static func withGrid(_ body: (SDLEmbeddedCollection, CollectionNode, TextureTestTarget) throws -> Void) throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            let embedded = embed(grid, in: target)
            target.settle(grid, scheduler)
            try body(embedded, grid, target)
        }
    }

    /// Runs `body` with a pager of three pages, the second drawn on the main thread every frame
    /// and shown, embedded at `rect` in `target`, loaded.
    static func withLivePage(_ body: (SDLEmbeddedCollection, PagerNode, TextureTestTarget) throws -> Void) throws {
        try TextureTestTarget.with { target in
            let scheduler = ManualWorkScheduler()
            let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                           rasterizer: SDLRasterizer(textMeasurer: target.measurer))
            let pager = PagerNode(backend: backend, renderMode: .asynchronous(scheduler), initialPage: 1, wake: {})
            let source = LivePagerSource(pageCount: 3, livePage: 1)
            pager.dataSource = source
            let embedded = embed(pager, in: target)
            target.settle(pager, scheduler)
            try body(embedded, pager, target)
        }
    }

    private static func embed(_ root: CollectionNode, in target: TextureTestTarget) -> SDLEmbeddedCollection {
        let embedded = SDLEmbeddedCollection(renderer: target.renderer, windowID: window,
                                             textMeasurer: target.measurer, root: root,
                                             chrome: RecordingHostChrome(), wake: {})
        // `rect` would use SDL's clock, which runs on from the first suite that started SDL.
        embedded.place(rect, at: 0)
        return embedded
    }
}
