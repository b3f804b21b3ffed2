import FolioCore
import FolioSDL
import Foundation

/// A real `SDLHost` in a 320×240 window showing a 4-column grid of 80×60 cells (16 on screen),
/// made on the main thread as they come on screen, so no worker wakes the loop: once the first
/// frames are drawn, the loop sleeps in `SDL_WaitEventTimeout` until something else does. Make
/// it after `SDLLibrary.start()` and let it go before `SDLLibrary.stop()`. Main thread.
@MainActor
final class ProbeHostFixture {
    /// The items on screen.
    static let visibleItemCount = 16

    let window: SDLWindow
    /// Held here: the grid holds its data source weakly.
    let source: ProbeGridSource
    let grid: CollectionNode
    let delegate = ProbeHostDelegate()
    let host: SDLHost

    /// The repository's bundled fonts.
    static let fontsDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SDLMainQueueProbe
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("assets/fonts").path

    init() throws {
        let measurer = try SDLTextMeasurer(fontsDirectory: Self.fontsDirectory)
        let backend = RenderingBackend(textMeasurer: measurer, imageDecoder: SDLImageDecoder(),
                                       rasterizer: SDLRasterizer(textMeasurer: measurer))
        window = try SDLWindow(title: "probe", size: Size(width: 320, height: 240))
        let wake = SDLWakeSignal()
        source = ProbeGridSource(count: 200)
        grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 80, height: 60)), interitemSpacing: 0, lineSpacing: 0),
                              backend: backend, renderMode: .synchronous, wake: { wake.wake() })
        grid.dataSource = source
        host = SDLHost(window: window, textMeasurer: measurer, root: grid,
                       chrome: ProbeHostChrome(), wakeSignal: wake)
        host.delegate = delegate
    }
}
