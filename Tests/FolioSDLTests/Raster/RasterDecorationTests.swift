import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

/// Borders, shadows and groups drawn by `SDLRasterContext`, read back pixel by pixel.
@Suite("Raster decorations", .serialized)
struct RasterDecorationTests {
    let rasterizer: SDLRasterizer
    typealias T = RasterTestSupport
    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)

    init() throws {
        rasterizer = SDLRasterizer(textMeasurer: try RasterTestSupport.measurer())
    }

    private func context(_ width: Double, _ height: Double, scale: Double = 1) throws -> any RasterContext {
        try #require(rasterizer.makeContext(size: Size(width: width, height: height), scale: scale))
    }

    // MARK: - Borders

    @Test func squareBorderColoursOnlyItsBandInsideTheFrame() throws {
        let context = try context(40, 30)
        context.strokeRoundedRect(Rect(x: 5, y: 5, width: 30, height: 20), radius: 0, width: 2, color: T.red)
        let bitmap = rasterizer.finishBitmap(context)
        for (x, y, color) in T.pixels(bitmap) {
            let inFrame = (5..<35).contains(x) && (5..<25).contains(y)
            let inHole = (7..<33).contains(x) && (7..<23).contains(y)
            #expect(color == (inFrame && !inHole ? T.red : .clear), "pixel (\(x), \(y))")
        }
    }

    @Test func roundedBorderFollowsTheCorners() throws {
        let context = try context(40, 40)
        context.strokeRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, width: 2, color: T.red)
        let bitmap = rasterizer.finishBitmap(context)
        // The corner pixel is outside the arc; on the diagonal the band lies between radii 8 and 10.
        #expect(bitmap.color(atX: 0, y: 0) == .clear)
        #expect(bitmap.color(atX: 1, y: 1) == .clear)
        #expect(bitmap.color(atX: 3, y: 3) == T.red)
        #expect(bitmap.color(atX: 36, y: 36) == T.red)
        #expect(bitmap.color(atX: 6, y: 6) == .clear)
        // Straight sides and the inside.
        #expect(bitmap.color(atX: 20, y: 0) == T.red && bitmap.color(atX: 20, y: 1) == T.red)
        #expect(bitmap.color(atX: 20, y: 2) == .clear)
        #expect(bitmap.color(atX: 0, y: 20) == T.red && bitmap.color(atX: 39, y: 20) == T.red)
        #expect(bitmap.color(atX: 20, y: 20) == .clear)
        // Anti-aliased arc: some pixels partly covered.
        #expect(T.pixels(bitmap).contains { $0.color.alpha > 0 && $0.color.alpha < 255 })
    }

    @Test func hairlineTakesOnePhysicalPixel() throws {
        let context = try context(20, 20, scale: 2)
        context.strokeRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 0, width: 0.1, color: T.blue)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 20, y: 0) == T.blue)
        #expect(bitmap.color(atX: 20, y: 1) == .clear)
        #expect(bitmap.color(atX: 39, y: 20) == T.blue)
        #expect(bitmap.color(atX: 38, y: 20) == .clear)
    }

    @Test func borderWiderThanHalfTheFrameFillsIt() throws {
        let context = try context(10, 10)
        context.strokeRoundedRect(Rect(x: 0, y: 0, width: 10, height: 6), radius: 0, width: 50, color: T.green)
        let bitmap = rasterizer.finishBitmap(context)
        #expect((0..<10).allSatisfy { x in (0..<6).allSatisfy { bitmap.color(atX: x, y: $0) == T.green } })
        #expect(bitmap.color(atX: 5, y: 6) == .clear)
    }

    @Test func borderOfAnAbsurdFrameDrawsNothingAndDoesNotTrap() throws {
        let context = try context(10, 10)
        context.strokeRoundedRect(Rect(x: .nan, y: 0, width: 5, height: 5), radius: 2, width: 1, color: T.red)
        context.strokeRoundedRect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), radius: .infinity, width: 1, color: T.red)
        context.strokeRoundedRect(Rect(x: 2, y: 2, width: 5, height: 5), radius: 1, width: .infinity, color: T.red)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 4, y: 4) == T.red)
        #expect(bitmap.color(atX: 0, y: 0) == .clear)
    }

    // MARK: - Shadows

    /// The alpha along row `y` of a shadow drawn alone.
    private func shadowRow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double = 0, size: Size, y: Int) throws -> [Int] {
        let context = try context(size.width, size.height)
        context.drawShadow(shadow, of: rect, cornerRadius: cornerRadius)
        let bitmap = rasterizer.finishBitmap(context)
        return (0..<bitmap.pixelWidth).map { Int(bitmap.color(atX: $0, y: y).alpha) }
    }

    @Test func shadowDarkensOutsideTheFrameFadingWithDistance() throws {
        let shadow = Shadow(color: Self.black, offset: .zero, radius: 4, opacity: 1)
        let alphas = try shadowRow(shadow, of: Rect(x: 20, y: 20, width: 20, height: 20), size: Size(width: 60, height: 60), y: 30)
        #expect(alphas[30] >= 250, "\(alphas)")
        // Outside the right edge (x = 40): present, then fading, then gone within 1.5 radii.
        #expect(alphas[40] > 0 && alphas[40] < 200, "\(alphas)")
        #expect(alphas[40] > alphas[41] && alphas[41] > alphas[42] && alphas[42] > alphas[43], "\(alphas)")
        #expect(alphas[43] > 0, "\(alphas)")
        #expect(alphas[46...].allSatisfy { $0 == 0 }, "\(alphas)")
        // Symmetric without an offset.
        for d in 0..<10 { #expect(abs(alphas[39 - d] - alphas[20 + d]) <= 1, "\(alphas)") }
    }

    @Test func shadowOffsetMovesIt() throws {
        let shadow = Shadow(color: Self.black, offset: Size(width: 5, height: 0), radius: 4, opacity: 1)
        let alphas = try shadowRow(shadow, of: Rect(x: 20, y: 20, width: 20, height: 20), size: Size(width: 70, height: 60), y: 30)
        // The shape now spans 25..<45: symmetric around that.
        for d in 0..<10 { #expect(abs(alphas[45 + d] - alphas[24 - d]) <= 1, "\(alphas)") }
        #expect(alphas[19] < alphas[45], "\(alphas)")
        #expect(alphas[47] > 0 && alphas[17] < alphas[47], "\(alphas)")
    }

    @Test func shadowOpacityAndColourScaleIt() throws {
        let full = try shadowRow(Shadow(color: Self.black, offset: .zero, radius: 2, opacity: 1),
                                 of: Rect(x: 10, y: 10, width: 20, height: 20), size: Size(width: 40, height: 40), y: 20)
        let half = try shadowRow(Shadow(color: Self.black.withAlpha(128), offset: .zero, radius: 2, opacity: 0.5),
                                 of: Rect(x: 10, y: 10, width: 20, height: 20), size: Size(width: 40, height: 40), y: 20)
        #expect(abs(half[20] - full[20] / 4) <= 2, "\(half[20]) vs \(full[20])")
        #expect(half[30] > 0 && half[30] < full[30], "\(half[30]) vs \(full[30])")
    }

    @Test func shadowWithoutRadiusIsTheShapeItself() throws {
        let alphas = try shadowRow(Shadow(color: Self.black, offset: Size(width: 2, height: 0), radius: 0, opacity: 1),
                                   of: Rect(x: 5, y: 5, width: 10, height: 10), size: Size(width: 20, height: 20), y: 8)
        #expect(alphas == (0..<20).map { (7..<17).contains($0) ? 255 : 0 })
    }

    @Test func roundedShadowIsFainterAtTheCornerThanAlongTheSide() throws {
        let context = try context(60, 60)
        context.drawShadow(Shadow(color: Self.black, offset: .zero, radius: 4, opacity: 1),
                           of: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 12)
        let bitmap = rasterizer.finishBitmap(context)
        let side = bitmap.color(atX: 30, y: 9).alpha, corner = bitmap.color(atX: 11, y: 11).alpha
        #expect(corner < side, "corner \(corner), side \(side)")
        #expect(bitmap.color(atX: 30, y: 30).alpha >= 250)
    }

    @Test(arguments: [1.0, 2.0])
    func longShadowMatchesAShortOneAlongItsMiddle(scale: Double) throws {
        // The squeezed mask must give a long shape the same edge profile as a short one.
        func profile(height: Double) throws -> [Int] {
            let context = try context(40, height + 40, scale: scale)
            context.drawShadow(Shadow(color: Self.black, offset: .zero, radius: 5, opacity: 1),
                               of: Rect(x: 10, y: 20, width: 20, height: height), cornerRadius: 6)
            let bitmap = rasterizer.finishBitmap(context)
            let y = Int((20 + height / 2) * scale)
            return (0..<bitmap.pixelWidth).map { Int(bitmap.color(atX: $0, y: y).alpha) }
        }
        #expect(try profile(height: 60) == profile(height: 600))
    }

    @Test func shadowOfAHugeRadiusIsDrawnAtTheWidestBlurInsteadOfAskingForTerabytes() throws {
        let context = try context(100, 100)
        context.drawShadow(Shadow(color: Self.black, offset: .zero, radius: 1e6, opacity: 1),
                           of: Rect(x: 40, y: 40, width: 20, height: 20), cornerRadius: 4)
        let bitmap = rasterizer.finishBitmap(context)
        // Spread so wide that the middle is faint and the corner of the bitmap still touched.
        let middle = bitmap.color(atX: 50, y: 50).alpha, corner = bitmap.color(atX: 0, y: 0).alpha
        #expect(middle > 0 && middle < 60, "\(middle)")
        #expect(corner > 0 && corner <= middle, "\(corner)")
    }

    @Test func shadowIsClippedToTheBitmap() throws {
        let context = try context(20, 20)
        context.drawShadow(Shadow(color: Self.black, offset: .zero, radius: 4, opacity: 1),
                           of: Rect(x: -1e9, y: -5, width: 2e9, height: 10), cornerRadius: 3)
        context.drawShadow(Shadow(color: Self.black, offset: Size(width: .nan, height: 0), radius: 3, opacity: 1),
                           of: Rect(x: 0, y: 10, width: 10, height: 10), cornerRadius: 3)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 10, y: 0).alpha > 240)
        #expect(bitmap.color(atX: 10, y: 6).alpha > 0)
        #expect(bitmap.color(atX: 5, y: 15) == .clear)
    }

    // MARK: - Groups

    @Test func halfOpaqueGroupOverWhiteGivesTheBlend() throws {
        let context = try context(10, 10)
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Self.white)
        context.beginLayer(opacity: 0.5)
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: T.red)
        context.endLayer()
        let bitmap = rasterizer.finishBitmap(context)
        #expect(T.close(bitmap.color(atX: 5, y: 5), Color(red: 255, green: 127, blue: 127), tolerance: 1), "\(bitmap.color(atX: 5, y: 5))")
    }

    @Test func overlappingDrawingsInAGroupCompositeAsOne() throws {
        let context = try context(30, 10)
        context.fill(Rect(x: 0, y: 0, width: 30, height: 10), color: Self.white)
        context.beginLayer(opacity: 0.5)
        context.fill(Rect(x: 0, y: 0, width: 20, height: 10), color: T.red)
        context.fill(Rect(x: 10, y: 0, width: 20, height: 10), color: T.blue)
        context.endLayer()
        let bitmap = rasterizer.finishBitmap(context)
        // Where they overlap the blue hides the red before the group fades: no red shows through.
        #expect(T.close(bitmap.color(atX: 15, y: 5), Color(red: 127, green: 127, blue: 255), tolerance: 1), "\(bitmap.color(atX: 15, y: 5))")
        #expect(T.close(bitmap.color(atX: 5, y: 5), Color(red: 255, green: 127, blue: 127), tolerance: 1))
    }

    @Test func nestedGroupsMultiply() throws {
        let context = try context(10, 10)
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Self.white)
        context.beginLayer(opacity: 0.5)
        context.beginLayer(opacity: 0.5)
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Self.black)
        context.endLayer()
        context.endLayer()
        let bitmap = rasterizer.finishBitmap(context)
        #expect(T.close(bitmap.color(atX: 5, y: 5), Color(red: 191, green: 191, blue: 191), tolerance: 2), "\(bitmap.color(atX: 5, y: 5))")
    }

    @Test func groupOverTransparentPixelsKeepsItsColourAndFadesItsAlpha() throws {
        let context = try context(10, 10)
        context.beginLayer(opacity: 0.25)
        context.fillRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0, color: T.green)
        context.endLayer()
        let bitmap = rasterizer.finishBitmap(context)
        #expect(T.close(bitmap.color(atX: 5, y: 5), T.green.withAlpha(64), tolerance: 1))
    }

    @Test func unbalancedGroupCallsAreHarmless() throws {
        let context = try context(10, 10)
        context.endLayer()
        context.beginLayer(opacity: 0.5)
        context.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Self.black)
        // Finished with the group still open: it is blended in as it is.
        let bitmap = rasterizer.finishBitmap(context)
        #expect(T.close(bitmap.color(atX: 5, y: 5), Self.black.withAlpha(128), tolerance: 1))
    }

    @Test func contextDroppedInsideAGroupFreesItsSurfaces() throws {
        // Run under the sanitizers or a leak checker this would flag a double free or a leak.
        for _ in 0..<50 {
            let context = try context(50, 50)
            context.beginLayer(opacity: 0.5)
            context.beginLayer(opacity: 0.5)
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: Self.black)
        }
    }
}
