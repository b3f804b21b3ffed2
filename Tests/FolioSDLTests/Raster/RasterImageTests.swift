import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

@Suite("Raster images", .serialized)
final class RasterImageTests {
    let rasterizer: SDLRasterizer
    let decoder = SDLImageDecoder()
    let directory: String
    let pngPath: String

    typealias T = RasterTestSupport

    init() throws {
        rasterizer = SDLRasterizer(textMeasurer: try RasterTestSupport.measurer())
        directory = try RasterTestSupport.temporaryDirectory()
        pngPath = try RasterTestSupport.writeQuadrantImage(in: directory)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }


    // MARK: Decoding

    @Test func pngDecodesToARGBAtFullSize() throws {
        let image = try decoder.decode(atPath: pngPath, maxPixelSize: nil)
        #expect(image.pixelWidth == 80 && image.pixelHeight == 40)
        #expect(image.surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
        #expect(image.byteCount >= 80 * 40 * 4)
        #expect(image.color(atX: 2, y: 2) == .white)
        #expect(image.color(atX: 20, y: 10) == T.red)
        #expect(image.color(atX: 60, y: 10) == T.green)
        #expect(image.color(atX: 20, y: 30) == T.blue)
        #expect(image.color(atX: 60, y: 30) == T.yellow)
    }

    @Test func maxPixelSizeDownscalesToJustCoverIt() throws {
        let image = try decoder.decode(atPath: pngPath, maxPixelSize: Size(width: 20, height: 20))
        // Cover 20×20 with aspect 2:1 → 40×20.
        #expect(image.pixelWidth == 40 && image.pixelHeight == 20)
        #expect(T.close(image.color(atX: 10, y: 5), T.red))
        #expect(T.close(image.color(atX: 30, y: 5), T.green))
        #expect(T.close(image.color(atX: 10, y: 15), T.blue))
        #expect(T.close(image.color(atX: 30, y: 15), T.yellow))
        let small = try decoder.decode(atPath: pngPath, maxPixelSize: Size(width: 4, height: 1))
        #expect(small.pixelWidth == 4 && small.pixelHeight == 2)
    }

    @Test func maxPixelSizeNeverUpscales() throws {
        let image = try decoder.decode(atPath: pngPath, maxPixelSize: Size(width: 400, height: 400))
        #expect(image.pixelWidth == 80 && image.pixelHeight == 40)
        let partlyLarger = try decoder.decode(atPath: pngPath, maxPixelSize: Size(width: 10, height: 400))
        #expect(partlyLarger.pixelWidth == 80 && partlyLarger.pixelHeight == 40)
    }

    @Test func downscaledSizeRules() {
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: nil) == nil)
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: Size(width: 800, height: 500))! == (800, 600))
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: Size(width: 300, height: 600))! == (800, 600))
        #expect(SDLImageDecoder.downscaledSize(width: 1000, height: 333, covering: Size(width: 100, height: 1))! == (100, 34))
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: Size(width: 1600, height: 10)) == nil)
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: Size(width: 0, height: 0)) == nil)
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: Size(width: .nan, height: 300))! == (400, 300))
        #expect(SDLImageDecoder.downscaledSize(width: 1600, height: 1200, covering: Size(width: .infinity, height: 300)) == nil)
    }

    @Test func jpegRoundTrip() throws {
        let path = try RasterTestSupport.writeQuadrantImage(in: directory, jpeg: true)
        let image = try decoder.decode(atPath: path, maxPixelSize: nil)
        #expect(image.pixelWidth == 80 && image.pixelHeight == 40)
        #expect(image.surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
        for (x, y, color) in [(20, 10, T.red), (60, 10, T.green), (20, 30, T.blue), (60, 30, T.yellow), (3, 20, Color.white)] {
            let pixel = image.color(atX: x, y: y)
            #expect(T.close(pixel, color, tolerance: 24), "(\(x), \(y)) is \(pixel)")
        }
        let scaled = try decoder.decode(atPath: path, maxPixelSize: Size(width: 8, height: 8))
        #expect(scaled.pixelWidth == 16 && scaled.pixelHeight == 8)
    }

    @Test func decodeErrorsSayWhatIsWrong() throws {
        #expect(decoder.failureReason(decoding: directory + "/missing.jpg") == "file not found")
        #expect(decoder.failureReason(decoding: directory) == "not a file")

        let text = directory + "/notes.jpg"
        try "not an image at all\n".write(toFile: text, atomically: true, encoding: .utf8)
        #expect(decoder.failureReason(decoding: text) == "not a JPEG, PNG, WebP or GIF image")

        let empty = directory + "/empty.png"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(decoder.failureReason(decoding: empty) == "file is empty")

        // A PNG signature followed by garbage: SDL_image's own message, kept short.
        let broken = directory + "/broken.png"
        let garbage = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64))
        #expect(FileManager.default.createFile(atPath: broken, contents: garbage))
        let message = try #require(decoder.failureReason(decoding: broken))
        #expect(!message.isEmpty && message.count <= SDLImageDecoder.maxReasonLength && !message.contains("\n"), "\(message)")
        #expect(message != "not a JPEG, PNG, WebP or GIF image")

        // Through the protocol, as the pipeline calls it.
        let any: any ImageDecoder = decoder
        #expect(throws: ImageDecodingError(path: text, reason: "not a JPEG, PNG, WebP or GIF image")) {
            try any.decodeImage(atPath: text, maxPixelSize: nil)
        }
    }

    @Test func shortenedKeepsTheFirstLineWithinTheLimit() {
        #expect(SDLImageDecoder.shortened("Unsupported image format") == "Unsupported image format")
        #expect(SDLImageDecoder.shortened("  first\nsecond") == "first")
        #expect(SDLImageDecoder.shortened("") == "could not be decoded")
        let long = SDLImageDecoder.shortened(String(repeating: "x", count: 200))
        #expect(long.count == SDLImageDecoder.maxReasonLength && long.hasSuffix("…"))
    }

    // MARK: Drawing

    private func draw(
        _ mode: ContentMode, in rect: Rect, canvas: Size = Size(width: 60, height: 60), scale: Double = 1,
        cornerRadius: Double = 0, maxPixelSize: Size? = nil
    ) throws -> SDLSurfaceBitmap {
        let image = try decoder.decode(atPath: pngPath, maxPixelSize: maxPixelSize)
        let context = try #require(rasterizer.makeContext(size: canvas, scale: scale))
        context.drawImage(image, in: rect, contentMode: mode, cornerRadius: cornerRadius)
        return rasterizer.finishBitmap(context)
    }

    @Test func aspectFillCropsTheMiddleAndStaysInItsRect() throws {
        // 80×40 into 40×40: scale 1, image columns 20..<60 show, so the white stripe is cut off.
        let bitmap = try draw(.scaleAspectFill, in: Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(bitmap.color(atX: 10, y: 10) == T.red)
        #expect(bitmap.color(atX: 29, y: 29) == T.red)
        #expect(bitmap.color(atX: 30, y: 10) == T.green)
        #expect(bitmap.color(atX: 49, y: 29) == T.green)
        #expect(bitmap.color(atX: 10, y: 30) == T.blue)
        #expect(bitmap.color(atX: 49, y: 49) == T.yellow)
        for (x, y, color) in RasterTestSupport.pixels(bitmap) where !((10..<50).contains(x) && (10..<50).contains(y)) {
            #expect(color == .clear, "(\(x), \(y)) outside the rect")
        }
        #expect(!RasterTestSupport.pixels(bitmap).contains { $0.color == .white })
    }

    @Test func aspectFitLetterboxesWithTransparentBands() throws {
        // 80×40 into 40×40: scale 0.5, a 40×20 picture at y 20..<40 of the 60×60 bitmap.
        let bitmap = try draw(.scaleAspectFit, in: Rect(x: 10, y: 10, width: 40, height: 40))
        for y in 10..<20 { #expect(bitmap.color(atX: 30, y: y) == .clear, "top band row \(y)") }
        for y in 40..<50 { #expect(bitmap.color(atX: 30, y: y) == .clear, "bottom band row \(y)") }
        #expect(T.close(bitmap.color(atX: 11, y: 25), .white, tolerance: 4))  // the stripe, halved
        #expect(T.close(bitmap.color(atX: 20, y: 24), T.red, tolerance: 4))
        #expect(T.close(bitmap.color(atX: 40, y: 24), T.green, tolerance: 4))
        #expect(T.close(bitmap.color(atX: 20, y: 36), T.blue, tolerance: 4))
        #expect(T.close(bitmap.color(atX: 40, y: 36), T.yellow, tolerance: 4))
        #expect(bitmap.color(atX: 30, y: 20).alpha == 255 && bitmap.color(atX: 30, y: 39).alpha == 255)
    }

    @Test func drawingIsScaledToPhysicalPixels() throws {
        // Logical 20×20 at scale 2 is 40×40 physical: as the fill test, shifted to (0, 0).
        let bitmap = try draw(.scaleAspectFill, in: Rect(x: 0, y: 0, width: 20, height: 20), canvas: Size(width: 30, height: 30), scale: 2)
        #expect(bitmap.color(atX: 1, y: 1) == T.red)
        #expect(bitmap.color(atX: 38, y: 1) == T.green)
        #expect(bitmap.color(atX: 1, y: 38) == T.blue)
        #expect(bitmap.color(atX: 38, y: 38) == T.yellow)
        #expect(bitmap.color(atX: 40, y: 40) == .clear)
    }

    @Test func imagePartlyOffTheBitmapIsClipped() throws {
        // The rect's bottom-right quarter (yellow) is all that shows.
        let bitmap = try draw(.scaleAspectFill, in: Rect(x: -20, y: -20, width: 40, height: 40), canvas: Size(width: 30, height: 30))
        #expect(bitmap.color(atX: 0, y: 0) == T.yellow)
        #expect(bitmap.color(atX: 19, y: 19) == T.yellow)
        #expect(bitmap.color(atX: 20, y: 0) == .clear)
        #expect(bitmap.color(atX: 0, y: 20) == .clear)
    }

    @Test func downscaledImageDrawsTheSameQuadrants() throws {
        let bitmap = try draw(.scaleAspectFill, in: Rect(x: 10, y: 10, width: 40, height: 40), maxPixelSize: Size(width: 10, height: 10))
        #expect(T.close(bitmap.color(atX: 15, y: 15), T.red, tolerance: 8))
        #expect(T.close(bitmap.color(atX: 44, y: 15), T.green, tolerance: 8))
        #expect(T.close(bitmap.color(atX: 15, y: 44), T.blue, tolerance: 8))
        #expect(T.close(bitmap.color(atX: 44, y: 44), T.yellow, tolerance: 8))
    }

    @Test func bigReductionAveragesInsteadOfSampling() throws {
        // Columns 3 and 4 of every 8 are white, the rest black: shrunk 8× the average is a quarter
        // white (64), while a single bilinear pass would sample exactly columns 3 and 4 (white).
        let surface = try #require(RasterSurface.make(width: 64, height: 64))
        for y in 0..<64 {
            for x in 0..<64 { RasterSurface.row(surface, y)[x] = (3...4).contains(x % 8) ? 0xFFFF_FFFF : 0xFF00_0000 }
        }
        let image = SDLSurfaceBitmap(adopting: surface)
        let context = try #require(rasterizer.makeContext(size: Size(width: 8, height: 8), scale: 1))
        context.drawImage(image, in: Rect(x: 0, y: 0, width: 8, height: 8), contentMode: .scaleAspectFit, cornerRadius: 0)
        let bitmap = rasterizer.finishBitmap(context)
        for (x, y, color) in RasterTestSupport.pixels(bitmap) {
            #expect((48...80).contains(Int(color.red)) && color.alpha == 255, "(\(x), \(y)) is \(color)")
        }
    }

    @Test func roundedImageCornersAreTransparent() throws {
        let bitmap = try draw(.scaleAspectFill, in: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 10)
        for (x, y) in [(10, 10), (49, 10), (10, 49), (49, 49), (11, 11)] {
            #expect(bitmap.color(atX: x, y: y).alpha == 0, "corner (\(x), \(y))")
        }
        #expect(bitmap.color(atX: 30, y: 10) == T.green)  // the straight top edge
        #expect(bitmap.color(atX: 16, y: 16) == T.red)  // inside the arc
        #expect(bitmap.color(atX: 30, y: 30) == T.yellow)
    }

    @Test func opacityIsKnownAfterDecoding() throws {
        #expect(try decoder.decode(atPath: pngPath, maxPixelSize: nil).isOpaque)
        let jpeg = try RasterTestSupport.writeQuadrantImage(in: directory, jpeg: true)
        #expect(try decoder.decode(atPath: jpeg, maxPixelSize: Size(width: 10, height: 10)).isOpaque)
        let translucent = try RasterTestSupport.writeTranslucentImage(in: directory)
        let image = try decoder.decode(atPath: translucent, maxPixelSize: nil)
        #expect(!image.isOpaque)
        #expect(image.color(atX: 30, y: 5) == T.blue.withAlpha(128))
    }

    @Test(arguments: [0.0, 8.0])
    func translucentImageBlendsAndRoundsItsCorners(cornerRadius: Double) throws {
        let image = try decoder.decode(atPath: try RasterTestSupport.writeTranslucentImage(in: directory), maxPixelSize: nil)
        let context = try #require(rasterizer.makeContext(size: Size(width: 60, height: 60), scale: 1))
        context.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: .white)
        // 40×40 into 20×20 at (10, 10): red on the left, half-blue over white on the right.
        context.drawImage(image, in: Rect(x: 10, y: 10, width: 20, height: 20), contentMode: .scaleAspectFill, cornerRadius: cornerRadius)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(T.close(bitmap.color(atX: 14, y: 20), T.red, tolerance: 2))
        #expect(T.close(bitmap.color(atX: 25, y: 20), Color(red: 127, green: 127, blue: 255), tolerance: 3), "\(bitmap.color(atX: 25, y: 20))")
        #expect(bitmap.color(atX: 9, y: 20) == .white && bitmap.color(atX: 30, y: 20) == .white)
        #expect(bitmap.color(atX: 10, y: 10) == (cornerRadius > 0 ? .white : T.red))
    }

    @Test func translucentImageAtItsOwnSizeIsClippedToTheBitmap() throws {
        // 40×40 at (-10, 0), unscaled: image columns 10..<40 land on bitmap columns 0..<30.
        let image = try decoder.decode(atPath: try RasterTestSupport.writeTranslucentImage(in: directory), maxPixelSize: nil)
        let context = try #require(rasterizer.makeContext(size: Size(width: 60, height: 60), scale: 1))
        context.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: .white)
        context.drawImage(image, in: Rect(x: -10, y: 0, width: 40, height: 40), contentMode: .scaleAspectFit, cornerRadius: 0)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 0, y: 0) == T.red && bitmap.color(atX: 9, y: 39) == T.red)
        #expect(T.close(bitmap.color(atX: 10, y: 20), Color(red: 127, green: 127, blue: 255), tolerance: 1))
        #expect(T.close(bitmap.color(atX: 29, y: 39), Color(red: 127, green: 127, blue: 255), tolerance: 1))
        #expect(bitmap.color(atX: 30, y: 20) == .white && bitmap.color(atX: 5, y: 40) == .white)
    }

    @Test(arguments: [0.0, 8.0])
    func opaqueImageScaledIntoTheBitmapKeepsWhatIsAround(cornerRadius: Double) throws {
        // The opaque path writes straight into the bitmap: it must stay inside the rect, and the
        // cut corners must show what was beneath.
        let image = try decoder.decode(atPath: pngPath, maxPixelSize: nil)
        let context = try #require(rasterizer.makeContext(size: Size(width: 60, height: 60), scale: 1))
        context.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: .black)
        context.drawImage(image, in: Rect(x: 10, y: 10, width: 30, height: 30), contentMode: .scaleAspectFill, cornerRadius: cornerRadius)
        let bitmap = rasterizer.finishBitmap(context)
        for (x, y, color) in RasterTestSupport.pixels(bitmap) where !((10..<40).contains(x) && (10..<40).contains(y)) {
            #expect(color == .black, "(\(x), \(y)) outside the rect")
        }
        #expect(bitmap.color(atX: 10, y: 10) == (cornerRadius > 0 ? .black : T.red))
        #expect(bitmap.color(atX: 39, y: 39) == (cornerRadius > 0 ? .black : T.yellow))
        #expect(T.close(bitmap.color(atX: 14, y: 18), T.red, tolerance: 2))
        #expect(T.close(bitmap.color(atX: 14, y: 32), T.blue, tolerance: 2))
        #expect(T.close(bitmap.color(atX: 35, y: 35), T.yellow, tolerance: 2))
        let arc = bitmap.color(atX: 12, y: 12)
        #expect(cornerRadius == 0 || (arc.red > 0 && arc.red < 255 && arc.green == 0), "\(arc)")
    }

    @Test func imageBlendsOverWhatIsThere() throws {
        let image = try decoder.decode(atPath: pngPath, maxPixelSize: nil)
        let context = try #require(rasterizer.makeContext(size: Size(width: 40, height: 40), scale: 1))
        context.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .black)
        context.drawImage(image, in: Rect(x: 0, y: 0, width: 40, height: 40), contentMode: .scaleAspectFit, cornerRadius: 0)
        let bitmap = rasterizer.finishBitmap(context)
        #expect(bitmap.color(atX: 20, y: 5) == .black)  // band: the background shows through
        #expect(T.close(bitmap.color(atX: 30, y: 15), T.green, tolerance: 4))
    }
}
