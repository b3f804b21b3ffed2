import FolioCore

/// An editing layout for tests, without a text engine: every character is `advance` logical
/// pixels wide and every line (text between "\n"s; nothing wraps) `lineHeight` high, so that
/// where a caret or a click lands can be worked out by hand. Offsets are UTF-8 bytes on
/// character boundaries, as the real layout's are. Main thread, as a field's layouts are.
public final class FixedAdvanceEditingLayout: TextEditingLayout {
    /// The text laid out.
    public let text: String
    /// Each character's width, logical pixels.
    public let advance: Double
    /// Each line's height, logical pixels.
    public let lineHeight: Double
    /// Every character boundary's UTF-8 offset, in order, the end of the text included.
    private let boundaries: [Int]

    /// `text` laid out at `advance` pixels a character, `lineHeight` a line.
    public init(text: String, advance: Double = 10, lineHeight: Double = 20) {
        self.text = text
        self.advance = advance
        self.lineHeight = lineHeight
        var offsets = [0]
        var offset = 0
        for character in text {
            offset += character.utf8.count
            offsets.append(offset)
        }
        boundaries = offsets
    }

    /// The lines' character-boundary indexes: each line's first and one past its last character.
    private var lines: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, character) in text.enumerated() where character == "\n" {
            result.append(start..<index)
            start = index + 1
        }
        result.append(start..<text.count)
        return result
    }

    /// The index of the character boundary at or before `offset`.
    private func boundaryIndex(_ offset: Int) -> Int {
        boundaries.lastIndex { $0 <= offset } ?? 0
    }

    /// The line and column of boundary `index`.
    private func position(of index: Int) -> (line: Int, column: Int) {
        for (line, range) in lines.enumerated() where index <= range.upperBound {
            return (line, index - range.lowerBound)
        }
        return (lines.count - 1, lines[lines.count - 1].count)
    }

    public var size: Size {
        Size(width: Double(lines.map(\.count).max() ?? 0) * advance, height: Double(lines.count) * lineHeight)
    }

    public func caretRect(at offset: Int) -> Rect {
        let place = position(of: boundaryIndex(offset))
        return Rect(x: Double(place.column) * advance, y: Double(place.line) * lineHeight, width: 0, height: lineHeight)
    }

    public func offset(at point: Point) -> Int {
        let line = lines[min(max(0, Int((point.y / lineHeight).rounded(.down))), lines.count - 1)]
        let column = min(max(0, Int((point.x / advance).rounded())), line.count)
        return boundaries[line.lowerBound + column]
    }

    public func selectionRects(for range: Range<Int>) -> [Rect] {
        let start = position(of: boundaryIndex(range.lowerBound)), end = position(of: boundaryIndex(range.upperBound))
        guard start.line != end.line || start.column != end.column else { return [] }
        return (start.line...end.line).map { line in
            let from = line == start.line ? start.column : 0
            let to = line == end.line ? end.column : lines[line].count
            return Rect(x: Double(from) * advance, y: Double(line) * lineHeight, width: Double(to - from) * advance, height: lineHeight)
        }
    }

    public func offset(movingVisuallyFrom offset: Int, direction: Int) -> Int? {
        let index = boundaryIndex(offset) + (direction < 0 ? -1 : 1)
        return boundaries.indices.contains(index) ? boundaries[index] : nil
    }

    public func offset(verticallyFrom offset: Int, lines count: Int, x: Double) -> Int? {
        let line = position(of: boundaryIndex(offset)).line + count
        guard lines.indices.contains(line) else { return nil }
        return self.offset(at: Point(x: x, y: (Double(line) + 0.5) * lineHeight))
    }

    public func lineRange(containing offset: Int) -> Range<Int> {
        let line = lines[position(of: boundaryIndex(offset)).line]
        return boundaries[line.lowerBound]..<boundaries[line.upperBound]
    }

    public func wordRange(at offset: Int) -> Range<Int> {
        wordBoundary(from: offset + 1, forward: false)..<wordBoundary(from: offset, forward: true)
    }

    public func wordBoundary(from offset: Int, forward: Bool) -> Int {
        let characters = Array(text)
        var index = boundaryIndex(offset)
        if forward {
            while index < characters.count, !characters[index].isLetter && !characters[index].isNumber { index += 1 }
            while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
        } else {
            while index > 0, !characters[index - 1].isLetter && !characters[index - 1].isNumber { index -= 1 }
            while index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { index -= 1 }
        }
        return boundaries[index]
    }
}
