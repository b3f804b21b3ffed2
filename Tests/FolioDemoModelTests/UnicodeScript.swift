/// The scripts and emoji the world text has to show, each as the Unicode blocks its characters
/// come from: the tests' own account of them, apart from the voices that write them.
enum UnicodeScript: String, CaseIterable {
    case latin, digits, han, kana, hangul, arabic, hebrew, devanagari, thai, greek, cyrillic
    /// Regional indicators, two of which make a flag.
    case flag
    /// The five skin tone modifiers.
    case skinTone
    /// The zero-width joiner, which joins emoji into one (a family).
    case joiner

    /// The scalars that belong to the script.
    var ranges: [ClosedRange<UInt32>] {
        switch self {
        case .latin: [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F]
        case .digits: [0x30...0x39]
        case .han: [0x3400...0x4DBF, 0x4E00...0x9FFF]
        case .kana: [0x3040...0x30FF]
        case .hangul: [0xAC00...0xD7AF]
        case .arabic: [0x0600...0x06FF]
        case .hebrew: [0x0590...0x05FF]
        case .devanagari: [0x0900...0x097F]
        case .thai: [0x0E00...0x0E7F]
        case .greek: [0x0370...0x03FF]
        case .cyrillic: [0x0400...0x04FF]
        case .flag: [0x1F1E6...0x1F1FF]
        case .skinTone: [0x1F3FB...0x1F3FF]
        case .joiner: [0x200D...0x200D]
        }
    }

    /// The scripts `text` holds scalars of.
    static func scripts(in text: String) -> Set<UnicodeScript> {
        var found = Set<UnicodeScript>()
        for scalar in text.unicodeScalars {
            for script in allCases where script.ranges.contains(where: { $0.contains(scalar.value) }) {
                found.insert(script)
            }
        }
        return found
    }

    /// The scripts of letters other than Latin.
    static let nonLatinLetters: Set<UnicodeScript> = [.han, .kana, .hangul, .arabic, .hebrew, .devanagari, .thai, .greek, .cyrillic]

    /// The emoji sequences' parts.
    static let emoji: Set<UnicodeScript> = [.flag, .skinTone, .joiner]
}
