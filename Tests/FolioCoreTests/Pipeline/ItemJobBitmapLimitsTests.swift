@testable import FolioCore
import TestSupport
import Testing

/// A cell larger than the platform's largest bitmap is drawn smaller, and one that cannot be
/// drawn at all shows the unavailable panel with the reason.
struct ItemJobBitmapLimitsTests {
    private func run(_ size: Size, scale: Double = 1, rasterizer: FakeRasterizer) -> ItemWorkResult? {
        let cell = CellNode()
        cell.backgroundColor = Color(red: 9, green: 9, blue: 9)
        let job = ItemJob(element: 0, generation: 0, contentVersion: 0, block: nil, node: cell, layout: nil, range: .exactly(size),
                          scale: scale, needsPreload: false, needsBitmap: true,
                          backend: FakeRenderingBackend.make(rasterizer: rasterizer), ticket: ItemJob.Ticket())
        return job.run()
    }

    private func text(of bitmap: FakeBitmap) -> String {
        bitmap.calls.flatMap { call -> [String] in
            if case .text(let lines, _) = call { return lines }
            return []
        }.joined(separator: " ")
    }

    @Test("A cell over the longest side is drawn whole at the scale that fits, and carries the display scale")
    func overlongCellIsDrawnSmaller() throws {
        let rasterizer = FakeRasterizer(bitmapLimits: BitmapLimits(maximumSide: 1_000, maximumByteCount: .max))
        let result = try #require(run(Size(width: 200, height: 4_000), scale: 2, rasterizer: rasterizer))
        let bitmap = try #require(result.bitmap as? FakeBitmap)
        #expect(bitmap.pixelHeight <= 1_000 && bitmap.pixelHeight >= 990, "\(bitmap.pixelHeight)")
        #expect(bitmap.pixelWidth == 50)
        #expect(bitmap.calls == [.fill(Rect(x: 0, y: 0, width: 200, height: 4_000), Color(red: 9, green: 9, blue: 9))])
        #expect(result.scale == 2, "made for the display's scale, so the collection does not ask again")
        #expect(result.unavailableReason == nil)
    }

    @Test("A cell no scale fits shows the unavailable panel saying why, within the limits")
    func undrawableCellShowsThePanel() throws {
        let rasterizer = FakeRasterizer(bitmapLimits: BitmapLimits(maximumSide: 16_384, maximumByteCount: 128 << 20))
        let result = try #require(run(Size(width: 1, height: 30_000_000), rasterizer: rasterizer))
        let reason = try #require(result.unavailableReason)
        #expect(reason.contains("1×30000000 points") && reason.contains("too long"), "\(reason)")
        let bitmap = try #require(result.bitmap as? FakeBitmap)
        #expect(bitmap.pixelWidth == 1 && bitmap.pixelHeight == 512)
        #expect(bitmap.calls.first == .roundedRect(Rect(x: 0, y: 0, width: 1, height: 512), 0, UnavailablePanel.panel))
        #expect(result.size == Size(width: 1, height: 30_000_000), "shown stretched to the cell's frame")
    }

    @Test("A cell whose bitmap cannot be had for memory shows the panel with the reason and title")
    func refusedContextShowsThePanel() throws {
        let rasterizer = FakeRasterizer(refusedOverPixels: 2_000_000)
        let result = try #require(run(Size(width: 2_000, height: 2_000), rasterizer: rasterizer))
        #expect(result.unavailableReason == "no memory for the bitmap of a cell of 2000×2000 points")
        let bitmap = try #require(result.bitmap as? FakeBitmap)
        #expect(bitmap.pixelWidth == 512 && bitmap.pixelHeight == 512)
        let words = text(of: bitmap)
        #expect(words.contains("Content unavailable") && words.contains("no memory"), "\(words)")
    }

    @Test("An empty cell still gets no bitmap and no panel")
    func emptyCellHasNothing() throws {
        let result = try #require(run(Size(width: 100, height: 0), rasterizer: FakeRasterizer()))
        #expect(result.bitmap == nil && result.unavailableReason == nil)
    }
}
