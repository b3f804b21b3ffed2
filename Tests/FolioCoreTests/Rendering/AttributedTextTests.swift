import FolioCore
import Testing

/// Styled text as a value: how it is built, which runs are links and which link each is, and how
/// a run's style resolves against its node's attributes into a font, a colour and an underline.
@Suite("Attributed text")
struct AttributedTextTests {
    @Test("Building: empty runs are dropped, string literals are plain, + and += concatenate")
    func building() {
        var text: AttributedText = "Ada"
        text += AttributedText("", .bold)
        text += AttributedText(" wrote", .bold)
        let joined = text + AttributedText("#x", link: "tag:x") + AttributedText("", .italic)
        #expect(joined.runs.map(\.text) == ["Ada", " wrote", "#x"])
        #expect(joined.runs.map(\.style) == [.plain, .bold, .link("tag:x")])
        #expect(joined.string == "Ada wrote#x")
        #expect(AttributedText(runs: [TextRun(""), TextRun("a", style: .italic), TextRun("", style: .bold)]).runs
            == [TextRun("a", style: .italic)])
        #expect(AttributedText(runs: []).string.isEmpty && AttributedText(runs: []).runs.isEmpty)
        #expect(AttributedText("").runs.isEmpty)
    }

    @Test("Text is plain only when every run's style changes nothing, a family or slant included")
    func plainness() {
        #expect(AttributedText("plain").isPlain)
        #expect(("a" + AttributedText("b", .plain)).isPlain)
        #expect(AttributedText(runs: []).isPlain)
        #expect(!("a" + AttributedText("b", .bold)).isPlain)
        #expect(!AttributedText("b", .family("monospace")).isPlain)
        #expect(!AttributedText("b", .italic).isPlain)
        #expect(!AttributedText("b", TextRunStyle(isItalic: false)).isPlain, "an explicit upright run still says something")
        #expect(!AttributedText("b", link: "x").isPlain)
    }

    @Test("Neighbouring runs with one target are one link; the same target further on is another")
    func linkIdentity() {
        let text = AttributedText("#sw", link: "tag:swift") + AttributedText("ift", link: "tag:swift", style: .bold)
            + " and " + AttributedText("#swift", link: "tag:swift")
        #expect(text.linkTargets == ["tag:swift", "tag:swift"])
        #expect(text.linkIndices == [0, 0, nil, 1])
        #expect(text.linkText(0) == "#swift" && text.linkText(1) == "#swift")
        #expect(text.linkText(2).isEmpty && text.linkText(-1).isEmpty)
    }

    @Test("Neighbouring runs with different targets are two links, and an empty run between two of one target joins them")
    func neighbouringLinks() {
        let two = AttributedText("a", link: "x:1") + AttributedText("b", link: "x:2")
        #expect(two.linkTargets == ["x:1", "x:2"])
        #expect(two.linkIndices == [0, 1])
        let joined = AttributedText("a", link: "x:1") + AttributedText("", .bold) + AttributedText("b", link: "x:1")
        #expect(joined.linkTargets == ["x:1"])
        #expect(joined.linkIndices == [0, 0])
        #expect(joined.linkText(0) == "ab")
        #expect(AttributedText("no links").linkTargets.isEmpty && AttributedText("no links").linkIndices == [nil])
    }

    @Test("A run's font takes what its style says and inherits the rest, family and slant included")
    func fontResolution() {
        let attributes = TextAttributes(size: 10, weight: .regular, family: "serif", isItalic: true)
        #expect(TextRunStyle.plain.font(in: attributes, scale: 2) == attributes.font(scale: 2))
        #expect(attributes.font(scale: 2) == FontSpec(family: "serif", weight: .regular, isItalic: true, pixelSize: 20))
        #expect(TextRunStyle(weight: .bold, size: 12).font(in: attributes, scale: 2)
            == FontSpec(family: "serif", weight: .bold, isItalic: true, pixelSize: 24))
        #expect(TextRunStyle.family("monospace").font(in: attributes, scale: 1.5)
            == FontSpec(family: "monospace", weight: .regular, isItalic: true, pixelSize: 15))
        #expect(TextRunStyle(isItalic: false).font(in: attributes, scale: 1)
            == FontSpec(family: "serif", weight: .regular, isItalic: false, pixelSize: 10), "an explicit upright run is upright")
        #expect(TextRunStyle.italic.font(in: TextAttributes(size: 10), scale: 1)
            == FontSpec(family: FontSpec.defaultFamily, weight: .regular, isItalic: true, pixelSize: 10))
        #expect(TextRunStyle.family("").font(in: attributes, scale: 1).family == FontSpec.defaultFamily, "an empty family is the default")
        #expect(TextAttributes(size: 10).font(scale: 1).family == FontSpec.defaultFamily)
        #expect(!TextAttributes(size: 10).font(scale: 1).isItalic)
    }

    @Test("Run colours resolve against the attributes: links take the link colour unless told otherwise")
    func colourResolution() {
        var attributes = TextAttributes(size: 10, color: .black)
        attributes.linkStyle = TextLinkStyle(color: .white, pressedColor: .clear, isUnderlined: true)
        let red = Color(red: 200, green: 0, blue: 0)
        #expect(TextRunStyle.plain.color(in: attributes) == .black)
        #expect(TextRunStyle.color(red).color(in: attributes) == red)
        #expect(TextRunStyle.link("x").color(in: attributes) == .white)
        #expect(TextRunStyle(color: red, link: "x").color(in: attributes) == red)
        #expect(TextRunStyle.bold.color(in: attributes) == .black)
    }

    @Test("Links are underlined as the link style says unless the run says otherwise; other runs only when they ask")
    func underlineResolution() {
        var attributes = TextAttributes(size: 10)
        #expect(TextRunStyle.link("x").isUnderlined(in: attributes))
        #expect(!TextRunStyle(isUnderlined: false, link: "x").isUnderlined(in: attributes))
        #expect(!TextRunStyle.plain.isUnderlined(in: attributes))
        #expect(TextRunStyle.underlined.isUnderlined(in: attributes))
        attributes.linkStyle.isUnderlined = false
        #expect(!TextRunStyle.link("x").isUnderlined(in: attributes))
        #expect(TextRunStyle(isUnderlined: true, link: "x").isUnderlined(in: attributes))
    }
}
