import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Plain text laid out and drawn by the real engine on a worker's context: the bundled fonts
/// checked at start, lines wrapped, cut and placed, and glyphs drawn in their colour, read back
/// from the pixels.
@Suite("Raster text", .serialized)
struct RasterTextTests {
    let measurer: SDLTextMeasurer
    let rasterizer: SDLRasterizer

    init() throws {
        measurer = try RasterTestSupport.measurer()
        rasterizer = SDLRasterizer(textMeasurer: measurer)
    }

    private static let paragraph = "The quick brown fox jumps over the lazy dog while the pager turns its pages one by one"

    private func layout(_ text: String, size: Double = 16, maxWidth: Double, maxLines: Int = 0, scale: Double = 1) -> TextLayout {
        TextLayout(text: text, attributes: TextAttributes(size: size, maxLines: maxLines), maxWidth: maxWidth, scale: scale,
                   measurer: measurer)
    }

    /// A directory holding a copy of the bundled font `name`; the other is for the test to put.
    private func directory(copying name: String) throws -> String {
        let directory = try RasterTestSupport.temporaryDirectory()
        try FileManager.default.copyItem(atPath: RasterTestSupport.fontsDirectory + "/" + name, toPath: directory + "/" + name)
        return directory
    }

    // MARK: - Fonts checked at start

    @Test("A missing font file is named, as not found")
    func missingFontFileIsNamed() throws {
        let directory = try directory(copying: "DejaVuSans.ttf")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory)
            Issue.record("a directory without the bold font was accepted")
        } catch {
            #expect(error.description.contains(directory + "/DejaVuSans-Bold.ttf"), "\(error)")
            #expect(error.reason == "file not found")
        }
        #expect(throws: SDLError.self) { try SDLTextMeasurer(fontsDirectory: directory + "/nowhere") }
    }

    @Test("A file that is not a font is named, as one fontconfig cannot read")
    func fileThatIsNotAFontIsNamed() throws {
        let directory = try directory(copying: "DejaVuSans.ttf")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: directory + "/DejaVuSans-Bold.ttf"))
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory)
            Issue.record("a bold font that is not a font was accepted")
        } catch {
            #expect(error.description.contains(directory + "/DejaVuSans-Bold.ttf"), "\(error)")
            #expect(error.reason == "not a font fontconfig can read")
        }
    }

    @Test("A FIFO in place of a font is refused at once, naming the file, not waited on for ever")
    func fifoInPlaceOfAFont() throws {
        #expect(RasterTestSupport.started)
        let directory = try directory(copying: "DejaVuSans-Bold.ttf")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #require(mkfifo(directory + "/DejaVuSans.ttf", 0o644) == 0)
        let start = Date()
        do {
            _ = try SDLTextMeasurer(fontsDirectory: directory)
            Issue.record("a FIFO was accepted as a font")
        } catch {
            #expect(error.description.contains(directory + "/DejaVuSans.ttf"), "\(error)")
            #expect(error.reason == "not a regular file")
        }
        #expect(SDLFontFile.load(path: directory + "/DejaVuSans.ttf") == .notRegular)
        #expect(SDLFontFile.load(path: RasterTestSupport.fontsDirectory + "/DejaVuSans.ttf") == nil)
        #expect(Date().timeIntervalSince(start) < 2)
    }

    // MARK: - Lines

    @Test("A paragraph wraps into several lines, none wider than the width, each holding what the next word would overflow")
    func paragraphWraps() throws {
        let text = layout(Self.paragraph, maxWidth: 150)
        #expect(text.lines.count >= 4, "\(text.lines)")
        #expect(!text.isTruncated)
        for (index, line) in text.textLines.enumerated() {
            #expect(line.width <= 150 && line.width > 0, "line \(index): \(line.text) is \(line.width) wide")
            if index + 1 < text.textLines.count {
                let next = try #require(text.lines[index + 1].split(separator: " ").first)
                let longer = line.text.trimmingCharacters(in: .whitespaces) + " " + next
                #expect(layout(longer, maxWidth: .infinity).lineWidths[0] > 150, "line \(index) could hold '\(next)'")
            }
        }
        #expect(text.size.width <= 150)
    }

    @Test("Latin words are not cut in the middle: the lines hold the paragraph's words, whole and in order")
    func wordsStayWhole() {
        let text = layout(Self.paragraph, maxWidth: 150)
        #expect(text.lines.count >= 4)
        #expect(text.lines.joined().filter { $0 != " " } == Self.paragraph.filter { $0 != " " }, "no character lost or added")
        let words = text.lines.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(words == Self.paragraph.split(separator: " ").map(String.init))
        // At other widths too.
        for width in [60.0, 97.5, 233.25] {
            let words = layout(Self.paragraph, maxWidth: width).lines.flatMap { $0.split(separator: " ").map(String.init) }
            #expect(words == Self.paragraph.split(separator: " ").map(String.init), "width \(width)")
        }
    }

    @Test("A word wider than the line is broken between characters, no piece wider than the line")
    func longWordIsBroken() {
        let word = "Donaudampfschifffahrtsgesellschaftskapitän"
        let text = layout(word, maxWidth: 100)
        #expect(text.lines.count >= 3, "\(text.lines)")
        #expect(text.lines.joined() == word)
        #expect(text.lineWidths.allSatisfy { $0 <= 100 }, "\(text.lineWidths)")
    }

    @Test("A line break starts a new paragraph, each on its own line")
    func hardBreaks() {
        let text = layout("a\nb c\r\nd", maxWidth: 100)
        #expect(text.lines == ["a", "b c", "d"])
        #expect(text.textLines.map(\.paragraph) == [0, 1, 2])
        #expect(text.textLines.allSatisfy { !$0.isRightToLeft })
    }

    @Test("The line limit cuts the text and ends the last line in an ellipsis, within the width")
    func lineLimitEllipsis() {
        let text = layout("one two three four five six seven eight", maxWidth: 80, maxLines: 2)
        #expect(text.isTruncated)
        #expect(text.lines.count == 2)
        #expect(text.lines.last?.hasSuffix(TextLayout.ellipsis) == true, "\(text.lines)")
        #expect(text.lineWidths.allSatisfy { $0 <= 80 })
        let broken = layout("one\ntwo\nthree\nfour", maxWidth: 80, maxLines: 3)
        #expect(broken.isTruncated)
        #expect(broken.lines == ["one", "two", "three" + TextLayout.ellipsis], "more paragraphs follow the limit")
        let unwrapped = layout("a\nb\nc", maxWidth: .infinity, maxLines: 2)
        #expect(unwrapped.isTruncated && unwrapped.lines == ["a", "b" + TextLayout.ellipsis])
    }

    @Test("Text that fits the line limit exactly is not cut")
    func exactFit() {
        let three = layout("one\ntwo\nthree", maxWidth: 80, maxLines: 3)
        #expect(!three.isTruncated)
        #expect(three.lines == ["one", "two", "three"])
        let wrapped = layout(Self.paragraph, maxWidth: 150)
        let limited = layout(Self.paragraph, maxWidth: 150, maxLines: wrapped.lines.count)
        #expect(!limited.isTruncated)
        #expect(limited.lines == wrapped.lines)
    }

    @Test("A cut line is as wide as what it shows, ellipsis included, not the whole width it was cut to")
    func cutLineWidthIsItsContent() {
        // Wide letters, so that the ellipsis, put after the last whole letter that fits, may
        // leave most of a letter's width unused.
        for width in stride(from: 150.0, through: 190, by: 8) {
            let cut = layout("MMMMMMMMMMMM", size: 32, maxWidth: width, maxLines: 1)
            #expect(cut.isTruncated)
            let shown = layout(cut.lines[0], size: 32, maxWidth: .infinity)
            #expect(abs(cut.lineWidths[0] - shown.lineWidths[0]) <= 1,
                    "cut to \(width): \(cut.lines[0]) is \(cut.lineWidths[0]) wide, laid out alone \(shown.lineWidths[0])")
        }
    }

    @Test("An empty text is one empty line of the font's height, of no width")
    func emptyText() {
        let text = layout("", maxWidth: 100)
        #expect(text.lines == [""])
        #expect(text.size.width == 0)
        #expect(text.size.height == layout("x", maxWidth: 100).size.height)
    }

    @Test("A long text stops between paragraphs once its token is cancelled, and an uncancelled token changes nothing")
    func cancellation() {
        let text = (0..<300).map { "Paragraph \($0) of a long text." }.joined(separator: "\n")
        let attributes = TextAttributes(size: 16)
        let token = CancellationToken()
        token.cancel()
        let cut = TextLayout(text: text, attributes: attributes, maxWidth: 300, scale: 1, measurer: measurer, cancellation: token)
        #expect(cut.isCancelled)
        #expect(cut.lines.count < 10, "it went on to \(cut.lines.count) lines")
        let running = CancellationToken()
        let whole = TextLayout(text: text, attributes: attributes, maxWidth: 300, scale: 1, measurer: measurer, cancellation: running)
        #expect(!whole.isCancelled)
        #expect(whole == TextLayout(text: text, attributes: attributes, maxWidth: 300, scale: 1, measurer: measurer))
        #expect(whole.lines.count == 300)
    }

    // MARK: - Drawing

    /// Draws `text` in `attributes` from `origin` onto `background` and returns the bitmap, the
    /// text's box (logical pixels) and its layout.
    private func drawn(
        _ text: String, attributes: TextAttributes, origin: Point, boxWidth: Double? = nil,
        size: Size = Size(width: 200, height: 80), scale: Double = 1, background: Color = .white
    ) throws -> (bitmap: SDLSurfaceBitmap, box: Rect, layout: TextLayout) {
        let context = try #require(rasterizer.makeContext(size: size, scale: scale))
        context.fill(Rect(origin: .zero, size: size), color: background)
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: boxWidth ?? size.width, scale: scale, measurer: measurer)
        let box = Rect(origin: origin, size: Size(width: boxWidth ?? layout.size.width, height: layout.size.height))
        context.drawText(layout, attributes: attributes, in: box)
        return (rasterizer.finishBitmap(context), box, layout)
    }

    /// The leftmost and rightmost columns holding ink (dark pixels).
    private func inkColumns(_ bitmap: SDLSurfaceBitmap) -> ClosedRange<Int>? {
        let xs = RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.map(\.x)
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    @Test("Text is ink of its colour, blended with the background and nothing else, within its box and nowhere outside",
          arguments: [1.0, 2.0])
    func inkOfItsColour(scale: Double) throws {
        let colour = Color(red: 20, green: 40, blue: 160)
        let (bitmap, box, layout) = try drawn("Hello", attributes: TextAttributes(size: 24, color: colour), origin: Point(x: 20, y: 10),
                                              scale: scale)
        let physical = RasterPixelRect(box, scale: scale)
        var inkInside = 0, touchedOutside = 0, offColour: [Color] = []
        var solid = false
        for (x, y, color) in RasterTestSupport.pixels(bitmap) where color != .white {
            let inside = x >= physical.x0 && x < physical.x1 && y >= physical.y0 && y < physical.y1
            if !inside { touchedOutside += 1 }
            if inside, color.red < 128 { inkInside += 1 }
            if RasterTestSupport.close(color, colour, tolerance: 3) { solid = true }
            // Grey-scale antialiasing: an edge pixel is the colour over white at some coverage,
            // the same in every channel (no colour fringes).
            let coverage = Double(255 - Int(color.red)) / Double(255 - Int(colour.red))
            let green = 255 - coverage * Double(255 - Int(colour.green)), blue = 255 - coverage * Double(255 - Int(colour.blue))
            if abs(Double(color.green) - green) > 4 || abs(Double(color.blue) - blue) > 4 || color.alpha != 255 { offColour.append(color) }
        }
        #expect(inkInside > Int(60 * scale * scale), "only \(inkInside) dark pixels")
        #expect(touchedOutside == 0)
        #expect(solid, "no pixel in the text's own colour")
        #expect(offColour.isEmpty, "\(offColour.count) pixels off the colour's blend, such as \(offColour.prefix(3))")
        // Drawn at the layout's scale: the ink spans most of the line, starting at the box's left.
        let ink = try #require(inkColumns(bitmap))
        let width = layout.lineWidths[0]
        #expect(ink.lowerBound >= physical.x0 && ink.lowerBound <= physical.x0 + Int(3 * scale), "ink from \(ink.lowerBound)")
        #expect(Double(ink.count) >= width * 0.85 && Double(ink.count) <= width, "ink \(ink.count) wide in a \(width)-pixel line")
    }

    @Test("Text over a transparent surface keeps its colour: straight alpha, edges only less opaque")
    func textOverTransparentKeepsItsColour() throws {
        let red = TextAttributes(size: 20, color: RasterTestSupport.red)
        let (bitmap, _, _) = try drawn("Smooth edges", attributes: red, origin: Point(x: 2, y: 2), background: .clear)
        let covered = RasterTestSupport.pixels(bitmap).filter { $0.color.alpha > 0 }
        #expect(covered.count > 100)
        #expect(covered.contains { $0.color.alpha < 255 })
        #expect(covered.contains { $0.color.alpha == 255 })
        let tinted = covered.filter { !($0.color.red == 255 && $0.color.green == 0 && $0.color.blue == 0) }
        #expect(tinted.isEmpty, "\(tinted.count) covered pixels not pure red, such as \(tinted.prefix(3).map(\.color))")
    }

    @Test("A translucent text colour is honoured: its fullest coverage blends it over the background")
    func translucentTextColourIsHonoured() throws {
        let faint = TextAttributes(size: 30, weight: .bold, color: Color.black.withAlpha(100))
        let (bitmap, _, _) = try drawn("HH", attributes: faint, origin: Point(x: 4, y: 4))
        let darkest = RasterTestSupport.pixels(bitmap).map(\.color.red).min() ?? 255
        #expect(abs(Int(darkest) - 155) <= 2, "darkest \(darkest)")
    }

    @Test("Lines align within their box: at its left, in its middle, at its right")
    func linesAlignWithinTheirBox() throws {
        var columns: [TextAlignment: ClosedRange<Int>] = [:]
        var width = 0.0
        for alignment in [TextAlignment.leading, .center, .trailing] {
            let attributes = TextAttributes(size: 20, alignment: alignment)
            let (bitmap, _, layout) = try drawn("Hi", attributes: attributes, origin: Point(x: 10, y: 10), boxWidth: 180)
            let ink = try #require(inkColumns(bitmap))
            columns[alignment] = ink
            width = layout.lineWidths[0]
        }
        #expect(width > 10)
        let leading = try #require(columns[.leading]), center = try #require(columns[.center])
        let trailing = try #require(columns[.trailing])
        #expect(leading.lowerBound >= 10 && leading.upperBound < 10 + Int(width), "\(leading)")
        #expect(trailing.lowerBound >= 190 - Int(width) && trailing.upperBound < 190, "\(trailing)")
        let middle = Double(center.lowerBound + center.upperBound) / 2
        #expect(abs(middle - 100) <= 3, "centre of ink at \(middle)")
    }

    @Test("A cut line aligns by what it shows: trailing, its ellipsis ends at the box's right")
    func cutLineAlignsTrailing() throws {
        let attributes = TextAttributes(size: 32, alignment: .trailing, maxLines: 1)
        for width in stride(from: 150.0, through: 190, by: 8) {
            let (bitmap, _, layout) = try drawn("MMMMMMMMMMMM", attributes: attributes, origin: Point(x: 0, y: 10), boxWidth: width,
                                                size: Size(width: 220, height: 60))
            #expect(layout.isTruncated)
            let ink = try #require(inkColumns(bitmap))
            // The same characters drawn uncut from the left: how far short of its line's end
            // the ellipsis's ink stops.
            let (alone, _, aloneLayout) = try drawn(layout.lines[0], attributes: TextAttributes(size: 32), origin: Point(x: 0, y: 10),
                                                    size: Size(width: 220, height: 60))
            let aloneInk = try #require(inkColumns(alone))
            let bearing = aloneLayout.lineWidths[0] - Double(aloneInk.upperBound + 1)
            let expected = width - bearing - 1
            #expect(abs(Double(ink.upperBound) - expected) <= 1, "cut to \(width), the ellipsis ends at \(ink.upperBound), not \(expected)")
        }
    }

    @Test("Each line is drawn below the last by the last one's height, line spacing leaving a gap between them")
    func eachLineIsDrawnBelowTheLast() throws {
        let attributes = TextAttributes(size: 16, lineSpacing: 0.5)
        let (bitmap, box, layout) = try drawn("Top\nMiddle\nBottom", attributes: attributes, origin: Point(x: 0, y: 0),
                                              size: Size(width: 200, height: 120))
        #expect(layout.lines == ["Top", "Middle", "Bottom"])
        let lines = layout.textLines
        #expect(lines[0].top == 0)
        #expect(lines[1].top == lines[0].top + lines[0].height && lines[2].top == lines[1].top + lines[1].height)
        let rows = Set(RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.map(\.y))
        for line in lines {
            // The font's own line is two thirds of the spaced height; the rest is the gap below.
            let top = Int(line.top.rounded()), fontBottom = Int((line.top + line.height / 1.5).rounded())
            #expect(rows.contains { (top..<fontBottom).contains($0) }, "no ink for \(line.text)")
            #expect(!rows.contains { ((fontBottom + 1)..<Int(line.top + line.height)).contains($0) }, "ink in the gap below \(line.text)")
        }
        #expect(rows.allSatisfy { Double($0) < box.maxY })
    }

    @Test("A wrapped paragraph is drawn within its box's width")
    func wrappedParagraphDrawnWithinItsWidth() throws {
        let (bitmap, box, layout) = try drawn(Self.paragraph, attributes: TextAttributes(size: 16), origin: Point(x: 10, y: 0),
                                              boxWidth: 150, size: Size(width: 200, height: 140))
        #expect(layout.lines.count >= 4)
        let ink = try #require(inkColumns(bitmap))
        #expect(ink.lowerBound >= 10 && ink.upperBound < Int(box.maxX), "\(ink) outside 10..<160")
    }

    @Test("A cancelled layout draws nothing")
    func cancelledLayoutDrawsNothing() throws {
        let token = CancellationToken()
        token.cancel()
        let attributes = TextAttributes(size: 16)
        let layout = TextLayout(text: "first\nsecond", attributes: attributes, maxWidth: 200, scale: 1, measurer: measurer, cancellation: token)
        #expect(layout.isCancelled && !layout.lines.isEmpty)
        let context = try #require(rasterizer.makeContext(size: Size(width: 200, height: 60), scale: 1))
        context.fill(Rect(x: 0, y: 0, width: 200, height: 60), color: .white)
        context.drawText(layout, attributes: attributes, in: Rect(x: 0, y: 0, width: 200, height: 60))
        let bitmap = rasterizer.finishBitmap(context)
        #expect(RasterTestSupport.pixels(bitmap).allSatisfy { $0.color == .white })
    }
}
