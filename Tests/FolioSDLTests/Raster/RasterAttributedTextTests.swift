import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Styled text drawn by the real engine on a worker's context: each run in its own weight, slant,
/// family, colour and size on one baseline, links in their colour and underlined, read back from
/// the pixels. Where a run lies on its line comes from the engine's link spans.
@Suite("Raster attributed text", .serialized)
struct RasterAttributedTextTests {
    let measurer: SDLTextMeasurer
    let rasterizer: SDLRasterizer

    init() throws {
        measurer = try RasterTestSupport.measurer()
        rasterizer = SDLRasterizer(textMeasurer: measurer)
    }

    /// `layout` drawn at (10, 10) onto white.
    private func draw(_ layout: TextLayout, attributes: TextAttributes, size: Size = Size(width: 300, height: 80),
                      scale: Double = 1) throws -> SDLSurfaceBitmap {
        let context = try #require(rasterizer.makeContext(size: size, scale: scale))
        context.fill(Rect(origin: .zero, size: size), color: .white)
        context.drawText(layout, attributes: attributes, in: Rect(origin: Point(x: 10, y: 10), size: layout.size))
        return rasterizer.finishBitmap(context)
    }

    /// `text` over `attributes` laid out for the surface's width less 20 and drawn at (10, 10)
    /// onto white, with its layout.
    private func drawn(_ text: AttributedText, attributes: TextAttributes, size: Size = Size(width: 300, height: 80),
                       scale: Double = 1) throws -> (bitmap: SDLSurfaceBitmap, layout: TextLayout) {
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: size.width - 20, scale: scale, measurer: measurer)
        return (try draw(layout, attributes: attributes, size: size, scale: scale), layout)
    }

    private func darkPixels(_ bitmap: SDLSurfaceBitmap) -> Int {
        RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.count
    }

    /// The leftmost and rightmost columns holding dark ink.
    private func inkColumns(_ bitmap: SDLSurfaceBitmap) -> ClosedRange<Int>? {
        let xs = RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.map(\.x)
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    /// The physical columns link span `index` of the first line covers, drawn from x = 10.
    private func columns(of span: TextLinkSpan, scale: Double = 1) -> Range<Int> {
        Int((10 * scale + span.x).rounded())..<Int((10 * scale + span.x + span.width).rounded())
    }

    @Test("A bold run is drawn bold: more ink than the same words regular, on a wider line", arguments: [1.0, 2.0])
    func boldRun(scale: Double) throws {
        let attributes = TextAttributes(size: 20)
        let (regular, plainLayout) = try drawn(AttributedText("Heavy words"), attributes: attributes, scale: scale)
        let (bold, boldLayout) = try drawn(AttributedText("Heavy words", .bold), attributes: attributes, scale: scale)
        #expect(Double(darkPixels(bold)) > Double(darkPixels(regular)) * 1.25, "\(darkPixels(bold)) against \(darkPixels(regular))")
        #expect(boldLayout.lineWidths[0] > plainLayout.lineWidths[0])
    }

    @Test("Each run is drawn in its own colour where it lies, and a plain run in the attributes' colour")
    func runColours() throws {
        let red = Color(red: 220, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 220)
        // The coloured runs are links drawn as plain text, so that the engine says where they are.
        let text = AttributedText("MMMM", TextRunStyle(color: red, isUnderlined: false, link: "x:red")) + AttributedText(" MMMM ")
            + AttributedText("MMMM", TextRunStyle(color: blue, isUnderlined: false, link: "x:blue"))
        let (bitmap, layout) = try drawn(text, attributes: TextAttributes(size: 24, color: .black))
        let spans = try #require(layout.textLines.first?.linkSpans)
        #expect(layout.lines.count == 1)
        try #require(spans.map(\.link) == [0, 1])
        let regions = [columns(of: spans[0]), columns(of: spans[0]).upperBound..<columns(of: spans[1]).lowerBound, columns(of: spans[1])]
        var counts: [[Int]] = Array(repeating: [0, 0, 0], count: 3)  // red, blue, black per region
        for (x, _, color) in RasterTestSupport.pixels(bitmap) {
            guard let index = regions.firstIndex(where: { $0.contains(x) }) else { continue }
            if color.red > 150, color.green < 90, color.blue < 90 { counts[index][0] += 1 }
            if color.blue > 150, color.red < 90, color.green < 90 { counts[index][1] += 1 }
            if color.red < 60, color.green < 60, color.blue < 60 { counts[index][2] += 1 }
        }
        #expect(counts[0][0] > 100 && counts[0][1] == 0 && counts[0][2] == 0, "\(counts)")
        #expect(counts[1][2] > 100 && counts[1][0] == 0 && counts[1][1] == 0, "\(counts)")
        #expect(counts[2][1] > 100 && counts[2][0] == 0 && counts[2][2] == 0, "\(counts)")
    }

    /// Rows of `bitmap` where at least nine in ten of `columns` match: an underline.
    private func underlineRows(_ bitmap: SDLSurfaceBitmap, _ columns: Range<Int>, _ matches: (Color) -> Bool) -> [Int] {
        (0..<bitmap.pixelHeight).filter { y in
            columns.filter { matches(bitmap.color(atX: $0, y: y)) }.count * 10 >= columns.count * 9
        }
    }

    @Test("A link is drawn in the link colour with a line under it, below the baseline; plain text has neither")
    func linkUnderline() throws {
        let green = Color(red: 0, green: 160, blue: 0)
        var attributes = TextAttributes(size: 20, color: .black)
        attributes.linkStyle = TextLinkStyle(color: green)
        let text = AttributedText("plain ") + AttributedText("linked", link: "x:1")
        let (bitmap, layout) = try drawn(text, attributes: attributes)
        let line = try #require(layout.textLines.first)
        let span = try #require(line.linkSpans.first)
        #expect(line.linkSpans.count == 1)
        let linkColumns = columns(of: span), plainColumns = 10..<(linkColumns.lowerBound - 2)
        // Cairo draws the underline where the font puts it, which may straddle two pixel rows:
        // a row of clearly green pixels, not necessarily solid ones.
        let underline = underlineRows(bitmap, linkColumns) { Int($0.green) - Int($0.red) > 60 && abs(Int($0.red) - Int($0.blue)) < 10 }
        #expect(!underline.isEmpty, "no underline under the link")
        // Row y covers y..<y + 1: the first row under a baseline at y is row y.
        let baseline = 10 + Int(line.baseline.rounded())
        #expect(underline.allSatisfy { $0 >= baseline && $0 <= baseline + 4 }, "underline rows \(underline), baseline \(10 + line.baseline)")
        #expect(underlineRows(bitmap, plainColumns) { $0.red < 100 }.isEmpty, "plain text is not underlined")
        var greenInPlain = 0, greenInLink = 0, blackInLink = 0
        for (x, _, color) in RasterTestSupport.pixels(bitmap) {
            let isGreen = color.green > 120 && color.red < 60 && color.blue < 60
            if plainColumns.contains(x), isGreen { greenInPlain += 1 }
            if linkColumns.contains(x), isGreen { greenInLink += 1 }
            if linkColumns.contains(x), color.red < 60, color.green < 60, color.blue < 60 { blackInLink += 1 }
        }
        #expect(greenInLink > 100 && blackInLink == 0 && greenInPlain == 0, "link \(greenInLink) green, \(blackInLink) black; plain \(greenInPlain) green")
    }

    @Test("A pressed link is drawn in its highlight colour without a glyph moving, and the rest as before")
    func pressedLink() throws {
        var attributes = TextAttributes(size: 20, color: .black)
        attributes.linkStyle = TextLinkStyle(color: .black)
        let text = AttributedText("plain ") + AttributedText("linked", link: "x:1") + AttributedText(" end")
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: 280, scale: 1, measurer: measurer)
        let span = try #require(layout.textLines.first?.linkSpans.first)
        let red = Color(red: 230, green: 0, blue: 0)
        let before = try draw(layout, attributes: attributes)
        let after = try draw(layout.coloringLink(0, red), attributes: attributes)
        let linkColumns = columns(of: span)
        var changedOutside = 0, redInLink = 0, coverageMoved = 0
        for y in 0..<before.pixelHeight {
            for x in 0..<before.pixelWidth {
                let old = before.color(atX: x, y: y), new = after.color(atX: x, y: y)
                if !linkColumns.contains(x), old != new { changedOutside += 1 }
                if linkColumns.contains(x), new.red > 180, new.green < 60 { redInLink += 1 }
                // Where the link's ink is, it still is, as much: black's coverage shows in every
                // channel, red's in green.
                if linkColumns.contains(x), abs(Int(old.red) - Int(new.green)) > 2 { coverageMoved += 1 }
            }
        }
        #expect(changedOutside == 0)
        #expect(redInLink > 100)
        #expect(coverageMoved == 0)
    }

    @Test("Runs of different sizes stand on one baseline, which the layout reports")
    func sharedBaseline() throws {
        // The big run is a link drawn as plain black text, so that the engine says where it is.
        let text = AttributedText("small ") + AttributedText("BIG", TextRunStyle(color: .black, size: 36, isUnderlined: false, link: "x"))
        let (bitmap, layout) = try drawn(text, attributes: TextAttributes(size: 12, color: .black), size: Size(width: 300, height: 100))
        let span = try #require(layout.textLines.first?.linkSpans.first)
        let split = columns(of: span).lowerBound
        // The lowest inked row left and right of the split: letters without descenders end on
        // the baseline.
        var bottoms = (left: 0, right: 0)
        for (x, y, color) in RasterTestSupport.pixels(bitmap) where color.red < 100 {
            if x < split { bottoms.left = max(bottoms.left, y) } else { bottoms.right = max(bottoms.right, y) }
        }
        #expect(bottoms.left > 0 && bottoms.right > 0)
        #expect(abs(bottoms.left - bottoms.right) <= 1, "\(bottoms)")
        #expect(abs(Double(bottoms.right) - (10 + layout.textLines[0].baseline)) <= 1.5, "\(bottoms), baseline \(layout.textLines[0].baseline)")
        // The line is as tall as its biggest run needs.
        let small = TextLayout(text: "small", attributes: TextAttributes(size: 12), maxWidth: 280, scale: 1, measurer: measurer)
        #expect(layout.textLines[0].height > small.textLines[0].height * 2)
    }

    @Test("An italic run is drawn otherwise than the same words upright, with about as much ink")
    func italicRun() throws {
        let attributes = TextAttributes(size: 24)
        let (upright, _) = try drawn(AttributedText("Slanted words"), attributes: attributes)
        let (italic, _) = try drawn(AttributedText("Slanted words", .italic), attributes: attributes)
        var differing = 0
        for y in 0..<upright.pixelHeight {
            for x in 0..<upright.pixelWidth where (upright.color(atX: x, y: y).red < 128) != (italic.color(atX: x, y: y).red < 128) {
                differing += 1
            }
        }
        let ink = darkPixels(upright), slantedInk = darkPixels(italic)
        #expect(differing > ink / 3, "only \(differing) of \(ink) inked pixels differ")
        #expect(abs(slantedInk - ink) < ink / 3, "\(slantedInk) against \(ink)")
        // Attributes that ask for italic draw the same as an italic run.
        var italicAttributes = attributes
        italicAttributes.isItalic = true
        let (whole, _) = try drawn(AttributedText("Slanted words"), attributes: italicAttributes)
        #expect(RasterTestSupport.hash(whole) == RasterTestSupport.hash(italic))
    }

    @Test("A run in the monospace family is set in it: as wide for \"iiii\" as for \"MMMM\", and drawn so")
    func familyReachesTheFont() throws {
        let attributes = TextAttributes(size: 20)
        func width(_ text: AttributedText) -> Double {
            TextLayout(text: text, attributes: attributes, maxWidth: .infinity, scale: 1, measurer: measurer).lineWidths[0]
        }
        let monoThin = width(AttributedText("iiii", .family("monospace"))), monoWide = width(AttributedText("MMMM", .family("monospace")))
        #expect(monoThin == monoWide && monoThin > 0)
        // The default family is proportional, so the comparison means something.
        #expect(width("iiii") * 2 < width("MMMM"))
        // Drawn too: the drawing finds the layout's fonts again.
        let (mono, _) = try drawn(AttributedText("iiii", .family("monospace")), attributes: attributes)
        let (proportional, _) = try drawn(AttributedText("iiii"), attributes: attributes)
        let monoInk = try #require(inkColumns(mono)), proportionalInk = try #require(inkColumns(proportional))
        #expect(Double(monoInk.count) > Double(proportionalInk.count) * 1.5, "\(monoInk) against \(proportionalInk)")
    }

    @Test("Words wrap across runs, and a word split between runs stays whole")
    func wordAcrossRuns() {
        let text = AttributedText("one pre") + AttributedText("fix", .bold) + AttributedText(" two three", .color(.white))
        let layout = TextLayout(text: text, attributes: TextAttributes(size: 16), maxWidth: 60, scale: 1, measurer: measurer)
        #expect(layout.lines.count >= 3, "\(layout.lines)")
        #expect(layout.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "prefix" }, "\(layout.lines)")
        #expect(layout.lineWidths.allSatisfy { $0 <= 60 })
    }

    @Test("A cut line ends in an ellipsis that is not part of the link it cuts")
    func ellipsisIsNotALink() throws {
        let text = AttributedText("aaa ") + AttributedText("bbbb cccc dddd", link: "x:b")
        let layout = TextLayout(text: text, attributes: TextAttributes(size: 16, maxLines: 1), maxWidth: 70, scale: 1, measurer: measurer)
        #expect(layout.isTruncated)
        let line = try #require(layout.textLines.first)
        #expect(line.text.hasSuffix(TextLayout.ellipsis), "\(line.text)")
        let span = try #require(line.linkSpans.first)
        #expect(line.linkSpans.count == 1)
        let shown = TextLayout(text: String(line.text.dropLast()), attributes: TextAttributes(size: 16), maxWidth: .infinity, scale: 1,
                               measurer: measurer).lineWidths[0]
        #expect(span.x + span.width <= shown + 0.5, "the link reaches \(span.x + span.width), its text ends at \(shown)")
    }
}
