import FolioCommandLine
import FolioCore

/// Reads `--size WIDTHxHEIGHT` within the demos' sides. Any thread.
enum WindowSizeParsing {
    static func parse(_ text: String) throws -> Size {
        try ValueParsing.windowSize(text, sides: RunOptions.minimumSide...RunOptions.maximumSide)
    }
}
