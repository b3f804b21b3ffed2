extension String {
    /// The text with every control character (newlines, escape sequences, NUL, DEL, the C1
    /// range), bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE and its kin, which would
    /// reorder the rest of a log line as it is shown) and line or paragraph separator written
    /// as `\u{1B}`, so that a file name or value from a hostile source stays on one line, reads
    /// in the order it was written and cannot drive the terminal it is printed to. Any thread.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.properties.isControlCharacter) else { return self }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if scalar.properties.isControlCharacter {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar.Properties {
    /// Whether the scalar is a control character (general category Cc: U+0000–U+001F and
    /// U+007F–U+009F), a bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069) or a line or paragraph separator (U+2028, U+2029).
    fileprivate var isControlCharacter: Bool {
        generalCategory == .control || isBidiControl || generalCategory == .lineSeparator || generalCategory == .paragraphSeparator
    }
}
