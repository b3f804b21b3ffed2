import FolioCore

/// folio-photos' colours: a near-black ground, as photo apps use so photos stand out, light ink
/// and a quieter grey. Any thread.
enum PhotosPalette {
    static let background = Color(red: 18, green: 18, blue: 21)
    static let bar = Color(red: 28, green: 29, blue: 34)
    static let ink = Color(red: 236, green: 236, blue: 240)
    static let quiet = Color(red: 160, green: 163, blue: 172)
    static let accent = Color(red: 98, green: 160, blue: 234)
    static let placeholder = Color(red: 40, green: 42, blue: 48)
}
