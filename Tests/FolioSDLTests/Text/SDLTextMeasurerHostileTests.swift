import FolioCore
import Testing
@testable import FolioSDL

/// Text is data: strings built to hurt a text engine lay out and draw, lines no wider than asked,
/// and a long one can be stopped.
@Suite("Text engine, hostile text")
struct SDLTextMeasurerHostileTests {
    private let measurer: SDLTextMeasurer

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    @Test("Hostile strings lay out within the width and draw", arguments: [
        ("a 100,000-letter word", String(repeating: "a", count: 100_000)),
        ("a paragraph of only combining marks", String(repeating: "\u{301}", count: 10_000)),
        ("10,000 marks on one letter", "a" + String(repeating: "\u{301}", count: 10_000)),
        ("10,000 family emoji", String(repeating: "👨‍👩‍👧‍👦", count: 10_000)),
        ("NUL bytes", String(repeating: "a\u{0}b ", count: 2_000)),
        ("bidirectional overrides", String(repeating: "\u{202E}abc \u{2067}def\u{202C} ", count: 2_000)),
        ("10,000 empty paragraphs", String(repeating: "\n", count: 10_000)),
    ])
    func hostileStrings(name: String, text: String) throws {
        for maxLines in [0, 3] {
            let attributes = TextAttributes(size: 15, maxLines: maxLines)
            let layout = TextLayout(text: text, attributes: attributes, maxWidth: 300, scale: 1, measurer: measurer)
            #expect(!layout.textLines.isEmpty, "\(name)")
            #expect(layout.textLines.allSatisfy { $0.width <= 300.5 }, "\(name): a line wider than the width")
            if maxLines > 0 { #expect(layout.textLines.count <= maxLines, "\(name)") }
            #expect(!layout.lines.joined().contains("\u{0}"), "\(name)")
            let height = min(layout.size.height, 600)
            let context = try #require(SDLRasterContext(size: Size(width: 300, height: height), scale: 1, textMeasurer: measurer))
            context.drawText(layout, attributes: attributes, in: Rect(x: 0, y: 0, width: 300, height: height))
        }
    }

    @Test("A word far longer than a line breaks into full lines, not a short line every so often")
    func longWordFillsItsLines() {
        let layout = TextLayout(text: String(repeating: "a", count: 20_000), attributes: TextAttributes(size: 15), maxWidth: 300,
                                scale: 1, measurer: measurer)
        let full = layout.textLines.dropLast().filter { $0.width > 280 }.count
        #expect(Double(full) >= Double(layout.textLines.count - 1) * 0.95, "\(layout.textLines.count) lines, \(full) full")
    }

    @Test("A paragraph as long as a book is laid out in pieces that a cancel stops between")
    func bookLongParagraphIsCancellable() {
        let text = String(repeating: "word ", count: 40_000)
        let token = CancellationToken()
        token.cancel()
        let cancelled = TextLayout(text: text, attributes: TextAttributes(size: 15), maxWidth: 300, scale: 1, measurer: measurer,
                                   cancellation: token)
        #expect(cancelled.isCancelled)
        let whole = TextLayout(text: text, attributes: TextAttributes(size: 15), maxWidth: 300, scale: 1, measurer: measurer)
        #expect(cancelled.textLines.count * 5 < whole.textLines.count)
        #expect(whole.lines.joined().count == text.count)
    }
}
