import FolioCore
import FolioSDL
import Foundation
import Testing

// The samples of the FolioSDL article "Hosting a collection with SDLHost", as they appear there.
// `runPhotoWindow` opens a window, so it is only compiled here; the chrome and the delegate are
// also run by the suite below.

/// A page indicator above the pages: one dot per page, the current one brighter.
@MainActor
final class PageDots: HostChrome {
    func drawChrome(over root: CollectionNode, on canvas: any Canvas) {
        guard let paging = root.pagingState, paging.pageCount > 1, paging.pageCount <= 20 else { return }
        let bounds = canvas.bounds
        let width = Double(paging.pageCount) * 16
        for page in 0..<paging.pageCount {
            let dot = Rect(x: bounds.midX - width / 2 + Double(page) * 16 + 4, y: bounds.maxY - 24, width: 8, height: 8)
            let isCurrent = page == paging.currentPage
            canvas.fillRoundedRect(dot, radius: 4, color: isCurrent ? .white : Color(red: 120, green: 120, blue: 130))
        }
    }
}

/// The app's side of the host: Delete removes the page shown, everything else is the host's.
@MainActor
final class PhotoWindow: SDLHostDelegate {
    let pager: PagerNode
    var removals: [Int] = []

    init(pager: PagerNode) { self.pager = pager }

    func host(_ host: SDLHost, perform command: HostCommand) -> Bool {
        guard command == .delete else { return false }
        removals.append(pager.currentPageIndex)
        return true
    }
}

@MainActor
func runPhotoWindow(dataSource: any PagerDataSource, fontsDirectory: String) throws(SDLError) {
    try SDLLibrary.start()
    defer { SDLLibrary.stop() }                    // last, after the window and the fonts have gone
    let (measurer, backend) = try SDLRenderingBackend.make(fontsDirectory: fontsDirectory)
    let workers = WorkerPool(threadSetup: WorkerThreadPriority.lowerCurrentThread,
                             threadTeardown: SDLTextMeasurer.closeThreadFonts)
    defer { workers.shutdown() }                   // cancels running jobs, joins the threads
    let window = try SDLWindow(title: "Photos", size: Size(width: 1024, height: 700))
    let wake = SDLWakeSignal()
    let pager = PagerNode(backend: backend, renderMode: .asynchronous(workers), wake: { wake.wake() })
    pager.dataSource = dataSource
    let delegate = PhotoWindow(pager: pager)
    let host = SDLHost(window: window, textMeasurer: measurer, root: pager,
                       chrome: PageDots(), wakeSignal: wake)
    host.delegate = delegate
    host.run()                                     // returns on quit: Esc, Q, closing the window
}

@Suite("Documentation: Hosting a collection with SDLHost")
@MainActor
struct HostingSampleTests {
    @Test("the article's chrome draws one dot per page and leaves a single page bare")
    func pageDots() {
        let pager = PagerNode(backend: RenderingBackend(textMeasurer: NoText(), imageDecoder: NoImageFiles(), rasterizer: NoRaster()),
                              renderMode: .synchronous, wake: {})
        let five = BlankPages(count: 5)
        pager.dataSource = five
        let canvas = DotCountingCanvas()
        PageDots().drawChrome(over: pager, on: canvas)
        #expect(canvas.dots == 5)
        let one = BlankPages(count: 1)
        pager.dataSource = one
        let bare = DotCountingCanvas()
        PageDots().drawChrome(over: pager, on: bare)
        #expect(bare.dots == 0)
    }
}

@MainActor
private final class DotCountingCanvas: Canvas {
    var dots = 0
    var bounds: Rect { Rect(x: 0, y: 0, width: 800, height: 600) }
    func fill(_ rect: Rect, color: Color) {}
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { dots += 1 }
    func layoutText(_ text: String, attributes: TextAttributes, maxWidth: Double) -> TextLayout {
        TextLayout(text: text, attributes: attributes, maxWidth: maxWidth, scale: 1, measurer: NoText())
    }
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {}
}

private struct NoText: TextMeasurer {
    func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout {
        TextLayout(request: request, lines: [], isTruncated: false)
    }
}

private struct NoImageFiles: ImageDecoder {
    /// Bytes in memory are decoded as the file named `name` would be.
    func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
    }

    func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        throw ImageDecodingError(path: path, reason: "none")
    }
}

private struct NoRaster: Rasterizer {
    func makeContext(size: Size, scale: Double) -> (any RasterContext)? { nil }
    func finish(_ context: any RasterContext) -> any ItemBitmap { EmptyBitmap() }
}

private final class EmptyBitmap: ItemBitmap {
    var pixelWidth: Int { 0 }
    var pixelHeight: Int { 0 }
    var byteCount: Int { 0 }
}

@MainActor
private final class BlankPages: PagerDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfPages(in pagerNode: PagerNode) -> Int { count }
    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock { { CellNode() } }
}
