@testable import FolioDemo
import Testing

/// The world voices' text is well formed for what the demos make of it: hashtags and handles
/// that become links whole, sentences that make no links of their own, no control characters.
struct WorldVoiceTests {
    /// Whether `word` is all one link after "#" or "@": `FeedPostText` takes letters, digits and
    /// "_" into a link.
    private func isWholeLink(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private func hasNoControls(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    @Test("Every voice has authors, sentences, topics and words; topics and handles are links whole", arguments: WorldVoice.all.map(\.name))
    func wellFormed(name: String) throws {
        let voice = try #require(WorldVoice.all.first { $0.name == name })
        #expect(voice.authors.count >= 2, "a mention names another author")
        #expect(!voice.sentences.isEmpty && !voice.topics.isEmpty && !voice.words.isEmpty)
        for topic in voice.topics { #expect(isWholeLink(topic), "#\(topic)") }
        for author in voice.authors {
            #expect(isWholeLink(author.handle), "@\(author.handle)")
            #expect(!author.name.isEmpty && hasNoControls(author.name))
        }
        for sentence in voice.sentences + [voice.paragraph].compactMap({ $0 }) {
            #expect(!sentence.contains("#") && !sentence.contains("@"), "\(sentence)")
            #expect(hasNoControls(sentence) && !sentence.contains("\n"), "\(sentence)")
        }
        // The handle is a word of its own: a space before the "@", and none after it.
        #expect(voice.mentionBefore.hasSuffix(" @"), "\(voice.mentionBefore)")
        #expect(voice.mentionAfter.first.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true)
        #expect(voice.pageHeading("7", "1,000").contains("7") && voice.pageHeading("7", "1,000").contains("1,000"))
        if let name = voice.sectionName { #expect(name("3").contains("3")) }
    }

    @Test("The long paragraph is one run without spaces, long enough to wrap over several lines")
    func paragraph() throws {
        let paragraph = try #require(WorldVoice.chinese.paragraph)
        #expect(paragraph.count >= 200)
        #expect(!paragraph.unicodeScalars.contains { $0.properties.isWhitespace })
    }

    @Test("The emoji endings are one character each: sequences a text engine has to keep together")
    func emojiEndings() {
        for emoji in WorldVoice.emojiEndings {
            #expect(emoji.count == 1, "\(emoji.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let scripts = UnicodeScript.scripts(in: WorldVoice.emojiEndings.joined())
        #expect(scripts.isSuperset(of: UnicodeScript.emoji), "\(scripts)")
    }
}
