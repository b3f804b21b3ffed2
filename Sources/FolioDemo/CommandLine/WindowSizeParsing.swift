import FolioCommandLine
import FolioCore

/// Reads `--size WIDTHxHEIGHT`. Any thread.
enum WindowSizeParsing {
    static func parse(_ text: String) throws -> Size {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let range = RunOptions.minimumSide...RunOptions.maximumSide
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]),
              range.contains(width), range.contains(height)
        else {
            throw InvalidValue(expecting: "WIDTHxHEIGHT in logical pixels, each side from \(range.lowerBound) to \(range.upperBound), such as 1024x700")
        }
        return Size(width: Double(width), height: Double(height))
    }
}
