import FolioCore
import Testing

/// The scale a cell is drawn at to fit the platform's largest bitmap.
struct BitmapLimitsTests {
    private let limits = BitmapLimits(maximumSide: 16_384, maximumByteCount: 128 << 20)

    @Test("A bitmap within the limits keeps its scale")
    func withinKeepsScale() {
        #expect(limits.scale(toFit: Size(width: 1_280, height: 800), at: 2) == 2)
        #expect(limits.scale(toFit: Size(width: 16_384, height: 1), at: 1) == 1)
    }

    @Test("A side over the limit is drawn at the scale that brings it to the limit, never above")
    func longSideShrinks() throws {
        let size = Size(width: 200, height: 40_000)
        let scale = try #require(limits.scale(toFit: size, at: 1))
        #expect(scale < 1)
        #expect((size.height * scale).rounded() <= 16_384)
        #expect((size.height * scale).rounded() >= 16_300, "the largest scale that fits, not a much smaller one")
    }

    @Test("A bitmap over the byte count is drawn at the scale that brings its area within it")
    func bytesShrink() throws {
        let size = Size(width: 8_000, height: 8_000)
        let scale = try #require(limits.scale(toFit: size, at: 1))
        let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
        #expect(pixels * 4 <= Double(128 << 20))
        #expect(pixels * 4 > 0.99 * Double(128 << 20))
    }

    @Test("Rounding a side up never takes the bitmap past a limit")
    func roundingIsSafe() throws {
        let tight = BitmapLimits(maximumSide: 100, maximumByteCount: 4 * 100 * 37)
        for height in stride(from: 37.0, through: 2_000, by: 13.7) {
            let size = Size(width: 333.3, height: height)
            let scale = try #require(tight.scale(toFit: size, at: 3))
            let width = (size.width * scale).rounded(), tall = (size.height * scale).rounded()
            #expect(width <= 100 && tall <= 100 && width * tall * 4 <= Double(4 * 100 * 37), "\(size) at \(scale)")
        }
    }

    @Test("No scale fits a cell thousands of times longer than wide, an empty one or absurd input")
    func nothingFits() {
        #expect(limits.scale(toFit: Size(width: 1, height: 30_000_000), at: 1) == nil)
        #expect(limits.scale(toFit: .zero, at: 1) == nil)
        #expect(limits.scale(toFit: Size(width: .infinity, height: 10), at: 1) == nil)
        #expect(limits.scale(toFit: Size(width: 10, height: 10), at: .nan) == nil)
        #expect(limits.scale(toFit: Size(width: 10, height: 10), at: 0) == nil)
    }

    @Test("Limits below a pixel count as one pixel; none by default")
    func repairsAndDefaults() {
        let silly = BitmapLimits(maximumSide: -5, maximumByteCount: 0)
        #expect(silly.maximumSide == 1 && silly.maximumByteCount == 4)
        #expect(BitmapLimits.unlimited.scale(toFit: Size(width: 1e6, height: 1e6), at: 2) == 2)
    }
}
