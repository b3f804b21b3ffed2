import FolioCore

/// A post's words as styled text: `#hashtags` and `@mentions` become links ("tag:swift",
/// "user:grace"), the rest stays plain; punctuation after a tag or mention is not part of it.
/// A plain value: usable on any thread (a worker's node block makes it).
enum FeedPostText {
    /// The link a `#tag` makes: "tag:" and the tag without its "#".
    static func tagLink(_ tag: String) -> String { "tag:" + tag }
    /// The link an `@name` makes: "user:" and the name without its "@".
    static func userLink(_ name: String) -> String { "user:" + name }

    /// `text` with its tags and mentions as links.
    static func attributed(_ text: String) -> AttributedText {
        var result = AttributedText(runs: [])
        var plain = ""
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { plain += " " }
            guard let link = link(for: word) else {
                plain += word
                continue
            }
            result += AttributedText(plain)
            plain = String(word.dropFirst(link.text.count))
            result += AttributedText(link.text, link: link.target)
        }
        result += AttributedText(plain)
        return result
    }

    /// The tag or mention `word` starts with, and its link; nil for a plain word.
    private static func link(for word: Substring) -> (text: String, target: String)? {
        guard let first = word.first, first == "#" || first == "@" else { return nil }
        let name = word.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let target = first == "#" ? tagLink(String(name)) : userLink(String(name))
        return (String(first) + name, target)
    }
}
