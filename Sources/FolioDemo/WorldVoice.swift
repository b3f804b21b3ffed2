/// One voice of the demos' world text (`--text world`): a language in its own script, or
/// English full of emoji, or Arabic mixed with English and numbers, with everything the demos
/// write in it: the feeds' authors, sentences and hashtags, the stress pages' heading and
/// words, the grid's section names. Each voice is written in its own file (`WorldVoice+Thai`),
/// so that a reader of the language can check it in one place. A plain value: usable on any
/// thread.
struct WorldVoice: Sendable {
    /// A feed post's author: the name shown, and the handle an "@mention" of them uses (letters,
    /// digits and "_" only, so that all of it becomes the link; some are in the voice's own
    /// script).
    struct Author: Sendable {
        var name: String
        var handle: String
    }

    /// The language and script, for people reading tests and failures ("Thai").
    var name: String

    // MARK: Feeds

    var authors: [Author]
    /// Sentences about walks and photos, in the spirit of the English posts, none holding "#"
    /// or "@" (which would make links), and none giving away the writer's gender (as a Russian
    /// past tense or a Hindi verb would): any of the authors may post any of them.
    var sentences: [String]
    /// What goes between a post's sentences: a space, or nothing where the language does not
    /// space its sentences (Chinese, Japanese).
    var sentenceSeparator = " "
    /// The topics a post opens with, as a hashtag: letters only, so that the whole word is the
    /// link.
    var topics: [String]
    /// What comes before and after the "@handle" when a post ends by mentioning someone. The
    /// handle needs a space before it: a mention is a word starting with "@".
    var mentionBefore: String
    var mentionAfter: String
    /// A long paragraph without a single space, which some of the voice's posts are instead of
    /// sentences: line breaking where there are no spaces to break at.
    var paragraph: String?
    /// Whether the voice's posts sometimes end with an emoji from `emojiEndings` (the emoji
    /// voice has its own everywhere).
    var endsWithEmoji = true

    // MARK: Stress pages

    /// A stress page's heading from its number and the page count, both already grouped
    /// ("1,204" and "1,000,000").
    var pageHeading: @Sendable (_ page: String, _ count: String) -> String
    /// The words a stress page's filler is drawn from, a pool like `DemoText.words`.
    var words: [String]
    /// What goes between the filler's words: a space, or nothing in scripts written without
    /// spaces between words (Chinese, Japanese, Thai).
    var wordSeparator = " "
    /// What ends each of the filler's sentences: a full stop, or nothing in Thai, which parts
    /// its sentences with a space alone.
    var sentenceEnd = "."

    // MARK: Grid

    /// A grid section's name from its number ("Раздел 3"); nil for the voices that are not a
    /// language of their own (emoji, mixed), which the grid's headers leave out.
    var sectionName: (@Sendable (_ number: String) -> String)?
}

extension WorldVoice {
    /// Every voice, in a fixed order: posts and pages choose by place in this list, so adding a
    /// voice at the end keeps the others where they were.
    static let all: [WorldVoice] = [
        chinese, japanese, arabic, hebrew, hindi, thai, greek, russian, ukrainian, korean, emoji, arabicEnglish,
    ]

    /// The voices that are languages of their own, which the grid's section headers go through.
    static let languages: [WorldVoice] = all.filter { $0.sectionName != nil }

    /// Emoji that end some world posts in any voice: sequences a text engine has to hold
    /// together (a family joined by zero-width joiners, skin tones, flags, a presentation
    /// selector) as well as single ones.
    static let emojiEndings = [
        "\u{1F304}", // sunrise over mountains
        "\u{1F44D}\u{1F3FD}", // thumbs up, medium skin tone
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", // family: man, woman, girl, boy
        "\u{1F1EF}\u{1F1F5}", // flag: Japan
        "\u{1F1F2}\u{1F1E6}", // flag: Morocco
        "\u{2600}\u{FE0F}", // sun, as an emoji
        "\u{1F64C}\u{1F3FF}", // raised hands, dark skin tone
        "\u{1F9D7}\u{1F3FB}\u{200D}\u{2640}\u{FE0F}", // woman climbing, light skin tone
        "\u{1F4F8}", // camera with flash
    ]

    /// `count` words of filler for stress page `index`, different for every page: the words drawn
    /// as `DemoText.filler` draws them, in sentences of fourteen, each starting with a capital
    /// where the script has capitals (its first letter alone: "GPU" stays as it is).
    func filler(forPage index: Int, words count: Int) -> String {
        var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        var result = ""
        for position in 0..<count {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let word = words[Int((state &* 0x2545_F491_4F6C_DD1D) >> 59) % words.count]
            if position > 0 { result += position % 14 == 0 ? sentenceEnd + sentenceSpace : wordSeparator }
            result += position % 14 == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word
        }
        return result + sentenceEnd
    }

    /// What follows a sentence's end before the next one: a space, but none after the
    /// ideographic full stop, which is as wide as a character and makes its own gap.
    private var sentenceSpace: String {
        sentenceEnd == "\u{3002}" ? "" : " "
    }
}
