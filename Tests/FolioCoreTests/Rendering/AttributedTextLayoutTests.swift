import FolioCore
import Testing

/// Every character is as wide as the font's pixel size; a line is two sizes tall with its
/// baseline at 0.8 of that (the protocol's default ascent): easy arithmetic across sizes.
private struct SizedMonospace: TextMeasurer {
    func width(of text: String, font: FontSpec) -> Double { Double(text.count * font.pixelSize) }
    func lineHeight(font: FontSpec) -> Double { Double(font.pixelSize) * 2 }
}

@Suite("Attributed text layout")
struct AttributedTextLayoutTests {
    private static let attributes = TextAttributes(size: 10, lineSpacing: 0)

    private func layout(_ text: AttributedText, width: Double, maxLines: Int = 0, scale: Double = 1) -> TextLayout {
        var attributes = Self.attributes
        attributes.maxLines = maxLines
        return TextLayout(text: text, attributes: attributes, maxWidth: width, scale: scale, measurer: SizedMonospace())
    }

    @Test("Words wrap across runs, and a word that spans runs stays whole, one fragment per run")
    func wrapsAcrossRuns() throws {
        let text = AttributedText("one pre") + AttributedText("fix", .bold) + AttributedText(" two three", .color(.white))
        let result = layout(text, width: 80)
        #expect(result.lines == ["one", "prefix", "two", "three"])
        let prefix = result.textLines[1].fragments
        #expect(prefix.map(\.text) == ["pre", "fix"])
        #expect(prefix.map(\.x) == [0, 30])
        #expect(prefix.map(\.font.weight) == [.regular, .bold])
        #expect(result.textLines[2].fragments.map(\.style.color) == [.white])
        #expect(result.lineWidths == [30, 60, 30, 50])
    }

    @Test("Spaces wrap as in plain text across runs: none at a paragraph's ends, one between words, kept in the first space's run")
    func spacesAcrossRuns() {
        let text = AttributedText("  a  ") + AttributedText("  b ", .bold) + AttributedText(" \n c", .color(.white))
        let result = layout(text, width: 1000)
        #expect(result.lines == ["a b", "c"])
        #expect(result.textLines[0].fragments.map(\.text) == ["a ", "b"])
    }

    @Test("A plain text is one regular fragment per line in the attributes' font, laid out exactly as the string")
    func plainTextIsUnchanged() {
        let string = "  Ada wrote\n\nabout  wrapping and averyveryverylongword here  "
        let plain = TextLayout(text: string, attributes: Self.attributes, maxWidth: 90, scale: 2, measurer: SizedMonospace())
        let attributed = layout(AttributedText(string), width: 90, scale: 2)
        #expect(plain == attributed)
        // 20 px characters in 180 px lines: nine a line.
        #expect(plain.lines == ["Ada wrote", "", "about", "wrapping", "and", "averyvery", "verylongw", "ord here"])
        for line in plain.textLines where !line.text.isEmpty {
            #expect(line.fragments.count == 1)
            #expect(line.fragments[0].style == .plain && line.fragments[0].y == 0)
            #expect(line.fragments[0].font == Self.attributes.font(scale: 2))
            #expect(line.height == plain.lineAdvance)
        }
        #expect(plain.size.height == (Double(plain.lines.count) * plain.lineAdvance / 2).rounded(.up))
    }

    @Test("A line's height and baseline come from its largest font; smaller runs sit lower on the same baseline")
    func mixedSizesShareABaseline() {
        let text = AttributedText("small ") + AttributedText("BIG", .size(20)) + AttributedText(" tail words")
        let result = layout(text, width: 120)
        #expect(result.lines == ["small BIG", "tail words"])
        let first = result.textLines[0], second = result.textLines[1]
        // 20 px: a 40 px line, baseline at 32; 10 px: 20 px, baseline at 16.
        #expect(first.height == 40 && first.baseline == 32)
        #expect(first.fragments.map(\.y) == [16, 0])
        #expect(first.fragments.map(\.x) == [0, 60])
        #expect(second.height == 20 && second.top == 40 && second.baseline == 16)
        #expect(result.size == Size(width: 120, height: 60))
        #expect(result.lineOrigin(1, width: 100, in: Rect(x: 5, y: 7, width: 120, height: 60), scale: 1, alignment: .leading)
                == Point(x: 5, y: 47))
    }

    @Test("Line spacing stretches a mixed line as it does a plain one")
    func mixedSizesWithSpacing() {
        var attributes = Self.attributes
        attributes.lineSpacing = 0.5
        let result = TextLayout(text: AttributedText("a ") + AttributedText("B", .size(20)), attributes: attributes, maxWidth: 100,
                                scale: 1, measurer: SizedMonospace())
        #expect(result.textLines[0].height == 60)
    }

    @Test("A cut line ends in an ellipsis that fits, styled as the text before it but never part of a link")
    func truncationWithRuns() {
        let text = AttributedText("aaa ") + AttributedText("bbbb", link: "x:b") + AttributedText(" ccc")
        let result = layout(text, width: 80, maxLines: 1)
        #expect(result.isTruncated)
        #expect(result.lines == ["aaa bbb…"])
        let fragments = result.textLines[0].fragments
        #expect(fragments.map(\.text) == ["aaa ", "bbb", "…"])
        #expect(fragments.map(\.linkIndex) == [nil, 0, nil])
        #expect(fragments[2].style.link == nil)
        #expect(result.lineWidths == [80])

        let bold = layout(AttributedText("aaa ") + AttributedText("bbbb ccc", .bold), width: 80, maxLines: 1)
        #expect(bold.textLines[0].fragments.map(\.text) == ["aaa ", "bbb…"])
    }

    @Test("Character-broken words keep their runs")
    func longWordAcrossRuns() {
        let result = layout(AttributedText("abc") + AttributedText("defgh", .bold), width: 30)
        #expect(result.lines == ["abc", "def", "gh"])
        #expect(result.textLines[1].fragments.map(\.font.weight) == [.bold])
    }

    @Test("A link wrapped over two lines has a rectangle on each, aligned as its lines are")
    func linkRectsAcrossLines() throws {
        let text = AttributedText("see ") + AttributedText("alpha beta", link: "x:ab") + AttributedText(" end")
        let result = layout(text, width: 80)
        #expect(result.lines == ["see", "alpha", "beta end"])
        let rects = result.linkRects(in: Rect(x: 0, y: 0, width: 80, height: 60), alignment: .leading)
        #expect(rects.map(\.link) == [0, 0])
        #expect(rects.map(\.rect) == [Rect(x: 0, y: 20, width: 50, height: 20), Rect(x: 0, y: 40, width: 40, height: 20)])

        let trailing = result.linkRects(in: Rect(x: 10, y: 5, width: 100, height: 60), alignment: .trailing)
        #expect(trailing.map(\.rect) == [Rect(x: 60, y: 25, width: 50, height: 20), Rect(x: 30, y: 45, width: 40, height: 20)])

        let retina = layout(text, width: 80, scale: 2).linkRects(in: Rect(x: 0, y: 0, width: 80, height: 60), alignment: .leading)
        #expect(retina.map(\.rect) == rects.map(\.rect), "logical pixels at any scale")
    }

    @Test("Neighbouring runs with one target are one link; the same target further on is another")
    func linkIdentity() {
        let text = AttributedText("#sw", link: "tag:swift") + AttributedText("ift", link: "tag:swift", style: .bold)
            + " and " + AttributedText("#swift", link: "tag:swift")
        #expect(text.linkTargets == ["tag:swift", "tag:swift"])
        #expect(text.linkText(0) == "#swift" && text.linkText(1) == "#swift")
        let rects = layout(text, width: 1000).linkRects(in: Rect(x: 0, y: 0, width: 1000, height: 20), alignment: .leading)
        #expect(rects.map(\.link) == [0, 1])
        #expect(rects.map(\.rect.width) == [60, 60])
    }

    @Test("Colouring a link recolours only its fragments")
    func coloringALink() {
        let text = AttributedText("a", link: "x:1") + " b " + AttributedText("c", link: "x:2")
        let result = layout(text, width: 1000).coloringLink(1, .white)
        #expect(result.textLines[0].fragments.map(\.style.color) == [nil, nil, .white])
        #expect(result.lines == ["a b c"])
    }

    @Test("Run styles resolve against the attributes: links take the link style unless told otherwise")
    func styleResolution() {
        var attributes = Self.attributes
        attributes.color = .black
        attributes.linkStyle = TextLinkStyle(color: .white, pressedColor: .clear, isUnderlined: true)
        #expect(TextRunStyle.plain.color(in: attributes) == .black)
        #expect(TextRunStyle.link("x").color(in: attributes) == .white)
        #expect(TextRunStyle(color: .clear, link: "x").color(in: attributes) == .clear)
        #expect(TextRunStyle.link("x").isUnderlined(in: attributes))
        #expect(!TextRunStyle(isUnderlined: false, link: "x").isUnderlined(in: attributes))
        #expect(!TextRunStyle.plain.isUnderlined(in: attributes) && TextRunStyle.underlined.isUnderlined(in: attributes))
        #expect(TextRunStyle(weight: .bold, size: 12).font(in: attributes, scale: 2) == FontSpec(weight: .bold, pixelSize: 24))
        #expect(TextRunStyle.plain.font(in: attributes, scale: 2) == attributes.font(scale: 2))
    }

    @Test("Building: empty runs are dropped, string literals are plain, + and += concatenate")
    func building() {
        var text: AttributedText = "Ada"
        text += AttributedText("", .bold)
        text += AttributedText(" wrote", .bold)
        let joined = text + AttributedText("#x", link: "tag:x")
        #expect(joined.runs.map(\.text) == ["Ada", " wrote", "#x"])
        #expect(joined.string == "Ada wrote#x")
        #expect(!joined.isPlain && AttributedText("plain").isPlain)
        #expect(AttributedText(runs: []).string.isEmpty)
        #expect(layout(AttributedText(runs: []), width: 100).lines == [""])
    }
}
