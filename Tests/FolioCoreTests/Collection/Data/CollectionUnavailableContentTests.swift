@testable import FolioCore
import TestSupport
import Testing

/// A collection logs a cell that cannot be drawn once, and keeps its panel rather than asking
/// for it again and again.
@MainActor
struct CollectionUnavailableContentTests {
    /// Settles a pager of three 800×600 pages over `rasterizer` for a second of frames, and
    /// returns page 0's bitmap and the lines logged about the pages' size.
    private func settle(over rasterizer: FakeRasterizer) -> (bitmap: (any ItemBitmap)?, lines: [String]) {
        var bitmap: (any ItemBitmap)?
        let lines = LogCapture.lines(during: {
            let source = BlockDataSource(count: 3)
            let (pager, scheduler) = PagerFixture.manual(source, backend: FakeRenderingBackend.make(rasterizer: rasterizer))
            PagerFixture.settle(pager, scheduler)
            let first = pager.bitmap(forItemAt: 0)
            for time in stride(from: 0.1, through: 1, by: 0.1) {
                pager.tick(at: time)
                #expect(scheduler.pendingKeys.isEmpty, "no work asked for again at \(time) s")
                PagerFixture.settle(pager, scheduler, at: time)
            }
            #expect(pager.bitmap(forItemAt: 0)?.bitmap === first?.bitmap, "not made again while the page stays")
            bitmap = first?.bitmap
        })
        // Other tests log too: only lines about these pages' size are this test's.
        return (bitmap, lines.filter { $0.contains("800×600 points") })
    }

    @Test("An undrawable page shows its panel, is logged once, and is not rasterised again while it stays")
    func undrawablePageIsLoggedOnce() throws {
        let (bitmap, lines) = settle(over: FakeRasterizer(refusedOverPixels: 300_000))
        let panel = try #require(bitmap as? FakeBitmap)
        #expect(panel.pixelWidth == 512 && panel.pixelHeight == 512, "the stand-in panel, stretched to the page")
        // One line per page of the display range (the first two), each said once.
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.contains("item 0 cannot be drawn: no memory for the bitmap of a cell of 800×600 points; it shows the unavailable panel"),
                "\(lines)")
    }

    @Test("A page whose panel cannot be made either is not retried every frame, and is logged once")
    func pageWithoutPanelIsNotRetried() {
        let (bitmap, lines) = settle(over: FakeRasterizer(refusedOverPixels: 100_000))
        #expect(bitmap == nil)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.hasSuffix("nor can its unavailable panel be, for now") }, "\(lines)")
    }
}
