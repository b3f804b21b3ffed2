@testable import FolioDemo
import Testing

/// The grid's section headers: "Section 3" with `--text latin`, as in earlier versions; with
/// `--text world` the same and the section's name in one of the world's languages, in turn.
struct GridSectionHeaderTests {
    @Test("With --text latin a header is its number alone")
    func latin() {
        #expect(GridSectionHeader(number: 0, text: .latin).title == "Section 1")
        #expect(GridSectionHeader(number: 99_999, text: .latin).title == "Section 100,000")
    }

    @Test("With --text world a header adds the section's name in the next language, after the English")
    func world() {
        let languages = WorldVoice.languages
        #expect(languages.count == 10, "\(languages.map(\.name))")
        var scripts = Set<UnicodeScript>()
        for number in 0..<(2 * languages.count) {
            let title = GridSectionHeader(number: number, text: .world).title
            let shown = DemoText.pageNumber(number)
            #expect(title.hasPrefix("Section \(shown) · "), "\(title)")
            #expect(title == GridSectionHeader(number: number, text: .world).title)
            scripts.formUnion(UnicodeScript.scripts(in: String(title.dropFirst("Section \(shown) · ".count))))
        }
        #expect(scripts.isSuperset(of: UnicodeScript.nonLatinLetters), "\(scripts)")
        #expect(GridSectionHeader(number: Int.max, text: .world).title.hasPrefix("Section "))
    }
}
