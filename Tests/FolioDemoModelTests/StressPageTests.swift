@testable import FolioDemo
import Testing

/// The stress pages' words: with `--text latin` those of earlier versions, byte for byte; with
/// `--text world` the pages go through the world's voices, a page each.
struct StressPageTests {
    /// FNV-1a over the UTF-8 of `texts`.
    private func digest(_ texts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in texts.joined().utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(hash, radix: 16)
    }

    @Test("With --text latin a page's heading and text are those of earlier versions")
    func latinIsUnchanged() {
        #expect(StressPage.heading(ofPage: 0, pageCount: 1_000_000, text: .latin) == "Page 1 of 1,000,000")
        #expect(StressPage.heading(ofPage: 4_503_599_627_370_495, pageCount: 4_503_599_627_370_496, text: .latin)
            == "Page 4,503,599,627,370,496 of 4,503,599,627,370,496")
        // Taken from the pages' text before --text was added.
        let pages = [0, 1, 2, 3, 1_000, 999_999, Int.max - 1]
        #expect(digest(pages.map { StressPage.body(ofPage: $0, text: .latin) }) == "d20a3f24fa929ba5")
        let first = StressPage.body(ofPage: 0, text: .latin)
        #expect(first.hasPrefix("Texture glyph image spring layout cancel nearest glyph page image frame preload range image Visible wrap"))
        #expect(first.hasSuffix("Preload worker line spring worker texture bitmap bitmap worker measure."))
        #expect(first.split(separator: " ").count == StressPage.wordCount)
    }

    @Test("With --text world the pages go through every voice in turn, heading and text")
    func worldGoesThroughTheVoices() {
        let voices = WorldVoice.all.count
        for page in 0..<(2 * voices) {
            let voice = WorldVoice.all[page % voices]
            #expect(StressPage.voice(ofPage: page).name == voice.name)
            let heading = StressPage.heading(ofPage: page, pageCount: 1_000_000, text: .world)
            #expect(heading == voice.pageHeading(DemoText.pageNumber(page), "1,000,000"))
            #expect(heading.contains(DemoText.pageNumber(page)) && heading.contains("1,000,000"), "\(heading)")
            let body = StressPage.body(ofPage: page, text: .world)
            #expect(body == StressPage.body(ofPage: page, text: .world), "the same every time")
            #expect(body != StressPage.body(ofPage: page + voices, text: .world), "another page of the voice, other words")
            #expect(!body.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
        // The scripts show where their voice's pages are.
        let expected: [(page: Int, script: UnicodeScript)] = [
            (0, .han), (1, .kana), (2, .arabic), (3, .hebrew), (4, .devanagari), (5, .thai), (6, .greek), (7, .cyrillic),
            (8, .cyrillic), (9, .hangul), (10, .joiner), (10, .flag), (10, .skinTone), (11, .arabic), (11, .latin), (11, .digits),
        ]
        for (page, script) in expected {
            let scripts = UnicodeScript.scripts(in: StressPage.body(ofPage: page, text: .world))
            #expect(scripts.contains(script), "page \(page): \(scripts)")
        }
        // The last page of 2^52, and the pages after Int's end, are still written.
        #expect(!StressPage.body(ofPage: Int.max, text: .world).isEmpty)
    }

    @Test("Chinese, Japanese and Thai pages run their words together, without a space; the others space them")
    func spacesFollowTheScript() {
        for page in 0..<WorldVoice.all.count {
            let body = StressPage.body(ofPage: page, text: .world)
            let voice = StressPage.voice(ofPage: page)
            let spaces = body.count { $0 == " " }
            switch voice.name {
            case WorldVoice.chinese.name, WorldVoice.japanese.name:
                #expect(spaces == 0, "\(voice.name)")
            case WorldVoice.thai.name:
                // A space between sentences of fourteen words alone.
                #expect(spaces == (StressPage.wordCount - 1) / 14, "\(voice.name)")
            default:
                #expect(spaces >= StressPage.wordCount - 1, "\(voice.name)")
            }
        }
    }
}
