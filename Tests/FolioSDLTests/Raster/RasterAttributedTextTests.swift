import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Styled text drawn by a worker's context: each run in its own weight, colour and size on one
/// baseline, links underlined, read back from the pixels.
@Suite("Raster attributed text", .serialized)
struct RasterAttributedTextTests {
    let measurer: SDLTextMeasurer
    let rasterizer: SDLRasterizer

    init() throws {
        measurer = try RasterTestSupport.measurer()
        rasterizer = SDLRasterizer(textMeasurer: measurer)
    }

    /// `text` over `attributes` drawn at (10, 10) onto white, with its layout.
    private func drawn(_ text: AttributedText, attributes: TextAttributes, size: Size = Size(width: 300, height: 80),
                       scale: Double = 1) throws -> (SDLSurfaceBitmap, TextLayout) {
        let context = try #require(rasterizer.makeContext(size: size, scale: scale))
        context.fill(Rect(origin: .zero, size: size), color: .white)
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: size.width - 20, scale: scale, measurer: measurer)
        context.drawText(layout, attributes: attributes, in: Rect(origin: Point(x: 10, y: 10), size: layout.size))
        return (rasterizer.finishBitmap(context), layout)
    }

    private func darkPixels(_ bitmap: SDLSurfaceBitmap) -> Int {
        RasterTestSupport.pixels(bitmap).filter { $0.color.red < 128 }.count
    }

    @Test func ascentIsWhatSDLttfGives() throws {
        for (size, bold) in [(15, false), (31, true)] {
            let font = try #require(TTF_OpenFont(RasterTestSupport.fontsDirectory + (bold ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf"),
                                                 Int32(size)))
            defer { TTF_CloseFont(font) }
            #expect(measurer.ascent(font: FontSpec(weight: bold ? .bold : .regular, pixelSize: size)) == Double(TTF_FontAscent(font)))
        }
    }

    @Test("A bold run is drawn bold: more ink than the same words regular, and as wide as SDL_ttf's bold", arguments: [1.0, 2.0])
    func boldRun(scale: Double) throws {
        let attributes = TextAttributes(size: 20)
        let (regular, _) = try drawn(AttributedText("Heavy words"), attributes: attributes, scale: scale)
        let (bold, layout) = try drawn(AttributedText("Heavy words", .bold), attributes: attributes, scale: scale)
        #expect(Double(darkPixels(bold)) > Double(darkPixels(regular)) * 1.25, "\(darkPixels(bold)) against \(darkPixels(regular))")
        let font = FontSpec(weight: .bold, pixelSize: Int(20 * scale))
        #expect(layout.lineWidths == [measurer.width(of: "Heavy words", font: font)])
    }

    @Test("Each run is drawn in its own colour, where its fragment is, and a plain run in the attributes' colour")
    func runColours() throws {
        let red = Color(red: 220, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 220)
        let text = AttributedText("MMMM", .color(red)) + AttributedText(" MMMM ") + AttributedText("MMMM", .color(blue))
        let (bitmap, layout) = try drawn(text, attributes: TextAttributes(size: 24, color: .black))
        let fragments = try #require(layout.textLines.first?.fragments)
        #expect(fragments.count == 3)
        var counts: [[Int]] = Array(repeating: [0, 0, 0], count: 3)  // red, blue, black per fragment
        for (x, _, color) in RasterTestSupport.pixels(bitmap) {
            guard let index = fragments.lastIndex(where: { Double(x) >= 10 + $0.x }) else { continue }
            if color.red > 150, color.green < 90, color.blue < 90 { counts[index][0] += 1 }
            if color.blue > 150, color.red < 90, color.green < 90 { counts[index][1] += 1 }
            if color.red < 60, color.green < 60, color.blue < 60 { counts[index][2] += 1 }
        }
        #expect(counts[0][0] > 100 && counts[0][1] == 0 && counts[0][2] == 0, "\(counts)")
        #expect(counts[1][2] > 100 && counts[1][0] == 0 && counts[1][1] == 0, "\(counts)")
        #expect(counts[2][1] > 100 && counts[2][0] == 0 && counts[2][2] == 0, "\(counts)")
    }

    @Test("A link is drawn in the link colour with a line under it; plain text has none")
    func linkUnderline() throws {
        let green = Color(red: 0, green: 160, blue: 0)
        var attributes = TextAttributes(size: 20, color: .black)
        attributes.linkStyle = TextLinkStyle(color: green)
        let text = AttributedText("plain ") + AttributedText("linked", link: "x:1")
        let (bitmap, layout) = try drawn(text, attributes: attributes)
        let line = try #require(layout.textLines.first)
        let link = try #require(line.fragments.last)
        let plainRange = 10..<(10 + Int(link.x) - 2), linkRange = (10 + Int(link.x))..<(10 + Int(link.x + link.width))
        // Rows where at least nine in ten of the fragment's columns are inked: an underline.
        func underlineRows(_ columns: Range<Int>, _ matches: (Color) -> Bool) -> [Int] {
            (0..<bitmap.pixelHeight).filter { y in
                columns.filter { matches(bitmap.color(atX: $0, y: y)) }.count * 10 >= columns.count * 9
            }
        }
        let underline = underlineRows(linkRange) { $0.green > 120 && $0.red < 60 }
        #expect(!underline.isEmpty, "no underline under the link")
        let baseline = 10 + Int(line.baseline)
        #expect(underline.allSatisfy { $0 > baseline && $0 <= baseline + 5 }, "underline rows \(underline), baseline \(baseline)")
        #expect(underlineRows(plainRange) { $0.red < 100 }.isEmpty, "plain text is not underlined")
    }

    @Test("Runs of different sizes stand on one baseline")
    func sharedBaseline() throws {
        let text = AttributedText("small ") + AttributedText("BIG", .size(36))
        let (bitmap, layout) = try drawn(text, attributes: TextAttributes(size: 12, color: .black), size: Size(width: 300, height: 100))
        let fragments = try #require(layout.textLines.first?.fragments)
        let split = 10 + Int(fragments[1].x)
        // The lowest inked row left and right of the split: letters without descenders end on
        // the baseline.
        var bottoms = (left: 0, right: 0)
        for (x, y, color) in RasterTestSupport.pixels(bitmap) where color.red < 100 {
            if x < split { bottoms.left = max(bottoms.left, y) } else { bottoms.right = max(bottoms.right, y) }
        }
        #expect(abs(bottoms.left - bottoms.right) <= 1, "\(bottoms)")
        #expect(abs(Double(bottoms.right) - (10 + layout.textLines[0].baseline)) <= 1.5, "\(bottoms), baseline \(layout.textLines[0].baseline)")
    }
}
