import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

@Suite("Raster fills", .serialized)
struct RasterFillTests {
    let rasterizer: SDLRasterizer

    init() throws {
        rasterizer = SDLRasterizer(textMeasurer: try RasterTestSupport.measurer())
    }

    private func context(_ width: Double, _ height: Double, scale: Double = 1) throws -> any RasterContext {
        try #require(rasterizer.makeContext(size: Size(width: width, height: height), scale: scale))
    }

    @Test func newBitmapIsTransparentAndSizedInPhysicalPixels() throws {
        let bitmap = rasterizer.finishBitmap(try context(30, 20, scale: 2))
        #expect(bitmap.pixelWidth == 60)
        #expect(bitmap.pixelHeight == 40)
        #expect(bitmap.byteCount >= 60 * 40 * 4)
        #expect(RasterTestSupport.pixels(bitmap).allSatisfy { $0.color == .clear })
    }

    @Test func emptyOrAbsurdSizesMakeNoContext() {
        #expect(rasterizer.makeContext(size: .zero, scale: 1) == nil)
        #expect(rasterizer.makeContext(size: Size(width: 10, height: -1), scale: 1) == nil)
        #expect(rasterizer.makeContext(size: Size(width: 10, height: 10), scale: 0) == nil)
        #expect(rasterizer.makeContext(size: Size(width: .infinity, height: 10), scale: 1) == nil)
        #expect(rasterizer.makeContext(size: Size(width: 10, height: .nan), scale: 1) == nil)
        #expect(rasterizer.makeContext(size: Size(width: 9000, height: 10), scale: 2) == nil)
        #expect(rasterizer.makeContext(size: Size(width: 8192, height: 1), scale: 2) != nil)
    }

    @Test func redFillCoversExactlyItsRect() throws {
        let context = try context(40, 30)
        context.fill(Rect(x: 10, y: 5, width: 20, height: 10), color: RasterTestSupport.red)
        let bitmap = rasterizer.finishBitmap(context)
        for (x, y, color) in RasterTestSupport.pixels(bitmap) {
            let inside = (10..<30).contains(x) && (5..<15).contains(y)
            #expect(color == (inside ? RasterTestSupport.red : .clear), "pixel (\(x), \(y))")
        }
    }

    @Test func fillIsScaledToPhysicalPixels() throws {
        let context = try context(20, 20, scale: 2)
        context.fill(Rect(x: 5, y: 5, width: 5, height: 5), color: RasterTestSupport.blue)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 10, y: 10) == RasterTestSupport.blue)
        #expect(bitmap.color(atX: 19, y: 19) == RasterTestSupport.blue)
        #expect(bitmap.color(atX: 9, y: 10) == .clear)
        #expect(bitmap.color(atX: 20, y: 19) == .clear)
    }

    @Test func fillPartlyOutsideTheBitmapIsClipped() throws {
        let context = try context(10, 10)
        context.fill(Rect(x: -5, y: 6, width: 100, height: 100), color: RasterTestSupport.green)
        context.fill(Rect(x: -1e12, y: -1e12, width: 1, height: 1), color: RasterTestSupport.red)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 0, y: 6) == RasterTestSupport.green)
        #expect(bitmap.color(atX: 9, y: 9) == RasterTestSupport.green)
        #expect(bitmap.color(atX: 9, y: 5) == .clear)
        #expect(bitmap.color(atX: 0, y: 0) == .clear)
    }

    @Test func halfWhiteOverBlackIsMidGrey() throws {
        let context = try context(4, 4)
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: .black)
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: Color.white.withAlpha(128))
        let pixel = rasterizer.finishBitmap(context).color(atX: 2, y: 2)
        #expect(RasterTestSupport.close(pixel, Color(red: 128, green: 128, blue: 128), tolerance: 1), "\(pixel)")
        #expect(pixel.alpha == 255)
    }

    @Test func translucentFillOverTransparentKeepsItsColour() throws {
        // SDL's own blend would store grey (colour × alpha) here, which looks dark once drawn.
        let context = try context(4, 4)
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: Color.white.withAlpha(128))
        let pixel = rasterizer.finishBitmap(context).color(atX: 1, y: 1)
        #expect(pixel == Color.white.withAlpha(128))
    }

    @Test func twoTranslucentLayersCompose() throws {
        // Red at 50 % over blue at 50 % over nothing: alpha 1 - 0.5 × 0.5 = 0.75; colour weighted
        // 0.5 red to 0.25 blue.
        let context = try context(2, 2)
        context.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: RasterTestSupport.blue.withAlpha(128))
        context.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: RasterTestSupport.red.withAlpha(128))
        let pixel = rasterizer.finishBitmap(context).color(atX: 0, y: 0)
        #expect(RasterTestSupport.close(pixel, Color(red: 170, green: 0, blue: 85, alpha: 192), tolerance: 2), "\(pixel)")
    }

    @Test func roundedRectHasTransparentCornersAndAFilledMiddle() throws {
        let context = try context(40, 40)
        context.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, color: RasterTestSupport.red)
        let bitmap = rasterizer.finishBitmap(context)
        for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (1, 1), (2, 1)] {
            #expect(bitmap.color(atX: x, y: y).alpha == 0, "corner pixel (\(x), \(y))")
        }
        for (x, y) in [(20, 20), (20, 0), (0, 20), (39, 20), (20, 39), (5, 5), (34, 34)] {
            #expect(bitmap.color(atX: x, y: y) == RasterTestSupport.red, "inner pixel (\(x), \(y))")
        }
        // The edge of the arc is anti-aliased: some pixel of the top-left corner is partly covered.
        let partial = (0..<10).flatMap { y in (0..<10).map { x in bitmap.color(atX: x, y: y).alpha } }
            .filter { $0 > 0 && $0 < 255 }
        #expect(!partial.isEmpty)
        // Every covered pixel keeps the full colour (straight alpha, no darkening).
        #expect(RasterTestSupport.pixels(bitmap).allSatisfy { $0.color.alpha == 0 || ($0.color.red == 255 && $0.color.green == 0) })
    }

    @Test func roundedRectAtScaleAndClampedRadius() throws {
        // A radius larger than half the height makes a capsule; at scale 2 it is 20 px tall.
        let context = try context(30, 10, scale: 2)
        context.fill(Rect(x: 0, y: 0, width: 30, height: 10), color: .white)
        context.fillRoundedRect(Rect(x: 0, y: 0, width: 30, height: 10), radius: 100, color: .black)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 0, y: 0) == .white)
        #expect(bitmap.color(atX: 59, y: 19) == .white)
        #expect(bitmap.color(atX: 0, y: 10).red < 128)  // the capsule's left tip at mid-height
        #expect(bitmap.color(atX: 30, y: 0) == .black)  // the flat top in the middle
    }

    @Test func finishedContextDrawsNothing() throws {
        let context = try context(4, 4)
        let bitmap = rasterizer.finishBitmap(context)
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: .black)
        #expect(bitmap.color(atX: 0, y: 0) == .clear)
    }
}

@Suite("Raster pixel rules")
struct RasterPixelRuleTests {
    @Test func overMatchesTheStraightAlphaFormula() {
        let black: UInt32 = 0xFF00_0000
        #expect(RasterPixels.over(rgb: 0xFFFFFF, alpha: 0, onto: black) == black)
        #expect(RasterPixels.over(rgb: 0xFFFFFF, alpha: 255, onto: black) == 0xFFFF_FFFF)
        #expect(RasterPixels.over(rgb: 0xFFFFFF, alpha: 128, onto: black) == 0xFF80_8080)
        #expect(RasterPixels.over(rgb: 0x123456, alpha: 77, onto: 0) == 0x4D12_3456)
    }

    @Test func multiplyRounds() {
        #expect(RasterPixels.multiply(255, 255) == 255)
        #expect(RasterPixels.multiply(255, 0) == 0)
        #expect(RasterPixels.multiply(128, 255) == 128)
        #expect(RasterPixels.multiply(128, 128) == 64)
        for a in stride(from: UInt32(0), through: 255, by: 5) {
            for b in stride(from: UInt32(0), through: 255, by: 5) {
                #expect(RasterPixels.multiply(a, b) == UInt32((Double(a * b) / 255).rounded()))
            }
        }
    }

    @Test func pixelRectSnapsEdgesToTheNearestPixel() {
        let rect = RasterPixelRect(Rect(x: 1.3, y: 1.6, width: 2.4, height: 2), scale: 2)
        #expect(rect == RasterPixelRect(x0: 3, y0: 3, x1: 7, y1: 7))
        #expect(RasterPixelRect(Rect(x: .nan, y: 0, width: 1, height: 1), scale: 1).isEmpty)
        #expect(RasterPixelRect(Rect(x: 0, y: 0, width: .infinity, height: 1), scale: 1).width == 1_000_000_000)
    }
}
