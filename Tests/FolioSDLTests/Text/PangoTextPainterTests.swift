import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

/// Text drawn by pangocairo onto Folio's surfaces: real glyphs from fallback faces, colour emoji,
/// right-to-left placement, straight alpha kept, and nothing drawn far outside the frame.
@Suite("Text drawing")
struct PangoTextPainterTests {
    private let measurer: SDLTextMeasurer

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    /// `text` drawn in black at 40 pixels on white, `width`×80, with `alignment`; the caller frees
    /// the surface.
    private func drawn(_ text: String, width: Double = 120, alignment: TextAlignment = .leading,
                       background: Color? = .white) throws -> UnsafeMutablePointer<SDL_Surface> {
        let attributes = TextAttributes(size: 40, alignment: alignment)
        let context = try #require(SDLRasterContext(size: Size(width: width, height: 80), scale: 1, textMeasurer: measurer))
        if let background { context.fill(Rect(x: 0, y: 0, width: width, height: 80), color: background) }
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: width, scale: 1, measurer: measurer)
        context.drawText(layout, attributes: attributes, in: Rect(x: 0, y: 10, width: width, height: 60))
        return try #require(context.takeSurface())
    }

    /// The box around pixels darker than mid grey (ink on white).
    private func inkBox(_ surface: UnsafeMutablePointer<SDL_Surface>) -> RasterPixelRect? {
        var box: RasterPixelRect?
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) {
                let pixel = RasterSurface.pixel(surface, x: x, y: y)
                guard (pixel >> 8 & 255) < 128 else { continue }
                box = box.map { RasterPixelRect(x0: min($0.x0, x), y0: min($0.y0, y), x1: max($0.x1, x + 1), y1: max($0.y1, y + 1)) }
                    ?? RasterPixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1)
            }
        }
        return box
    }

    /// The least share of inked pixels along the four edges of the ink's box: a hex box's frame
    /// is solid on all four, a real glyph is open on one side at least.
    private func edgeCover(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> Double {
        let box = try #require(inkBox(surface))
        func inked(_ x: Int, _ y: Int) -> Bool { (RasterSurface.pixel(surface, x: x, y: y) >> 8 & 255) < 128 }
        let top = (box.x0..<box.x1).filter { inked($0, box.y0) }.count, bottom = (box.x0..<box.x1).filter { inked($0, box.y1 - 1) }.count
        let left = (box.y0..<box.y1).filter { inked(box.x0, $0) }.count, right = (box.y0..<box.y1).filter { inked(box.x1 - 1, $0) }.count
        let width = Double(box.width), height = Double(box.y1 - box.y0)
        return min(Double(top) / width, Double(bottom) / width, Double(left) / height, Double(right) / height)
    }

    @Test("A CJK character is drawn as its glyph, not as the box drawn for an unassigned code point", arguments: ["中", "語", "한"])
    func cjkIsNotABox(character: String) throws {
        let unassigned = try drawn("\u{0378}")
        defer { SDL_FreeSurface(unassigned) }
        // The check sees the box for what it is...
        #expect(try edgeCover(unassigned) > 0.8)
        let glyph = try drawn(character)
        defer { SDL_FreeSurface(glyph) }
        // ...and the character is not one.
        #expect(try edgeCover(glyph) < 0.6)
    }

    @Test("An emoji is drawn in colour, at the text's size")
    func emojiHasColour() throws {
        let surface = try drawn("😀🌳")
        defer { SDL_FreeSurface(surface) }
        var coloured = 0
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) {
                let pixel = RasterSurface.pixel(surface, x: x, y: y)
                let r = Int(pixel >> 16 & 255), g = Int(pixel >> 8 & 255), b = Int(pixel & 255)
                if max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
            }
        }
        // Black text on white has no such pixels at all.
        #expect(coloured > 300)
        let box = try #require(inkBox(surface))
        #expect(box.height >= 25 && box.height <= 60, "\(box)")
    }

    @Test("An Arabic line's first glyph is at the right edge of its box; a Latin line's at the left")
    func arabicStartsAtTheRight() throws {
        let arabic = try drawn("مرحبا", width: 300)
        defer { SDL_FreeSurface(arabic) }
        let right = try #require(inkBox(arabic))
        #expect(right.x1 >= 292 && right.x0 > 100, "\(right)")
        let latin = try drawn("Hello", width: 300)
        defer { SDL_FreeSurface(latin) }
        let left = try #require(inkBox(latin))
        #expect(left.x0 <= 8 && left.x1 < 200, "\(left)")
    }

    @Test("Bidirectional overrides and a pile of marks draw nothing outside the text's frame, grown by a quarter of the size")
    func hostileTextStaysNearItsFrame() throws {
        let attributes = TextAttributes(size: 20)
        let texts = ["\u{202E}" + String(repeating: "overridden words ", count: 20), "a" + String(repeating: "\u{301}\u{302}\u{303}", count: 300)]
        for text in texts {
            let context = try #require(SDLRasterContext(size: Size(width: 400, height: 400), scale: 1, textMeasurer: measurer))
            context.fill(Rect(x: 0, y: 0, width: 400, height: 400), color: .white)
            let frame = Rect(x: 100, y: 150, width: 200, height: 60)
            let layout = TextLayout(text: text, attributes: TextAttributes(size: 20, maxLines: 2), maxWidth: 200, scale: 1, measurer: measurer)
            context.drawText(layout, attributes: attributes, in: frame)
            let surface = try #require(context.takeSurface())
            defer { SDL_FreeSurface(surface) }
            let box = try #require(inkBox(surface))
            #expect(box.x0 >= 94 && box.x1 <= 306 && box.y0 >= 144 && box.y1 <= 216, "\(box)")
        }
    }

    @Test("Text over a transparent surface keeps its colour: straight alpha, no dark fringe")
    func overTransparentKeepsColour() throws {
        let attributes = TextAttributes(size: 30, color: Color(red: 250, green: 200, blue: 20))
        let context = try #require(SDLRasterContext(size: Size(width: 200, height: 60), scale: 1, textMeasurer: measurer))
        let layout = TextLayout(text: "Gold 中文 مرحبا", attributes: attributes, maxWidth: 200, scale: 1, measurer: measurer)
        context.drawText(layout, attributes: attributes, in: Rect(x: 0, y: 0, width: 200, height: 60))
        let surface = try #require(context.takeSurface())
        defer { SDL_FreeSurface(surface) }
        var inked = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let pixel = RasterSurface.pixel(surface, x: x, y: y)
                guard pixel >> 24 > 40 else { continue }
                inked += 1
                // Partly covered pixels keep the text's colour, within rounding.
                #expect(abs(Int(pixel >> 16 & 255) - 250) <= 12 && abs(Int(pixel >> 8 & 255) - 200) <= 12, "\(String(pixel, radix: 16))")
            }
        }
        #expect(inked > 100)
    }
}
