import Foundation

/// What is typed into the search field, as words that must all match a photo (AND), each
/// case- and diacritic-insensitive ("cafe" finds "Café"): a word matches the file name or the
/// camera ("Make Model") when either holds it, or the month or year the photo was taken when
/// it names one ("mar", "march", "2024"); a month name followed by a year ("march 2024") is
/// one term that matches that month of that year only. A plain value: any thread.
struct PhotoQuery: Sendable, Hashable {
    /// One thing every match must have.
    enum Term: Sendable, Hashable {
        /// A folded word: found in the folded file name or camera, or naming the photo's month
        /// (1 to 12) or year.
        case word(String, month: Int?, year: Int?)
        /// A month (1 to 12) of a year: photos taken then, and no others.
        case monthOfYear(month: Int, year: Int)
    }

    /// The query's terms, in the order typed; none matches every photo.
    let terms: [Term]

    /// The query `text` reads as: its words split at white space, folded, a month name followed
    /// by a year taken together.
    init(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).map { Self.folded(String($0)) }
        var terms: [Term] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let month = Self.month(named: word)
            if let month, index + 1 < words.count, let year = Self.year(named: words[index + 1]) {
                terms.append(.monthOfYear(month: month, year: year))
                index += 2
                continue
            }
            terms.append(.word(word, month: month, year: Self.year(named: word)))
            index += 1
        }
        self.terms = terms
    }

    /// Whether the query has no words: it shows every photo.
    var isEmpty: Bool { terms.isEmpty }

    /// Whether a photo matches every term.
    func matches(_ photo: PhotoSearchEntry) -> Bool {
        terms.allSatisfy { term in
            switch term {
            case let .word(word, month, year):
                photo.foldedName.contains(word) || photo.foldedCamera.contains(word)
                    || (month != nil && month == photo.month) || (year != nil && year == photo.year)
            case let .monthOfYear(month, year):
                photo.month == month && photo.year == year
            }
        }
    }

    /// `text` lower-cased with its accents taken off, as queries and what they search are
    /// compared ("Café" to "cafe").
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// English month names, lower case: what a month is typed as, whole or its first three
    /// letters or more ("mar", "marc": a month matches while its name is being typed).
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july",
                             "august", "september", "october", "november", "december"]

    /// The month (1 to 12) folded `word` names ("mar", "marc", "march"), or nil.
    static func month(named word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return monthNames.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
    }

    /// The year folded `word` names: four digits, or nil.
    static func year(named word: String) -> Int? {
        guard word.utf8.count == 4, word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(word)
    }
}
