import Foundation

/// What is typed into the grid demo's search bar, as words that must all match an item (AND),
/// each case- and diacritic-insensitive: a word matches the item's file name or camera when
/// either holds it, or its month or year when it names one ("mar", "march", "2024"); a month
/// name followed by a year ("march 2024") matches that month of that year only. (folio-photos
/// reads its queries the same way, with its own small copy: the demo stands on Folio alone.)
/// A plain value: any thread.
struct GridQuery: Sendable, Hashable {
    /// One thing every match must have.
    enum Term: Sendable, Hashable {
        /// A folded word: found in the folded file name or camera, or naming the month (1 to
        /// 12) or year.
        case word(String, month: Int?, year: Int?)
        /// A month (1 to 12) of a year: items of then, and no others.
        case monthOfYear(month: Int, year: Int)

        /// Whether an item of folded `name` and `camera`, of `month` of `year`, has this.
        func matches(name: String, camera: String, year: Int, month: Int) -> Bool {
            switch self {
            case let .word(word, wordMonth, wordYear):
                name.contains(word) || camera.contains(word) || (wordMonth != nil && wordMonth == month) || (wordYear != nil && wordYear == year)
            case let .monthOfYear(termMonth, termYear):
                termMonth == month && termYear == year
            }
        }
    }

    /// The query's terms, in the order typed; none matches every item.
    let terms: [Term]
    /// The text the query was read from, as typed.
    let text: String

    /// The query `text` reads as: its words split at white space, folded, a month name followed
    /// by a year taken together.
    init(_ text: String) {
        self.text = text
        let words = text.split(whereSeparator: \.isWhitespace).map { Self.folded(String($0)) }
        var terms: [Term] = []
        var index = 0
        while index < words.count {
            let month = Self.month(named: words[index])
            if let month, index + 1 < words.count, let year = Self.year(named: words[index + 1]) {
                terms.append(.monthOfYear(month: month, year: year))
                index += 2
            } else {
                terms.append(.word(words[index], month: month, year: Self.year(named: words[index])))
                index += 1
            }
        }
        self.terms = terms
    }

    /// Whether the query has no words: the grid shows every item.
    var isEmpty: Bool { terms.isEmpty }

    /// `text` lower-cased with its accents taken off ("Café" to "cafe").
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// English month names, lower case; a month is typed as its first three letters or more.
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july",
                             "august", "september", "october", "november", "december"]

    /// The month (1 to 12) folded `word` names ("mar", "marc", "march"), or nil.
    static func month(named word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return monthNames.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
    }

    /// The year folded `word` names (four digits), or nil.
    static func year(named word: String) -> Int? {
        guard word.utf8.count == 4, word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(word)
    }
}
