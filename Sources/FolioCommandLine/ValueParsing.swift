/// Parsers for flag values that say what they accept when a value is wrong; use them as an
/// option's `transform`. Any thread.
public enum ValueParsing {
    /// A whole number within `range` (digits with an optional sign; no spaces, no fractions).
    public static func wholeNumber(_ text: String, in range: ClosedRange<Int>, what: String) throws(InvalidValue) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw InvalidValue(expecting: "\(what), a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A finite decimal number within `range`.
    public static func decimal(_ text: String, in range: ClosedRange<Double>, what: String) throws(InvalidValue) -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw InvalidValue(expecting: "\(what), a number from \(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return value
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
