extension String {
    /// The text with every control character (newlines, escape sequences, NUL, DEL, the C1
    /// range) written as `\u{1B}`, so that a file name or value from a hostile source stays on
    /// one line and cannot drive the terminal it is printed to. Any thread.
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
    /// U+007F–U+009F).
    fileprivate var isControlCharacter: Bool { generalCategory == .control }
}
