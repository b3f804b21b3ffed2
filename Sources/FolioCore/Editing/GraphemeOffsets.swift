/// UTF-8 byte offsets of a string's grapheme clusters (Swift's `Character`s), which is how the
/// editing model counts: a letter with its combining marks, a flag, a ZWJ emoji family is one
/// cluster and no offset falls inside it. Pure functions: any thread.
enum GraphemeOffsets {
    /// The string index at UTF-8 `offset`, clamped into the string and rounded down to a cluster
    /// boundary. Any thread.
    static func index(_ offset: Int, in text: String) -> String.Index {
        let clamped = min(max(0, offset), text.utf8.count)
        let raw = text.utf8.index(text.utf8.startIndex, offsetBy: clamped)
        guard raw < text.endIndex else { return text.endIndex }
        // Swift rounds an index inside a cluster down to the cluster's start before stepping:
        // one step on and one back lands on that start.
        return text.index(before: text.index(after: raw))
    }

    /// The UTF-8 offset of `index` in `text`. Any thread.
    static func offset(of index: String.Index, in text: String) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// `offset` clamped into `text` and moved onto a cluster boundary: down, or up when `up`. Any thread.
    static func snapped(_ offset: Int, in text: String, up: Bool = false) -> Int {
        let clamped = min(max(0, offset), text.utf8.count)
        let down = Self.offset(of: index(clamped, in: text), in: text)
        guard up, down < clamped else { return down }
        return next(after: down, in: text) ?? text.utf8.count
    }

    /// The cluster boundary before `offset`; nil at the start. Any thread.
    static func previous(before offset: Int, in text: String) -> Int? {
        let at = index(offset, in: text)
        guard at > text.startIndex else { return nil }
        return Self.offset(of: text.index(before: at), in: text)
    }

    /// The cluster boundary after `offset`; nil at the end. Any thread.
    static func next(after offset: Int, in text: String) -> Int? {
        let at = index(offset, in: text)
        guard at < text.endIndex else { return nil }
        return Self.offset(of: text.index(after: at), in: text)
    }

    /// How many clusters `text` holds before `offset`. Any thread.
    static func clusterCount(before offset: Int, in text: String) -> Int {
        text[..<index(offset, in: text)].count
    }

    /// The UTF-8 offset of the start of cluster number `count` (the end past the last). Any thread.
    static func offset(ofCluster count: Int, in text: String) -> Int {
        let at = text.index(text.startIndex, offsetBy: max(0, count), limitedBy: text.endIndex) ?? text.endIndex
        return offset(of: at, in: text)
    }

    /// The start of the word before `offset` (skipping the spaces and punctuation before it);
    /// a word is a run of letters and digits, the fallback when no layout's word boundaries are
    /// at hand. Any thread.
    static func previousWordStart(before offset: Int, in text: String) -> Int {
        var at = index(offset, in: text)
        while at > text.startIndex, !isWordCharacter(text[text.index(before: at)]) { at = text.index(before: at) }
        while at > text.startIndex, isWordCharacter(text[text.index(before: at)]) { at = text.index(before: at) }
        return Self.offset(of: at, in: text)
    }

    /// The end of the word after `offset` (skipping the spaces and punctuation before it). Any thread.
    static func nextWordEnd(after offset: Int, in text: String) -> Int {
        var at = index(offset, in: text)
        while at < text.endIndex, !isWordCharacter(text[at]) { at = text.index(after: at) }
        while at < text.endIndex, isWordCharacter(text[at]) { at = text.index(after: at) }
        return Self.offset(of: at, in: text)
    }

    /// Whether `character` belongs to a word: a letter or a digit, whatever its script. Any thread.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character.unicodeScalars.first?.properties.isAlphabetic == true
    }
}
