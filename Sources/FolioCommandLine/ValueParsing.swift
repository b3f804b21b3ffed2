import FolioCore

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

    /// Reads a window size, `WIDTHxHEIGHT` in logical pixels (`1024x700`), each side within
    /// `sides`. Any thread.
    public static func windowSize(_ text: String, sides: ClosedRange<Int>) throws(InvalidValue) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              sides.contains(width), sides.contains(height)
        else {
            throw InvalidValue(expecting: "WIDTHxHEIGHT in logical pixels, each side from \(sides.lowerBound) to \(sides.upperBound), such as 1024x700")
        }
        return Size(width: Double(width), height: Double(height))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
