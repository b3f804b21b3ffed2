import FolioCore
import Testing

@Suite("Escaping control characters")
struct StringControlCharactersTests {
    @Test("Bidirectional controls and separators are escaped, so a value cannot reorder or split the line it is logged in",
          arguments: ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}", "\n", "\u{1B}"])
    func escapesReordering(control: String) {
        let escaped = ("photo" + control + "gpj.exe").escapingControlCharacters
        #expect(!escaped.unicodeScalars.contains(control.unicodeScalars.first!))
        #expect(escaped.hasPrefix("photo\\u{"))
        #expect(escaped.hasSuffix("}gpj.exe"))
    }

    @Test("Text in any script, emoji and joiners are kept as they are")
    func keepsWorldText() {
        for text in ["中文 日本語 한국어", "مرحبا Folio", "שלום", "हिन्दी", "ไทย", "👩‍👩‍👧 🇯🇵", "e\u{301}"] {
            #expect(text.escapingControlCharacters == text)
        }
    }
}
