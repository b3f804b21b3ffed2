import CSDL2
@testable import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Cells larger than the largest bitmap a renderer holds are drawn whole at a smaller scale.
@Suite("Rasterizer bitmap limits")
struct SDLRasterizerBitmapLimitsTests {
    @Test("The limits are the rasteriser's longest side and byte count, lowered to every renderer's texture side")
    func limits() throws {
        let rasterizer = SDLRasterizer(textMeasurer: try RasterTestSupport.measurer())
        let limits = rasterizer.bitmapLimits
        #expect(limits.maximumSide == min(SDLRasterizer.maxPixelDimension, SDLTextureSizeLimit.current))
        #expect(limits.maximumByteCount == SDLRasterizer.maxByteCount)
        #expect(SDLTextureSizeLimit.lowered(.max, width: 8_192, height: 16_384) == 8_192)
        #expect(SDLTextureSizeLimit.lowered(4_096, width: 8_192, height: 8_192) == 4_096, "never raised")
        #expect(SDLTextureSizeLimit.lowered(.max, width: 0, height: 0) == .max, "0 is no limit")
        #expect(SDLTextureSizeLimit.lowered(16_384, width: 0, height: 2_048) == 2_048)
    }

    @Test("A cell 40,000 points tall is drawn whole within the longest side: its last row is its own")
    func tallCellIsDrawnWhole() throws {
        let measurer = try RasterTestSupport.measurer()
        let backend = RenderingBackend(textMeasurer: measurer, imageDecoder: SDLImageDecoder(),
                                       rasterizer: SDLRasterizer(textMeasurer: measurer))
        let cell = CellNode()
        cell.backgroundColor = Color(red: 200, green: 40, blue: 90)
        let size = Size(width: 100, height: 40_000)
        let job = ItemJob(element: 0, generation: 0, contentVersion: 0, block: nil, node: cell, layout: nil, range: .exactly(size),
                          scale: 1, needsPreload: false, needsBitmap: true, backend: backend, ticket: ItemJob.Ticket())
        let result = try #require(job.run())
        #expect(result.unavailableReason == nil)
        let bitmap = try #require(result.bitmap as? SDLSurfaceBitmap)
        let side = min(SDLRasterizer.maxPixelDimension, SDLTextureSizeLimit.current)
        #expect(bitmap.pixelHeight <= side && bitmap.pixelHeight > side * 99 / 100, "\(bitmap.pixelHeight)")
        #expect(bitmap.pixelWidth == Int((100 * Double(bitmap.pixelHeight) / 40_000).rounded()))
        #expect(bitmap.color(atX: bitmap.pixelWidth / 2, y: bitmap.pixelHeight - 1) == Color(red: 200, green: 40, blue: 90))
        #expect(bitmap.isOpaque)
    }
}
