import FolioCore
import Testing
@testable import FolioSDL

/// The Pango engine's layout: fallback, direction, line breaking by Unicode's rules, clusters,
/// truncation, styles and links.
@Suite("Text engine")
struct SDLTextMeasurerTests {
    private let measurer: SDLTextMeasurer

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    private func layout(_ text: AttributedText, size: Double = 15, width: Double = 200, maxLines: Int = 0,
                        alignment: TextAlignment = .leading) -> TextLayout {
        TextLayout(text: text, attributes: TextAttributes(size: size, alignment: alignment, maxLines: maxLines), maxWidth: width,
                   scale: 1, measurer: measurer)
    }

    @Test("Latin text is set in the bundled DejaVu Sans; a character it lacks comes from a face that has it",
          arguments: [("中文", "CJK"), ("日本語", "CJK"), ("한국어", "CJK"), ("हिन्दी", "Devanagari"), ("ไทย", "Thai"),
                      ("😀", "Emoji")])
    func fallback(text: String, expectedFamily: String) throws {
        let laidOut = layout(AttributedText("Folio " + text))
        let faces = measurer.faces(of: laidOut, line: 0)
        let latin = try #require(faces.first { $0.text.contains("Folio") })
        #expect(latin.family == "DejaVu Sans")
        let other = try #require(faces.first { $0.text.contains(text) }, "\(faces)")
        #expect(other.family.contains(expectedFamily), "\(faces)")
    }

    @Test("Greek, Cyrillic, Hebrew and Arabic come from the default face or the best that has them, never a box")
    func scriptsHaveFaces() {
        for text in ["Ελληνικά", "Русский", "שלום", "العربية"] {
            let faces = measurer.faces(of: layout(AttributedText(text)), line: 0)
            #expect(!faces.isEmpty && faces.allSatisfy { !$0.family.isEmpty }, "\(text): \(faces)")
        }
    }

    @Test("An Arabic or Hebrew paragraph reads right to left and a Latin one left to right, each line knowing it")
    func direction() {
        #expect(layout("مرحبا بالعالم").textLines.allSatisfy { $0.isRightToLeft })
        #expect(layout("שלום עולם וכל יושביו").textLines.allSatisfy { $0.isRightToLeft })
        #expect(layout("Hello world").textLines.allSatisfy { !$0.isRightToLeft })
        // Each paragraph finds its own direction.
        let mixed = layout("Hello\nمرحبا\nשלום")
        #expect(mixed.textLines.map(\.isRightToLeft) == [false, true, true])
    }

    @Test("Leading alignment puts a right-to-left line at the right edge; trailing at the left")
    func rightToLeftAlignment() {
        let laidOut = layout("مرحبا", width: 300)
        let line = laidOut.textLines[0]
        let rect = Rect(x: 0, y: 0, width: 300, height: 40)
        #expect(laidOut.lineOrigin(0, width: line.width, in: rect, scale: 1, alignment: .leading).x == (300 - line.width).rounded())
        #expect(laidOut.lineOrigin(0, width: line.width, in: rect, scale: 1, alignment: .trailing).x == 0)
    }

    @Test("A link inside a right-to-left line lies where Pango draws its characters, right of the words that follow it")
    func rightToLeftLink() throws {
        let text = AttributedText("اقرأ ") + AttributedText("المقال", link: "article") + AttributedText(" الآن")
        let laidOut = layout(text, width: 400)
        let line = laidOut.textLines[0]
        let span = try #require(line.linkSpans.first)
        #expect(line.linkSpans.count == 1)
        #expect(span.link == 0)
        // "اقرأ" comes first, so it is rightmost; "الآن" last, leftmost: the link is in between.
        #expect(span.x > 10 && span.x + span.width < line.width - 10, "\(span) in \(line.width)")
        let node = TextNode(text, attributes: TextAttributes(size: 15))
        let environment = LayoutEnvironment(displayScale: 1, textMeasurer: measurer)
        _ = node.calculateSizeThatFits(SizeRange(min: .zero, max: Size(width: 400, height: 1000)), environment: environment)
        let frame = Rect(x: 0, y: 0, width: 400, height: 30)
        let middle = Point(x: 400 - line.width + span.x + span.width / 2, y: 10)
        #expect(node.link(at: middle, in: frame)?.target == "article")
        #expect(node.link(at: Point(x: 400 - 3, y: 10), in: frame) == nil)
    }

    @Test("A link wrapped in a CJK paragraph has a rectangle on each line it crosses, found by a press on either")
    func wrappedCJKLink() throws {
        let text = AttributedText("这是一段很长的中文文字，其中") + AttributedText("有一个跨越两行的链接文字", link: "cjk") + AttributedText("，然后继续。")
        let laidOut = layout(text, width: 180)
        let rects = laidOut.linkRects(in: Rect(x: 0, y: 0, width: 180, height: 200), alignment: .leading)
        #expect(rects.count >= 2, "\(laidOut.lines)")
        #expect(Set(rects.map(\.rect.minY)).count == rects.count)
        let node = TextNode(text, attributes: TextAttributes(size: 15))
        let environment = LayoutEnvironment(displayScale: 1, textMeasurer: measurer)
        _ = node.calculateSizeThatFits(SizeRange(min: .zero, max: Size(width: 180, height: 1000)), environment: environment)
        for rect in rects.map(\.rect) {
            let center = Point(x: rect.midX, y: rect.midY)
            #expect(node.link(at: center, in: Rect(x: 0, y: 0, width: 180, height: 200))?.target == "cjk")
        }
    }

    @Test("CJK wraps between characters, with no line wider than the width")
    func cjkWraps() {
        let laidOut = layout("中文段落在字与字之间换行不需要空格日本語の文章も同じです", width: 100)
        #expect(laidOut.textLines.count >= 3)
        #expect(laidOut.textLines.allSatisfy { $0.width <= 100 })
        #expect(laidOut.lines.joined() == "中文段落在字与字之间换行不需要空格日本語の文章も同じです")
    }

    @Test("Thai wraps between words, found by dictionary: no line starts or ends inside a word")
    func thaiWrapsBetweenWords() {
        let words = ["ภาษา", "ไทย", "ไม่", "มี", "ช่อง", "ว่าง", "ระหว่าง", "คำ"]
        let text = String(repeating: words.joined(), count: 3)
        let laidOut = layout(AttributedText(text), width: 90)
        #expect(laidOut.textLines.count >= 3)
        var boundaries: Set<Int> = [0]
        var offset = 0
        for _ in 0..<3 { for word in words { offset += word.unicodeScalars.count; boundaries.insert(offset) } }
        var position = 0
        for line in laidOut.lines {
            position += line.unicodeScalars.count
            #expect(boundaries.contains(position), "a line ends inside a word: \(line)")
        }
    }

    @Test("No break and no ellipsis falls inside a grapheme cluster", arguments: [
        "👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "e\u{301}\u{323}", "क्षि", "ที่",
    ])
    func clustersStayWhole(cluster: String) {
        let text = String(repeating: cluster, count: 120)
        for maxLines in [0, 2] {
            let laidOut = layout(AttributedText(text), width: 90, maxLines: maxLines)
            #expect(laidOut.textLines.count >= 2)
            for line in laidOut.lines {
                var characters = line
                if characters.hasSuffix(TextLayout.ellipsis) { characters.removeLast() }
                let scalars = Array(characters.unicodeScalars), unit = Array(cluster.unicodeScalars)
                #expect(scalars.count % unit.count == 0 && (0..<scalars.count).allSatisfy { scalars[$0] == unit[$0 % unit.count] },
                        "a line cut a cluster: \(line.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            if maxLines > 0 {
                #expect(laidOut.isTruncated)
                #expect(laidOut.lines.last?.hasSuffix(TextLayout.ellipsis) == true)
            }
        }
    }

    @Test("A word longer than the line still breaks, into lines no wider than it")
    func longWordBreaks() {
        let laidOut = layout(AttributedText(String(repeating: "supercalifragilistic", count: 10)), width: 120)
        #expect(laidOut.textLines.count >= 5)
        #expect(laidOut.textLines.allSatisfy { $0.width <= 120 })
    }

    @Test("The line limit holds across paragraphs, and the last line shown ends in an ellipsis")
    func lineLimitAcrossParagraphs() {
        let laidOut = layout("one\ntwo\nthree\nfour", maxLines: 2)
        #expect(laidOut.lines == ["one", "two…"])
        #expect(laidOut.isTruncated)
        let exact = layout("one\ntwo", maxLines: 2)
        #expect(exact.lines == ["one", "two"])
        #expect(!exact.isTruncated)
        let unwrapped = TextLayout(text: "one\ntwo\nthree", attributes: TextAttributes(size: 15, maxLines: 2), maxWidth: .infinity,
                                   scale: 1, measurer: measurer)
        #expect(unwrapped.lines == ["one", "two…"])
    }

    @Test("Italic, bold and the family of a run reach the font Pango sets it in")
    func stylesReachTheFont() throws {
        let text = AttributedText("plain ") + AttributedText("slanted ", .italic) + AttributedText("heavy ", .bold)
            + AttributedText("typed", .family("monospace")) + AttributedText(" serif", TextRunStyle(family: "serif", isItalic: true))
        let faces = measurer.faces(of: layout(text, width: 600), line: 0)
        func face(_ word: String) throws -> (text: String, family: String, isItalic: Bool, isBold: Bool) {
            try #require(faces.first { $0.text.contains(word) }, "\(faces)")
        }
        #expect(try face("plain").family == "DejaVu Sans")
        #expect(try !face("plain").isItalic && !face("plain").isBold)
        #expect(try face("slanted").isItalic)
        #expect(try face("heavy").isBold)
        #expect(try face("typed").family.contains("Mono"))
        #expect(try face("serif").family.contains("Serif"))
        #expect(try face("serif").isItalic)
    }

    @Test("Runs of different sizes share one baseline, and the line is as tall as its largest")
    func mixedSizesShareABaseline() {
        let plain = layout("Small", size: 12)
        let mixed = layout(AttributedText("Small ") + AttributedText("Big", .size(30)), size: 12)
        #expect(mixed.textLines.count == 1)
        #expect(mixed.textLines[0].baseline > plain.textLines[0].baseline + 10)
        #expect(mixed.textLines[0].height > plain.textLines[0].height * 2)
    }

    @Test("NUL is shown as U+FFFD rather than ending the text, and paragraph separators of every kind break lines")
    func nulAndSeparators() {
        #expect(layout("a\u{0}b").lines == ["a\u{FFFD}b"])
        #expect(layout("one\r\ntwo\rthree\u{2029}four").lines == ["one", "two", "three", "four"])
        #expect(layout("").lines == [""])
    }

    @Test("A long text stops between paragraphs once its token is cancelled")
    func cancellation() {
        let token = CancellationToken()
        token.cancel()
        let text = AttributedText(String(repeating: "A paragraph of words.\n", count: 200))
        let laidOut = TextLayout(text: text, attributes: TextAttributes(size: 15), maxWidth: 200, scale: 1, measurer: measurer,
                                 cancellation: token)
        #expect(laidOut.isCancelled)
        #expect(laidOut.textLines.count < 5)
        let whole = layout(text)
        #expect(!whole.isCancelled)
        #expect(whole.textLines.count == 201)
    }
}
