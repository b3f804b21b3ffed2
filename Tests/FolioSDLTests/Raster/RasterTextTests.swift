import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

@Suite("Raster text", .serialized)
struct RasterTextTests {
    let measurer: SDLTextMeasurer
    let rasterizer: SDLRasterizer

    init() throws {
        measurer = try RasterTestSupport.measurer()
        rasterizer = SDLRasterizer(textMeasurer: measurer)
    }

    /// The width and line skip SDL_ttf itself gives, from a font opened just for the test.
    private func ttf(_ text: String, pixelSize: Int32, bold: Bool = false) throws -> (width: Int32, lineSkip: Int32) {
        let name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        let font = try #require(TTF_OpenFont(RasterTestSupport.fontsDirectory + "/" + name, pixelSize))
        defer { TTF_CloseFont(font) }
        var width: Int32 = 0
        #expect(TTF_SizeUTF8(font, text, &width, nil) == 0)
        return (width, TTF_FontLineSkip(font))
    }

    @Test func missingFontFileIsNamed() throws {
        let directory = try RasterTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(
            atPath: RasterTestSupport.fontsDirectory + "/DejaVuSans.ttf", toPath: directory + "/DejaVuSans.ttf")
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory)
            Issue.record("a directory without the bold font was accepted")
        } catch {
            #expect(error.description.contains(directory + "/DejaVuSans-Bold.ttf"), "\(error)")
            #expect(error.reason == "file not found")
        }
        #expect(throws: SDLError.self) { try SDLTextMeasurer(fontsDirectory: directory + "/nowhere") }
    }

    @Test func fileThatIsNotAFontIsNamed() throws {
        let directory = try RasterTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(
            atPath: RasterTestSupport.fontsDirectory + "/DejaVuSans.ttf", toPath: directory + "/DejaVuSans.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: directory + "/DejaVuSans-Bold.ttf"))
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory)
            Issue.record("a bold font that is not a font was accepted")
        } catch {
            #expect(error.description.contains(directory + "/DejaVuSans-Bold.ttf"), "\(error)")
            #expect(error.reason == "not a font SDL_ttf can open")
        }
        // The main thread's fonts are checked by the same code.
        #expect(throws: SDLError.self) { try SDLFontLibrary(directory: directory) }
    }

    @Test("A FIFO in place of a font is refused at once, naming the file, not waited on for ever")
    func fifoInPlaceOfAFont() throws {
        #expect(RasterTestSupport.started)
        let directory = try RasterTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(
            atPath: RasterTestSupport.fontsDirectory + "/DejaVuSans-Bold.ttf", toPath: directory + "/DejaVuSans-Bold.ttf")
        try #require(mkfifo(directory + "/DejaVuSans.ttf", 0o644) == 0)
        let start = Date()
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory)
            Issue.record("a FIFO was accepted as a font")
        } catch {
            #expect(error.description.contains(directory + "/DejaVuSans.ttf"), "\(error)")
            #expect(error.reason == "not a regular file")
        }
        #expect(throws: SDLError.self) { try SDLFontFile.open(path: directory + "/DejaVuSans.ttf", pixelSize: 12) }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test("A font opened from its file's bytes measures as one opened by path, on many threads at once")
    func fontsFromMemory() async throws {
        #expect(RasterTestSupport.started)
        let path = RasterTestSupport.fontsDirectory + "/DejaVuSans.ttf"
        let expected = try ttf("Hello world", pixelSize: 18)
        let widths = await withTaskGroup(of: Int32.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    guard let font = try? SDLFontFile.open(path: path, pixelSize: 18) else { return -1 }
                    defer { SDLFontFile.close(font) }
                    var width: Int32 = 0
                    TTF_SizeUTF8(font, "Hello world", &width, nil)
                    return width
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(widths == Array(repeating: expected.0, count: 8))
        #expect(SDLFontFile.load(path: path) == nil)
    }

    @Test func widthAndLineHeightAreWhatSDLttfGives() throws {
        for (text, size, bold) in [("Hello world", 18, false), ("Folio — pages…", 31, true), ("x", 7, false)] {
            let expected = try ttf(text, pixelSize: Int32(size), bold: bold)
            let font = FontSpec(weight: bold ? .bold : .regular, pixelSize: size)
            #expect(measurer.width(of: text, font: font) == Double(expected.width), "\(text) at \(size)")
            #expect(measurer.lineHeight(font: font) == Double(expected.lineSkip))
        }
        #expect(measurer.width(of: "", font: FontSpec(weight: .regular, pixelSize: 18)) == 0)
        let bold = measurer.width(of: "Hello world", font: FontSpec(weight: .bold, pixelSize: 18))
        let regular = measurer.width(of: "Hello world", font: FontSpec(weight: .regular, pixelSize: 18))
        #expect(bold > regular)
    }

    @Test func wrappedLinesMeasureWhatSDLttfGivesAndWrapGreedily() throws {
        let text = "The quick brown fox jumps over the lazy dog while the pager turns its pages one by one"
        let attributes = TextAttributes(size: 16)
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: 150, scale: 1, measurer: measurer)
        #expect(layout.lines.count >= 4)
        #expect(layout.lines.joined(separator: " ") == text)
        for (index, line) in layout.lines.enumerated() {
            let width = try ttf(line, pixelSize: 16).width
            #expect(layout.lineWidths[index] == Double(width), "line \(index): \(line)")
            #expect(width <= 150)
            if index + 1 < layout.lines.count {
                let next = layout.lines[index + 1].split(separator: " ").first.map(String.init) ?? ""
                #expect(try ttf(line + " " + next, pixelSize: 16).width > 150, "line \(index) could hold '\(next)'")
            }
        }
        #expect(layout.lineAdvance == Double(try ttf("", pixelSize: 16).lineSkip) * 1.1)
    }

    /// Draws `text` in `attributes` at `origin` onto white and returns the bitmap and text box.
    private func drawn(
        _ text: String, attributes: TextAttributes, origin: Point, boxWidth: Double? = nil,
        size: Size = Size(width: 200, height: 80), scale: Double = 1, background: Color = .white
    ) throws -> (SDLSurfaceBitmap, Rect) {
        let context = try #require(rasterizer.makeContext(size: size, scale: scale))
        context.fill(Rect(origin: .zero, size: size), color: background)
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: boxWidth ?? size.width, scale: scale, measurer: measurer)
        let box = Rect(origin: origin, size: Size(width: boxWidth ?? layout.size.width, height: layout.size.height))
        context.drawText(layout, attributes: attributes, in: box)
        return (rasterizer.finishBitmap(context), box)
    }

    @Test(arguments: [1.0, 2.0])
    func helloHasInkInsideItsBoxAndNoneOutside(scale: Double) throws {
        let (bitmap, box) = try drawn("Hello", attributes: TextAttributes(size: 24), origin: Point(x: 20, y: 10), scale: scale)
        let physical = RasterPixelRect(box, scale: scale)
        var inkInside = 0, touchedOutside = 0
        for (x, y, color) in RasterTestSupport.pixels(bitmap) {
            let inside = x >= physical.x0 && x < physical.x1 && y >= physical.y0 && y < physical.y1
            if inside, color.red < 128 { inkInside += 1 }
            if !inside, color != .white { touchedOutside += 1 }
        }
        #expect(inkInside > Int(60 * scale * scale), "only \(inkInside) dark pixels")
        #expect(touchedOutside == 0)

        // The ink starts where SDL_ttf puts it in its own rendering of the line, offset by the box.
        let font = try #require(TTF_OpenFont(RasterTestSupport.fontsDirectory + "/DejaVuSans.ttf", Int32(24 * scale)))
        defer { TTF_CloseFont(font) }
        let line = try #require(TTF_RenderUTF8_Blended(font, "Hello", SDL_Color(r: 0, g: 0, b: 0, a: 255)))
        defer { SDL_FreeSurface(line) }
        let lineSurface = try #require(RasterSurface.argb(line, consuming: false))
        defer { if lineSurface != line { SDL_FreeSurface(lineSurface) } }
        var reference: (x: Int, y: Int) = (.max, .max)
        for y in 0..<Int(lineSurface.pointee.h) {
            for x in 0..<Int(lineSurface.pointee.w) where RasterSurface.pixel(lineSurface, x: x, y: y) >> 24 >= 128 {
                reference = (min(reference.x, x), min(reference.y, y))
            }
        }
        let ink = RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }
        #expect(ink.map(\.x).min() == physical.x0 + reference.x)
        #expect(ink.map(\.y).min() == physical.y0 + reference.y)
    }

    @Test func textOverTransparentKeepsItsColour() throws {
        let red = TextAttributes(size: 20, color: RasterTestSupport.red)
        let (bitmap, _) = try drawn("Smooth edges", attributes: red, origin: Point(x: 2, y: 2), background: .clear)
        let covered = RasterTestSupport.pixels(bitmap).filter { $0.color.alpha > 0 }
        #expect(covered.count > 100)
        #expect(covered.contains { $0.color.alpha < 255 })
        #expect(covered.allSatisfy { $0.color.red == 255 && $0.color.green == 0 && $0.color.blue == 0 })
    }

    @Test func translucentTextColourIsHonoured() throws {
        let faint = TextAttributes(size: 30, weight: .bold, color: Color.black.withAlpha(100))
        let (bitmap, _) = try drawn("HH", attributes: faint, origin: Point(x: 4, y: 4))
        let darkest = RasterTestSupport.pixels(bitmap).map(\.color.red).min() ?? 255
        #expect(abs(Int(darkest) - 155) <= 2, "darkest \(darkest)")
    }

    /// The leftmost and rightmost columns holding ink.
    private func inkColumns(_ bitmap: SDLSurfaceBitmap) -> ClosedRange<Int>? {
        let xs = RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.map(\.x)
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    @Test func linesAlignWithinTheirBox() throws {
        let width = measurer.width(of: "Hi", font: FontSpec(weight: .regular, pixelSize: 20))
        var columns: [TextAlignment: ClosedRange<Int>] = [:]
        for alignment in [TextAlignment.leading, .center, .trailing] {
            let attributes = TextAttributes(size: 20, alignment: alignment)
            let (bitmap, _) = try drawn("Hi", attributes: attributes, origin: Point(x: 10, y: 10), boxWidth: 180)
            let ink = try #require(inkColumns(bitmap))
            columns[alignment] = ink
        }
        let leading = try #require(columns[.leading]), center = try #require(columns[.center])
        let trailing = try #require(columns[.trailing])
        #expect(leading.lowerBound >= 10 && leading.upperBound < 10 + Int(width))
        #expect(trailing.lowerBound >= 190 - Int(width) && trailing.upperBound < 190)
        let middle = Double(center.lowerBound + center.upperBound) / 2
        #expect(abs(middle - 100) <= 3, "centre of ink at \(middle)")
    }

    @Test func eachLineIsDrawnOneAdvanceBelowTheLast() throws {
        let attributes = TextAttributes(size: 16, lineSpacing: 0.5)
        let layout = TextLayout(text: "Top\nMiddle\nBottom", attributes: attributes, maxWidth: 200, scale: 1, measurer: measurer)
        let (bitmap, box) = try drawn("Top\nMiddle\nBottom", attributes: attributes, origin: Point(x: 0, y: 0), size: Size(width: 200, height: 120))
        #expect(layout.lines.count == 3)
        let rows = Set(RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.map(\.y))
        for line in 0..<3 {
            let top = Int((Double(line) * layout.lineAdvance).rounded())
            let band = top..<(top + Int(layout.lineAdvance))
            #expect(rows.contains { band.contains($0) }, "no ink for line \(line)")
        }
        // The spacing leaves a blank gap between lines.
        let firstBottom = Int(layout.lineAdvance / 1.5)
        #expect(!rows.contains { (firstBottom + 2)..<(Int(layout.lineAdvance) - 1) ~= $0 })
        #expect(rows.allSatisfy { Double($0) < box.maxY })
    }
}
